// S3 ObjectCreated → extraction queue → here (DESIGN §1). Messages are S3 event notifications (one per
// uploaded file or page) or the sweeper's re-drives ({ documentId }). Everything idempotent: see
// domain/documents/processing.ts.
import type { SQSRecord } from 'aws-lambda';
import { sqsWorker } from '../../platform/worker-handler';
import { fail, PROCESSING_MESSAGES, processDocument, type Extract } from '../../domain/documents/processing';

interface Job {
  documentId: string;
}

/** Time kept back from the engine to record a failure before Lambda kills the invocation. */
const SAFETY_MS = 20_000;

/** `originals/<ownerId>/<documentId>/<n>.<ext>` → documentId (keys arrive URL-encoded). */
export function documentIdFromKey(rawKey: string): string | null {
  const key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
  const parts = key.split('/');
  return parts.length === 4 && parts[0] === 'originals' && parts[2] ? parts[2] : null;
}

export function parseExtractionMessage(record: SQSRecord): Job[] {
  const body = JSON.parse(record.body) as {
    Records?: Array<{ eventName?: string; s3?: { object?: { key?: string } } }>;
    Event?: string;
    documentId?: string;
  };
  if (typeof body.documentId === 'string') return [{ documentId: body.documentId }];
  if (body.Event === 's3:TestEvent') return [];
  if (!Array.isArray(body.Records)) throw new Error('not an S3 event or a re-drive');
  const ids = new Set<string>();
  for (const r of body.Records) {
    if (r.eventName && !r.eventName.startsWith('ObjectCreated')) continue;
    const id = r.s3?.object?.key ? documentIdFromKey(r.s3.object.key) : null;
    if (id) ids.add(id);
  }
  return [...ids].map((documentId) => ({ documentId }));
}

/** The worker; `extract` is replaceable so tests can make it crash mid-extraction. */
export function createExtractionWorker(extract?: Extract) {
  return sqsWorker<Job>({
    name: 'extract-document',
    parse: parseExtractionMessage,
    describe: (job) => ({ documentId: job.documentId }),
    handle: async (job, ctx) => {
      await processDocument(job.documentId, {
        messageId: ctx.messageId,
        log: ctx.log,
        deadlineMs: ctx.remainingMs() - SAFETY_MS,
        ...(extract ? { extract } : {}),
      });
    },
    // Nothing spins forever: after the last receive the document is failed with a reason.
    onGiveUp: async (job, _error, ctx) => {
      await fail({ documentId: job.documentId }, PROCESSING_MESSAGES.crashed, ctx.log);
    },
  });
}

export const handler = createExtractionWorker();
