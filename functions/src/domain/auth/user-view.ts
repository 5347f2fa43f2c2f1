import type { CurrentUser } from '@docledger/shared/api/schemas/auth';
import type { UserRecord } from '../../db/access/users';

/** GET /api/auth/me and the profile update's answer: the spec's "Current user" (part 1 §3). */
export function toCurrentUser(user: UserRecord): CurrentUser {
  return {
    id: user.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? null,
    address: user.address ?? null,
    city: user.city ?? null,
    state: user.state ?? null,
    zipCode: user.zipCode ?? null,
    country: user.country ?? null,
    userRole: user.userRole,
    accountTier: user.accountTier,
    twoFactorEnabled: user.twoFactorEnabled,
    verificationStatus: user.verificationStatus ?? null,
    userStatus: user.userStatus,
    canEditStatements: user.canEditStatements,
  };
}
