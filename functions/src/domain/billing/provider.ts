// The payment provider's API, for the one write we make there: a credit line on a draft invoice (a free
// month). Stripe-compatible: POST {BILLING_API_URL}/v1/invoiceitems, form-encoded, Bearer key, with an
// Idempotency-Key per invoice so a retried delivery never credits twice. The key comes from the env
// module (BILLING_API_KEY locally, BILLING_API_KEY_SECRET_ARN in AWS); without one nothing is applied
// and the free month stays available.
import { getEnv } from '../../platform/env';

export interface InvoiceCredit {
  invoiceId: string;
  customerId: string;
  /** Smallest currency unit, positive: the line added is its negative. */
  amount: number;
  currency: string;
  description: string;
}

let loadedKey: Promise<string | undefined> | undefined;

async function apiKey(): Promise<string | undefined> {
  loadedKey ??= (async () => {
    const env = getEnv();
    if (env.BILLING_API_KEY) return env.BILLING_API_KEY;
    if (!env.BILLING_API_KEY_SECRET_ARN) return undefined;
    const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    const client = new SecretsManagerClient({ region: env.AWS_REGION });
    const out = await client.send(new GetSecretValueCommand({ SecretId: env.BILLING_API_KEY_SECRET_ARN }));
    const value = out.SecretString?.trim();
    return value && !value.startsWith('{') ? value : undefined;
  })().catch((err: unknown) => {
    loadedKey = undefined;
    throw err;
  });
  return loadedKey;
}

/** For tests that change the environment. */
export function resetBillingProvider(): void {
  loadedKey = undefined;
}

export async function billingProviderConfigured(): Promise<boolean> {
  return Boolean(await apiKey());
}

/** Adds a negative line to the draft invoice. Throws on any refusal so the delivery is retried. */
export async function creditInvoice(credit: InvoiceCredit): Promise<void> {
  const key = await apiKey();
  if (!key) throw new Error('Billing provider API key is not configured');
  const form = new URLSearchParams({
    customer: credit.customerId,
    invoice: credit.invoiceId,
    amount: String(-Math.abs(Math.round(credit.amount))),
    currency: credit.currency,
    description: credit.description,
  });
  const res = await fetch(new URL('/v1/invoiceitems', getEnv().BILLING_API_URL), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': `free-month-${credit.invoiceId}`,
    },
    body: form.toString(),
    signal: AbortSignal.timeout(8_000),
  });
  await res.arrayBuffer();
  // The body may echo customer data: only the status goes into the error (and so the log).
  if (!res.ok) throw new Error(`Billing provider refused the invoice credit: HTTP ${res.status}`);
}
