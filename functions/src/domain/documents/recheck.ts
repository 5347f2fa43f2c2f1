// After an edit the document's arithmetic checks run again over the corrected data (the same checks
// the extraction ran, from the checks registry), so the summary shows whether it now reconciles.
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import type { ChildArrayName } from '@docledger/shared/domain/document-fields';
import { runChecks } from '../../extraction/checks/registry';
import type { ChildRow, ParsedDocument } from '../../extraction/types';
import { DOCUMENT_KINDS } from './document-kinds';
import { rowsOf, type StoredCheck, type StoredDocument, type StoredRow } from './views';

const INDEX_REF = /^(\w+)\[(\d+)\](.*)$/;

/** Review reasons the checks produce (the extraction's wording); replaced on every re-run. */
const CHECK_REASON_PREFIX = 'Check failed: ';

export function checkFailureReason(check: StoredCheck): string {
  return `${CHECK_REASON_PREFIX}${check.description} (${check.id})`;
}

export interface Recheck {
  checks: StoredCheck[];
  reviewRequired: boolean;
  reviewReasons: string[];
}

/**
 * Runs the type's checks over the stored header fields and rows (in document order). Checks that
 * point at rows by array position are rewritten to point at row ids, like stored checks.
 */
export function recheckDocument(doc: StoredDocument, rows: readonly StoredRow[]): Recheck {
  if (doc.documentType === 'other') return { checks: [], reviewRequired: false, reviewReasons: [] };
  const type: ExtractableTypeCode = doc.documentType;
  const ordered = new Map<ChildArrayName, StoredRow[]>(
    DOCUMENT_KINDS[type].children.map((kind) => [kind, rowsOf(rows, kind)]),
  );
  const parsed: ParsedDocument = { fields: { ...(doc.fields ?? {}) }, fieldConfidence: {}, checks: [] };
  for (const [kind, list] of ordered) {
    parsed[kind] = list.map((r): ChildRow => ({ ...r.data, id: r.rowId }));
  }

  const toRowRef = (ref: string): string => {
    const m = INDEX_REF.exec(ref);
    if (!m) return ref;
    const list = ordered.get(m[1] as ChildArrayName);
    const row = list?.[Number(m[2])];
    if (!row || list?.some((r) => r.rowId === m[2])) return ref;
    return `${m[1]}[${row.rowId}]${m[3]}`;
  };

  const checks = runChecks(type, parsed).map((c): StoredCheck => {
    const values = { ...c.values };
    const brokenIndex = values.firstBrokenRow;
    if (typeof brokenIndex === 'number') {
      const brokenRow = ordered.get('transactions')?.[brokenIndex];
      if (brokenRow) values.firstBrokenRowId = brokenRow.rowId;
    }
    return { id: c.id, description: c.description, passed: c.passed, values, fields: c.fields.map(toRowRef) };
  });

  const reviewReasons = [
    ...(doc.reviewReasons ?? []).filter((r) => !r.startsWith(CHECK_REASON_PREFIX)),
    ...checks.filter((c) => !c.passed).map(checkFailureReason),
  ];
  return { checks, reviewRequired: reviewReasons.length > 0, reviewReasons };
}
