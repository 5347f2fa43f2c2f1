import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listSentInvitations } from '../../domain/firms/firms';

export const handler = httpHandler(routes.listFirmInvitations, async ({ actor, params }) =>
  listSentInvitations(actor, params.id),
);
