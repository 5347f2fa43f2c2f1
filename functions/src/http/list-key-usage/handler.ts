import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listKeyUsage } from '../../domain/keys/keys';

export const handler = httpHandler(routes.listKeyUsage, async ({ actor }) => listKeyUsage(actor.user.userId));
