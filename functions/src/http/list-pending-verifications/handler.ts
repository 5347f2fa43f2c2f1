import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listPendingVerifications } from '../../domain/admin/verifications';

export const handler = httpHandler(routes.listPendingVerifications, async ({ query }) =>
  listPendingVerifications(query.limit),
);
