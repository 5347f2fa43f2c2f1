// Referral programme (spec part 3 §1, §4): a CPA invites a prospective client; the sign-up is linked
// to the referral; the referee's first paid month converts it and credits the CPA one free month.
import { randomUUID } from 'node:crypto';
import type { Referral, ReferralStats } from '@docledger/shared/api/schemas/referrals';
import { CPA_MESSAGES } from '@docledger/shared/domain/cpa-messages';
import { PRICING } from '@docledger/shared/domain/limits';
import { addFreeMonths, getBillingAccount } from '../../db/access/billing';
import {
  listReferralsByReferrer,
  listReferralsByRefereeEmail,
  putReferral,
  transitionReferral,
  type ReferralRecord,
} from '../../db/access/referrals';
import { getUserByEmail, normaliseEmail, type UserRecord } from '../../db/access/users';
import { clock } from '../../platform/clock';
import { ConflictError, ValidationError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { sendMail } from '../../platform/mail';
import { securityEvent } from '../../platform/security-events';
import { appLink } from '../auth/links';
import { simpleMail } from '../delegation/mail';
import { fullName, nowIso, type UserActor } from '../delegation/people';

export const REFERRAL_VALID_DAYS = 30;

function view(r: ReferralRecord, now: string): Referral {
  return {
    id: r.referralId,
    refereeEmail: r.refereeEmail,
    status: r.status === 'pending' && r.validUntil <= now ? 'expired' : r.status,
    invitationSentAt: r.invitationSentAt,
    signedUpAt: r.signedUpAt ?? null,
    convertedAt: r.convertedAt ?? null,
    expiresAt: r.validUntil,
  };
}

export async function listReferrals(actor: UserActor): Promise<{ referrals: Referral[] }> {
  const now = nowIso(clock.now());
  return { referrals: (await listReferralsByReferrer(actor.user.userId)).map((r) => view(r, now)) };
}

export async function getStats(actor: UserActor): Promise<ReferralStats> {
  const [referrals, billing] = await Promise.all([
    listReferralsByReferrer(actor.user.userId),
    getBillingAccount(actor.user.userId),
  ]);
  return {
    creditsAvailable: Math.max(0, (billing?.freeMonthsEarned ?? 0) - (billing?.freeMonthsUsed ?? 0)),
    conversions: referrals.filter((r) => r.status === 'converted').length,
    totalReferrals: referrals.length,
  };
}

export async function sendReferral(
  actor: UserActor,
  refereeEmail: string,
): Promise<{ message: string; referral: Referral }> {
  const emailLower = normaliseEmail(refereeEmail);
  if (emailLower === actor.user.emailLower) throw new ValidationError(CPA_MESSAGES.cannotReferSelf);
  const nowMs = clock.now();
  const now = nowIso(nowMs);
  const mine = await listReferralsByReferrer(actor.user.userId);
  if (mine.some((r) => r.refereeEmailLower === emailLower && view(r, now).status !== 'expired'))
    throw new ConflictError(CPA_MESSAGES.referralAlreadySent);
  if (await getUserByEmail(emailLower)) throw new ConflictError(CPA_MESSAGES.referralExistingUser);
  const record: ReferralRecord = {
    referralId: randomUUID(),
    referrerUserId: actor.user.userId,
    refereeEmail: refereeEmail.trim(),
    refereeEmailLower: emailLower,
    status: 'pending',
    invitationSentAt: now,
    validUntil: nowIso(nowMs + REFERRAL_VALID_DAYS * 24 * 3600_000),
  };
  await putReferral(record);
  await sendMail(
    simpleMail(
      record.refereeEmail,
      `${fullName(actor.user)} invited you to DocLedger`,
      [
        `${fullName(actor.user)}, your accountant, invited you to DocLedger: upload your financial documents and get structured, export-ready data.`,
        `Your first ${PRICING.individualFreeDocuments} documents are free. The invitation is valid for ${REFERRAL_VALID_DAYS} days.`,
      ],
      { label: 'Create your account', url: appLink('/register', { ref: record.referralId }) },
    ),
  );
  return { message: CPA_MESSAGES.referralSent, referral: view(record, now) };
}

/**
 * Called once a new account exists: the oldest live referral of its e-mail is linked (signed_up); other
 * referrals of the same address become ineligible (one reward per client).
 */
export async function linkReferredSignUp(user: Pick<UserRecord, 'userId' | 'emailLower'>): Promise<void> {
  const now = nowIso(clock.now());
  const referrals = (await listReferralsByRefereeEmail(user.emailLower)).filter(
    (r) => view(r, now).status === 'pending',
  );
  const [winner, ...others] = referrals;
  if (!winner) return;
  await transitionReferral(winner.referralId, 'pending', {
    status: 'signed_up',
    refereeUserId: user.userId,
    signedUpAt: now,
  });
  await Promise.all(others.map((r) => transitionReferral(r.referralId, 'pending', { status: 'ineligible' })));
}

/** Called by billing on a referee's first paid month: converts the referral and credits one month. */
export async function convertReferral(user: Pick<UserRecord, 'userId' | 'emailLower'>): Promise<void> {
  const referral = (await listReferralsByRefereeEmail(user.emailLower)).find(
    (r) => r.status === 'signed_up' && r.refereeUserId === user.userId,
  );
  if (!referral) return;
  const converted = await transitionReferral(referral.referralId, 'signed_up', {
    status: 'converted',
    convertedAt: nowIso(clock.now()),
  });
  if (!converted) return;
  await addFreeMonths(referral.referrerUserId, PRICING.referralFreeMonthsPerConversion);
  securityEvent(logger, 'referral.converted', { userId: referral.referrerUserId, targetUserId: user.userId });
}
