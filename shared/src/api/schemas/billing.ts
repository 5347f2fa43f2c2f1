// Billing (spec part 3 §1, §9): tiers change only through the payment provider's signed webhook.
import * as z from 'zod';

/** Stripe-compatible event envelope; the handler verifies the signature on the raw body first. */
export const billingWebhookBodySchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().optional(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export const billingWebhookResponseSchema = z.object({ received: z.literal(true) });
