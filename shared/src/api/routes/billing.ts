import { route } from '../route';
import { billingWebhookBodySchema, billingWebhookResponseSchema } from '../schemas/billing';

// The payment provider's webhook: authenticated by its signature, not by a session or an Origin.
export const billingRoutes = {
  receiveBillingWebhook: route({
    method: 'POST',
    path: '/api/billing/webhook',
    auth: 'public',
    signedWebhook: true,
    body: billingWebhookBodySchema,
    response: billingWebhookResponseSchema,
    access: ['table:read', 'table:write'],
  }),
} as const;
