import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { deleteErrorMessage } from './delete-user-dialog';

const err = (status: number, code: string, message: string, details?: Record<string, unknown>) =>
  new ApiError({ status, message, body: { error: message, code, details, requestId: 'r' } });

describe('delete-user error messages (spec part 3 §8)', () => {
  it('shows attemptsRemaining for invalid_totp', () => {
    expect(
      deleteErrorMessage(
        err(400, 'VALIDATION_FAILED', 'x', { errorType: 'invalid_totp', attemptsRemaining: 3 }),
      ),
    ).toBe('Invalid 2FA code. 3 attempts remaining before lockout.');
  });
  it('asks to wait 5 minutes when rate limited', () => {
    expect(deleteErrorMessage(err(429, 'RATE_LIMITED', 'x', { errorType: 'rate_limited' }))).toMatch(
      /wait 5 minutes/,
    );
  });
  it('names 2fa_not_configured and user_not_found', () => {
    expect(
      deleteErrorMessage(err(403, 'TWO_FACTOR_REQUIRED', 'x', { errorType: '2fa_not_configured' })),
    ).toMatch(/not configured/);
    expect(deleteErrorMessage(err(404, 'NOT_FOUND', 'x', { errorType: 'user_not_found' }))).toBe(
      'User not found.',
    );
  });
  it('joins validation details and says server error on a 5xx', () => {
    expect(
      deleteErrorMessage(
        err(400, 'VALIDATION_FAILED', 'x', {
          fields: { totpCode: ['Please enter your 2FA code'], userId: ['Required'] },
        }),
      ),
    ).toBe('Please enter your 2FA code, Required');
    expect(deleteErrorMessage(err(500, 'INTERNAL', 'x'))).toBe('Server error. Please try again later.');
  });
});
