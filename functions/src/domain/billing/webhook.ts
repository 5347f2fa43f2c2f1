// The payment provider's webhook (Stripe-compatible events). Tiers change only here, after the
// signature over the raw body is verified: a paid individual becomes 'premium', which the upload quota
// reads (user.accountTier), and a referee's first paid month converts their referral.
import * as z from 'zod';
import { CPA_MESSAGES } from '@docledger/shared/domain/cpa-messages';
import {
  claimBillingEvent,
  getBillingAccount,
  getUserIdByCustomer,
  linkCustomer,
  releaseBillingEvent,
  setAccountTier,
  upsertBillingAccount,
} from '../../db/access/billing';
import { getUserById } from '../../db/access/users';
import { clock } from '../../platform/clock';
import { AppError, UnauthorizedError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { securityEvent } from '../../platform/security-events';
import { convertReferral } from '../referrals/referrals';
import { verifySignature } from './signature';

export interface WebhookEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

const str = z.string().min(1).max(255).optional().catch(undefined);
const eventObject = z
  .object({
    client_reference_id: str,
    customer: str,
    subscription: str,
    payment_status: str,
    status: str,
    amount_paid: z.number().optional().catch(undefined),
    metadata: z.record(z.string(), z.string()).optional().catch(undefined),
  })
  .passthrough();

const ACTIVE_SUBSCRIPTION = new Set(['active', 'trialing', 'past_due']);

async function resolveUserId(o: z.infer<typeof eventObject>): Promise<string | null> {
  const direct = o.client_reference_id ?? o.metadata?.userId;
  if (direct && (await getUserById(direct))) return direct;
  return o.customer ? getUserIdByCustomer(o.customer) : null;
}

async function markPaid(userId: string, plan: 'individual' | 'firm'): Promise<void> {
  const user = await getUserById(userId);
  if (!user) return;
  const account = await getBillingAccount(userId);
  await upsertBillingAccount(userId, {
    plan,
    subscriptionStatus: 'active',
    ...(account?.firstPaidAt ? {} : { firstPaidAt: new Date(clock.now()).toISOString() }),
  });
  await setAccountTier(userId, 'premium');
  // The first paid month converts a referral (convertReferral is a no-op for later months).
  await convertReferral(user);
}

async function apply(event: WebhookEvent, log: Logger): Promise<void> {
  const o = eventObject.parse(event.data.object);
  const userId = await resolveUserId(o);
  if (!userId) {
    log.info('billing event for an unknown customer ignored', { type: event.type });
    return;
  }
  const plan = o.metadata?.plan === 'firm' ? 'firm' : 'individual';
  switch (event.type) {
    case 'checkout.session.completed':
      if (o.customer) await linkCustomer(o.customer, userId);
      await upsertBillingAccount(userId, {
        ...(o.customer ? { customerId: o.customer } : {}),
        ...(o.subscription ? { subscriptionId: o.subscription } : {}),
      });
      if (o.payment_status === 'paid') await markPaid(userId, plan);
      break;
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      // A free first month (firm plan) is an invoice of 0: not a paid month.
      if ((o.amount_paid ?? 0) > 0) await markPaid(userId, plan);
      break;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      await upsertBillingAccount(userId, { subscriptionStatus: o.status ?? 'unknown' });
      await setAccountTier(userId, o.status && ACTIVE_SUBSCRIPTION.has(o.status) ? 'premium' : 'free');
      break;
    case 'customer.subscription.deleted':
      await upsertBillingAccount(userId, { subscriptionStatus: 'canceled' });
      await setAccountTier(userId, 'free');
      break;
    default:
      return;
  }
  securityEvent(log, 'billing.event', { userId, reason: event.type });
}

/** Verifies, deduplicates and applies one delivery. */
export async function receiveWebhook(input: {
  rawBody: string;
  signatureHeader: string | undefined;
  event: WebhookEvent;
  secret: string | undefined;
  log: Logger;
}): Promise<{ received: true }> {
  if (!input.secret) throw new AppError('SERVICE_UNAVAILABLE', CPA_MESSAGES.webhookNotConfigured);
  const nowMs = clock.now();
  if (!verifySignature(input.secret, input.rawBody, input.signatureHeader, Math.floor(nowMs / 1000))) {
    securityEvent(input.log, 'billing.signature.refused', { reason: 'bad-signature' });
    throw new UnauthorizedError(CPA_MESSAGES.webhookSignatureInvalid);
  }
  if (!(await claimBillingEvent(input.event.id, input.event.type, nowMs))) return { received: true };
  try {
    await apply(input.event, input.log);
  } catch (err) {
    // Let the provider retry: the event id is released so the retry is processed.
    await releaseBillingEvent(input.event.id);
    throw err;
  }
  return { received: true };
}
