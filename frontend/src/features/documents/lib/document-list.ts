// The Recent Documents table's rules (spec part 2 §2.4, §4, §9) as plain functions.
import type { DocumentListRow } from '@docledger/shared/api/schemas/documents';
import { DOCUMENT_TYPE_DISPLAY_NAMES, type DocumentTypeCode } from '@docledger/shared/domain/document-types';
import {
  PROCESSING_STATUS_BADGE_LABELS,
  PROCESSING_STATUS_TABLE_LABELS,
  type ProcessingStatus,
} from '@docledger/shared/domain/statuses';
import { DOCUMENTS } from '@docledger/shared/domain/limits';

export type RecentDocument = DocumentListRow;

export const FAILED_ROW_MESSAGE =
  'Error: Technical issues encountered. Please try uploading again after a few minutes.';
export const STUCK_TOAST = {
  title: 'Processing Taking Longer Than Expected',
  description: 'The document is still processing. This may happen when multiple documents are in the queue.',
} as const;

export function typeLabel(code: string): string {
  return DOCUMENT_TYPE_DISPLAY_NAMES[code as DocumentTypeCode] ?? code;
}

/** 'Waiting' for pending in the table, 'Pending' in badges; an unknown value is shown as is (§4). */
export function statusLabel(status: string, where: 'table' | 'badge' = 'table'): string {
  const labels = where === 'table' ? PROCESSING_STATUS_TABLE_LABELS : PROCESSING_STATUS_BADGE_LABELS;
  return labels[status as ProcessingStatus] ?? status;
}

export function isInFlight(status: string): boolean {
  return status === 'pending' || status === 'processing';
}

/** §4: lists holding a pending or processing item are refetched every 3 s until none remain. */
export function pollInterval(documents: readonly { processingStatus: string }[] | undefined): number | false {
  return documents?.some((doc) => isInFlight(doc.processingStatus)) ? DOCUMENTS.pollIntervalMs : false;
}

/** §4: in flight more than 2 minutes after its upload. Undated documents are never "late". */
export function isStuck(doc: Pick<RecentDocument, 'processingStatus' | 'uploadDate'>, now: number): boolean {
  if (!isInFlight(doc.processingStatus) || !doc.uploadDate) return false;
  const uploaded = Date.parse(doc.uploadDate);
  return Number.isFinite(uploaded) && now - uploaded > DOCUMENTS.stuckWarningMs;
}

/** Upload Date (UTC) column: "Nov 23, 2026, 8:15 PM UTC"; empty for undated documents. */
export function formatUploadDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date)} UTC`;
}

export interface DocumentFilters {
  types: string[];
  statuses: string[];
  /** Calendar days `YYYY-MM-DD` (UTC, as the column shows), inclusive; empty = open. */
  from: string;
  to: string;
}

export const NO_FILTERS: DocumentFilters = { types: [], statuses: [], from: '', to: '' };

export function activeFilterCount(filters: DocumentFilters): number {
  return (
    (filters.types.length ? 1 : 0) + (filters.statuses.length ? 1 : 0) + (filters.from || filters.to ? 1 : 0)
  );
}

/** The UTC calendar day of an ISO timestamp, or null. */
function dayOf(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/**
 * §2.4: type and status multi-selects, and a date range compared by calendar day, inclusive of both
 * ends. An undated document fails any date bound.
 */
export function applyFilters<
  T extends Pick<RecentDocument, 'documentType' | 'processingStatus' | 'uploadDate'>,
>(documents: readonly T[], filters: DocumentFilters): T[] {
  return documents.filter((doc) => {
    if (filters.types.length && !filters.types.includes(doc.documentType)) return false;
    if (filters.statuses.length && !filters.statuses.includes(doc.processingStatus)) return false;
    if (filters.from || filters.to) {
      const day = dayOf(doc.uploadDate);
      if (!day) return false;
      if (filters.from && day < filters.from) return false;
      if (filters.to && day > filters.to) return false;
    }
    return true;
  });
}

export type SortKey = 'documentType' | 'title' | 'uploadDate' | 'processingStatus';
export interface Sort {
  key: SortKey;
  direction: 'asc' | 'desc';
}
/** Newest first, as the server sends them (§2.4). */
export const DEFAULT_SORT: Sort = { key: 'uploadDate', direction: 'desc' };

/** Stable sort; undated documents go last whichever way dates are sorted. */
export function sortDocuments<T extends Pick<RecentDocument, SortKey>>(
  documents: readonly T[],
  sort: Sort,
): T[] {
  const factor = sort.direction === 'asc' ? 1 : -1;
  const text = (doc: T) =>
    sort.key === 'documentType'
      ? typeLabel(doc.documentType)
      : sort.key === 'processingStatus'
        ? statusLabel(doc.processingStatus)
        : sort.key === 'title'
          ? doc.title
          : '';
  return documents
    .map((doc, index) => ({ doc, index }))
    .sort((a, b) => {
      if (sort.key === 'uploadDate') {
        const at = a.doc.uploadDate ? Date.parse(a.doc.uploadDate) : null;
        const bt = b.doc.uploadDate ? Date.parse(b.doc.uploadDate) : null;
        if (at === null || bt === null) return at === bt ? a.index - b.index : at === null ? 1 : -1;
        return (at - bt) * factor || a.index - b.index;
      }
      return (
        text(a.doc).localeCompare(text(b.doc), 'en-US', { sensitivity: 'base' }) * factor || a.index - b.index
      );
    })
    .map(({ doc }) => doc);
}

export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key !== key) return { key, direction: key === 'uploadDate' ? 'desc' : 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
