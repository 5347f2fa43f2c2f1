// Free months reach the invoices (issue 10, decision 085): on a draft invoice the webhook credits the
// firm plan's first month and the months earned by referrals through the provider's API (a local
// Stripe-compatible stand-in records the calls), each month once, given back when the provider refuses.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useLocalStack } from '../../../../infra/local/test-env';
import { addFreeMonths, getBillingAccount } from '../../db/access/billing';
import { resetEnvCache } from '../../platform/env';
import { accountFactory, type Accounts } from '../../security/accounts';
import { invoke } from '../../security/invoke';
import { getStats } from '../referrals/referrals';
import { getUserById } from '../../db/access/users';
import { resetBillingWebhookSecret } from './config';
import { resetBillingProvider } from './provider';
import { signPayload } from './signature';

interface Recorded {
  path: string;
  auth: string | undefined;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}
const calls: Recorded[] = [];
let refuseWith: number | null = null;
let server: Server;
let accounts: Accounts;
let secret: string;

beforeAll(async () => {
  const stack = useLocalStack();
  secret = stack.env.BILLING_WEBHOOK_SECRET!;
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      calls.push({
        path: req.url ?? '',
        auth: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      res.writeHead(refuseWith ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(refuseWith ? { error: { message: 'nope' } } : { id: `ii_${randomUUID()}` }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.BILLING_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.BILLING_API_KEY = 'sk_test_free_months_0123456789';
  process.env.BILLING_WEBHOOK_SECRET = secret;
  resetEnvCache();
  resetBillingProvider();
  resetBillingWebhookSecret();
  accounts = await accountFactory();
});

afterAll(async () => {
  delete process.env.BILLING_API_URL;
  delete process.env.BILLING_API_KEY;
  resetEnvCache();
  resetBillingProvider();
  await new Promise((r) => server.close(r));
});

beforeEach(() => {
  calls.length = 0;
  refuseWith = null;
});

async function deliver(event: { id: string; type: string; data: { object: object } }) {
  const payload = JSON.stringify(event);
  return invoke('receiveBillingWebhook', {
    rawBody: payload,
    origin: null,
    extraHeaders: { 'stripe-signature': signPayload(secret, payload, Math.floor(Date.now() / 1000)) },
  });
}

const draftInvoice = (userId: string, extra: Record<string, unknown> = {}, id = `evt_${randomUUID()}`) => ({
  id,
  type: 'invoice.created',
  data: {
    object: {
      id: `in_${randomUUID().slice(0, 12)}`,
      customer: `cus_${userId.slice(0, 8)}`,
      status: 'draft',
      amount_due: 4500,
      currency: 'usd',
      billing_reason: 'subscription_cycle',
      metadata: { userId },
      ...extra,
    },
  },
});

const credits = async (userId: string) =>
  (await getStats({ user: (await getUserById(userId))! })).creditsAvailable;

describe('free months on invoices', () => {
  it('credits a referral month on the next draft invoice, once, and nothing when none is left', async () => {
    const cpa = await accounts.create({ role: 'business_cpa' });
    await addFreeMonths(cpa.userId, 1);
    // Paying (which updates the billing account) keeps the earned month.
    const paid = {
      id: `evt_${randomUUID()}`,
      type: 'invoice.paid',
      data: {
        object: {
          customer: `cus_${cpa.userId.slice(0, 8)}`,
          amount_paid: 4500,
          metadata: { userId: cpa.userId },
        },
      },
    };
    expect((await deliver(paid)).status).toBe(200);
    expect(await credits(cpa.userId)).toBe(1);

    const first = draftInvoice(cpa.userId);
    expect((await deliver(first)).status).toBe(200);
    expect(calls).toEqual([
      {
        path: '/v1/invoiceitems',
        auth: 'Bearer sk_test_free_months_0123456789',
        idempotencyKey: `free-month-${first.data.object.id}`,
        form: {
          customer: first.data.object.customer,
          invoice: first.data.object.id,
          amount: '-4500',
          currency: 'usd',
          description: 'Referral reward: 1 month free',
        },
      },
    ]);
    expect(await credits(cpa.userId)).toBe(0);
    // The same delivery again (a provider retry) changes nothing.
    expect((await deliver(first)).status).toBe(200);
    // The next month: no free month left, the invoice is left alone.
    expect((await deliver(draftInvoice(cpa.userId))).status).toBe(200);
    expect(calls).toHaveLength(1);
    // A finalised invoice or one of 0 is never touched.
    await addFreeMonths(cpa.userId, 1);
    await deliver(draftInvoice(cpa.userId, { status: 'open' }));
    await deliver(draftInvoice(cpa.userId, { amount_due: 0 }));
    expect(calls).toHaveLength(1);
    expect(await credits(cpa.userId)).toBe(1);
  });

  it("makes a firm's first invoice free without spending referral months, once", async () => {
    const cpa = await accounts.create({ role: 'business_cpa' });
    await addFreeMonths(cpa.userId, 1);
    const firstFirm = {
      billing_reason: 'subscription_create',
      metadata: { userId: cpa.userId, plan: 'firm' },
    };
    expect((await deliver(draftInvoice(cpa.userId, firstFirm))).status).toBe(200);
    expect(calls.map((c) => c.form.description)).toEqual(['First month free (CPA Firm plan)']);
    expect(await credits(cpa.userId)).toBe(1);
    expect((await getBillingAccount(cpa.userId))?.firstMonthFreeAt).toBeTruthy();
    // A second subscription of the same account gets no second free first month: the referral month goes.
    await deliver(draftInvoice(cpa.userId, firstFirm));
    expect(calls.map((c) => c.form.description)).toEqual([
      'First month free (CPA Firm plan)',
      'Referral reward: 1 month free',
    ]);
    expect(await credits(cpa.userId)).toBe(0);
  });

  it('gives the month back when the provider refuses, so the retried delivery applies it', async () => {
    const cpa = await accounts.create({ role: 'business_cpa' });
    await addFreeMonths(cpa.userId, 1);
    const event = draftInvoice(cpa.userId);
    refuseWith = 500;
    expect((await deliver(event)).status).toBe(500);
    expect(await credits(cpa.userId)).toBe(1);
    refuseWith = null;
    expect((await deliver(event)).status).toBe(200);
    expect(calls).toHaveLength(2);
    expect(await credits(cpa.userId)).toBe(0);
  });

  it('applies nothing and keeps the month while the provider API key is not configured', async () => {
    const cpa = await accounts.create({ role: 'business_cpa' });
    await addFreeMonths(cpa.userId, 1);
    process.env.BILLING_API_KEY = '';
    resetEnvCache();
    resetBillingProvider();
    try {
      expect((await deliver(draftInvoice(cpa.userId))).status).toBe(200);
    } finally {
      process.env.BILLING_API_KEY = 'sk_test_free_months_0123456789';
      resetEnvCache();
      resetBillingProvider();
    }
    expect(calls).toEqual([]);
    expect(await credits(cpa.userId)).toBe(1);
  });
});
