import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { changePassword } from '../../domain/auth/change-password';

// Account-level: always the signed-in user's own password (no asClientId; a delegate never acts on a client's account).
export const handler = httpHandler(routes.changePassword, async ({ actor, body }) =>
  changePassword(actor.user.userId, body, actor.sessionToken),
);
