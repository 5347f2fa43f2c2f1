import { Entity } from 'electrodb';

// Two-factor backup codes of a user, stored only as argon2id hashes. 'pending' holds the set shown by
// a setup that is not verified yet; verifying the setup makes it 'active'. Using a code removes its hash
// with a condition that it is still there, so each code works once even under concurrent requests.
export const backupCodesEntity = new Entity({
  model: { entity: 'backupCodes', version: '1', service: 'docledger' },
  attributes: {
    userId: { type: 'string', required: true },
    state: { type: ['active', 'pending'] as const, required: true },
    hashes: { type: 'set', items: 'string' },
    createdAt: { type: 'number', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['state'] },
    },
  },
});
