import type { UserRole } from '@docledger/shared/domain/roles';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';

/**
 * Where a successful sign-in goes (spec part 1 §4): the redirect parameter when present (only an
 * in-app path, never another origin), else /cpa-verification for a CPA not yet approved, else /home.
 */
export function destinationAfterLogin(
  user: { userRole: UserRole; verificationStatus: string | null },
  redirect: string | null,
): string {
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\')) {
    return redirect;
  }
  if (user.userRole === 'business_cpa' && user.verificationStatus !== 'approved')
    return paths.cpaVerification;
  return paths.home;
}

/** A 403 whose message contains "verify your email" opens the resend panel (spec part 1 §2). */
export function isEmailNotVerifiedError(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && /verify your email/i.test(error.message);
}

export const INVALID_CODE_MESSAGE = 'Invalid code. Please check and try again.';
export const CODE_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app or a backup code.';
export const INACTIVITY_LOGOUT_REASON = 'inactivity';

/**
 * The message of a refused authentication code (spec part 1 §8 "Invalid code. Please check and try
 * again.") with what the server says is left: attempts before the 5-minute lock, or when the lock ends.
 */
export function codeFailureMessage(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : INVALID_CODE_MESSAGE;
  const remaining = error.details?.attemptsRemaining;
  const lockedUntil = error.details?.lockedUntil;
  if (error.status === 429 || remaining === 0) {
    const until = typeof lockedUntil === 'string' ? new Date(lockedUntil) : null;
    return until && !Number.isNaN(until.getTime())
      ? `Too many wrong codes. Try again after ${until.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}.`
      : error.message;
  }
  if (error.status !== 401 && error.code !== 'VALIDATION_FAILED') return error.message;
  if (typeof remaining === 'number')
    return `${INVALID_CODE_MESSAGE} ${remaining} ${remaining === 1 ? 'attempt' : 'attempts'} remaining.`;
  return INVALID_CODE_MESSAGE;
}

/** An e-mail address that may wrap only after its @ and dots, never in the middle of a word. */
export function emailBreakPoints(email: string): string[] {
  return email.split(/(?<=[@.])/);
}
