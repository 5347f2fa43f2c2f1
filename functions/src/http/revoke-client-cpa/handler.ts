import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { revokeAccess } from '../../domain/delegation/delegation';

export const handler = httpHandler(routes.revokeClientCpa, async ({ actor, params }) =>
  revokeAccess(actor, params.cpaUserId),
);
