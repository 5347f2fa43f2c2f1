import { routes } from '@docledger/shared/api/routes';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { httpHandler } from '../../platform/http-handler';
import { securityEvent } from '../../platform/security-events';
import { resendVerification } from '../../domain/auth/accounts';
import { MAIL_REQUESTS_PER_IP, take } from '../../domain/auth/rate-limit';

export const handler = httpHandler(routes.resendVerificationEmail, async ({ body, ip, log }) => {
  await take(MAIL_REQUESTS_PER_IP, ip, AUTH_MESSAGES.tooManyRequests).catch((err: unknown) => {
    securityEvent(log, 'auth.mail.limited', { ip, route: 'resendVerificationEmail' });
    throw err;
  });
  return resendVerification(body.email);
});
