import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listCpaRequests } from '../../domain/delegation/delegation';

export const handler = httpHandler(routes.listCpaAccessRequests, async ({ actor }) => listCpaRequests(actor));
