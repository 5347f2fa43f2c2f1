import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { destinationAfterLogin, isEmailNotVerifiedError } from './login-outcome';

describe('destinationAfterLogin', () => {
  const individual = { userRole: 'individual' as const, verificationStatus: null };
  it('honours an in-app redirect parameter', () => {
    expect(destinationAfterLogin(individual, '/profile?tab=1')).toBe('/profile?tab=1');
  });
  it('ignores redirects to other origins', () => {
    expect(destinationAfterLogin(individual, '//evil.example/x')).toBe('/home');
    expect(destinationAfterLogin(individual, 'https://evil.example')).toBe('/home');
  });
  it('sends an unapproved CPA to verification and an approved one home', () => {
    expect(destinationAfterLogin({ userRole: 'business_cpa', verificationStatus: 'unverified' }, null)).toBe(
      '/cpa-verification',
    );
    expect(destinationAfterLogin({ userRole: 'business_cpa', verificationStatus: 'approved' }, null)).toBe(
      '/home',
    );
  });
});

describe('isEmailNotVerifiedError', () => {
  it('matches only a 403 that asks to verify the email', () => {
    const body = { error: 'Please verify your email address before signing in.' };
    expect(isEmailNotVerifiedError(new ApiError({ status: 403, message: body.error, body }))).toBe(true);
    expect(isEmailNotVerifiedError(new ApiError({ status: 401, message: body.error, body }))).toBe(false);
    expect(
      isEmailNotVerifiedError(new ApiError({ status: 403, message: 'This account is not active.' })),
    ).toBe(false);
  });
});
