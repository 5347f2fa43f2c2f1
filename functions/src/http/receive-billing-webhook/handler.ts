import { routes } from '@docledger/shared/api/routes';
import { httpHandler } from '../../platform/http-handler';
import { billingWebhookSecret } from '../../domain/billing/config';
import { receiveWebhook } from '../../domain/billing/webhook';

export const handler = httpHandler(routes.receiveBillingWebhook, async ({ body, event, log }) => {
  // The signature covers the exact bytes the provider sent, not the parsed body.
  const rawBody = event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
    : (event.body ?? '');
  const signature = Object.entries(event.headers ?? {}).find(
    ([k]) => k.toLowerCase() === 'stripe-signature',
  )?.[1];
  return receiveWebhook({
    rawBody,
    signatureHeader: signature,
    event: body,
    secret: await billingWebhookSecret(),
    log,
  });
});
