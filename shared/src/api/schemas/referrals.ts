// Referral programme (spec part 3 §3, §4, §7): 1 free month per referred client who pays.
import * as z from 'zod';
import { CPA_VALIDATION as V } from '../../domain/cpa-messages';
import { requiredEmail } from './delegation';

export const REFERRAL_STATUSES = ['pending', 'signed_up', 'converted', 'expired', 'ineligible'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const referralSchema = z.object({
  id: z.string(),
  refereeEmail: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  invitationSentAt: z.string(),
  signedUpAt: z.string().nullable(),
  convertedAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type Referral = z.infer<typeof referralSchema>;
export const referralListSchema = z.object({ referrals: z.array(referralSchema) });

export const referralStatsSchema = z.object({
  creditsAvailable: z.number().int(),
  conversions: z.number().int(),
  totalReferrals: z.number().int(),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;

export const sendReferralBodySchema = z.object({ refereeEmail: requiredEmail(V.refereeEmailRequired) });
export type SendReferralBody = z.input<typeof sendReferralBodySchema>;
export const sendReferralResponseSchema = z.object({ message: z.string(), referral: referralSchema });
