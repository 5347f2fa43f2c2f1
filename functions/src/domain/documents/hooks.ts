// Hook points of the document lifecycle. ADMIN's webhooks (issue 11) plug in here.
import type { DocumentRecord } from '../../db/access/documents';
import type { Logger } from '../../platform/logger';
import { recordFinalDocument } from '../admin/stats';
import { enqueueDocumentEvent } from '../webhooks/events';

/**
 * Called by the extraction worker when it takes a document whose files are all in S3 (pending →
 * processing): the upload is complete. Never throws (webhook queueing logs its own failures).
 */
export async function onDocumentUploaded(doc: DocumentRecord, log: Logger): Promise<void> {
  await enqueueDocumentEvent('document.uploaded', doc, log);
}

/**
 * Called by the extraction worker exactly once per document, after it became completed or failed.
 * Must not throw for delivery problems (log them): the document is final whatever happens here.
 */
export async function onDocumentFinalised(doc: DocumentRecord, log: Logger): Promise<void> {
  log.debug('document finalised', { documentId: doc.documentId, status: doc.status });
  // Admin stats counters (issue 11): a failed count must not fail the worker.
  await recordFinalDocument(doc).catch((err: unknown) =>
    log.error('admin stats count failed', { err, documentId: doc.documentId }),
  );
  // Webhooks (decision 093): queued for delivery when enabled; never fails the worker.
  if (doc.status === 'completed' || doc.status === 'failed')
    await enqueueDocumentEvent(
      doc.status === 'completed' ? 'document.completed' : 'document.failed',
      doc,
      log,
    );
}
