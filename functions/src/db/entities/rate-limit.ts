import { Entity } from 'electrodb';

// A fixed-window counter (login failures per account and per IP, contact messages per IP). The subject
// is always a hash, never an address or e-mail; the item expires with its window (TTL).
export const rateLimitEntity = new Entity({
  model: { entity: 'rateLimit', version: '1', service: 'docledger' },
  attributes: {
    scope: { type: 'string', required: true },
    subjectHash: { type: 'string', required: true },
    /** Window number: floor(epoch ms / window length). */
    window: { type: 'number', required: true },
    count: { type: 'number', required: true, default: 0 },
    /** Epoch seconds (TTL attribute). */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byWindow: {
      pk: { field: 'pk', composite: ['scope', 'subjectHash'] },
      sk: { field: 'sk', composite: ['window'] },
    },
  },
});
