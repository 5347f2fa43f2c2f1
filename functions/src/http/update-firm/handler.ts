import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { updateFirm } from '../../domain/firms/firms';

export const handler = httpHandler(routes.updateFirm, async ({ actor, params, body }) =>
  updateFirm(actor, params.id, body),
);
