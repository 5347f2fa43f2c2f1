import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listCpaClients } from '../../domain/delegation/delegation';

export const handler = httpHandler(routes.listCpaClients, async ({ actor }) => listCpaClients(actor));
