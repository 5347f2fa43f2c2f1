import { route } from '../route';
import {
  referralListSchema,
  referralStatsSchema,
  sendReferralBodySchema,
  sendReferralResponseSchema,
} from '../schemas/referrals';

// Referral programme (spec part 3 §7), for verified CPAs.
export const referralRoutes = {
  listReferrals: route({
    method: 'GET',
    path: '/api/referrals',
    auth: 'cpa',
    response: referralListSchema,
    access: ['table:read', 'table:write'],
  }),
  getReferralStats: route({
    method: 'GET',
    path: '/api/referrals/stats',
    auth: 'cpa',
    response: referralStatsSchema,
    access: ['table:read', 'table:write'],
  }),
  sendReferral: route({
    method: 'POST',
    path: '/api/referrals/send',
    auth: 'cpa',
    body: sendReferralBodySchema,
    response: sendReferralResponseSchema,
    access: ['table:read', 'table:write', 'mail:send'],
  }),
} as const;
