import { Entity } from 'electrodb';
import { USER_ROLES, ACCOUNT_TIERS, USER_STATUSES } from '@docledger/shared/domain/roles';

// A user account. Secrets are stored only as hashes or ciphertext (never in clear).
export const userEntity = new Entity({
  model: { entity: 'user', version: '1', service: 'docledger' },
  attributes: {
    userId: { type: 'string', required: true },
    email: { type: 'string', required: true },
    emailLower: { type: 'string', required: true },
    passwordHash: { type: 'string', required: true },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    phone: { type: 'string' },
    address: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    zipCode: { type: 'string' },
    country: { type: 'string' },
    userRole: { type: USER_ROLES, required: true },
    accountTier: { type: ACCOUNT_TIERS, required: true, default: 'free' },
    userStatus: { type: USER_STATUSES, required: true, default: 'active' },
    canEditStatements: { type: 'boolean', required: true, default: true },
    emailVerified: { type: 'boolean', required: true, default: false },
    verificationStatus: { type: 'string' },
    twoFactorEnabled: { type: 'boolean', required: true, default: false },
    /** KMS-encrypted TOTP secret (base64 ciphertext). */
    totpSecretEnc: { type: 'string' },
    /** Last accepted TOTP time step: a code is usable once. */
    totpLastStep: { type: 'number' },
    twoFactorFailedAttempts: { type: 'number', default: 0 },
    twoFactorLockedUntil: { type: 'number' },
    /** Locks since the last right code: each lock lasts longer (two-factor.ts lockoutMs). */
    twoFactorLockCount: { type: 'number' },
    /** KMS-encrypted secret of a two-factor setup not verified yet; it replaces totpSecretEnc on verify. */
    totpPendingSecretEnc: { type: 'string' },
    /** Documents the user owns; the documents code adjusts it (adjustUserDocumentCount). */
    documentCount: { type: 'number', default: 0 },
    /** Documents ever uploaded (failed ones refunded): the free tier's quota counter (reserveUpload). */
    uploadCount: { type: 'number', default: 0 },
    lastLoginAt: { type: 'string' },
    /**
     * True from registration until the first key pair is stored: the key is generated off the request
     * path by the provision-key worker (decision 151), and whoever needs it first provisions it.
     */
    initialKeyPending: { type: 'boolean' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
    version: { type: 'number', required: true, default: 1 },
    /** Partition of the admin directory index (directoryShardOf(userId)); set at creation. */
    directoryShard: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
    /**
     * Admin user directory by e-mail, spread over USER_DIRECTORY_SHARDS partitions (shard = hash of the
     * user id) so no single partition holds every user; a page merges the shards (decision 090).
     */
    directory: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['directoryShard'] },
      sk: { field: 'gsi2sk', composite: ['emailLower', 'userId'] },
    },
  },
});

// Uniqueness of e-mail addresses: a claim item written in the same transaction as the user.
export const emailClaimEntity = new Entity({
  model: { entity: 'emailClaim', version: '1', service: 'docledger' },
  attributes: {
    emailLower: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byEmail: {
      pk: { field: 'pk', composite: ['emailLower'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
