// Named access patterns for referrals (docs/access-patterns.md).
import type { EntityItem } from 'electrodb';
import { cpaDb } from '../cpa-db';
import type { referralEntity } from '../entities/referral';
import { conditionalWrite } from '../conditions';

export type ReferralRecord = EntityItem<typeof referralEntity>;

export async function putReferral(item: ReferralRecord): Promise<void> {
  await cpaDb().entities.referral.create(item).go();
}

export async function listReferralsByReferrer(referrerUserId: string): Promise<ReferralRecord[]> {
  const { data } = await cpaDb()
    .entities.referral.query.byReferrer({ referrerUserId })
    .go({ order: 'desc', pages: 'all' });
  return data;
}

export async function listReferralsByRefereeEmail(emailLower: string): Promise<ReferralRecord[]> {
  const { data } = await cpaDb()
    .entities.referral.query.byRefereeEmail({ refereeEmailLower: emailLower })
    .go({ order: 'asc', pages: 'all' });
  return data;
}

type ReferralPatch = Partial<Pick<ReferralRecord, 'status' | 'refereeUserId' | 'signedUpAt' | 'convertedAt'>>;

/** Conditional on the current status, so a retried webhook cannot convert (and credit) twice. */
export async function transitionReferral(
  referralId: string,
  from: ReferralRecord['status'],
  patch: ReferralPatch,
): Promise<boolean> {
  return conditionalWrite(
    cpaDb()
      .entities.referral.patch({ referralId })
      .set(patch)
      .where((a, { eq }) => eq(a.status, from))
      .go(),
  );
}
