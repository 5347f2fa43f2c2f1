import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { changePassword } from '../../domain/auth/change-password';

export const handler = httpHandler(routes.changePassword, async ({ actor, body }) =>
  changePassword(actor.user.userId, body, actor.sessionToken),
);
