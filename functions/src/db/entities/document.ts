import { Entity } from 'electrodb';
import { DOCUMENT_TYPE_CODES } from '@docledger/shared/domain/document-types';
import { PROCESSING_STATUSES } from '@docledger/shared/domain/statuses';

/** One uploaded file of a document (a PDF, or one page photo of a multi-page set). */
export interface DocumentFile {
  /** The user's file name, shown in lists and used for Download Original. */
  name: string;
  /** Server-chosen S3 key (never derived from the file name). */
  key: string;
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  /** Declared size at upload; the worker re-checks the object itself. */
  size: number;
  /** Optional SHA-256 (hex) the browser computed, for duplicate warnings before extraction. */
  sha256?: string;
}

/** A warning shown with the document (duplicate upload, overlapping statement period). */
export interface DocumentWarning {
  code: 'duplicate_file' | 'overlapping_period';
  message: string;
  relatedDocumentId?: string;
}

/**
 * Nested values read whole and never queried into (a child row's data, a header's checks) are stored
 * as one JSON string attribute, not a DynamoDB map: a 300-row statement is read on every viewer open,
 * and a map costs a typed attribute per value to marshal on both sides (decision 140). Items written
 * as maps before this still read.
 */
export const storedAsJson = {
  set: (value?: unknown) => (value === undefined ? undefined : JSON.stringify(value)),
  get: (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value),
};

// A document's header (DESIGN §7). Children (transactions, line items, box rows) are separate items in
// the same partition (documentRowEntity). Sensitive identifiers exist here only as ciphertext
// (sensitiveEnc, sealed with a per-document AES-256-GCM key that is wrapped by the owner's active RSA
// key) and as masked last-4 copies (masked).
export const documentEntity = new Entity({
  model: { entity: 'document', version: '1', service: 'docledger' },
  attributes: {
    documentId: { type: 'string', required: true },
    /** Whose document it is (a CPA uploading for a client: the client). */
    ownerId: { type: 'string', required: true },
    /** Who uploaded it (the owner, or a CPA acting for the owner). */
    uploaderId: { type: 'string', required: true },
    documentType: { type: DOCUMENT_TYPE_CODES, required: true },
    status: { type: PROCESSING_STATUSES, required: true },
    /** User-readable reason of a failed document. */
    failureReason: { type: 'string' },
    title: { type: 'string', required: true },
    subtitle: { type: 'string', required: true },
    /** Overall extraction confidence 0-1 (0 until completed). */
    confidence: { type: 'number', required: true, default: 0 },
    reviewRequired: { type: 'boolean', required: true, default: false },
    reviewReasons: { type: 'list', items: { type: 'string' }, default: () => [] },
    /** Non-sensitive scalar fields of the extraction result (sensitive ones are removed). */
    fields: { type: 'any', default: () => ({}) },
    /** Confidence per scalar field (child rows carry their own). */
    fieldConfidence: { type: 'any', default: () => ({}) },
    /** Check results; row references use row ids: "transactions[<rowId>].amount". */
    checks: { type: 'any', default: () => [], ...storedAsJson },
    /** ExtractionMetadata of the engine (model, pages, source, timings, warnings, error). */
    extractionMetadata: { type: 'any' },
    /** Last-4 copies of the sensitive fields, e.g. { accountNumber: '••••1234' }. */
    masked: { type: 'any', default: () => ({}) },
    /** base64 JSON {iv, tag, ciphertext} of the sensitive fields (AES-256-GCM). */
    sensitiveEnc: { type: 'string' },
    /** The AES key, RSA-OAEP-wrapped by the owner's key encryptionKeyId (base64). */
    wrappedDataKey: { type: 'string' },
    encryptionKeyId: { type: 'string' },
    files: { type: 'any', required: true },
    /** Pages the engine read (known after extraction). */
    pageCount: { type: 'number' },
    /** Page photos expected for a multi-page image set (= files.length); 1 file for a PDF. */
    expectedFiles: { type: 'number', required: true },
    /** SHA-256 of the (first) file's bytes, set by the worker. */
    contentHash: { type: 'string' },
    warnings: { type: 'any', default: () => [] },
    /** SQS message id that owns the current processing attempt (a redelivery of it may resume). */
    claimedBy: { type: 'string' },
    processingStartedAt: { type: 'string' },
    attempts: { type: 'number', required: true, default: 0 },
    /** Times the sweeper re-drove this document. */
    redrives: { type: 'number', required: true, default: 0 },
    completedAt: { type: 'string' },
    /** Child rows per array name, e.g. { transactions: 42 }. */
    rowCounts: { type: 'any', default: () => ({}) },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['documentId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** One type's list of an owner, newest first. */
    byOwnerType: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['ownerId', 'documentType'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'documentId'] },
    },
    /** Recent documents of all types of an owner, newest first (the dashboard: one query). */
    byOwner: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['ownerId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'documentId'] },
    },
  },
});

// A child row of a document: a transaction, line item, W-2 box 12/14 row, state tax row or 1040
// dependent. The row id is assigned at extraction and never changes; it embeds the document id
// (`<documentId>.<random>`) so routes addressed by row id alone (PATCH /api/transactions/{id}) find
// the document without an index.
export const documentRowEntity = new Entity({
  model: { entity: 'documentRow', version: '1', service: 'docledger' },
  attributes: {
    documentId: { type: 'string', required: true },
    ownerId: { type: 'string', required: true },
    /** The extraction array it belongs to: transactions, lineItems, box12_codes, … */
    kind: {
      type: [
        'transactions',
        'lineItems',
        'box12_codes',
        'box14_other',
        'stateTaxInfo',
        'dependents',
      ] as const,
      required: true,
    },
    rowId: { type: 'string', required: true },
    /** Order within its array (extraction order; inserted rows take fractional positions). */
    position: { type: 'number', required: true },
    /** The row's values (non-sensitive by schema: amounts, dates, descriptions, last-4 of SSNs). */
    data: { type: 'any', required: true, ...storedAsJson },
    fieldConfidence: { type: 'any', default: () => ({}), ...storedAsJson },
    /** Mean of the row's field confidences, 0-1. */
    confidence: { type: 'number', required: true, default: 0 },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    byDocument: {
      pk: { field: 'pk', composite: ['documentId'] },
      sk: { field: 'sk', composite: ['kind', 'rowId'] },
    },
  },
});

// Marks a document that is not final yet (pending/processing). Written with the header and deleted in
// the same transaction that makes the document completed or failed, so the stuck-document sweeper
// reads one small partition instead of scanning the table.
export const documentInflightEntity = new Entity({
  model: { entity: 'documentInflight', version: '1', service: 'docledger' },
  attributes: {
    documentId: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    all: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['createdAt', 'documentId'] },
    },
  },
});
