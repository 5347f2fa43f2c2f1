import { Entity } from 'electrodb';
import { REFERRAL_STATUSES } from '@docledger/shared/api/schemas/referrals';

// A CPA's referral of a prospective client (spec part 3 §4). Looked up by the referee's e-mail when
// they sign up, and by their user id when their first month is paid.
export const referralEntity = new Entity({
  model: { entity: 'referral', version: '1', service: 'docledger' },
  attributes: {
    referralId: { type: 'string', required: true },
    referrerUserId: { type: 'string', required: true },
    refereeEmail: { type: 'string', required: true },
    refereeEmailLower: { type: 'string', required: true },
    refereeUserId: { type: 'string' },
    status: { type: REFERRAL_STATUSES, required: true },
    invitationSentAt: { type: 'string', required: true },
    /** ISO; a pending invitation past it reads as expired. */
    validUntil: { type: 'string', required: true },
    signedUpAt: { type: 'string' },
    convertedAt: { type: 'string' },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['referralId'] }, sk: { field: 'sk', composite: [] } },
    byReferrer: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['referrerUserId'] },
      sk: { field: 'gsi1sk', composite: ['invitationSentAt', 'referralId'] },
    },
    byRefereeEmail: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['refereeEmailLower'] },
      sk: { field: 'gsi2sk', composite: ['invitationSentAt', 'referralId'] },
    },
  },
});
