// Registration and e-mail verification (spec part 1 §4, §7). Answers never tell whether an address
// already has an account: a duplicate sign-up gets the same answer (and roughly the same work) and the
// owner of the address gets a notice instead of a second account.
import { randomUUID } from 'node:crypto';
import type { RegisterBody } from '@docledger/shared/api/schemas/auth';
import { TOKENS } from '@docledger/shared/domain/limits';
import { AUTH_MESSAGES } from '@docledger/shared/domain/validation-messages';
import {
  createUserWithEmailClaim,
  getUserByEmail,
  getUserById,
  patchUserSystemFields,
  type UserRecord,
} from '../../db/access/users';
import { clock } from '../../platform/clock';
import { ConflictError, ValidationError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { sendMail } from '../../platform/mail';
import { requestInitialKey } from '../keys/provisioning';
import { linkReferredSignUp } from '../referrals/referrals';
import { alreadyRegisteredEmail, verificationEmail } from '../mail-templates/templates';
import { appLink } from './links';
import { assertAcceptablePassword, hashPassword } from './passwords';
import { hit, MAIL_PER_ADDRESS, withMinimumDuration } from './rate-limit';
import { consumeReusableToken, issueToken, voidTokens } from './tokens';

/** Floor for answers that must not reveal whether an address exists (forgot password, resend). */
export const NO_ENUMERATION_FLOOR_MS = 400;

async function answerDuplicate(existing: UserRecord, password: string): Promise<void> {
  // The same expensive step as a real sign-up (the key pair is generated later, off the request path,
  // for both), so timing does not single out known addresses.
  await hashPassword(password);
  if (await hit(MAIL_PER_ADDRESS, `duplicate:${existing.emailLower}`)) {
    await sendMail(
      alreadyRegisteredEmail(
        existing.email,
        existing.firstName,
        appLink('/login'),
        appLink('/forgot-password'),
      ),
    );
  }
}

export async function sendVerification(user: UserRecord): Promise<void> {
  await voidTokens(user.userId, 'verify-email');
  const token = await issueToken(user.userId, 'verify-email', TOKENS.verifyEmailTtlMs);
  await sendMail(verificationEmail(user.email, user.firstName, appLink('/verify-email', { token })));
}

/**
 * Creates the account and mails the verification link. The RSA key pair is not generated here: the
 * user is marked `initialKeyPending` and a job is queued (decision 151), so the request does no
 * seconds-long key generation and stays far from API Gateway's 29 s limit under load.
 */
export async function register(input: RegisterBody, log: Logger): Promise<{ message: string }> {
  assertAcceptablePassword(input.password, 'password');
  const existing = await getUserByEmail(input.email);
  if (existing) {
    await answerDuplicate(existing, input.password);
    return { message: AUTH_MESSAGES.registered };
  }
  const passwordHash = await hashPassword(input.password);
  const isCpa = input.userType === 'business_cpa';
  let user: UserRecord;
  try {
    user = await createUserWithEmailClaim({
      userId: randomUUID(),
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      userRole: input.userType,
      accountTier: 'free',
      userStatus: 'active',
      canEditStatements: true,
      emailVerified: false,
      twoFactorEnabled: false,
      initialKeyPending: true,
      ...(isCpa ? { verificationStatus: 'unverified' } : {}),
      createdAt: new Date(clock.now()).toISOString(),
    });
  } catch (err) {
    // Lost a race with a concurrent sign-up for the same address.
    if (err instanceof ConflictError) return { message: AUTH_MESSAGES.registered };
    throw err;
  }
  await requestInitialKey(user.userId, log);
  // A CPA's referral of this address is linked now (spec part 3 §4: pending → signed_up).
  await linkReferredSignUp(user);
  await sendVerification(user);
  return { message: AUTH_MESSAGES.registered };
}

/** Same answer and time whether or not the address exists or is already verified. */
export function resendVerification(email: string): Promise<{ message: string }> {
  return withMinimumDuration(NO_ENUMERATION_FLOOR_MS, async () => {
    const user = await getUserByEmail(email);
    if (
      user &&
      !user.emailVerified &&
      user.userStatus === 'active' &&
      (await hit(MAIL_PER_ADDRESS, `verify:${user.emailLower}`))
    ) {
      await sendVerification(user);
    }
    return { message: AUTH_MESSAGES.verificationSent };
  });
}

export async function verifyEmail(token: string): Promise<{ message: string }> {
  // Verifying is idempotent, so the link keeps working until it expires: opening it again says the
  // address is already verified instead of "failed" (issue 8).
  const userId = await consumeReusableToken(token, 'verify-email');
  const user = userId ? await getUserById(userId) : null;
  if (!user) throw new ValidationError(AUTH_MESSAGES.emailVerificationFailed);
  if (user.emailVerified) return { message: AUTH_MESSAGES.emailAlreadyVerified };
  await patchUserSystemFields(user.userId, { emailVerified: true });
  return { message: AUTH_MESSAGES.emailVerified };
}
