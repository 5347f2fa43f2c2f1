import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { getActiveKey } from '../../domain/keys/keys';

// Account-level: the signed-in user's own key (no asClientId; uploads for a client use the client's key server-side).
export const handler = httpHandler(routes.getActiveKey, async ({ actor }) => getActiveKey(actor.user.userId));
