// The billing webhook's signing secret, parsed once (DESIGN §10). Without it the webhook refuses every
// delivery (503) rather than trusting unsigned calls.
import * as z from 'zod';

const schema = z.object({
  BILLING_WEBHOOK_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
});

let cached: string | undefined | null = null;

export function billingWebhookSecret(): string | undefined {
  if (cached === null) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success)
      throw new Error(
        'Invalid environment configuration: BILLING_WEBHOOK_SECRET must be at least 16 characters',
      );
    cached = parsed.data.BILLING_WEBHOOK_SECRET;
  }
  return cached;
}
