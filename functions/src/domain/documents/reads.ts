// Documents, read side: lists, details and child rows of every type, each through the access module
// (owner or granted CPA; anyone else gets NOT_FOUND), and the dashboard's recent documents.
import type { DocumentListRow, RecentDocumentsResponse } from '@docledger/shared/api/schemas/documents';
import type * as z from 'zod';
import type { DOCUMENT_VIEW_SCHEMAS } from '@docledger/shared/api/schemas/documents-views';
import type { DocumentTypeCode } from '@docledger/shared/domain/document-types';
import type { ChildArrayName } from '@docledger/shared/domain/document-fields';
import { DOCUMENTS } from '@docledger/shared/domain/limits';
import {
  getDocumentById,
  getDocumentWithRowViews,
  listDocumentRowViews,
  listDocumentSummariesByOwnerType,
  listRecentDocumentSummaries,
  type DocumentListRecord,
  type DocumentRecord,
} from '../../db/access/documents';
import { keyExists, listKeyIds } from '../../db/access/encryption-keys';
import { clock } from '../../platform/clock';
import { NotFoundError } from '../../platform/errors';
import { authorizeDocument, authorizeOwner, canAccessOwner, type AccessAction } from '../access/access';
import type { Actor } from '../access/actor';
import { DOCUMENT_KINDS } from './document-kinds';
import {
  rowView,
  toDetailView,
  toListRow,
  type StoredDocument,
  type StoredRow,
  type ViewerRights,
} from './views';

/** The detail view of one type. */
export type ViewOf<T extends DocumentTypeCode> = z.infer<(typeof DOCUMENT_VIEW_SCHEMAS)[T]>;
/** The child arrays of one type's view. */
export type ChildKindOf<T extends DocumentTypeCode> = Extract<keyof ViewOf<T>, ChildArrayName>;

/** Types whose data the spec lets a user correct (part 2 §7 edits). */
export const EDITABLE_TYPES: ReadonlySet<DocumentTypeCode> = new Set([
  'bank_statement',
  'credit_card_statement',
  'payslip',
]);

export const asStored = (doc: DocumentRecord | DocumentListRecord): StoredDocument =>
  doc as unknown as StoredDocument;
export const asStoredRows = (rows: readonly unknown[]): StoredRow[] => rows as StoredRow[];

/**
 * Loads one document of `type` the actor may `action`. A document of another type answers NOT_FOUND
 * like a missing one (an id never reveals what it is through the wrong path).
 */
export async function loadDocument(
  actor: Actor,
  type: DocumentTypeCode,
  documentId: string,
  action: AccessAction,
): Promise<DocumentRecord> {
  return authorizeAs(actor, type, await getDocumentById(documentId), action);
}

async function authorizeAs(
  actor: Actor,
  type: DocumentTypeCode,
  doc: DocumentRecord | null,
  action: AccessAction,
): Promise<DocumentRecord> {
  const authorised = await authorizeDocument(actor, doc, action);
  if (authorised.documentType !== type) throw new NotFoundError(`${DOCUMENT_KINDS[type].noun} not found`);
  return authorised;
}

/**
 * What the actor may do with a document shown to them. `ownerKeyIds`, the owner's key ids when the
 * caller has read them already, saves looking up the key that sealed its identifiers.
 */
export async function viewerRights(
  actor: Actor,
  doc: DocumentRecord,
  ownerKeyIds?: ReadonlySet<string>,
): Promise<ViewerRights> {
  const [mayEdit, mayDelete] = await Promise.all([
    canAccessOwner(actor, doc.ownerId, 'edit'),
    canAccessOwner(actor, doc.ownerId, 'delete'),
  ]);
  const keyId = doc.encryptionKeyId;
  const keyReadable = !keyId || (ownerKeyIds ? ownerKeyIds.has(keyId) : await keyExists(doc.ownerId, keyId));
  return {
    canEdit:
      mayEdit &&
      actor.user.canEditStatements &&
      EDITABLE_TYPES.has(doc.documentType) &&
      doc.status === 'completed',
    canDelete: mayDelete,
    sensitiveDataReadable: keyReadable,
  };
}

/** The detail view of a document already authorised (its type is `type`). */
export async function detailViewOf<T extends DocumentTypeCode>(
  actor: Actor,
  type: T,
  doc: DocumentRecord,
): Promise<ViewOf<T>> {
  const [rows, rights] = await Promise.all([
    DOCUMENT_KINDS[type].children.length > 0 ? listDocumentRowViews(doc.documentId) : [],
    viewerRights(actor, doc),
  ]);
  return toDetailView(asStored(doc), asStoredRows(rows), rights) as ViewOf<T>;
}

/**
 * The reads a viewer's detail needs: the document's partition (header and rows) and the key ids of the
 * owner the request addresses. Started by the HTTP chain at the same time as the session lookup
 * (speculativeRead) with the owner the cookie claims; nothing of it is used before the access module
 * has authorised the header, and the key ids only when they were read for the proven actor's owner.
 */
export interface DetailRead {
  document: Awaited<ReturnType<typeof getDocumentWithRowViews>>;
  keyIds: { ownerId: string; ids: Set<string> } | null;
}

export async function readDetail(documentId: string, ownerId: string | undefined): Promise<DetailRead> {
  const [document, ids] = await Promise.all([
    getDocumentWithRowViews(documentId),
    ownerId ? listKeyIds(ownerId) : null,
  ]);
  return { document, keyIds: ownerId && ids ? { ownerId, ids } : null };
}

export async function getDocumentForViewer<T extends DocumentTypeCode>(
  actor: Actor,
  type: T,
  documentId: string,
  started?: DetailRead,
): Promise<ViewOf<T>> {
  // One parallel step reads the header with its rows and the addressed owner's key ids (or the chain
  // started it beside the session lookup); a refused read answers NOT_FOUND and reveals nothing.
  const { document, keyIds } = started ?? (await readDetail(documentId, actor.actingFor));
  const doc = await authorizeAs(actor, type, document.header, 'view');
  const ownerKeyIds =
    keyIds && keyIds.ownerId === actor.actingFor && doc.ownerId === actor.actingFor ? keyIds.ids : undefined;
  const rights = await viewerRights(actor, doc, ownerKeyIds);
  return toDetailView(asStored(doc), asStoredRows(document.rows), rights) as ViewOf<T>;
}

/** One type's documents of the addressed owner, newest first. */
export async function listDocumentsForViewer(
  actor: Actor,
  type: DocumentTypeCode,
): Promise<DocumentListRow[]> {
  const ownerId = await authorizeOwner(actor, 'view');
  const items = await listDocumentSummariesByOwnerType(ownerId, type);
  return items.map((d) => toListRow(asStored(d)));
}

/** The child rows of one array (transactions, line items) in document order. */
export async function listChildrenForViewer<T extends DocumentTypeCode, K extends ChildKindOf<T>>(
  actor: Actor,
  type: T,
  documentId: string,
  kind: K,
): Promise<ViewOf<T>[K]> {
  await loadDocument(actor, type, documentId, 'view');
  const rows = await listDocumentRowViews(documentId, kind as ChildArrayName);
  // The HTTP chain validates the rows against the route's schema.
  return asStoredRows(rows).map(rowView) as unknown as ViewOf<T>[K];
}

/** The start of the dashboard's window: the same calendar day `months` months ago (UTC). */
export function windowStart(nowMs: number, months: number): string {
  const d = new Date(nowMs);
  const start = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, d.getUTCDate()));
  // 31 May − 3 months has no 31 Feb: JavaScript rolls over into March, so clamp to the month's end.
  if (start.getUTCMonth() !== (((d.getUTCMonth() - months) % 12) + 12) % 12) start.setUTCDate(0);
  return start.toISOString();
}

/**
 * Recent documents of all types for the dashboard: newest first, uploaded in the last 3 months, in one
 * GSI query (paged through). Every stored document has an upload date (createdAt), so the spec's
 * "documents without an upload date are kept" never removes anything here.
 */
export async function listRecentDocumentsForViewer(
  actor: Actor,
  started?: RecentRead,
): Promise<RecentDocumentsResponse> {
  const ownerId = await authorizeOwner(actor, 'view');
  // A first page read beside the session lookup counts only when it was read for the authorised owner.
  const { since, page: first } =
    started && started.ownerId === ownerId ? started : await readRecentFirstPage(ownerId);
  const documents: DocumentListRow[] = [];
  let page = first;
  for (;;) {
    documents.push(...page.items.map((d) => toListRow(asStored(d))));
    if (!page.cursor) break;
    page = await listRecentDocumentSummaries(ownerId, { since, cursor: page.cursor, limit: RECENT_PAGE });
  }
  return { documents, since };
}

const RECENT_PAGE = 500;

/** The first page of an owner's recent documents (the dashboard's list), see speculativeRead. */
export interface RecentRead {
  ownerId: string;
  since: string;
  page: Awaited<ReturnType<typeof listRecentDocumentSummaries>>;
}

export async function readRecentFirstPage(ownerId: string): Promise<RecentRead> {
  const since = windowStart(clock.now(), DOCUMENTS.dashboardWindowMonths);
  return { ownerId, since, page: await listRecentDocumentSummaries(ownerId, { since, limit: RECENT_PAGE }) };
}
