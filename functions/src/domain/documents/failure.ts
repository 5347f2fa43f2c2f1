// How a document ends when it cannot be extracted, and the reasons users read. Apart from processing.ts
// so that the stuck-document sweeper can fail a document without bundling the extraction engine.
import { failDocument, type DocumentRecord } from '../../db/access/documents';
import type { Logger } from '../../platform/logger';
import { onDocumentFinalised } from './hooks';

export type ProcessOutcome = 'completed' | 'failed' | 'waiting' | 'skipped';

export const PROCESSING_MESSAGES = {
  uploadIncomplete: 'The upload did not complete. Please upload the document again.',
  timedOut: 'Processing took too long. Please try again, or upload a smaller or clearer file.',
  crashed: 'We could not process this document. Please try uploading it again in a few minutes.',
  noKey: 'No encryption key found. Please generate one in Settings, then upload the document again.',
} as const;

/**
 * Makes the document failed with a user-readable reason (once: a document already final is left as
 * it is; failDocument also gives back its free-tier slot) and fires the finalised hook.
 */
export async function fail(
  doc: Pick<DocumentRecord, 'documentId'>,
  reason: string,
  log: Logger,
  extractionMetadata?: unknown,
): Promise<ProcessOutcome> {
  const failed = await failDocument(doc.documentId, reason, extractionMetadata);
  if (!failed) return 'skipped';
  log.warn('document failed', { reason });
  await finalised(failed, log);
  return 'failed';
}

export async function finalised(doc: DocumentRecord, log: Logger): Promise<void> {
  try {
    await onDocumentFinalised(doc, log);
  } catch (error) {
    log.error('onDocumentFinalised failed', { err: error });
  }
}
