import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { getStatus } from '../../domain/verification/verification';

export const handler = httpHandler(routes.getVerificationStatus, async ({ actor }) => getStatus(actor));
