import { Entity } from 'electrodb';

// Persisted security events (decision 095): the few the admin stats show (failed logins, lockouts),
// one partition per UTC day, newest first by sort key. Identifiers and reasons only — never a secret or
// an e-mail address (the log line's scrubbing applies). Expire after 30 days.
export const securityEventEntity = new Entity({
  model: { entity: 'securityEvent', version: '1', service: 'docledger' },
  attributes: {
    day: { type: 'string', required: true },
    /** ISO time + random suffix: unique and in time order within the day. */
    eventKey: { type: 'string', required: true },
    at: { type: 'string', required: true },
    name: { type: 'string', required: true },
    userId: { type: 'string' },
    ip: { type: 'string' },
    reason: { type: 'string' },
    count: { type: 'number' },
    retryAfterSeconds: { type: 'number' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byDay: {
      pk: { field: 'pk', composite: ['day'] },
      sk: { field: 'sk', composite: ['eventKey'] },
    },
  },
});
