import type { SessionResponse, SessionUser } from '@docledger/shared/api/schemas/auth';
import type { UserRecord } from '../../db/access/users';

export function toSessionUser(user: UserRecord): SessionUser {
  return {
    id: user.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    userRole: user.userRole,
    canEditStatements: user.canEditStatements,
    verificationStatus: user.verificationStatus ?? null,
  };
}

export function sessionResponse(user: UserRecord | null): SessionResponse {
  return user ? { authenticated: true, user: toSessionUser(user) } : { authenticated: false, user: null };
}
