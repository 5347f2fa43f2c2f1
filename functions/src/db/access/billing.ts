// Named access patterns for billing (docs/access-patterns.md).
import type { EntityItem } from 'electrodb';
import type { AccountTier } from '@docledger/shared/domain/roles';
import { cpaDb } from '../cpa-db';
import { db } from '../db';
import type { billingAccountEntity } from '../entities/billing';
import { conditionalWrite } from '../conditions';

export type BillingAccountRecord = EntityItem<typeof billingAccountEntity>;

export async function getBillingAccount(userId: string): Promise<BillingAccountRecord | null> {
  const { data } = await cpaDb().entities.billingAccount.get({ userId }).go();
  return data;
}

type BillingPatch = Partial<
  Omit<BillingAccountRecord, 'userId' | 'freeMonthsEarned' | 'freeMonthsUsed' | 'firstMonthFreeAt'>
>;

/** Creates or updates the user's billing account. */
export async function upsertBillingAccount(userId: string, patch: BillingPatch): Promise<void> {
  await cpaDb()
    .entities.billingAccount.upsert({ userId, ...patch, updatedAt: new Date().toISOString() })
    .go();
}

/** Adds earned free months atomically (two conversions at once both count). */
export async function addFreeMonths(userId: string, months: number): Promise<void> {
  await cpaDb()
    .entities.billingAccount.upsert({ userId, updatedAt: new Date().toISOString() })
    .add({ freeMonthsEarned: months })
    .go();
}

/**
 * Takes one earned free month for an invoice: false when none is left. Conditional, so two invoices at
 * once cannot both spend the last month.
 */
export async function claimFreeMonth(userId: string): Promise<boolean> {
  return conditionalWrite(
    cpaDb()
      .entities.billingAccount.patch({ userId })
      .add({ freeMonthsUsed: 1 })
      .set({ updatedAt: new Date().toISOString() })
      .where(
        (a, { name, notExists, gt }) =>
          `(${notExists(a.freeMonthsUsed)} AND ${gt(a.freeMonthsEarned, 0)}) OR ${name(a.freeMonthsUsed)} < ${name(a.freeMonthsEarned)}`,
      )
      .go(),
  );
}

/** Gives a claimed free month back (the provider refused the credit; the delivery is retried). */
export async function releaseFreeMonth(userId: string): Promise<void> {
  await cpaDb()
    .entities.billingAccount.patch({ userId })
    .subtract({ freeMonthsUsed: 1 })
    .set({ updatedAt: new Date().toISOString() })
    .go();
}

/** Marks the firm plan's free first month as given; false when it already was. */
export async function claimFirstMonthFree(userId: string, atIso: string): Promise<boolean> {
  return conditionalWrite(
    cpaDb()
      .entities.billingAccount.upsert({ userId, firstMonthFreeAt: atIso, updatedAt: atIso })
      .where((a, { notExists }) => notExists(a.firstMonthFreeAt))
      .go(),
  );
}

export async function releaseFirstMonthFree(userId: string): Promise<void> {
  await cpaDb().entities.billingAccount.patch({ userId }).remove(['firstMonthFreeAt']).go();
}

/**
 * Records a webhook event id once; false when it was already processed (providers retry deliveries).
 */
export async function claimBillingEvent(eventId: string, type: string, nowMs: number): Promise<boolean> {
  return conditionalWrite(
    cpaDb()
      .entities.billingEvent.create({
        eventId,
        type,
        receivedAt: new Date(nowMs).toISOString(),
        expiresAt: Math.ceil(nowMs / 1000) + 30 * 24 * 3600,
      })
      .go(),
  );
}

export async function releaseBillingEvent(eventId: string): Promise<void> {
  await cpaDb().entities.billingEvent.delete({ eventId }).go();
}

/** The tier the upload quota reads (user.accountTier): 'premium' is not held by the free documents. */
export async function setAccountTier(userId: string, tier: AccountTier): Promise<void> {
  await db().entities.user.patch({ userId }).set({ accountTier: tier }).go();
}

export async function linkCustomer(customerId: string, userId: string): Promise<void> {
  await cpaDb().entities.billingCustomer.put({ customerId, userId }).go();
}

export async function getUserIdByCustomer(customerId: string): Promise<string | null> {
  const { data } = await cpaDb().entities.billingCustomer.get({ customerId }).go();
  return data?.userId ?? null;
}
