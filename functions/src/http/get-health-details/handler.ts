import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { checkHealth } from '../../domain/platform/health';

export const handler = httpHandler(routes.getHealthDetails, async ({ response }) => {
  const health = await checkHealth();
  if (health.status !== 'ok') response.status = 503;
  return health;
});
