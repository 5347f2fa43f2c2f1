import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { saveWebhookConfig } from '../../domain/webhooks/settings';

export const handler = httpHandler(routes.saveWebhookConfig, async ({ actor, body, log }) =>
  saveWebhookConfig(actor, body, log),
);
