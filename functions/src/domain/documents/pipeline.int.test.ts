import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  quickUser,
  type ClientOptions,
  type TestUser,
  localClientOptions,
} from '../auth/test-support/api-client';
import { createLogger } from '../../platform/logger';
import {
  createPendingDocument,
  getDocumentById,
  listDocumentRows,
  type DocumentRecord,
} from '../../db/access/documents';
import { getUserByEmail } from '../../db/access/users';
import { listKeysByUser } from '../../db/access/encryption-keys';
import { createExtractionWorker } from '../../events/extract-document/handler';
import { extractDocument } from '../../extraction/pipeline';
import type { Extract } from './processing';
import { PROCESSING_MESSAGES } from './processing';
import { sampleDocument, type SampleDocument } from './samples';
import { openSensitiveFields } from './sensitive';
import { STUCK_AFTER_MS, sweepStuckDocuments } from './sweeper';
import {
  directDocument as storeDirect,
  postToS3,
  rawDocumentItems,
  redriveEvent,
  uploadSample,
  waitForFinal,
  type UploadTarget,
} from './test-support/pipeline';

let opts: ClientOptions;
let alice: TestUser;
let aliceId: string;
const log = createLogger({ test: 'pipeline' }, 'silent');

beforeAll(async () => {
  opts = localClientOptions();
  alice = await quickUser(opts);
  aliceId = (await getUserByEmail(alice.email))!.userId;
});

function directDocument(sample: SampleDocument, over: Partial<DocumentRecord> = {}): Promise<string> {
  return storeDirect(aliceId, sample, { over });
}

const redrive = redriveEvent;

const context = { awsRequestId: 'test', getRemainingTimeInMillis: () => 120_000 } as unknown as Context;

const rawItems = rawDocumentItems;

describe('upload → S3 → queue → worker, end to end on the embedded stack', () => {
  it('extracts documents of several types and stores rows with stable ids, sealed identifiers and counters', async () => {
    const types = ['bank_statement', 'payslip', 'w2', 'invoice', 'irs_1040', 'other'] as const;
    const samples = await Promise.all(types.map((t) => sampleDocument(t, { seed: 77 })));
    const keyBefore = (await listKeysByUser(aliceId)).find((k) => k.isActive)!;
    const ids = await Promise.all(
      samples.map((s) => uploadSample(alice.client, s).then((r) => r.documentId)),
    );
    const docs = await Promise.all(ids.map((id) => waitForFinal(id)));
    for (const doc of docs)
      expect({ type: doc.documentType, status: doc.status, reason: doc.failureReason }).toMatchObject({
        status: 'completed',
      });

    const bank = docs[0]!;
    const truth = samples[0]!.truth!;
    expect(bank.fields.endingBalance).toBe(truth.fields.endingBalance);
    expect(bank.fields).not.toHaveProperty('accountNumber');
    const account = String(truth.fields.accountNumber);
    expect(bank.masked.accountNumber).toBe(`••••${account.replace(/\s+/g, '').slice(-4)}`);
    expect(bank.title).toBe(truth.fields.bankName);
    const rows = await listDocumentRows(bank.documentId, 'transactions');
    expect(rows).toHaveLength(truth.transactions!.length);
    expect(rows.every((r) => r.rowId.startsWith(`${bank.documentId}.`))).toBe(true);
    expect(new Set(rows.map((r) => r.rowId)).size).toBe(rows.length);
    expect(rows.map((r) => r.data.amount)).toEqual(truth.transactions!.map((t) => t.amount));
    expect(bank.rowCounts.transactions).toBe(rows.length);
    for (const check of bank.checks) for (const f of check.fields) expect(f).not.toMatch(/\[\d+\]/);

    // Identifiers exist only sealed: the raw items hold no plaintext account number, SSN, EIN or employee id.
    expect(await openSensitiveFields(bank)).toEqual({ accountNumber: account });
    const secrets: Array<[DocumentRecord, string | undefined]> = [
      [bank, account],
      [docs[1]!, samples[1]!.truth!.fields.employeeId as string | undefined],
      [docs[2]!, samples[2]!.truth!.fields.employeeSSN as string | undefined],
      [docs[2]!, samples[2]!.truth!.fields.employerEIN as string | undefined],
      [docs[4]!, samples[4]!.truth!.fields.taxpayerSSN as string | undefined],
    ];
    for (const [doc, secret] of secrets) {
      expect(secret, `${doc.documentType} sample has the identifier`).toBeTruthy();
      const raw = await rawItems(doc.documentId);
      expect(raw).not.toContain(secret!);
      expect(raw).not.toContain(secret!.replace(/\D/g, ''));
    }

    const other = docs[5]!;
    expect(other).toMatchObject({ documentType: 'other', title: 'lease-agreement.pdf' });

    const keyAfter = (await listKeysByUser(aliceId)).find((k) => k.isActive)!;
    expect(keyAfter.documentCount - keyBefore.documentCount).toBe(4); // bank, payslip, W-2, 1040 carry identifiers
    expect(keyAfter.transactionCount - keyBefore.transactionCount).toBe(rows.length);
    expect((await getUserByEmail(alice.email))!.documentCount).toBeGreaterThanOrEqual(types.length);
  });

  it('starts a multi-page photo set only when every page is in S3, and processes it once', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const page = (label: string) => {
      const canvas = createCanvas(120, 60);
      const g = canvas.getContext('2d');
      g.fillStyle = '#fff';
      g.fillRect(0, 0, 120, 60);
      g.fillStyle = '#000';
      g.fillText(label, 10, 30);
      return {
        name: `${label}.png`,
        bytes: new Uint8Array(canvas.toBuffer('image/png')),
        contentType: 'image/png' as const,
      };
    };
    const pages = [page('page-1'), page('page-2'), page('page-3')];
    const res = await alice.client.post('/api/documents/upload-multipage', {
      documentType: 'invoice',
      pages: pages.map((f) => ({ name: f.name, size: f.bytes.length, contentType: f.contentType })),
    });
    expect(res.status).toBe(200);
    const { documentId, uploads } = res.body.documents[0] as { documentId: string; uploads: UploadTarget[] };
    expect(uploads).toHaveLength(3);
    await postToS3(uploads[0]!, pages[0]!);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await getDocumentById(documentId))!.status).toBe('pending');
    // The last two pages land together: both events see a complete set, only one extraction runs.
    await Promise.all(uploads.slice(1).map((u) => postToS3(u, pages[u.index]!)));
    const doc = await waitForFinal(documentId);
    expect(doc.attempts).toBe(1);
    expect(doc.files).toHaveLength(3);
  });

  it('fails a poison file (bytes that are not the declared PDF) with a reason, and gives the free slot back', async () => {
    const before = (await getUserByEmail(alice.email))!.uploadCount ?? 0;
    const poison: SampleDocument = {
      documentType: 'invoice',
      files: [
        {
          name: 'invoice.pdf',
          bytes: new TextEncoder().encode('MZ this is not a PDF at all'),
          contentType: 'application/pdf',
        },
      ],
    };
    const { documentId } = await uploadSample(alice.client, poison);
    const doc = await waitForFinal(documentId);
    expect(doc.status).toBe('failed');
    expect(doc.failureReason).toBe(
      'invoice.pdf: Invalid file type. Only PDF, JPG, and PNG files are allowed.',
    );
    expect((await getUserByEmail(alice.email))!.uploadCount).toBe(before);
  });
});

describe('idempotency of the worker', () => {
  it('extracts once when the same document arrives in three messages at once', async () => {
    const sample = await sampleDocument('payslip', { seed: 11 });
    const documentId = await directDocument(sample);
    let runs = 0;
    const counting: Extract = async (input, o) => {
      runs++;
      return extractDocument(input, o);
    };
    const worker = createExtractionWorker(counting);
    const results = await Promise.all(['m1', 'm2', 'm3'].map((m) => worker(redrive(documentId, m), context)));
    expect(results.flatMap((r) => r.batchItemFailures)).toEqual([]);
    expect(runs).toBe(1);
    const doc = (await getDocumentById(documentId))!;
    expect(doc).toMatchObject({ status: 'completed', attempts: 1 });
    const rowsBefore = await listDocumentRows(documentId);
    // A late duplicate after completion changes nothing.
    await worker(redrive(documentId, 'm4'), context);
    expect(runs).toBe(1);
    expect((await listDocumentRows(documentId)).map((r) => r.rowId)).toEqual(rowsBefore.map((r) => r.rowId));
  });

  it('resumes after a crash mid-extraction when the same message is delivered again', async () => {
    const sample = await sampleDocument('bank_statement', { seed: 12 });
    const documentId = await directDocument(sample);
    const crashing = createExtractionWorker(async () => {
      throw new Error('worker died mid-extraction');
    });
    const first = await crashing(redrive(documentId, 'crash-1', 1), context);
    expect(first.batchItemFailures).toEqual([{ itemIdentifier: 'crash-1' }]);
    expect((await getDocumentById(documentId))!.status).toBe('processing');
    // Another message meanwhile does not start a second extraction.
    const other = await createExtractionWorker()(redrive(documentId, 'other-1'), context);
    expect(other.batchItemFailures).toEqual([]);
    expect((await getDocumentById(documentId))!.status).toBe('processing');
    const second = await createExtractionWorker()(redrive(documentId, 'crash-1', 2), context);
    expect(second.batchItemFailures).toEqual([]);
    const doc = (await getDocumentById(documentId))!;
    expect(doc).toMatchObject({ status: 'completed', attempts: 2 });
    expect(await listDocumentRows(documentId, 'transactions')).toHaveLength(
      sample.truth!.transactions!.length,
    );
  });

  it('fails the document with a reason after the last receive instead of retrying forever', async () => {
    const sample = await sampleDocument('invoice', { seed: 13 });
    const documentId = await directDocument(sample);
    const crashing = createExtractionWorker(async () => {
      throw new Error('always crashes');
    });
    const last = await crashing(redrive(documentId, 'last-1', 5), context);
    // The message still goes to the DLQ (its alarm counts it, decision 039); the document is final.
    expect(last.batchItemFailures).toEqual([{ itemIdentifier: 'last-1' }]);
    expect(await getDocumentById(documentId)).toMatchObject({
      status: 'failed',
      failureReason: PROCESSING_MESSAGES.crashed,
    });
  });
});

describe('the stuck-document sweeper', () => {
  it('fails an upload whose file never arrived, re-drives a lost message, and fails after the re-drives run out', async () => {
    const sample = await sampleDocument('invoice', { seed: 21 });
    const missing = randomUUID();
    await createPendingDocument({
      documentId: missing,
      ownerId: aliceId,
      uploaderId: aliceId,
      documentType: 'invoice',
      title: 'never-uploaded.pdf',
      subtitle: 'Invoice',
      files: [
        {
          name: 'never-uploaded.pdf',
          key: `direct-test/${missing}/1`,
          contentType: 'application/pdf',
          size: 10,
        },
      ],
      expectedFiles: 1,
      warnings: [],
      createdAt: new Date().toISOString(),
    });
    const lost = await directDocument(sample);
    const exhausted = await directDocument(sample);
    const { db } = await import('../../db/db');
    await db().entities.document.patch({ documentId: exhausted }).set({ redrives: 2 }).go();

    const later = Date.now() + STUCK_AFTER_MS + 60_000;
    const result = await sweepStuckDocuments({ log, now: later });
    expect(result.failed).toEqual(expect.arrayContaining([missing, exhausted]));
    expect(result.redriven).toContain(lost);
    expect(await getDocumentById(missing)).toMatchObject({
      status: 'failed',
      failureReason: PROCESSING_MESSAGES.uploadIncomplete,
    });
    expect(await getDocumentById(exhausted)).toMatchObject({
      status: 'failed',
      failureReason: PROCESSING_MESSAGES.timedOut,
    });
    // The re-drive goes through the real queue to the stack's worker.
    expect(await waitForFinal(lost)).toMatchObject({ status: 'completed', redrives: 1 });
    // Final documents have no in-flight marker left: a second sweep finds nothing of them.
    const again = await sweepStuckDocuments({ log, now: later });
    expect([...again.failed, ...again.redriven]).not.toEqual(
      expect.arrayContaining([missing, exhausted, lost]),
    );
  });
});
