import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listKeyUsage } from '../../domain/keys/keys';

// Account-level: the signed-in user's own keys (no asClientId; a client's keys are never shown to a delegate).
export const handler = httpHandler(routes.listKeyUsage, async ({ actor }) => listKeyUsage(actor.user.userId));
