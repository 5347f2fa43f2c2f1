import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { getStats } from '../../domain/referrals/referrals';

export const handler = httpHandler(routes.getReferralStats, async ({ actor }) => getStats(actor));
