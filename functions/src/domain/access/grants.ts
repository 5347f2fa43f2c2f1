// The ONE lookup of delegation grants (contracts seam 1). The accountants issue (helper CPA) replaces
// this body with the real lookup of active direct and firm grants; until delegation data exists there
// are no grants, so only owners pass the access checks.
import type { AccessAction } from './access';

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
  void cpaUserId;
  void clientUserId;
  return null;
}
