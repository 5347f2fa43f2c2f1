import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { createFirm } from '../../domain/firms/firms';

export const handler = httpHandler(routes.createFirm, async ({ actor, body, response }) => {
  response.status = 201;
  return createFirm(actor, body);
});
