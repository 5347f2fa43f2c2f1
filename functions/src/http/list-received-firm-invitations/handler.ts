import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listReceivedInvitations } from '../../domain/firms/firms';

export const handler = httpHandler(routes.listReceivedFirmInvitations, async ({ actor }) =>
  listReceivedInvitations(actor),
);
