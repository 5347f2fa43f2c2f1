import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listClientRequests } from '../../domain/delegation/delegation';

export const handler = httpHandler(routes.listClientAccessRequests, async ({ actor }) =>
  listClientRequests(actor),
);
