import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { getVerificationDetail } from '../../domain/admin/verifications';

export const handler = httpHandler(routes.getVerificationForReview, async ({ params }) =>
  getVerificationDetail(params.id),
);
