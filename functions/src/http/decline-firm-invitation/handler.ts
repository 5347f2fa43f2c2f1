import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { declineInvitation } from '../../domain/firms/firms';

export const handler = httpHandler(routes.declineFirmInvitation, async ({ actor, params }) =>
  declineInvitation(actor, params.id),
);
