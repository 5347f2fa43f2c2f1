// Cheap test accounts for the security harness: written straight to the table with one shared password
// hash and one shared RSA-2048 pair (imported, so each account still gets its own KMS-sealed key), and
// signed in by creating their session directly. Registration and sign-in themselves are tested through
// the API in domain/auth; here the point is many distinct users in milliseconds.
import { randomUUID } from 'node:crypto';
import { db } from '../db/db';
import { createUserWithEmailClaim } from '../db/access/users';
import { createSession } from '../domain/sessions/sessions';
import { importKey } from '../domain/keys/keys';
import { generateRsaPair, type PemPair } from '../domain/keys/rsa';
import { hashPassword } from '../domain/auth/passwords';
import { newTotpSecret } from '../domain/two-factor/totp';
import { envelopeEncrypt } from '../platform/envelope';

export const HARNESS_PASSWORD = 'Harness-Password-Quasar-91';

export interface TestAccount {
  userId: string;
  email: string;
  password: string;
  role: 'individual' | 'business_cpa' | 'admin';
  /** Session cookie value (full session, or two-factor-pending for a half-session). */
  sessionToken: string;
  /** Set when two-factor is on. */
  totpSecret?: string;
  keyId: string;
}

export interface AccountOptions {
  role?: TestAccount['role'];
  twoFactor?: boolean;
  /** A two-factor-pending half-session instead of a full one (implies two-factor on). */
  halfSession?: boolean;
}

export interface Accounts {
  create(options?: AccountOptions): Promise<TestAccount>;
  /** Every e-mail, password, session id and TOTP secret handed out, for the log scan. */
  secrets(): string[];
}

export async function accountFactory(): Promise<Accounts> {
  const [passwordHash, pair] = await Promise.all([hashPassword(HARNESS_PASSWORD), generateRsaPair(2048)]);
  const issued: string[] = [HARNESS_PASSWORD];
  return {
    secrets: () => [...issued],
    async create(options: AccountOptions = {}) {
      const role = options.role ?? 'individual';
      const twoFactor = Boolean(options.twoFactor || options.halfSession);
      const userId = randomUUID();
      const email = `harness-${userId.slice(0, 13)}@example.com`;
      await createUserWithEmailClaim({
        userId,
        email,
        passwordHash,
        firstName: 'Harness',
        lastName: role,
        userRole: role,
        accountTier: 'free',
        userStatus: 'active',
        canEditStatements: true,
        emailVerified: true,
        twoFactorEnabled: false,
        ...(role === 'business_cpa' ? { verificationStatus: 'approved' } : {}),
      });
      let totpSecret: string | undefined;
      const [key] = await Promise.all([
        importKey(userId, { ...(pair as PemPair), algorithm: 'RSA-256' }),
        (async () => {
          if (!twoFactor) return;
          totpSecret = newTotpSecret();
          const sealed = await envelopeEncrypt(totpSecret, { purpose: 'totp-secret', userId });
          await enableTwoFactorDirectly(userId, sealed);
        })(),
      ]);
      const { token } = await createSession(userId, { twoFactorPending: Boolean(options.halfSession) });
      issued.push(email, token, ...(totpSecret ? [totpSecret] : []));
      return {
        userId,
        email,
        password: HARNESS_PASSWORD,
        role,
        sessionToken: token,
        totpSecret,
        keyId: key.id,
      };
    },
  };
}

async function enableTwoFactorDirectly(userId: string, sealedSecret: string): Promise<void> {
  await db()
    .entities.user.patch({ userId })
    .set({ twoFactorEnabled: true, totpSecretEnc: sealedSecret })
    .go();
}
