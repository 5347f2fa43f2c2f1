import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { requestPasswordReset } from '../../domain/auth/password-reset';

export const handler = httpHandler(routes.forgotPassword, async ({ body }) =>
  requestPasswordReset(body.email),
);
