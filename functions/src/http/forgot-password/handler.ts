import { routes } from '@docledger/shared/api/routes';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { httpHandler } from '../../platform/http-handler';
import { securityEvent } from '../../platform/security-events';
import { requestPasswordReset } from '../../domain/auth/password-reset';
import { MAIL_REQUESTS_PER_IP, take } from '../../domain/auth/rate-limit';

export const handler = httpHandler(routes.forgotPassword, async ({ body, ip, log }) => {
  // Per IP before anything else (the per-address limit inside answers alike, so it reveals nothing).
  await take(MAIL_REQUESTS_PER_IP, ip, AUTH_MESSAGES.tooManyRequests).catch((err: unknown) => {
    securityEvent(log, 'auth.mail.limited', { ip, route: 'forgotPassword' });
    throw err;
  });
  return requestPasswordReset(body.email);
});
