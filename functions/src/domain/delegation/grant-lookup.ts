// The real lookup behind functions/src/domain/access/grants.ts: a grant to the CPA directly, or to the
// firm the CPA belongs to now. Read on every request (no cache), so a revocation or a member leaving
// takes effect on the next request; a member who joins after a firm was approved is covered at once.
import { getGrant, type GrantRecord } from '../../db/access/delegation';
import { getMembershipByUser } from '../../db/access/firms';

export interface GrantMatch {
  grant: GrantRecord;
  via: 'direct' | 'firm';
}

export async function lookupActiveGrant(cpaUserId: string, clientUserId: string): Promise<GrantMatch | null> {
  if (cpaUserId === clientUserId) return null;
  const [direct, membership] = await Promise.all([
    getGrant(clientUserId, cpaUserId),
    getMembershipByUser(cpaUserId),
  ]);
  if (direct) return { grant: direct, via: 'direct' };
  if (!membership) return null;
  const viaFirm = await getGrant(clientUserId, membership.firmId);
  return viaFirm ? { grant: viaFirm, via: 'firm' } : null;
}
