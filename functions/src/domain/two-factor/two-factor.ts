// Two-factor authentication (spec part 1 §4, DESIGN §8): setup shows a QR code, secret and backup codes;
// it takes effect only when a code from the app is verified. Wrong codes count towards a lockout
// (5 wrong codes → 5 minutes) shared by setup and sign-in.
import QRCode from 'qrcode';
import type { SetupTwoFactorResponse } from '@docledger/shared/api/schemas/auth';
import { TWO_FACTOR } from '@docledger/shared/domain/limits';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import { deleteBackupCodes, getBackupCodeHashes, putBackupCodes } from '../../db/access/backup-codes';
import {
  addTwoFactorFailure,
  claimTotpStep,
  getUserById,
  patchUserSystemFields,
  updateUser,
  type UserRecord,
} from '../../db/access/users';
import { clock } from '../../platform/clock';
import { envelopeDecrypt, envelopeEncrypt } from '../../platform/envelope';
import { AppError, ConflictError, RateLimitedError, ValidationError } from '../../platform/errors';
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
  });
}

function assertNotLocked(user: UserRecord): void {
  if (user.twoFactorLockedUntil && user.twoFactorLockedUntil > clock.now())
    throw lockedError(user.twoFactorLockedUntil);
}

/** Counts a wrong code and throws: 400 with attemptsRemaining, or 429 once the fifth wrong code locks. */
async function failCode(user: UserRecord): Promise<never> {
  // A lock that has run out starts a fresh count.
  if (user.twoFactorLockedUntil && user.twoFactorLockedUntil <= clock.now()) {
    await patchUserSystemFields(user.userId, { twoFactorFailedAttempts: 0, twoFactorLockedUntil: 0 });
  }
  const failures = await addTwoFactorFailure(user.userId);
  if (failures >= TWO_FACTOR.maxFailedAttempts) {
    const lockedUntil = clock.now() + TWO_FACTOR.lockoutMs;
    await patchUserSystemFields(user.userId, {
      twoFactorFailedAttempts: 0,
      twoFactorLockedUntil: lockedUntil,
    });
    throw lockedError(lockedUntil);
  }
  throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.invalidTotp, {
    fields: { totpCode: [AUTH_MESSAGES.invalidTotp] },
    attemptsRemaining: TWO_FACTOR.maxFailedAttempts - failures,
  });
}

async function succeedCode(user: UserRecord): Promise<void> {
  if (user.twoFactorFailedAttempts || user.twoFactorLockedUntil) {
    await patchUserSystemFields(user.userId, { twoFactorFailedAttempts: 0, twoFactorLockedUntil: 0 });
  }
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
): Promise<void> {
  const user = await getUserById(userId);
  if (!user) throw new ValidationError(AUTH_MESSAGES.twoFactorNoSetup);
  assertNotLocked(user);
  if (!user.totpPendingSecretEnc)
    throw new ValidationError(AUTH_MESSAGES.twoFactorNoSetup, { totpCode: [AUTH_MESSAGES.twoFactorNoSetup] });
  if (!(await acceptTotp(user, user.totpPendingSecretEnc, code))) await failCode(user);
  await succeedCode(user);
  const pendingHashes = await getBackupCodeHashes(userId, 'pending');
  await putBackupCodes(userId, 'active', pendingHashes, clock.now());
  const fresh = (await getUserById(userId))!;
  await updateUser(userId, fresh.version, {
    twoFactorEnabled: true,
    totpSecretEnc: fresh.totpPendingSecretEnc,
    totpPendingSecretEnc: undefined,
  });
  await deleteBackupCodes(userId, 'pending');
  await revokeOtherSessions(userId, sessionToken);
}

/** Sign-in's second factor: a fresh TOTP code or an unused backup code. */
export async function verifySecondFactor(user: UserRecord, code: string): Promise<void> {
  assertNotLocked(user);
  const ok =
    (user.totpSecretEnc ? await acceptTotp(user, user.totpSecretEnc, code) : false) ||
    (await consumeBackupCode(user.userId, code));
  if (!ok) await failCode(user);
  await succeedCode(user);
}

/** The reminder is shown while two-factor is off (docs/decisions/003-accounts-and-keys.md). */
export function shouldShowReminder(user: UserRecord): boolean {
  return !user.twoFactorEnabled;
}
