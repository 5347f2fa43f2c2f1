import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { listReferrals } from '../../domain/referrals/referrals';

export const handler = httpHandler(routes.listReferrals, async ({ actor }) => listReferrals(actor));
