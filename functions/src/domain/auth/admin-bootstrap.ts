// The first administrator (npm run create-admin): a verified admin account with its encryption key.
// Admin features stay closed until that admin turns on two-factor (http-handler's 'admin' level).
import { randomUUID } from 'node:crypto';
import { emailSchema, newPasswordSchema } from '@docledger/shared/api/schemas/auth';
import { createUserWithEmailClaim, getUserByEmail } from '../../db/access/users';
import { clock } from '../../platform/clock';
import { ConflictError } from '../../platform/errors';
import { ensureInitialKey } from '../keys/provisioning';
import { assertAcceptablePassword, hashPassword } from './passwords';

export interface AdminInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

export async function createAdmin(input: AdminInput): Promise<{ userId: string; email: string }> {
  const email = emailSchema.parse(input.email);
  const password = newPasswordSchema.parse(input.password);
  assertAcceptablePassword(password, 'password');
  const existing = await getUserByEmail(email);
  if (existing)
    throw new ConflictError(`An account with this email already exists (role ${existing.userRole}).`);
  const user = await createUserWithEmailClaim({
    userId: randomUUID(),
    email,
    passwordHash: await hashPassword(password),
    firstName: input.firstName ?? 'Admin',
    lastName: input.lastName ?? 'User',
    userRole: 'admin',
    accountTier: 'free',
    userStatus: 'active',
    canEditStatements: true,
    emailVerified: true,
    twoFactorEnabled: false,
    initialKeyPending: true,
    createdAt: new Date(clock.now()).toISOString(),
  });
  // A command-line tool, not a request: the key is generated here, synchronously.
  await ensureInitialKey(user.userId);
  return { userId: user.userId, email: user.email };
}
