// Issue 11's admin routes: all 'admin' (admin with two-factor). Any admin may act on any user or
// verification, so `admin2fa` (a second admin) succeeds like the owner except where said below.
import { generate } from 'otplib';
import { submittedVerification } from '../../domain/admin/test-support/verifications';
import { declareArea } from '../declarations';

export default declareArea({
  listUsers: { request: () => ({ query: { email: 'harness-', limit: '5' } }) },
  updateUser: {
    request: async ({ accounts }) => ({
      params: { userId: (await accounts.create()).userId },
      body: { canEditStatements: false },
    }),
  },
  deleteUser: {
    request: async ({ owner, accounts }) => ({
      body: {
        userId: (await accounts.create()).userId,
        totpCode: await generate({ secret: owner.totpSecret! }),
      },
    }),
    // The code is the owner's: another admin's check of it fails as invalid_totp (400).
    expect: { admin2fa: 400 },
  },
  updateDocumentType: {
    // Idempotent on purpose: the type config is global and upload tests run at the same time.
    request: () => ({ params: { code: 'other' }, body: { isActive: true } }),
    fuzz: {
      skip: 'a valid fuzzed body would change the global type limits under concurrently running upload tests; the body schema is unit-tested in shared/src/api/schemas/admin.test.ts and refusals in admin.int.test.ts',
    },
  },
  listPendingVerifications: {},
  getVerificationForReview: {
    request: async ({ accounts }) => ({
      params: {
        id: (await submittedVerification((await accounts.create({ role: 'business_cpa' })).userId))
          .verificationId,
      },
    }),
  },
  decideVerification: {
    request: async ({ accounts }) => ({
      params: {
        id: (await submittedVerification((await accounts.create({ role: 'business_cpa' })).userId))
          .verificationId,
      },
      body: { action: 'approve', expirationDays: 30 },
    }),
    // Two admins decide the same verification: admin2fa (called first) approves it, so the owner's
    // second decision finds it already approved: 409, never a second transition.
    expect: { owner: 409 },
  },
  downloadVerificationArtifact: {
    request: async ({ accounts }) => {
      const cpa = await accounts.create({ role: 'business_cpa' });
      const { verificationId, artifactIds } = await submittedVerification(cpa.userId);
      return { params: { id: verificationId, artifactId: artifactIds[0]! } };
    },
  },
  getAdminStats: {},
  getWebhookConfig: {},
  // Host names under example.com do not resolve here: Save accepts them (delivery would retry) and Test
  // Connection answers success:false without leaving the machine. The settings are the harness
  // namespace's own.
  saveWebhookConfig: {
    request: () => ({
      body: {
        webhookUrl: 'https://hooks.example.com/docledger',
        authToken: 'harness-token-0123456789',
        isEnabled: false,
        encryptFullPayload: false,
      },
    }),
  },
  testWebhook: {
    request: () => ({
      body: { webhookUrl: 'https://hooks.example.com/docledger', authToken: 'harness-token-0123456789' },
    }),
  },
  testVisitorIdConnection: {},
});
