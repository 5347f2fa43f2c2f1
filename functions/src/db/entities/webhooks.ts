import { Entity } from 'electrodb';
import { WEBHOOK_EVENT_TYPES } from '@docledger/shared/api/schemas/webhooks';

// The product's one webhook (spec part 3 §3 "Webhook settings"; decision 092). One item; the auth token
// is stored only sealed by KMS (platform/envelope.ts) and is never returned by a route.
export const webhookSettingsEntity = new Entity({
  model: { entity: 'webhookSettings', version: '1', service: 'docledger' },
  attributes: {
    webhookUrl: { type: 'string', required: true },
    sealedToken: { type: 'string' },
    isEnabled: { type: 'boolean', required: true },
    encryptFullPayload: { type: 'boolean', required: true },
    updatedAt: { type: 'string', required: true },
    updatedBy: { type: 'string', required: true },
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    singleton: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

// One item per delivery attempt of an event (decision 093): outcome and status code, never the body,
// the token or the URL's query. Expires after 30 days.
export const webhookAttemptEntity = new Entity({
  model: { entity: 'webhookAttempt', version: '1', service: 'docledger' },
  attributes: {
    eventId: { type: 'string', required: true },
    eventType: { type: WEBHOOK_EVENT_TYPES, required: true },
    attempt: { type: 'number', required: true },
    at: { type: 'string', required: true },
    outcome: { type: ['delivered', 'failed', 'refused', 'dead_lettered'] as const, required: true },
    statusCode: { type: 'number' },
    /** A short reason: 'http-500', 'timeout', 'refused-private-address'… */
    reason: { type: 'string' },
    durationMs: { type: 'number', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byEvent: {
      pk: { field: 'pk', composite: ['eventId'] },
      sk: { field: 'sk', composite: ['attempt'] },
    },
  },
});
