// The payment provider's webhook (Stripe-compatible events). Tiers change only here, after the
// signature over the raw body is verified: a paid individual becomes 'premium', which the upload quota
// reads (user.accountTier), and a referee's first paid month converts their referral.
import * as z from 'zod';
import { CPA_MESSAGES } from '@docledger/shared/domain/cpa-messages';
import {
  claimBillingEvent,
  claimFirstMonthFree,
  claimFreeMonth,
  getBillingAccount,
  getUserIdByCustomer,
  linkCustomer,
  releaseBillingEvent,
  releaseFirstMonthFree,
  releaseFreeMonth,
  setAccountTier,
  upsertBillingAccount,
} from '../../db/access/billing';
import { getUserById } from '../../db/access/users';
import { clock } from '../../platform/clock';
import { AppError, UnauthorizedError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { securityEvent } from '../../platform/security-events';
import { convertReferral } from '../referrals/referrals';
import { billingProviderConfigured, creditInvoice } from './provider';
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
    amount_due: z.number().optional().catch(undefined),
    currency: str,
    billing_reason: str,
    id: str,
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

/**
 * A new draft invoice (Stripe's `invoice.created`, about an hour before it is finalised) gets a free
 * month when one is due (decision 085): the firm plan's first invoice (part 3 §9, "first month free"),
 * else one month earned through referrals ("1 month free per paying referred client"). The month is
 * claimed first (conditional, so it is spent once) and given back if the provider refuses the credit;
 * the error then makes the provider retry the delivery.
 */
async function applyFreeMonth(
  userId: string,
  o: z.infer<typeof eventObject>,
  plan: 'individual' | 'firm',
  log: Logger,
): Promise<void> {
  if (o.status && o.status !== 'draft') return;
  if (!o.id || !o.customer || !o.currency || !o.amount_due || o.amount_due <= 0) return;
  if (!(await billingProviderConfigured())) {
    log.warn('free month not applied: the billing provider API key is not configured', { userId });
    return;
  }
  const firstFirmInvoice = plan === 'firm' && o.billing_reason === 'subscription_create';
  const nowIso = new Date(clock.now()).toISOString();
  let reason: 'first_month' | 'referral';
  if (firstFirmInvoice && (await claimFirstMonthFree(userId, nowIso))) reason = 'first_month';
  else if (await claimFreeMonth(userId)) reason = 'referral';
  else return;
  try {
    await creditInvoice({
      invoiceId: o.id,
      customerId: o.customer,
      amount: o.amount_due,
      currency: o.currency,
      description:
        reason === 'first_month' ? 'First month free (CPA Firm plan)' : 'Referral reward: 1 month free',
    });
  } catch (err) {
    await (reason === 'first_month' ? releaseFirstMonthFree(userId) : releaseFreeMonth(userId));
    throw err;
  }
  securityEvent(log, 'billing.free_month', { userId, reason });
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
    case 'invoice.created': {
      const account = await getBillingAccount(userId);
      await applyFreeMonth(userId, o, o.metadata?.plan ? plan : (account?.plan ?? plan), log);
      break;
    }
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
