import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listJoinRequests } from '../../domain/firms/firms';

export const handler = httpHandler(routes.listFirmJoinRequests, async ({ actor, params }) =>
  listJoinRequests(actor, params.id),
);
