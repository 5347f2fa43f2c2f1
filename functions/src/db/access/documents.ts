// Named access patterns for documents, their child rows, the in-flight markers and the document-type
// config (docs/access-patterns.md). The contract for other areas is docs/handoff/documents.md.
import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { EntityItem } from 'electrodb';
import { db } from '../db';
import { documentClient } from '../../platform/aws/dynamo';
import { getEnv } from '../../platform/env';
import {
  storedAsJson,
  type documentEntity,
  type documentInflightEntity,
  type documentRowEntity,
  type DocumentFile,
  type DocumentWarning,
} from '../entities/document';
import type { documentTypeEntity } from '../entities/document-type';
import { ConflictError } from '../../platform/errors';
import type { CheckResult } from '../../extraction/types';
import { conditionalWrite, isConditionFailure } from '../conditions';

export type { DocumentFile, DocumentWarning };
type AnyTyped = 'files' | 'warnings' | 'fields' | 'fieldConfidence' | 'masked' | 'rowCounts' | 'checks';
export type DocumentRecord = Omit<EntityItem<typeof documentEntity>, AnyTyped> & {
  checks: CheckResult[];
  files: DocumentFile[];
  warnings: DocumentWarning[];
  fields: Record<string, string | number | boolean | null>;
  fieldConfidence: Record<string, number>;
  masked: Record<string, string>;
  rowCounts: Partial<Record<RowKind, number>>;
};
export type DocumentRowRecord = Omit<EntityItem<typeof documentRowEntity>, 'data' | 'fieldConfidence'> & {
  data: Record<string, string | number | boolean | null>;
  fieldConfidence: Record<string, number>;
};
export type RowKind = DocumentRowRecord['kind'];
export type DocumentTypeRecord = EntityItem<typeof documentTypeEntity>;
type InflightRecord = EntityItem<typeof documentInflightEntity>;

export const ROW_KINDS: readonly RowKind[] = [
  'transactions',
  'lineItems',
  'box12_codes',
  'box14_other',
  'stateTaxInfo',
  'dependents',
];

/** The document a row belongs to: row ids are `<documentId>.<suffix>` by construction. */
export function documentIdOfRow(rowId: string): string | null {
  const dot = rowId.lastIndexOf('.');
  return dot > 0 ? rowId.slice(0, dot) : null;
}

const STALE_MESSAGE = 'This document was changed by another request. Please reload and try again.';

function nowIso(): string {
  return new Date().toISOString();
}

// ---------------------------------------------------------------- creation (upload)

export class UploadQuotaExceededError extends Error {
  override name = 'UploadQuotaExceededError';
}

/**
 * Creates a pending document, its in-flight marker and takes one upload from the owner's quota in one
 * transaction. With `quotaLimit`, the owner's uploadCount must be below it (atomic: parallel uploads
 * cannot both take the last free slot); throws UploadQuotaExceededError otherwise.
 */
export async function createPendingDocument(
  header: Pick<
    DocumentRecord,
    | 'documentId'
    | 'ownerId'
    | 'uploaderId'
    | 'documentType'
    | 'title'
    | 'subtitle'
    | 'files'
    | 'expectedFiles'
    | 'warnings'
    | 'createdAt'
  >,
  opts: { quotaLimit?: number } = {},
): Promise<DocumentRecord> {
  const item = {
    ...header,
    status: 'pending' as const,
    confidence: 0,
    reviewRequired: false,
    reviewReasons: [],
    attempts: 0,
    redrives: 0,
    updatedAt: header.createdAt,
    version: 1,
  };
  const limit = opts.quotaLimit;
  const result = await db()
    .transaction.write(({ document, documentInflight, user }) => [
      document.create(item).commit(),
      documentInflight.create({ documentId: header.documentId, createdAt: header.createdAt }).commit(),
      limit === undefined
        ? user.patch({ userId: header.ownerId }).add({ uploadCount: 1 }).commit()
        : user
            .patch({ userId: header.ownerId })
            .add({ uploadCount: 1 })
            .where(
              ({ uploadCount }, { notExists, lt }) =>
                `${notExists(uploadCount)} OR ${lt(uploadCount, limit)}`,
            )
            .commit(),
    ])
    .go();
  if (result.canceled) {
    if (result.data[2]?.rejected && result.data[2].code === 'ConditionalCheckFailed')
      throw new UploadQuotaExceededError('upload quota exhausted');
    throw new ConflictError('The document could not be created. Please try again.');
  }
  return (await getDocumentById(header.documentId))!;
}

/** Gives back one upload of the quota (a document that failed). */
export async function refundUpload(ownerId: string): Promise<void> {
  await db().entities.user.patch({ userId: ownerId }).add({ uploadCount: -1 }).go();
}

// ---------------------------------------------------------------- reads

export async function getDocumentById(documentId: string): Promise<DocumentRecord | null> {
  const { data } = await db().entities.document.get({ documentId }).go();
  return data as DocumentRecord | null;
}

export interface Page<T> {
  items: T[];
  cursor: string | null;
}

/** One type's documents of an owner, newest first. */
export async function listDocumentsByOwnerType(
  ownerId: string,
  documentType: DocumentRecord['documentType'],
  opts: { cursor?: string | null; limit?: number; all?: boolean } = {},
): Promise<Page<DocumentRecord>> {
  const query = db().entities.document.query.byOwnerType({ ownerId, documentType });
  if (opts.all) {
    const { data } = await query.go({ order: 'desc', pages: 'all' });
    return { items: data as DocumentRecord[], cursor: null };
  }
  const { data, cursor } = await query.go({
    order: 'desc',
    cursor: opts.cursor ?? null,
    limit: opts.limit ?? 100,
  });
  return { items: data as DocumentRecord[], cursor };
}

/** All types' documents of an owner created at or after `since` (ISO), newest first: one GSI query. */
export async function listRecentDocumentsByOwner(
  ownerId: string,
  opts: RecentOptions = {},
): Promise<Page<DocumentRecord>> {
  const { data, cursor } = await queryRecentByOwner(ownerId, opts);
  return { items: data as DocumentRecord[], cursor };
}

type RecentOptions = { since?: string; cursor?: string | null; limit?: number };

/** The owner's documents newest first, optionally from `since` and projected to `attributes`. */
function queryRecentByOwner(ownerId: string, opts: RecentOptions, attributes?: typeof LIST_ROW_ATTRIBUTES) {
  const base = db().entities.document.query.byOwner({ ownerId });
  const query = opts.since ? base.gte({ createdAt: opts.since }) : base;
  return query.go({
    order: 'desc',
    cursor: opts.cursor ?? null,
    limit: opts.limit ?? 500,
    ...(attributes ? { attributes: [...attributes] } : {}),
  });
}

/**
 * The header attributes a list row shows (views.ts `toListRow`). Lists read only these: never the
 * fields, checks, confidences or sealed identifiers, which would be read, sent over the wire and
 * unmarshalled only to be dropped (a 300-row statement's checks alone are ~20 KB).
 */
export const LIST_ROW_ATTRIBUTES = [
  'documentId',
  'ownerId',
  'documentType',
  'status',
  'failureReason',
  'title',
  'subtitle',
  'confidence',
  'reviewRequired',
  'reviewReasons',
  'extractionMetadata',
  'files',
  'pageCount',
  'warnings',
  'createdAt',
  'version',
] as const;
export type DocumentListRecord = Pick<DocumentRecord, (typeof LIST_ROW_ATTRIBUTES)[number]>;

/**
 * listRecentDocumentsByOwner reading only the list-row attributes (the dashboard): the same GSI query
 * with a projection expression.
 */
export async function listRecentDocumentSummaries(
  ownerId: string,
  opts: RecentOptions = {},
): Promise<Page<DocumentListRecord>> {
  const { data, cursor } = await queryRecentByOwner(ownerId, opts, LIST_ROW_ATTRIBUTES);
  return { items: data as DocumentListRecord[], cursor };
}

/** listDocumentsByOwnerType (all pages) reading only the list-row attributes. */
export async function listDocumentSummariesByOwnerType(
  ownerId: string,
  documentType: DocumentRecord['documentType'],
): Promise<DocumentListRecord[]> {
  const { data } = await db()
    .entities.document.query.byOwnerType({ ownerId, documentType })
    .go({ order: 'desc', pages: 'all', attributes: [...LIST_ROW_ATTRIBUTES] });
  return data as DocumentListRecord[];
}

/** What a viewer shows of a child row (views.ts `rowView`); edits read whole rows (listDocumentRows). */
export const ROW_VIEW_ATTRIBUTES = [
  'documentId',
  'kind',
  'rowId',
  'position',
  'data',
  'fieldConfidence',
  'confidence',
] as const;
export type DocumentRowView = Pick<DocumentRowRecord, (typeof ROW_VIEW_ATTRIBUTES)[number]>;

/** listDocumentRows reading only the attributes a viewer shows, in extraction order. */
export async function listDocumentRowViews(documentId: string, kind?: RowKind): Promise<DocumentRowView[]> {
  const { data } = await db()
    .entities.documentRow.query.byDocument(kind ? { documentId, kind } : { documentId })
    .go({ pages: 'all', attributes: [...ROW_VIEW_ATTRIBUTES] });
  return (data as DocumentRowView[]).sort((a, b) => a.position - b.position);
}

/**
 * A document's header and the viewer's attributes of all its child rows in one Query of the
 * document's partition (they share it by design, DESIGN §7): a viewer open is one round trip, not a
 * header read followed by a rows query. Items are told apart by their sort keys (as each entity
 * builds them). The header is formatted by its entity; the rows, hundreds on a statement, by
 * rowViewOfItem (ElectroDB's formatting cost ~6× a plain mapping, decision 140). The records equal
 * getDocumentById's and listDocumentRowViews' (read-projections.int.test.ts).
 */
export async function getDocumentWithRowViews(
  documentId: string,
): Promise<{ header: DocumentRecord | null; rows: DocumentRowView[] }> {
  const { document, documentRow } = db().entities;
  const headerKey = document.get({ documentId }).params<{ Key: { pk: string; sk: string } }>().Key;
  const rowPrefix = documentRow.query
    .byDocument({ documentId })
    .params<{ ExpressionAttributeValues: Record<string, string> }>().ExpressionAttributeValues[':sk1']!;
  const items: Record<string, unknown>[] = [];
  let startKey: QueryCommandOutput['LastEvaluatedKey'];
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: getEnv().TABLE_NAME,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'pk' },
        ExpressionAttributeValues: { ':pk': headerKey.pk },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(out.Items ?? []));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  const headerItem = items.find((item) => item.sk === headerKey.sk);
  const rowItems = items.filter((item) => typeof item.sk === 'string' && item.sk.startsWith(rowPrefix));
  const header = headerItem ? (document.parse({ Item: headerItem }).data as DocumentRecord) : null;
  const rows = rowItems.map(rowViewOfItem);
  return { header, rows: rows.sort((a, b) => a.position - b.position) };
}

/** A child row's stored item as its view attributes (what documentRow.parse gives for them). */
function rowViewOfItem(item: Record<string, unknown>): DocumentRowView {
  return {
    documentId: item.documentId as string,
    kind: item.kind as RowKind,
    rowId: item.rowId as string,
    position: item.position as number,
    data: storedAsJson.get(item.data) as DocumentRowView['data'],
    fieldConfidence: storedAsJson.get(item.fieldConfidence ?? {}) as DocumentRowView['fieldConfidence'],
    confidence: item.confidence as number,
  };
}

/** A document's child rows (of one kind, or all), in extraction order. */
export async function listDocumentRows(documentId: string, kind?: RowKind): Promise<DocumentRowRecord[]> {
  const { data } = await db()
    .entities.documentRow.query.byDocument(kind ? { documentId, kind } : { documentId })
    .go({ pages: 'all' });
  return (data as DocumentRowRecord[]).sort((a, b) => a.position - b.position);
}

export async function getDocumentRow(rowId: string, kind: RowKind): Promise<DocumentRowRecord | null> {
  const documentId = documentIdOfRow(rowId);
  if (!documentId) return null;
  const { data } = await db().entities.documentRow.get({ documentId, kind, rowId }).go();
  return data as DocumentRowRecord | null;
}

// ---------------------------------------------------------------- user edits (optimistic locking)

type HeaderPatch = Partial<
  Pick<
    DocumentRecord,
    | 'fields'
    | 'fieldConfidence'
    | 'checks'
    | 'title'
    | 'subtitle'
    | 'masked'
    | 'reviewRequired'
    | 'reviewReasons'
    | 'confidence'
    | 'sensitiveEnc'
    | 'wrappedDataKey'
    | 'encryptionKeyId'
  >
>;

/** Updates a header only if its version is still `expectedVersion` (else CONFLICT); bumps it. */
export async function updateDocumentHeader(
  documentId: string,
  expectedVersion: number,
  patch: HeaderPatch,
): Promise<DocumentRecord> {
  try {
    const { data } = await db()
      .entities.document.patch({ documentId })
      .set({ ...patch, updatedAt: nowIso(), version: expectedVersion + 1 })
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .go({ response: 'all_new' });
    return data as DocumentRecord;
  } catch (err) {
    if (isConditionFailure(err)) throw new ConflictError(STALE_MESSAGE);
    throw err;
  }
}

/** Updates a child row only if its version is still `expectedVersion` (else CONFLICT); bumps it. */
export async function updateDocumentRow(
  rowId: string,
  kind: RowKind,
  expectedVersion: number,
  patch: Partial<Pick<DocumentRowRecord, 'data' | 'fieldConfidence' | 'confidence' | 'position'>>,
): Promise<DocumentRowRecord> {
  const documentId = documentIdOfRow(rowId);
  if (!documentId) throw new ConflictError(STALE_MESSAGE);
  try {
    const { data } = await db()
      .entities.documentRow.patch({ documentId, kind, rowId })
      .set({ ...patch, updatedAt: nowIso(), version: expectedVersion + 1 })
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .go({ response: 'all_new' });
    return data as DocumentRowRecord;
  } catch (err) {
    if (isConditionFailure(err)) throw new ConflictError(STALE_MESSAGE);
    throw err;
  }
}

/** Writes new rows (the worker's extraction result, or rows a user inserts). */
export async function putDocumentRows(rows: DocumentRowRecord[]): Promise<void> {
  if (rows.length === 0) return;
  // ElectroDB splits into BatchWrites of 25, four at a time; anything unprocessed fails the attempt (it is retried).
  const { unprocessed } = await db().entities.documentRow.put(rows).go({ concurrency: 4 });
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} document rows were not written`);
}

async function deleteRows(documentId: string): Promise<number> {
  const rows = await listDocumentRows(documentId);
  for (let i = 0; i < rows.length; i += 25) {
    const { unprocessed } = await db()
      .entities.documentRow.delete(
        rows.slice(i, i + 25).map((r) => ({ documentId, kind: r.kind, rowId: r.rowId })),
      )
      .go();
    if (unprocessed.length > 0) throw new Error(`${unprocessed.length} document rows were not deleted`);
  }
  return rows.length;
}

/**
 * Deletes a document: its rows, then the header (only if its version is still `expectedVersion` when
 * given) and its in-flight marker. Returns the deleted header (for its S3 keys and counters), or null
 * when it was already gone.
 */
export async function deleteDocumentWithRows(
  documentId: string,
  expectedVersion?: number,
): Promise<DocumentRecord | null> {
  const header = await getDocumentById(documentId);
  if (!header) return null;
  if (expectedVersion !== undefined && header.version !== expectedVersion)
    throw new ConflictError(STALE_MESSAGE);
  await deleteRows(documentId);
  try {
    await db()
      .entities.document.delete({ documentId })
      .where(({ version }, { eq }) => eq(version, header.version))
      .go();
  } catch (err) {
    if (isConditionFailure(err)) throw new ConflictError(STALE_MESSAGE);
    throw err;
  }
  await db().entities.documentInflight.delete({ documentId, createdAt: header.createdAt }).go();
  return header;
}

// ---------------------------------------------------------------- processing (worker and sweeper)

/**
 * Takes the document for processing: succeeds for a pending document, or for one already processing
 * under the same SQS message (a redelivery after a crash resumes it). A second message for the same
 * document (a duplicate S3 event, another page of the set) gets null and does nothing.
 */
export async function claimDocumentForProcessing(
  documentId: string,
  messageId: string,
): Promise<DocumentRecord | null> {
  try {
    const { data } = await db()
      .entities.document.patch({ documentId })
      .set({ status: 'processing', claimedBy: messageId, processingStartedAt: nowIso(), updatedAt: nowIso() })
      .add({ attempts: 1 })
      .where(
        ({ status, claimedBy }, { eq }) =>
          `${eq(status, 'pending')} OR (${eq(status, 'processing')} AND ${eq(claimedBy, messageId)})`,
      )
      .go({ response: 'all_new' });
    return data as DocumentRecord;
  } catch (err) {
    if (isConditionFailure(err)) return null;
    throw err;
  }
}

/**
 * Stores a finished extraction: replaces any rows a crashed attempt left, writes the new rows, then
 * makes the header completed, removes the in-flight marker and counts the document on its owner
 * (documentCount) and its key (adjustKeyUsage's counters) in one transaction that succeeds only while
 * `messageId` still holds the claim. Returns false when it no longer does.
 */
export async function completeDocument(
  documentId: string,
  messageId: string,
  result: Pick<
    DocumentRecord,
    | 'title'
    | 'subtitle'
    | 'confidence'
    | 'reviewRequired'
    | 'reviewReasons'
    | 'fields'
    | 'fieldConfidence'
    | 'checks'
    | 'extractionMetadata'
    | 'masked'
    | 'pageCount'
    | 'contentHash'
    | 'warnings'
    | 'rowCounts'
  > &
    Partial<Pick<DocumentRecord, 'sensitiveEnc' | 'wrappedDataKey' | 'encryptionKeyId'>>,
  rows: DocumentRowRecord[],
  /** The header as claimDocumentForProcessing returned it (read again when not given). */
  claimed?: Pick<DocumentRecord, 'version' | 'createdAt' | 'ownerId' | 'attempts'>,
): Promise<boolean> {
  const header = claimed ?? (await getDocumentById(documentId));
  if (!header) return false;
  // Only a resumed attempt can find rows an earlier, crashed one left.
  if (header.attempts > 1) await deleteRows(documentId);
  await putDocumentRows(rows);
  const now = nowIso();
  const out = await db()
    .transaction.write(({ document, documentInflight, user, encryptionKey }) => [
      document
        .patch({ documentId })
        .set({
          ...result,
          status: 'completed',
          completedAt: now,
          updatedAt: now,
          version: header.version + 1,
        })
        .where(
          ({ status, claimedBy }, { eq }) => `${eq(status, 'processing')} AND ${eq(claimedBy, messageId)}`,
        )
        .commit(),
      documentInflight.delete({ documentId, createdAt: header.createdAt }).commit(),
      // The counters move in the same transaction: a crash can neither lose nor double them.
      user.patch({ userId: header.ownerId }).add({ documentCount: 1 }).commit(),
      ...(result.encryptionKeyId
        ? [
            encryptionKey
              .patch({ userId: header.ownerId, keyId: result.encryptionKeyId })
              .add({ documentCount: 1, transactionCount: result.rowCounts.transactions ?? 0 })
              .commit(),
          ]
        : []),
    ])
    .go();
  return !out.canceled;
}

/**
 * Makes a not-yet-final document failed with a user-readable reason, removes its in-flight marker and
 * gives the owner's upload back (free tier), in one transaction. Returns the failed header, or null when the document is gone or already final (only one caller
 * ever fails a document, so side effects such as the quota refund happen once).
 */
export async function failDocument(
  documentId: string,
  reason: string,
  extractionMetadata?: unknown,
): Promise<DocumentRecord | null> {
  const header = await getDocumentById(documentId);
  if (!header || (header.status !== 'pending' && header.status !== 'processing')) return null;
  const now = nowIso();
  const out = await db()
    .transaction.write(({ document, documentInflight, user }) => [
      document
        .patch({ documentId })
        .set({
          status: 'failed',
          failureReason: reason,
          completedAt: now,
          updatedAt: now,
          version: header.version + 1,
          ...(extractionMetadata !== undefined ? { extractionMetadata } : {}),
        })
        .where(({ version }, { eq }) => eq(version, header.version))
        .commit(),
      documentInflight.delete({ documentId, createdAt: header.createdAt }).commit(),
      // A failed document gives its free-tier upload back, in the same transaction (exactly once).
      user.patch({ userId: header.ownerId }).add({ uploadCount: -1 }).commit(),
    ])
    .go();
  if (out.canceled) {
    // Someone else moved it meanwhile: fail again only if it is still not final.
    return failDocument(documentId, reason, extractionMetadata);
  }
  return (await getDocumentById(documentId))!;
}

/** Sweeper: puts a stuck processing document back to pending for one more try. */
export async function requeueStuckDocument(documentId: string, expectedVersion: number): Promise<boolean> {
  return conditionalWrite(
    db()
      .entities.document.patch({ documentId })
      .set({ status: 'pending', updatedAt: nowIso(), version: expectedVersion + 1 })
      .add({ redrives: 1 })
      .remove(['claimedBy'])
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .go(),
  );
}

/** Sweeper: in-flight markers created before `before` (ISO), oldest first. */
export async function listInflightBefore(before: string, limit = 100): Promise<InflightRecord[]> {
  const { data } = await db().entities.documentInflight.query.all({}).lt({ createdAt: before }).go({ limit });
  return data;
}

/** Sweeper: a marker whose document is gone or final (should not exist; removed defensively). */
export async function deleteInflightMarker(marker: InflightRecord): Promise<void> {
  await db().entities.documentInflight.delete(marker).go();
}

// ---------------------------------------------------------------- document-type config

export async function listDocumentTypeConfigs(): Promise<DocumentTypeRecord[]> {
  const { data } = await db().entities.documentType.query.all({}).go({ pages: 'all' });
  return data.sort((a, b) => a.sortOrder - b.sortOrder);
}

/** Seeds one type's config unless it exists (concurrent first reads are harmless). */
export async function seedDocumentTypeConfig(record: DocumentTypeRecord): Promise<void> {
  try {
    await db().entities.documentType.create(record).go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/** Admin edit with optimistic locking (CONFLICT when stale). */
export async function updateDocumentTypeConfig(
  code: DocumentTypeRecord['code'],
  expectedVersion: number,
  patch: Partial<Pick<DocumentTypeRecord, 'displayName' | 'isActive' | 'maxNumberOfFiles' | 'maxPages'>>,
): Promise<DocumentTypeRecord> {
  try {
    const { data } = await db()
      .entities.documentType.patch({ code })
      .set({ ...patch, updatedAt: nowIso(), version: expectedVersion + 1 })
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .go({ response: 'all_new' });
    return data as DocumentTypeRecord;
  } catch (err) {
    if (isConditionFailure(err))
      throw new ConflictError('This document type was changed by another request. Please reload.');
    throw err;
  }
}
