import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { getActiveKey } from '../../domain/keys/keys';

export const handler = httpHandler(routes.getActiveKey, async ({ actor }) => getActiveKey(actor.user.userId));
