import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { testWebhook } from '../../domain/webhooks/test-connection';

export const handler = httpHandler(routes.testWebhook, async ({ body, log }) => testWebhook(body, log));
