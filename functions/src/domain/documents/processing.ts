// The extraction of one uploaded document (issue 8 "Upload and pipeline"): wait until every file is in
// S3, take the document with a conditional write (exactly one extraction under duplicate delivery and
// concurrent pages), check the bytes, run the engine, seal the sensitive fields with the owner's key,
// store header and rows with stable ids, and end completed or failed with a reason.
import { createHash } from 'node:crypto';
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import { UPLOADS } from '@docledger/shared/domain/limits';
import {
  claimDocumentForProcessing,
  completeDocument,
  getDocumentById,
  listDocumentsByOwnerType,
  type DocumentRecord,
  type DocumentWarning,
  type RowKind,
} from '../../db/access/documents';
import type { PipelineOptions } from '../../extraction/pipeline';
import type { ExtractionInput, ExtractionResult } from '../../extraction/types';
import { getEnv } from '../../platform/env';
import type { Logger } from '../../platform/logger';
import { headObject, readObject, verifyUploadedObject } from '../../platform/storage';
import { getDocumentTypeConfig } from './document-types';
import { onDocumentUploaded } from './hooks';
import { checksWithRowIds, completedTitle, rowsFromExtraction, scalarConfidence } from './lifecycle';
import { sealSensitiveFields, splitSensitive, type SealedFields } from './sensitive';
import { EncryptionKeyRequiredError } from '../../platform/errors';
import { fail, finalised, PROCESSING_MESSAGES, type ProcessOutcome } from './failure';

// The sweeper imports these from ./failure directly, so its bundle leaves the engine out.
export { fail, PROCESSING_MESSAGES, type ProcessOutcome } from './failure';

export type Extract = (input: ExtractionInput, opts?: PipelineOptions) => Promise<ExtractionResult>;

export interface ProcessOptions {
  /** The SQS message that carries this attempt (its redelivery may resume a crashed attempt). */
  messageId: string;
  log: Logger;
  /** The engine; tests inject a crashing one to simulate a worker dying mid-extraction. */
  extract?: Extract;
  /** Abort the engine this long before the invocation ends, to leave time to record a failure. */
  deadlineMs?: number;
}

export async function processDocument(documentId: string, opts: ProcessOptions): Promise<ProcessOutcome> {
  const { log } = opts;
  const current = await getDocumentById(documentId);
  if (!current) {
    log.info('document is gone (deleted); nothing to do');
    return 'skipped';
  }
  if (current.status === 'completed' || current.status === 'failed') return 'skipped';
  if (current.status === 'pending') {
    // A multi-page set starts only when its last page is in S3; earlier pages' events just return.
    const heads = await Promise.all(current.files.map((f) => headObject(f.key)));
    if (heads.some((h) => h === null)) {
      log.info('waiting for the other pages', {
        received: heads.filter(Boolean).length,
        expected: current.files.length,
      });
      return 'waiting';
    }
  }
  const doc = await claimDocumentForProcessing(documentId, opts.messageId);
  if (!doc) {
    log.info('another message holds this document; duplicate delivery ignored');
    return 'skipped';
  }
  // The first claim is the moment every file is in: the upload is complete (webhook document.uploaded).
  if (current.status === 'pending') await onDocumentUploaded(doc, log);

  // Defence in depth (DESIGN §8): the POST policy is not trusted (s3rver does not check it).
  const files: { name: string; bytes: Uint8Array }[] = [];
  for (const file of doc.files) {
    let bytes: Uint8Array;
    try {
      bytes = await readObject(file.key, UPLOADS.maxFileBytes);
    } catch (error) {
      if (/exceeds/.test((error as Error).message))
        return fail(doc, `${file.name}: File size exceeds 10MB limit.`, log);
      throw error;
    }
    const problem = verifyUploadedObject(bytes, file.contentType, UPLOADS.maxFileBytes);
    if (problem) return fail(doc, `${file.name}: ${problem}`, log);
    files.push({ name: file.name, bytes });
  }
  const contentHash = hashFiles(files);

  if (doc.documentType === 'other') {
    // Stored for reference only (spec part 2 §1): no extraction, no export.
    return complete(doc, opts, { contentHash, fields: {}, rows: emptyRows(), pages: files.length });
  }

  const type = doc.documentType as ExtractableTypeCode;
  const config = await getDocumentTypeConfig(type);
  const extract = opts.extract ?? (await import('../../extraction/pipeline')).extractDocument;
  const started = Date.now();
  const result = await extract(
    { documentType: type, files, maxPages: config.maxPages },
    {
      ...(await pipelineOptions()),
      ...(opts.deadlineMs ? { signal: AbortSignal.timeout(Math.max(1000, opts.deadlineMs)) } : {}),
    },
  );
  log.info('extracted', {
    ms: Date.now() - started,
    extractor: result.metadata.extractor,
    pages: result.metadata.pages,
    failed: Boolean(result.metadata.error),
  });
  if (result.metadata.error) return fail(doc, result.metadata.error, log, result.metadata);
  return complete(doc, opts, {
    contentHash,
    result,
    rows: result,
    pages: result.metadata.pages,
    fields: result.fields,
  });
}

function emptyRows(): Partial<Record<RowKind, []>> {
  return {};
}

function hashFiles(files: { bytes: Uint8Array }[]): string {
  if (files.length === 1) return createHash('sha256').update(files[0]!.bytes).digest('hex');
  const outer = createHash('sha256');
  for (const f of files) outer.update(createHash('sha256').update(f.bytes).digest());
  return outer.digest('hex');
}

async function complete(
  doc: DocumentRecord,
  opts: ProcessOptions,
  input: {
    contentHash: string;
    fields: ExtractionResult['fields'];
    rows: Partial<Record<RowKind, ExtractionResult['transactions']>>;
    pages: number;
    result?: ExtractionResult;
  },
): Promise<ProcessOutcome> {
  const { log } = opts;
  const now = new Date().toISOString();
  const r = input.result;
  const { clear, secret, masked } =
    doc.documentType === 'other'
      ? { clear: {}, secret: {}, masked: {} }
      : splitSensitive(doc.documentType as ExtractableTypeCode, input.fields);
  let sealed: SealedFields | undefined;
  if (Object.keys(secret).length > 0) {
    try {
      sealed = await sealSensitiveFields(doc.ownerId, secret);
    } catch (error) {
      if (error instanceof EncryptionKeyRequiredError) return fail(doc, PROCESSING_MESSAGES.noKey, log);
      throw error;
    }
  }
  const arrays: Partial<Record<RowKind, ExtractionResult['transactions']>> = {};
  for (const kind of [
    'transactions',
    'lineItems',
    'box12_codes',
    'box14_other',
    'stateTaxInfo',
    'dependents',
  ] as const)
    if (input.rows[kind]?.length) arrays[kind] = input.rows[kind];
  const { rows, toIdRef, idOf } = rowsFromExtraction(
    doc.documentId,
    doc.ownerId,
    arrays,
    r?.fieldConfidence ?? {},
    now,
  );
  const rowCounts: Partial<Record<RowKind, number>> = {};
  for (const row of rows) rowCounts[row.kind] = (rowCounts[row.kind] ?? 0) + 1;
  const mainKind = (Object.keys(arrays)[0] as RowKind | undefined) ?? undefined;
  const checks = r ? checksWithRowIds(r.checks, toIdRef, idOf, mainKind) : [];
  const reviewReasons = (r?.reviewReasons ?? []).map(toIdRef);
  const titles = completedTitle(doc.documentType, clear, masked, doc.files[0]?.name ?? doc.title);
  const warnings = [
    ...doc.warnings.filter((w) => w.code !== 'duplicate_file'),
    ...(await relatedWarnings(doc, input.contentHash, clear, masked)),
  ];
  const stored = {
    ...titles,
    confidence: r?.confidence ?? 1,
    reviewRequired: r?.reviewRequired ?? false,
    reviewReasons,
    fields: clear,
    fieldConfidence: scalarConfidence(r?.fieldConfidence ?? {}),
    checks,
    extractionMetadata: r?.metadata ?? {
      extractor: 'local',
      model: 'none',
      pages: input.pages,
      source: 'none',
      timings: {},
    },
    masked,
    pageCount: input.pages,
    contentHash: input.contentHash,
    warnings,
    rowCounts,
    ...(sealed ?? {}),
  };
  const ok = await completeDocument(doc.documentId, opts.messageId, stored, rows, doc);
  if (!ok) {
    log.warn('lost the claim before completing; another attempt owns the document');
    return 'skipped';
  }
  await finalised({ ...doc, ...stored, status: 'completed', version: doc.version + 1 }, log);
  log.info('document completed', { rows: rows.length, reviewRequired: r?.reviewRequired ?? false });
  return 'completed';
}

/** Duplicate (same bytes) and overlapping-period (same account, periods intersect) warnings. */
async function relatedWarnings(
  doc: DocumentRecord,
  contentHash: string,
  fields: ExtractionResult['fields'],
  masked: Record<string, string>,
): Promise<DocumentWarning[]> {
  const { items } = await listDocumentsByOwnerType(doc.ownerId, doc.documentType, { all: true });
  const others = items.filter((d) => d.documentId !== doc.documentId);
  const warnings: DocumentWarning[] = [];
  const duplicate = others.find(
    (d) => d.contentHash === contentHash || d.files.some((f) => f.sha256 === contentHash),
  );
  if (duplicate) {
    warnings.push({
      code: 'duplicate_file',
      message: `You already uploaded this file on ${duplicate.createdAt.slice(0, 10)} (${duplicate.title}).`,
      relatedDocumentId: duplicate.documentId,
    });
  }
  if (doc.documentType === 'bank_statement' || doc.documentType === 'credit_card_statement') {
    const start = fields.statementStartDate;
    const end = fields.statementEndDate;
    const account = masked.accountNumber;
    if (typeof start === 'string' && typeof end === 'string' && account) {
      const overlap = others.find(
        (d) =>
          d.status === 'completed' &&
          d.masked.accountNumber === account &&
          typeof d.fields.statementStartDate === 'string' &&
          typeof d.fields.statementEndDate === 'string' &&
          d.fields.statementStartDate <= end &&
          start <= d.fields.statementEndDate,
      );
      if (overlap) {
        warnings.push({
          code: 'overlapping_period',
          message: `This statement's period (${start} – ${end}) overlaps another statement of account ${account} (${String(overlap.fields.statementStartDate)} – ${String(overlap.fields.statementEndDate)}).`,
          relatedDocumentId: overlap.documentId,
        });
      }
    }
  }
  return warnings;
}

let anthropicKey: Promise<string | undefined> | undefined;

/** The engine's options from the environment; the Claude key is read once from Secrets Manager in AWS. */
async function pipelineOptions(): Promise<PipelineOptions> {
  const env = getEnv();
  if (env.EXTRACTOR === 'local') return { extractor: 'local' };
  anthropicKey ??= (async () => {
    if (env.ANTHROPIC_API_KEY) return env.ANTHROPIC_API_KEY;
    if (!env.ANTHROPIC_API_KEY_SECRET_ARN) return undefined;
    const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    const client = new SecretsManagerClient({ region: env.AWS_REGION });
    const out = await client.send(new GetSecretValueCommand({ SecretId: env.ANTHROPIC_API_KEY_SECRET_ARN }));
    // The stack creates the secret with a JSON placeholder; only a real key string counts.
    const value = out.SecretString?.trim();
    return value && !value.startsWith('{') ? value : undefined;
  })();
  const apiKey = await anthropicKey;
  if (!apiKey) return { extractor: 'local' };
  return {
    extractor: env.EXTRACTOR,
    claude: { apiKey, ...(env.ANTHROPIC_MODEL ? { model: env.ANTHROPIC_MODEL } : {}) },
  };
}
