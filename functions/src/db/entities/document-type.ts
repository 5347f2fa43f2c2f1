import { Entity } from 'electrodb';
import { DOCUMENT_TYPE_CODES } from '@docledger/shared/domain/document-types';

// The document-type configuration (spec part 2 §3 "Document type"): seeded from the spec on first
// read, editable by admins (part 3). One small partition holds all eleven.
export const documentTypeEntity = new Entity({
  model: { entity: 'documentType', version: '1', service: 'docledger' },
  attributes: {
    code: { type: DOCUMENT_TYPE_CODES, required: true },
    displayName: { type: 'string', required: true },
    isActive: { type: 'boolean', required: true },
    maxNumberOfFiles: { type: 'number', required: true },
    maxPages: { type: 'number', required: true },
    sortOrder: { type: 'number', required: true },
    updatedAt: { type: 'string', required: true },
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    all: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['code'] },
    },
  },
});
