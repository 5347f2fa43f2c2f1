import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { reviewVerification } from '../../domain/admin/verifications';

export const handler = httpHandler(routes.decideVerification, async ({ actor, params, body, log }) =>
  reviewVerification(actor, params.id, body, log),
);
