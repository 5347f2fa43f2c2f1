// Access patterns the documents read side adds to ./documents.ts (docs/access-patterns.md).
import { db } from '../db';
import { ConflictError } from '../../platform/errors';
import type { DocumentRecord, DocumentRowRecord, RowKind } from './documents';

const STALE_MESSAGE = 'This document was changed by another request. Please reload and try again.';

type HeaderPatch = Partial<
  Pick<DocumentRecord, 'fieldConfidence' | 'checks' | 'reviewRequired' | 'reviewReasons'>
>;

/**
 * A user's edit of one child row together with the header it re-checks, in one transaction: the
 * header must still be at `expectedDocumentVersion` and the row at `expectedRowVersion`, else
 * CONFLICT and nothing is written. Both versions are bumped.
 */
export async function updateDocumentRowWithHeader(
  row: { documentId: string; kind: RowKind; rowId: string },
  expectedRowVersion: number,
  rowPatch: Pick<DocumentRowRecord, 'data' | 'fieldConfidence' | 'confidence'>,
  expectedDocumentVersion: number,
  headerPatch: HeaderPatch,
): Promise<void> {
  const now = new Date().toISOString();
  const result = await db()
    .transaction.write(({ document, documentRow }) => [
      documentRow
        .patch(row)
        .set({ ...rowPatch, updatedAt: now, version: expectedRowVersion + 1 })
        .where(({ version }, { eq }) => eq(version, expectedRowVersion))
        .commit(),
      document
        .patch({ documentId: row.documentId })
        .set({ ...headerPatch, updatedAt: now, version: expectedDocumentVersion + 1 })
        .where(({ version }, { eq }) => eq(version, expectedDocumentVersion))
        .commit(),
    ])
    .go();
  if (result.canceled) throw new ConflictError(STALE_MESSAGE);
}
