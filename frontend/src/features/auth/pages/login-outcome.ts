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
