// The stuck-document sweeper (issue 8): anything pending or processing for more than 15 minutes is
// re-driven (its extraction message was lost: the local SQS emulator forgets messages on restart) or,
// after MAX_REDRIVES, failed with a reason. Reads only the in-flight markers, never the whole table.
import {
  deleteInflightMarker,
  getDocumentById,
  listInflightBefore,
  requeueStuckDocument,
} from '../../db/access/documents';
import { getEnv } from '../../platform/env';
import type { Logger } from '../../platform/logger';
import { sendQueueMessage } from '../../platform/queue';
import { headObject } from '../../platform/storage';
import { fail, PROCESSING_MESSAGES } from './failure';

export const STUCK_AFTER_MS = 15 * 60 * 1000;
export const MAX_REDRIVES = 2;

export interface SweepResult {
  redriven: string[];
  failed: string[];
  cleaned: number;
}

export async function sweepStuckDocuments(opts: { log: Logger; now?: number }): Promise<SweepResult> {
  const now = opts.now ?? Date.now();
  const cutoff = new Date(now - STUCK_AFTER_MS).toISOString();
  const out: SweepResult = { redriven: [], failed: [], cleaned: 0 };
  for (const marker of await listInflightBefore(cutoff, 200)) {
    const log = opts.log.child({ documentId: marker.documentId });
    const doc = await getDocumentById(marker.documentId);
    if (!doc || doc.status === 'completed' || doc.status === 'failed') {
      await deleteInflightMarker(marker);
      out.cleaned++;
      continue;
    }
    // Age since the last move (upload, claim or re-drive), so a re-driven document gets its own 15 minutes.
    const since = Date.parse(
      doc.status === 'processing' ? (doc.processingStartedAt ?? doc.updatedAt) : doc.updatedAt,
    );
    if (now - since < STUCK_AFTER_MS) continue;
    if (doc.status === 'pending') {
      const heads = await Promise.all(doc.files.map((f) => headObject(f.key)));
      if (heads.some((h) => h === null)) {
        if ((await fail(doc, PROCESSING_MESSAGES.uploadIncomplete, log)) === 'failed')
          out.failed.push(doc.documentId);
        continue;
      }
    }
    if (doc.redrives >= MAX_REDRIVES) {
      if ((await fail(doc, PROCESSING_MESSAGES.timedOut, log)) === 'failed') out.failed.push(doc.documentId);
      continue;
    }
    const queueUrl = getEnv().EXTRACTION_QUEUE_URL;
    if (!queueUrl) throw new Error('EXTRACTION_QUEUE_URL is not configured');
    if (await requeueStuckDocument(doc.documentId, doc.version)) {
      await sendQueueMessage(queueUrl, { documentId: doc.documentId });
      log.warn('stuck document re-driven', { status: doc.status, redrives: doc.redrives + 1 });
      out.redriven.push(doc.documentId);
    }
  }
  if (out.redriven.length || out.failed.length || out.cleaned)
    opts.log.info('sweep done', {
      redriven: out.redriven.length,
      failed: out.failed.length,
      cleaned: out.cleaned,
    });
  return out;
}
