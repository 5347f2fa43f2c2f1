import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { requestAccess } from '../../domain/delegation/delegation';

export const handler = httpHandler(routes.createCpaAccessRequest, async ({ actor, body, response }) => {
  response.status = 201;
  return requestAccess(actor, body);
});
