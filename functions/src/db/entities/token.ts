import { Entity } from 'electrodb';

/**
 * `trusted-device`: a device cookie, not e-mailed and not single-use (domain/auth/devices.ts).
 * `change-email`: the link mailed to a new address; carries that address (decision 011).
 */
export const TOKEN_PURPOSES = ['verify-email', 'reset-password', 'trusted-device', 'change-email'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

// A single-use e-mailed token (verification, password reset). The key is the SHA-256 of the token:
// the table never holds a usable link. Consuming it is a conditional delete, so it works once.
export const tokenEntity = new Entity({
  model: { entity: 'token', version: '1', service: 'docledger' },
  attributes: {
    tokenHash: { type: 'string', required: true },
    purpose: { type: TOKEN_PURPOSES, required: true },
    userId: { type: 'string', required: true },
    /** `change-email` only: the address the account moves to when the link is opened. */
    newEmail: { type: 'string' },
    createdAt: { type: 'number', required: true },
    /** Epoch seconds (TTL attribute). */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byHash: {
      pk: { field: 'pk', composite: ['tokenHash'] },
      sk: { field: 'sk', composite: [] },
    },
    /** A user's outstanding tokens of one purpose, to void the older links when a new one is sent or used. */
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['purpose', 'createdAt'] },
    },
  },
});
