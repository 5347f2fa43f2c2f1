import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv, resetEnvCache } from '../../platform/env';
import { billingWebhookSecret, resetBillingWebhookSecret } from './config';

const base = { TABLE_NAME: 't', UPLOADS_BUCKET: 'b', KMS_KEY_ID: 'k' };
const saved = { ...process.env };

afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
  resetBillingWebhookSecret();
});

describe('billing webhook secret (the env module, decision 084)', () => {
  it('is parsed with the other settings and refuses a short secret by name', () => {
    expect(
      parseEnv({ ...base, BILLING_WEBHOOK_SECRET: 'whsec_0123456789abcdef' }).BILLING_WEBHOOK_SECRET,
    ).toBe('whsec_0123456789abcdef');
    expect(parseEnv({ ...base, BILLING_WEBHOOK_SECRET: '' }).BILLING_WEBHOOK_SECRET).toBeUndefined();
    expect(() => parseEnv({ ...base, BILLING_WEBHOOK_SECRET: 'short' })).toThrow(/BILLING_WEBHOOK_SECRET/);
  });

  it('comes from the environment locally and is absent (webhook 503) when neither value nor ARN is set', async () => {
    process.env = { ...saved, ...base, BILLING_WEBHOOK_SECRET: 'whsec_local_0123456789' };
    resetEnvCache();
    expect(await billingWebhookSecret()).toBe('whsec_local_0123456789');
    process.env = { ...saved, ...base, BILLING_WEBHOOK_SECRET: '', BILLING_WEBHOOK_SECRET_ARN: '' };
    resetEnvCache();
    resetBillingWebhookSecret();
    expect(await billingWebhookSecret()).toBeUndefined();
  });
});
