import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { requestJoin } from '../../domain/firms/firms';

export const handler = httpHandler(routes.requestJoinFirm, async ({ actor, params, body, response }) => {
  response.status = 201;
  return requestJoin(actor, params.id, body.message);
});
