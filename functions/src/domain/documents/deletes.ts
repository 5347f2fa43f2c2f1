// Delete (spec part 2 §7): only the owner (a delegate may view and upload, never delete). Removes the
// header, every child row and the S3 originals, and gives back the counters the document held.
import type { DocumentTypeCode } from '@docledger/shared/domain/document-types';
import { ConflictError, NotFoundError } from '../../platform/errors';
import type { Actor } from '../access/actor';
import { DOCUMENT_KINDS } from './document-kinds';
import { deleteDocumentWithAssets } from './lifecycle';
import { loadDocument } from './reads';

export async function deleteForViewer(
  actor: Actor,
  type: DocumentTypeCode,
  documentId: string,
): Promise<{ message: string; documentId: string }> {
  const doc = await loadDocument(actor, type, documentId, 'delete');
  // The worker may be writing its rows right now; the sweeper makes every document final in time.
  if (doc.status === 'pending' || doc.status === 'processing')
    throw new ConflictError('This document is still being processed. Please wait until it finishes.');
  // A delete racing another delete finds nothing left: the same answer as a missing document.
  if (!(await deleteDocumentWithAssets(doc)))
    throw new NotFoundError(`${DOCUMENT_KINDS[type].noun} not found`);
  return { message: `${DOCUMENT_KINDS[type].noun} has been successfully deleted.`, documentId };
}
