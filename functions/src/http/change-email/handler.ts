import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { requestEmailChange } from '../../domain/auth/change-email';

// Account-level: always the signed-in user's own address (no asClientId; a delegate never acts on a client's account).
export const handler = httpHandler(routes.changeEmail, async ({ actor, body, log, ip }) =>
  requestEmailChange(actor.user.userId, body, { log, ip }),
);
