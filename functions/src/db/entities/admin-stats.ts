import { Entity } from 'electrodb';
import { DOCUMENT_TYPE_CODES } from '@docledger/shared/domain/document-types';

// Admin dashboard counters (decision 091): one item per UTC day and document type, counted atomically
// when a document becomes final, so the stats never scan documents. Expires after 90 days.
export const documentDayStatsEntity = new Entity({
  model: { entity: 'documentDayStats', version: '1', service: 'docledger' },
  attributes: {
    day: { type: 'string', required: true },
    documentType: { type: DOCUMENT_TYPE_CODES, required: true },
    completed: { type: 'number', default: 0 },
    failed: { type: 'number', default: 0 },
    /** Sum of the completed documents' confidence (0-1 each): the mean is confidenceSum / completed. */
    confidenceSum: { type: 'number', default: 0 },
    reviewRequired: { type: 'number', default: 0 },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byDay: {
      pk: { field: 'pk', composite: ['day'] },
      sk: { field: 'sk', composite: ['documentType'] },
    },
  },
});
