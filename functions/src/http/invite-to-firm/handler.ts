import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { invite } from '../../domain/firms/firms';

export const handler = httpHandler(routes.inviteToFirm, async ({ actor, params, body, response }) => {
  response.status = 201;
  return invite(actor, params.id, body);
});
