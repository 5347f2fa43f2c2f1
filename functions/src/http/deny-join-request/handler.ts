import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { denyJoin } from '../../domain/firms/firms';

export const handler = httpHandler(routes.denyJoinRequest, async ({ actor, params }) =>
  denyJoin(actor, params.id),
);
