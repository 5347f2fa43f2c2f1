import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { getWebhookConfig } from '../../domain/webhooks/settings';

export const handler = httpHandler(routes.getWebhookConfig, async () => ({
  config: await getWebhookConfig(),
}));
