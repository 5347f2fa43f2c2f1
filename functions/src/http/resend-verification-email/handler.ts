import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { resendVerification } from '../../domain/auth/accounts';

export const handler = httpHandler(routes.resendVerificationEmail, async ({ body }) =>
  resendVerification(body.email),
);
