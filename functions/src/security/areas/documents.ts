// Security harness declarations: the documents read side (spec part 2 §7), derived from its route file
// so a new documents route is declared the moment it exists. Every route that addresses one document
// (or one of its rows) is an owned object: everyone but the owner gets 404. Each request builds a fresh
// completed document of the route's type through the lifecycle's storage path.
import { documentRoutes } from '@docledger/shared/api/routes/documents';
import type { DocumentTypeCode } from '@docledger/shared/domain/document-types';
import { declareArea, type AreaDeclarations, type RequestParts } from '../declarations';
import { listDocumentRows } from '../../db/access/documents';
import { storeCompletedDocument } from '../../domain/documents/test-support/stored-documents';

type DocumentRouteId = keyof typeof documentRoutes;

/** First path segment → the document type it addresses (row routes by their row's type). */
const TYPE_OF_SEGMENT: Record<string, DocumentTypeCode> = {
  documents: 'bank_statement',
  transactions: 'bank_statement',
  'credit-cards': 'credit_card_statement',
  'credit-card-transactions': 'credit_card_statement',
  payslips: 'payslip',
  'payslip-line-items': 'payslip',
  w2s: 'w2',
  'irs-1040s': 'irs_1040',
  'irs-1099s': 'irs_1099',
  invoices: 'invoice',
  'balance-sheets': 'balance_sheet',
  'profit-losses': 'profit_loss',
  'cash-flows': 'cash_flow',
  'other-documents': 'other',
};
const ROW_SEGMENTS = new Set(['transactions', 'credit-card-transactions', 'payslip-line-items']);

/** A valid change of each edit route (the body also carries the document's version). */
const EDITS: Partial<Record<DocumentRouteId, Record<string, unknown>>> = {
  updateBankStatement: { bankName: 'Renamed Bank' },
  updateBankTransaction: { description: 'Edited row' },
  updateCreditCardStatement: { cardIssuer: 'Renamed Issuer' },
  updateCreditCardTransaction: { merchant: 'Corner shop' },
  updatePayslip: { employerName: 'Renamed Employer' },
  updatePayslipLineItem: { description: 'Base salary' },
};

function declaration(id: DocumentRouteId): NonNullable<AreaDeclarations[DocumentRouteId]> {
  const def = documentRoutes[id];
  if (!def.path.includes('{id}')) return {};
  const segment = /^\/api\/([^/]+)/.exec(def.path)![1]!;
  const type = TYPE_OF_SEGMENT[segment];
  if (!type) throw new Error(`No document type for ${def.path}`);
  return {
    ownedObject: true,
    // Download original redirects to the presigned GET.
    ok: id.startsWith('download') ? 302 : 200,
    request: async ({ owner }): Promise<RequestParts> => {
      const doc = await storeCompletedDocument(owner.userId, type);
      let target = doc.documentId;
      if (ROW_SEGMENTS.has(segment)) {
        const [row] = await listDocumentRows(doc.documentId);
        target = row!.rowId;
      }
      const edit = EDITS[id];
      return { params: { id: target }, ...(edit ? { body: { version: doc.version, ...edit } } : {}) };
    },
  };
}

export default declareArea(
  Object.fromEntries((Object.keys(documentRoutes) as DocumentRouteId[]).map((id) => [id, declaration(id)])),
);
