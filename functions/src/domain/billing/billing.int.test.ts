import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../../../../infra/local/test-env';
import {
  ApiClient,
  readOutbox,
  registerUser,
  uniqueEmail,
  type ClientOptions,
  localClientOptions,
} from '../auth/test-support/api-client';
import { getUserByEmail } from '../../db/access/users';
import { verifiedCpa } from '../delegation/test-support/cpa-fixtures';
import { signPayload } from './signature';

let opts: ClientOptions;
let outbox: string;
let secret: string;
beforeAll(() => {
  const stack = useLocalStack();
  opts = localClientOptions();
  outbox = stack.env.MAIL_OUTBOX_DIR!;
  secret = stack.env.BILLING_WEBHOOK_SECRET!;
});

/** Posts an event as the provider does: no Origin, no cookie, a signature over the exact bytes. */
async function deliver(
  event: object,
  sign: (payload: string) => string = (p) => signPayload(secret, p, Math.floor(Date.now() / 1000)),
) {
  const payload = JSON.stringify(event);
  return new ApiClient({ ...opts, origin: '' }).request('POST', '/api/billing/webhook', undefined, {
    rawBody: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload), origin: '' },
  });
}

const paidInvoice = (userId: string, id = `evt_${randomUUID()}`) => ({
  id,
  type: 'invoice.paid',
  data: { object: { customer: `cus_${userId.slice(0, 8)}`, amount_paid: 1000, metadata: { userId } } },
});

describe('billing webhook', () => {
  it('refuses unsigned, badly signed and stale deliveries', async () => {
    const event = paidInvoice(randomUUID());
    expect((await deliver(event, () => '')).status).toBe(401);
    expect(
      (
        await deliver(event, (p) =>
          signPayload('whsec_wrong_secret_0123456789', p, Math.floor(Date.now() / 1000)),
        )
      ).status,
    ).toBe(401);
    expect(
      (await deliver(event, (p) => signPayload(secret, p, Math.floor(Date.now() / 1000) - 3600))).status,
    ).toBe(401);
    // A signature over other bytes (a tampered amount) fails too.
    expect(
      (await deliver(event, () => signPayload(secret, '{}', Math.floor(Date.now() / 1000)))).status,
    ).toBe(401);
  });

  it('makes a paying individual premium (out of the free quota) and back to free when the subscription ends', async () => {
    const { email } = await registerUser(opts);
    const user = (await getUserByEmail(email))!;
    const checkout = await deliver({
      id: `evt_${randomUUID()}`,
      type: 'checkout.session.completed',
      data: {
        object: {
          client_reference_id: user.userId,
          customer: `cus_${randomUUID()}`,
          subscription: 'sub_1',
          payment_status: 'paid',
        },
      },
    });
    expect(checkout.status).toBe(200);
    expect(checkout.body).toEqual({ received: true });
    expect((await getUserByEmail(email))!.accountTier).toBe('premium');

    const customer = `cus_${randomUUID()}`;
    await deliver({
      id: `evt_${randomUUID()}`,
      type: 'checkout.session.completed',
      data: { object: { client_reference_id: user.userId, customer, payment_status: 'unpaid' } },
    });
    // Later events name only the customer.
    const ended = await deliver({
      id: `evt_${randomUUID()}`,
      type: 'customer.subscription.deleted',
      data: { object: { customer } },
    });
    expect(ended.status).toBe(200);
    expect((await getUserByEmail(email))!.accountTier).toBe('free');
  });

  it('processes a retried event once and ignores unknown customers and event types', async () => {
    const { email } = await registerUser(opts);
    const user = (await getUserByEmail(email))!;
    const event = paidInvoice(user.userId);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(paidInvoice(randomUUID()))).status).toBe(200);
    expect(
      (await deliver({ id: `evt_${randomUUID()}`, type: 'charge.refunded', data: { object: {} } })).status,
    ).toBe(200);
    expect((await deliver({ id: 'x', type: 'y' })).status).toBe(400);
  });
});

describe('referrals', () => {
  it('sends, links the sign-up, converts on the first paid month and credits one free month', async () => {
    const cpa = await verifiedCpa(opts);
    const referee = uniqueEmail('referee');
    const blank = await cpa.client.post('/api/referrals/send', { refereeEmail: ' ' });
    expect(blank.body.details.fields.refereeEmail).toEqual(['Please enter a client email address']);

    const sent = await cpa.client.post('/api/referrals/send', { refereeEmail: referee });
    expect(sent.status).toBe(201);
    expect(sent.body.referral).toMatchObject({ refereeEmail: referee, status: 'pending', signedUpAt: null });
    expect((await readOutbox(outbox, referee))[0]!.text).toContain('/register?ref=');
    expect((await cpa.client.post('/api/referrals/send', { refereeEmail: referee })).status).toBe(409);
    expect((await cpa.client.post('/api/referrals/send', { refereeEmail: cpa.email })).status).toBe(400);

    await registerUser(opts, { email: referee });
    const afterSignUp = await cpa.client.get('/api/referrals');
    expect(afterSignUp.body.referrals[0].status).toBe('signed_up');
    expect((await cpa.client.get('/api/referrals/stats')).body).toEqual({
      creditsAvailable: 0,
      conversions: 0,
      totalReferrals: 1,
    });

    const user = (await getUserByEmail(referee))!;
    await deliver(paidInvoice(user.userId));
    await deliver(paidInvoice(user.userId)); // the second month does not credit again
    const converted = (await cpa.client.get('/api/referrals')).body.referrals[0];
    expect(converted.status).toBe('converted');
    expect(converted.convertedAt).not.toBeNull();
    expect((await cpa.client.get('/api/referrals/stats')).body).toEqual({
      creditsAvailable: 1,
      conversions: 1,
      totalReferrals: 1,
    });
  });

  it('refuses an address that already has an account, and is for verified CPAs only', async () => {
    const cpa = await verifiedCpa(opts);
    const { email } = await registerUser(opts);
    expect((await cpa.client.post('/api/referrals/send', { refereeEmail: email })).status).toBe(409);
    expect((await new ApiClient(opts).get('/api/referrals')).status).toBe(401);
  });
});
