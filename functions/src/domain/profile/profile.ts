// The profile page's data (spec part 1 §2 /profile, §7): profile edits with optimistic locking, and the
// account summary (docs/decisions/003-accounts-and-keys.md).
import type { AccountSummary, UpdateProfileBody } from '@docledger/shared/api/schemas/profile';
import type { CurrentUser } from '@docledger/shared/api/schemas/auth';
import { PRICING } from '@docledger/shared/domain/limits';
import { getUserById, updateUser, type UserRecord } from '../../db/access/users';
import { NotFoundError } from '../../platform/errors';
import { toCurrentUser } from '../auth/user-view';
import { countKeys } from '../keys/keys';

const OPTIONAL_FIELDS = ['phone', 'address', 'city', 'state', 'zipCode', 'country'] as const;

export async function updateProfile(userId: string, input: UpdateProfileBody): Promise<CurrentUser> {
  const user = await getUserById(userId);
  if (!user) throw new NotFoundError('User not found');
  const patch: Partial<UserRecord> = { firstName: input.firstName, lastName: input.lastName };
  for (const field of OPTIONAL_FIELDS) {
    const value = input[field];
    // Absent keeps the stored value; blank or null clears it.
    if (value !== undefined) patch[field] = value === null || value === '' ? undefined : value;
  }
  const updated = await updateUser(userId, user.version, patch);
  return toCurrentUser(updated);
}

export async function accountSummary(user: UserRecord): Promise<AccountSummary> {
  const keys = await countKeys(user.userId);
  const documentCount = Math.max(0, user.documentCount ?? 0);
  // The 10 free documents belong to the individual plan (spec part 3): CPAs pay per firm, admins nothing.
  const free = user.accountTier === 'free' && (user.userRole === 'individual' || user.userRole === 'client');
  return {
    userRole: user.userRole,
    accountTier: user.accountTier,
    documentCount,
    freeDocumentLimit: free ? PRICING.individualFreeDocuments : null,
    freeDocumentsRemaining: free ? Math.max(0, PRICING.individualFreeDocuments - documentCount) : null,
    twoFactorEnabled: user.twoFactorEnabled,
    encryptionKeyCount: keys.count,
    hasActiveKey: keys.hasActive,
    emailVerified: user.emailVerified,
    memberSince: user.createdAt,
  };
}
