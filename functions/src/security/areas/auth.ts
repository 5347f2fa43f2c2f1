// Security harness declarations: accounts, sessions, two-factor, profile, contact (spec part 1 §7).
// Matrix actors run in the order anonymous, halfSession, otherUser, adminNo2fa, admin2fa, owner.
import { TOKENS } from '@docledger/shared/domain/limits';
import { declareArea } from '../declarations';
import { issueToken } from '../../domain/auth/tokens';
import { putToken } from '../../db/access/tokens';
import { hashToken, newToken } from '../../domain/sessions/sessions';
import { setupTwoFactor } from '../../domain/two-factor/two-factor';
import { getUserById } from '../../db/access/users';
import { generate } from 'otplib';

const NEW_PASSWORD = 'Harness-Renewed-Nebula-58';
/** A single-use link: whoever presents it first succeeds (anonymous runs first), the rest get 400. */
const firstCallerOnly = {
  anonymous: 200,
  halfSession: 400,
  otherUser: 400,
  adminNo2fa: 400,
  admin2fa: 400,
  owner: 400,
};

export default declareArea({
  getSession: {},
  getMe: {},
  registerUser: {
    // Same answer for a new and a known address (no enumeration).
    request: ({ owner }) => ({
      body: {
        email: `new-${owner.userId}@example.com`,
        password: owner.password,
        firstName: 'New',
        lastName: 'User',
        userType: 'individual',
        agreedToPrivacyPolicy: true,
      },
    }),
    ok: 201,
  },
  loginUser: { request: ({ owner }) => ({ body: { email: owner.email, password: owner.password } }) },
  logoutUser: {},
  resendVerificationEmail: { request: ({ owner }) => ({ body: { email: owner.email } }) },
  verifyEmail: {
    // The link stays usable until it expires (verifying is idempotent): 200 for whoever opens it.
    request: async ({ owner }) => ({
      body: { token: await issueToken(owner.userId, 'verify-email', TOKENS.verifyEmailTtlMs) },
    }),
  },
  forgotPassword: { request: ({ owner }) => ({ body: { email: owner.email } }) },
  resetPassword: {
    request: async ({ owner }) => ({
      body: {
        token: await issueToken(owner.userId, 'reset-password', TOKENS.resetPasswordTtlMs),
        newPassword: NEW_PASSWORD,
      },
    }),
    expect: firstCallerOnly,
  },
  changePassword: {
    // Every harness account has the same password, so other users change their own: 200 too.
    request: ({ owner }) => ({ body: { currentPassword: owner.password, newPassword: NEW_PASSWORD } }),
  },
  changeEmail: {
    // Each signed-in actor asks to move its own account (same harness password); admin2fa has
    // two-factor on and sends no code: 400. The answer never says whether the address is taken.
    request: ({ owner }) => ({
      body: { currentPassword: owner.password, newEmail: `moved-${owner.userId}@example.com` },
    }),
    expect: { admin2fa: 400 },
  },
  confirmEmailChange: {
    request: async ({ owner }) => {
      const token = newToken();
      await putToken({
        tokenHash: hashToken(token),
        purpose: 'change-email',
        userId: owner.userId,
        newEmail: `confirmed-${owner.userId}@example.com`,
        createdAt: Date.now(),
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      });
      return { body: { token } };
    },
    expect: firstCallerOnly,
  },
  setupTwoFactor: {
    request: ({ owner }) => ({ body: { currentPassword: owner.password } }),
    // Two-factor already on: a stolen session must not swap the authenticator.
    expect: { admin2fa: 409 },
  },
  verifyTwoFactorSetup: {
    request: async ({ owner }) => {
      const user = (await getUserById(owner.userId))!;
      const { secret } = await setupTwoFactor(user);
      return { body: { totpCode: await generate({ secret }) } };
    },
    // The code belongs to the owner's pending setup; nobody else has one.
    expect: { otherUser: 400, adminNo2fa: 400, admin2fa: 400 },
  },
  disableTwoFactor: {
    request: async ({ owner }) => ({
      body: { currentPassword: owner.password, totpCode: await generate({ secret: owner.totpSecret! }) },
    }),
    ownerTwoFactor: true,
    // Two-factor off: nothing to turn off. admin2fa has it on, but the code is the owner's: wrong code.
    expect: { otherUser: 409, adminNo2fa: 409, admin2fa: 400 },
  },
  emailBackupCodes: { request: () => ({ body: { backupCodes: ['123456'] } }) },
  getTwoFactorReminder: {},
  updateProfile: { request: () => ({ body: { firstName: 'Renamed', lastName: 'Harness' } }) },
  getAccountSummary: {},
  sendContactMessage: {
    request: () => ({
      body: { name: 'Harness', email: 'sender@example.com', subject: 'Hello', message: 'A message.' },
    }),
  },
});
