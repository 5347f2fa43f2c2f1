import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  loginBodySchema,
  registerFormSchema,
  resetPasswordFormSchema,
  verifyTwoFactorFormSchema,
} from './auth';
import { contactFormSchema, profileFormSchema } from './profile';
import { generateKeyBodySchema, importKeyFormSchema } from './keys';

/** The first message per field, as a form shows it. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('shared form schemas carry the spec messages', () => {
  it('register: every rule of part 1 §5, the mismatch shown on confirmPassword', () => {
    const result = registerFormSchema.safeParse({
      email: 'x',
      password: 'short',
      confirmPassword: 'other',
      firstName: '',
      lastName: '',
      agreedToPrivacyPolicy: false,
    });
    expect(messages(result)).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      userType: 'Please select an account type',
      agreedToPrivacyPolicy: 'You must agree to the privacy policy',
    });
    const mismatch = registerFormSchema.safeParse({
      email: 'a@example.com',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-2',
      firstName: 'A',
      lastName: 'B',
      userType: 'individual',
      agreedToPrivacyPolicy: true,
    });
    expect(messages(mismatch)).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('login: password required, code optional up to 6 digits', () => {
    expect(messages(loginBodySchema.safeParse({ email: 'a@example.com', password: '' }))).toEqual({
      password: 'Password is required',
    });
    expect(
      loginBodySchema.safeParse({ email: 'a@example.com', password: 'x', totpCode: '123456' }).success,
    ).toBe(true);
    expect(
      loginBodySchema.safeParse({ email: 'a@example.com', password: 'x', totpCode: '1234567' }).success,
    ).toBe(false);
  });

  it('change and reset password', () => {
    expect(
      messages(
        changePasswordFormSchema.safeParse({
          currentPassword: '',
          newPassword: 'long-enough',
          confirmPassword: '',
        }),
      ),
    ).toEqual({
      currentPassword: 'Current password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(
      messages(
        resetPasswordFormSchema.safeParse({ newPassword: 'long-enough', confirmPassword: 'long-enougH' }),
      ),
    ).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  it('two-factor verify accepts exactly six digits', () => {
    expect(verifyTwoFactorFormSchema.safeParse({ totpCode: '012345' }).success).toBe(true);
    expect(verifyTwoFactorFormSchema.safeParse({ totpCode: '01234' }).success).toBe(false);
    expect(verifyTwoFactorFormSchema.safeParse({ totpCode: '01234a' }).success).toBe(false);
  });

  it('profile, contact, key options and key import', () => {
    expect(messages(profileFormSchema.safeParse({ firstName: ' ', lastName: '' }))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    expect(
      Object.keys(
        messages(contactFormSchema.safeParse({ name: '', email: '', subject: '', message: '' })),
      ).sort(),
    ).toEqual(['email', 'message', 'name', 'subject']);
    expect(generateKeyBodySchema.parse({ currentPassword: 'pw' })).toEqual({
      keySize: 4096,
      algorithm: 'RSA-256',
      currentPassword: 'pw',
    });
    // Key changes need re-authentication (issue 7).
    expect(messages(generateKeyBodySchema.safeParse({}))).toEqual({
      currentPassword: 'Current password is required',
    });
    expect(
      messages(importKeyFormSchema.safeParse({ publicKey: ' ', privateKey: '', currentPassword: 'pw' })),
    ).toEqual({
      publicKey: 'Please provide both public and private keys.',
      privateKey: 'Please provide both public and private keys.',
    });
  });
});
