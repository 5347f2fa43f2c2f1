import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { approveJoin } from '../../domain/firms/firms';

export const handler = httpHandler(routes.approveJoinRequest, async ({ actor, params }) =>
  approveJoin(actor, params.id),
);
