// A verified, active individual created straight in the table: the account most domain tests and
// benches start from. `overrides` changes any stored field (an email, a password hash, the tier, …).
import { randomUUID } from 'node:crypto';
import { createUserWithEmailClaim } from '../../../db/access/users';

type NewUser = Parameters<typeof createUserWithEmailClaim>[0];

export async function createActiveUser(
  emailPrefix: string,
  overrides: Partial<NewUser> = {},
): Promise<string> {
  const userId = overrides.userId ?? randomUUID();
  await createUserWithEmailClaim({
    userId,
    email: `${emailPrefix}-${userId}@example.com`,
    passwordHash: 'unused',
    firstName: 'Test',
    lastName: 'User',
    userRole: 'individual',
    accountTier: 'free',
    userStatus: 'active',
    canEditStatements: true,
    emailVerified: true,
    twoFactorEnabled: false,
    ...overrides,
  });
  return userId;
}
