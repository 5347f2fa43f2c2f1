// Hook points of the document lifecycle. ADMIN's webhooks (issue 11) plug in here.
import type { DocumentRecord } from '../../db/access/documents';
import type { Logger } from '../../platform/logger';
import { recordFinalDocument } from '../admin/stats';

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
}
