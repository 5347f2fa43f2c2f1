import { Entity } from 'electrodb';

// A server-side session. The key is the SHA-256 hash of the cookie's random id, never the id itself.
export const sessionEntity = new Entity({
  model: { entity: 'session', version: '1', service: 'docledger' },
  attributes: {
    sessionHash: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    /** True between a correct password and the two-factor code: grants nothing else. */
    twoFactorPending: { type: 'boolean', required: true, default: false },
    createdAt: { type: 'number', required: true },
    lastActivityAt: { type: 'number', required: true },
    /** Absolute end of life, epoch seconds (TTL attribute). */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byHash: {
      pk: { field: 'pk', composite: ['sessionHash'] },
      sk: { field: 'sk', composite: [] },
    },
    /** All sessions of a user, to revoke them on logout-everywhere, password or two-factor change. */
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'sessionHash'] },
    },
  },
});
