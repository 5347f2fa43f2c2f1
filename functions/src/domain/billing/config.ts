// The billing webhook's signing secret (decision 082, 084): the env module's BILLING_WEBHOOK_SECRET
// (local stack, tests), else the Secrets Manager secret named by BILLING_WEBHOOK_SECRET_ARN (AWS; the
// CDK stack creates it with a JSON placeholder until an operator pastes the provider's secret in).
// Without a usable secret the webhook refuses every delivery (503) rather than trusting unsigned calls.
import { getEnv } from '../../platform/env';

let loaded: Promise<string | undefined> | undefined;

/** A real secret string: the stack's JSON placeholder and short values do not count. */
function usable(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v && !v.startsWith('{') && v.length >= 16 ? v : undefined;
}

export function billingWebhookSecret(): Promise<string | undefined> {
  loaded ??= (async () => {
    const env = getEnv();
    if (env.BILLING_WEBHOOK_SECRET) return env.BILLING_WEBHOOK_SECRET;
    if (!env.BILLING_WEBHOOK_SECRET_ARN) return undefined;
    const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    const client = new SecretsManagerClient({ region: env.AWS_REGION });
    const out = await client.send(new GetSecretValueCommand({ SecretId: env.BILLING_WEBHOOK_SECRET_ARN }));
    return usable(out.SecretString);
  })().catch((err: unknown) => {
    // A failed read (throttling, a transient network error) is retried on the next delivery.
    loaded = undefined;
    throw err;
  });
  return loaded;
}

/** For tests that change the environment. */
export function resetBillingWebhookSecret(): void {
  loaded = undefined;
}
