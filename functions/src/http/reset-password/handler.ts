import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { resetPassword } from '../../domain/auth/password-reset';

export const handler = httpHandler(routes.resetPassword, async ({ body }) =>
  resetPassword(body.token, body.newPassword),
);
