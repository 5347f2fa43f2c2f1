import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { acceptInvitation } from '../../domain/firms/firms';

export const handler = httpHandler(routes.acceptFirmInvitation, async ({ actor, params }) =>
  acceptInvitation(actor, params.id),
);
