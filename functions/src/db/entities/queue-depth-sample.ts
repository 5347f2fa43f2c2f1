import { Entity } from 'electrodb';

// Queue depth history for the admin stats (decision 145): one sample per scheduled tick of the
// sample-queues worker, all in one partition sorted by time, so the 7-day window is one Query. Depths
// are null when a queue could not be read. Expire after 8 days (the window plus a day's margin).
export const queueDepthSampleEntity = new Entity({
  model: { entity: 'queueDepthSample', version: '1', service: 'docledger' },
  attributes: {
    /** Constant partition: one small item per tick (every 10 minutes), about 1,150 items in all. */
    series: { type: ['queueDepth'] as const, required: true },
    /** ISO time of the sample. */
    at: { type: 'string', required: true },
    extractionWaiting: { type: 'number' },
    extractionInFlight: { type: 'number' },
    webhooksWaiting: { type: 'number' },
    webhooksInFlight: { type: 'number' },
    extractionDeadLetters: { type: 'number' },
    webhooksDeadLetters: { type: 'number' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byTime: {
      pk: { field: 'pk', composite: ['series'] },
      sk: { field: 'sk', composite: ['at'] },
    },
  },
});
