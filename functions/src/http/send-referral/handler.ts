import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { sendReferral } from '../../domain/referrals/referrals';

export const handler = httpHandler(routes.sendReferral, async ({ actor, body, response }) => {
  response.status = 201;
  return sendReferral(actor, body.refereeEmail);
});
