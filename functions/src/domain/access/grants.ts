// The ONE lookup of delegation grants (contracts seam 1): a grant from the client to the CPA directly,
// or to the firm the CPA belongs to at this moment (functions/src/domain/delegation/grant-lookup.ts).
import type { AccessAction } from './access';
import { lookupActiveGrant } from '../delegation/grant-lookup';

export interface ActiveGrant {
  grantId: string;
  cpaUserId: string;
  clientUserId: string;
  /** How the CPA holds access: granted to them directly, or through their firm. */
  via: 'direct' | 'firm';
  /** What the grant allows; the access module caps it at view/upload/export (never delete). */
  actions: readonly AccessAction[];
}

/** The active grant letting `cpaUserId` act for `clientUserId`, or null. Revocation must take effect on the next call (no caching). */
export async function findActiveGrant(cpaUserId: string, clientUserId: string): Promise<ActiveGrant | null> {
  const match = await lookupActiveGrant(cpaUserId, clientUserId);
  if (!match) return null;
  return {
    grantId: `${match.grant.clientUserId}:${match.grant.granteeId}`,
    cpaUserId,
    clientUserId,
    via: match.via,
    // Spec part 3 §6: view and upload (export is a form of viewing); never edit or delete.
    actions: ['view', 'upload', 'export'],
  };
}
