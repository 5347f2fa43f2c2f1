import { routes } from '@docledger/shared/api/routes';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { httpHandler } from '../../platform/http-handler';
import { securityEvent } from '../../platform/security-events';
import { register } from '../../domain/auth/accounts';
import { MAIL_REQUESTS_PER_IP, REGISTRATIONS_PER_IP, take } from '../../domain/auth/rate-limit';

export const handler = httpHandler(routes.registerUser, async ({ body, response, ip, log }) => {
  // Taken before any work (issue 7): each registration mails an address and queues an RSA key pair.
  try {
    await take(REGISTRATIONS_PER_IP, ip, AUTH_MESSAGES.tooManyRequests);
    await take(MAIL_REQUESTS_PER_IP, ip, AUTH_MESSAGES.tooManyRequests);
  } catch (err) {
    securityEvent(log, 'auth.register.limited', { ip });
    throw err;
  }
  response.status = 201;
  return register(body, log);
});
