import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { checkPublicHealth } from '../../domain/platform/health';

export const handler = httpHandler(routes.getHealth, async ({ response }) => {
  const health = await checkPublicHealth();
  if (health.status !== 'ok') response.status = 503;
  return health;
});
