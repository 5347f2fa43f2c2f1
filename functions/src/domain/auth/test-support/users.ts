// A verified, active individual created straight in the table: the account most domain tests start from.
import { randomUUID } from 'node:crypto';
import { createUserWithEmailClaim } from '../../../db/access/users';

export async function createActiveUser(emailPrefix: string): Promise<string> {
  const userId = randomUUID();
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
  });
  return userId;
}
