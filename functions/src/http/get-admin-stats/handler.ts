import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { getAdminStats } from '../../domain/admin/stats';

export const handler = httpHandler(routes.getAdminStats, async ({ log }) => getAdminStats(log));
