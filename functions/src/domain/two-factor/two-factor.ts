// Two-factor authentication (spec part 1 §4, DESIGN §8): setup shows a QR code, secret and backup codes;
// it takes effect only when a code from the app is verified. Every attempt is taken atomically before
// its code is checked; 5 wrong codes lock for 5 minutes, each later lock lasts three times longer until
// a right code (issue 7), shared by setup, sign-in and re-authentication.
import QRCode from 'qrcode';
import type { SetupTwoFactorResponse } from '@docledger/shared/api/schemas/auth';
import { TWO_FACTOR } from '@docledger/shared/domain/limits';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { deleteBackupCodes, getBackupCodeHashes, putBackupCodes } from '../../db/access/backup-codes';
import {
  claimTotpStep,
  clearTwoFactorFailures,
  getUserById,
  lockTwoFactor,
  patchUserSystemFields,
  reserveTwoFactorAttempt,
  restartTwoFactorCount,
  updateUser,
  type UserRecord,
} from '../../db/access/users';
import { clock } from '../../platform/clock';
import { envelopeDecrypt, envelopeEncrypt } from '../../platform/envelope';
import { AppError, ConflictError, RateLimitedError, ValidationError } from '../../platform/errors';
import { logger, type Logger } from '../../platform/logger';
import { securityEvent } from '../../platform/security-events';
import { revokeOtherSessions } from '../sessions/sessions';
import { consumeBackupCode, generateBackupCodes, hashBackupCodes } from './backup-codes';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';

function totpContext(userId: string): Record<string, string> {
  return { purpose: 'totp-secret', userId };
}

function lockedError(lockedUntil: number): RateLimitedError {
  return new RateLimitedError(AUTH_MESSAGES.twoFactorLocked, {
    attemptsRemaining: 0,
    lockedUntil: new Date(lockedUntil).toISOString(),
    retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil - clock.now()) / 1000)),
  });
}

/** 5 minutes (spec), then 15, 45 … up to a day: guessing stays slow however long it goes on. */
export function lockoutMs(previousLocks: number): number {
  return Math.min(TWO_FACTOR.lockoutMs * 3 ** previousLocks, 24 * 60 * 60 * 1000);
}

/**
 * Takes one attempt before any code is checked (issue 7): refused with 429 while locked or while the
 * attempts are used up, so parallel guesses cannot outrun the lock. Returns the attempt's number.
 */
async function reserveAttempt(userId: string): Promise<number> {
  const now = clock.now();
  const count = await reserveTwoFactorAttempt(userId, now, TWO_FACTOR.maxFailedAttempts);
  if (count !== null) return count;
  const lockedUntil = (await getUserById(userId))?.twoFactorLockedUntil ?? 0;
  if (lockedUntil > now) throw lockedError(lockedUntil);
  // A lock that has run out starts a fresh count (its escalation stays until a right code).
  if (lockedUntil && (await restartTwoFactorCount(userId, lockedUntil))) return 1;
  // The attempts are used up and the lock is being set by a parallel request.
  throw lockedError(now + TWO_FACTOR.lockoutMs);
}

/** Counts a wrong code and throws: 400 with attemptsRemaining, or 429 once the last attempt locks. */
async function failAttempt(user: UserRecord, attempt: number, log?: Logger): Promise<never> {
  securityEvent(log ?? logger, 'auth.2fa.failed', { userId: user.userId, count: attempt });
  if (attempt >= TWO_FACTOR.maxFailedAttempts) {
    const lockedUntil = clock.now() + lockoutMs(user.twoFactorLockCount ?? 0);
    await lockTwoFactor(user.userId, lockedUntil);
    securityEvent(log ?? logger, 'auth.2fa.locked', {
      userId: user.userId,
      retryAfterSeconds: Math.ceil((lockedUntil - clock.now()) / 1000),
    });
    throw lockedError(lockedUntil);
  }
  throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.invalidTotp, {
    fields: { totpCode: [AUTH_MESSAGES.invalidTotp] },
    attemptsRemaining: TWO_FACTOR.maxFailedAttempts - attempt,
  });
}

/** A TOTP code not used before (its step must be later than the last accepted one). */
async function acceptTotp(user: UserRecord, sealedSecret: string, code: string): Promise<boolean> {
  const secret = (await envelopeDecrypt(sealedSecret, totpContext(user.userId))).toString('utf8');
  const step = await matchTotp(secret, code, clock.now());
  if (step === null) return false;
  if (user.totpLastStep != null && step <= user.totpLastStep) return false;
  return claimTotpStep(user.userId, step);
}

export async function setupTwoFactor(user: UserRecord): Promise<SetupTwoFactorResponse> {
  // A new secret would replace the owner's authenticator: a stolen session must not be able to do that.
  if (user.twoFactorEnabled) throw new ConflictError(AUTH_MESSAGES.twoFactorAlreadyEnabled);
  const secret = newTotpSecret();
  const backupCodes = generateBackupCodes();
  const [sealed, hashes] = await Promise.all([
    envelopeEncrypt(secret, totpContext(user.userId)),
    hashBackupCodes(backupCodes),
  ]);
  // Pending until verified: an enabled two-factor keeps working with its current secret meanwhile.
  await Promise.all([
    patchUserSystemFields(user.userId, { totpPendingSecretEnc: sealed }),
    putBackupCodes(user.userId, 'pending', hashes, clock.now()),
  ]);
  const qrCode = await QRCode.toDataURL(otpauthUri(user.email, secret), {
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 240,
  });
  return { qrCode, secret, backupCodes };
}

/**
 * Verifies the pending setup with a code from the app, then enables two-factor with the new secret and
 * backup codes and signs out the user's other sessions.
 */
export async function verifyTwoFactorSetup(
  userId: string,
  code: string,
  sessionToken: string,
  log?: Logger,
): Promise<void> {
  const user = await getUserById(userId);
  if (!user) throw new ValidationError(AUTH_MESSAGES.twoFactorNoSetup);
  if (!user.totpPendingSecretEnc)
    throw new ValidationError(AUTH_MESSAGES.twoFactorNoSetup, { totpCode: [AUTH_MESSAGES.twoFactorNoSetup] });
  const attempt = await reserveAttempt(userId);
  if (!(await acceptTotp(user, user.totpPendingSecretEnc, code))) await failAttempt(user, attempt, log);
  await clearTwoFactorFailures(userId);
  const pendingHashes = await getBackupCodeHashes(userId, 'pending');
  await putBackupCodes(userId, 'active', pendingHashes, clock.now());
  const fresh = (await getUserById(userId))!;
  await updateUser(userId, fresh.version, {
    twoFactorEnabled: true,
    totpSecretEnc: fresh.totpPendingSecretEnc,
    totpPendingSecretEnc: undefined,
  });
  await deleteBackupCodes(userId, 'pending');
  const revoked = await revokeOtherSessions(userId, sessionToken);
  securityEvent(log ?? logger, 'auth.2fa.enrolled', { userId, count: revoked });
}

/**
 * The second factor (sign-in, re-authentication): a fresh TOTP code or an unused backup code. The
 * attempt is taken before the code is checked. Returns how it was proven.
 */
export async function verifySecondFactor(
  user: UserRecord,
  code: string,
  log?: Logger,
): Promise<'totp' | 'backup-code'> {
  const attempt = await reserveAttempt(user.userId);
  const how =
    user.totpSecretEnc && (await acceptTotp(user, user.totpSecretEnc, code))
      ? 'totp'
      : (await consumeBackupCode(user.userId, code))
        ? 'backup-code'
        : null;
  if (!how) return failAttempt(user, attempt, log);
  await clearTwoFactorFailures(user.userId);
  if (how === 'backup-code') securityEvent(log ?? logger, 'auth.2fa.recovered', { userId: user.userId });
  return how;
}

/**
 * Turns two-factor off (issue 7; docs/decisions/010-reauthentication-and-two-factor-recovery.md). The
 * caller has re-authenticated with the password and a current code or backup code. The secret and the
 * backup codes are removed and every other session is signed out.
 */
export async function disableTwoFactor(userId: string, sessionToken: string, log?: Logger): Promise<void> {
  const user = await getUserById(userId);
  if (!user?.twoFactorEnabled) throw new ConflictError(AUTH_MESSAGES.twoFactorNotEnabled);
  await updateUser(userId, user.version, {
    twoFactorEnabled: false,
    totpSecretEnc: undefined,
    totpPendingSecretEnc: undefined,
  });
  await Promise.all([deleteBackupCodes(userId, 'active'), deleteBackupCodes(userId, 'pending')]);
  const revoked = await revokeOtherSessions(userId, sessionToken);
  securityEvent(log ?? logger, 'auth.2fa.disabled', { userId, count: revoked });
}

/** The reminder is shown while two-factor is off (docs/decisions/003-accounts-and-keys.md). */
export function shouldShowReminder(user: UserRecord): boolean {
  return !user.twoFactorEnabled;
}
