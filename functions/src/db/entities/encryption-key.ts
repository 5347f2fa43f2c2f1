import { Entity } from 'electrodb';
import { ENCRYPTION_KEYS } from '@docledger/shared/domain/limits';

// A user's RSA key pair (DESIGN §8). The private key exists in the table only sealed by KMS
// (envelope, context {purpose:'user-private-key', userId, keyId}). documentCount and transactionCount
// are kept here, on the key, so the documents code can adjust them in the same write that uses the key.
export const encryptionKeyEntity = new Entity({
  model: { entity: 'encryptionKey', version: '1', service: 'docledger' },
  attributes: {
    userId: { type: 'string', required: true },
    keyId: { type: 'string', required: true },
    publicKey: { type: 'string', required: true },
    privateKeyEnc: { type: 'string', required: true },
    algorithm: { type: ENCRYPTION_KEYS.algorithms, required: true },
    keySize: { type: 'number', required: true },
    source: { type: ['generated', 'imported'] as const, required: true },
    isActive: { type: 'boolean', required: true },
    documentCount: { type: 'number', required: true, default: 0 },
    transactionCount: { type: 'number', required: true, default: 0 },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['keyId'] },
    },
  },
});
