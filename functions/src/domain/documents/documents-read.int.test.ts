// The documents read side through the local gateway: every route of shared/src/api/routes/documents.ts
// for the owner, another user (NOT_FOUND), an admin and an ungranted CPA (NOT_FOUND: the spec gives
// neither access to a user's documents), and anonymous (401); then edits (optimistic locking, the
// editing flag, re-run checks), deletes (rows and S3 objects gone) and exports parsed back.
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../sessions/sessions';
import { parse as parseCsv } from 'csv-parse/sync';
import { documentRoutes } from '@docledger/shared/api/routes/documents';
import type { DocumentTypeCode } from '@docledger/shared/domain/document-types';
import {
  ApiClient,
  quickUser,
  type ClientOptions,
  type TestUser,
  localClientOptions,
} from '../auth/test-support/api-client';
import { getUserByEmail, updateUser } from '../../db/access/users';
import { getDocumentById, listDocumentRows, type DocumentRecord } from '../../db/access/documents';
import {
  checkCsv,
  checkIif,
  checkJson,
  checkOfx,
  checkQuickBooksCsv,
} from '../../export/__golden__/parse-back-checks';
import type { StatementDocument } from '../../export/types';
import { toExportDocument } from './exports';
import { headObject } from '../../platform/storage';
import { storeCompletedDocument } from './test-support/stored-documents';
import { verifiedCpa } from '../delegation/test-support/cpa-fixtures';

type RouteId = keyof typeof documentRoutes;

let opts: ClientOptions;
let owner: TestUser;
let ownerId: string;
let stranger: TestUser;
let admin: TestUser;
let cpa: TestUser;
let anonymous: ApiClient;
const docs = new Map<DocumentTypeCode, DocumentRecord>();
const firstRow = new Map<DocumentTypeCode, string>();

/** The type a path addresses (row routes by their row kind). */
const TYPE_OF_BASE: Record<string, DocumentTypeCode> = {
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
const ROW_BASES = new Set(['transactions', 'credit-card-transactions', 'payslip-line-items']);

function typeOf(id: RouteId): DocumentTypeCode | null {
  const base = /^\/api\/([^/]+)/.exec(documentRoutes[id].path)![1]!;
  return TYPE_OF_BASE[base] ?? null;
}

function pathOf(id: RouteId, docId?: string): string {
  const def = documentRoutes[id];
  const base = /^\/api\/([^/]+)/.exec(def.path)![1]!;
  const type = typeOf(id);
  const target =
    docId ?? (type ? (ROW_BASES.has(base) ? firstRow.get(type) : docs.get(type)?.documentId) : undefined);
  return def.path.replace('{id}', encodeURIComponent(target ?? 'missing'));
}

const EDITS: Partial<Record<RouteId, Record<string, unknown>>> = {
  updateBankStatement: { bankName: 'Renamed Bank' },
  updateBankTransaction: { description: 'Edited row' },
  updateCreditCardStatement: { cardIssuer: 'Renamed Issuer' },
  updateCreditCardTransaction: { merchant: 'Corner shop' },
  updatePayslip: { employerName: 'Renamed Employer' },
  updatePayslipLineItem: { description: 'Base salary' },
};

async function currentVersion(client: ApiClient, type: DocumentTypeCode): Promise<number> {
  const detailId = (Object.keys(documentRoutes) as RouteId[]).find(
    (id) => id.startsWith('get') && documentRoutes[id].method === 'GET' && typeOf(id) === type,
  )!;
  const res = await client.get(pathOf(detailId));
  expect(res.status).toBe(200);
  return res.body.version as number;
}

function send(client: ApiClient, id: RouteId, path: string, body?: unknown) {
  const method = documentRoutes[id].method;
  if (method === 'GET') return client.get(path);
  if (method === 'DELETE') return client.delete(path);
  return client.patch(path, body ?? { version: 1 });
}

beforeAll(async () => {
  opts = localClientOptions();
  [owner, stranger, admin, cpa] = await Promise.all([
    quickUser(opts),
    quickUser(opts),
    quickUser(opts, { userRole: 'admin' }),
    quickUser(opts, { userRole: 'business_cpa' }),
  ]);
  anonymous = new ApiClient(opts);
  ownerId = (await getUserByEmail(owner.email))!.userId;
  const types: DocumentTypeCode[] = [
    'bank_statement',
    'credit_card_statement',
    'payslip',
    'w2',
    'irs_1040',
    'irs_1099',
    'invoice',
    'balance_sheet',
    'profit_loss',
    'cash_flow',
    'other',
  ];
  for (const type of types) {
    const doc = await storeCompletedDocument(ownerId, type);
    docs.set(type, doc);
    const rows = await listDocumentRows(doc.documentId);
    if (rows[0]) firstRow.set(type, rows[0].rowId);
  }
});

const ROUTE_IDS = Object.keys(documentRoutes) as RouteId[];
const OBJECT_ROUTES = ROUTE_IDS.filter((id) => documentRoutes[id].path.includes('{id}'));
const COLLECTION_ROUTES = ROUTE_IDS.filter((id) => !documentRoutes[id].path.includes('{id}'));

describe('every documents route refuses whoever may not see the document', () => {
  it.each(ROUTE_IDS)('%s: anonymous gets 401', async (id) => {
    const res = await send(anonymous, id, pathOf(id));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });

  it.each(OBJECT_ROUTES)('%s: another user, an admin and an ungranted CPA get NOT_FOUND', async (id) => {
    const answers = await Promise.all(
      [stranger, admin, cpa].map((who) => send(who.client, id, pathOf(id), { version: 1, ...EDITS[id] })),
    );
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
      expect(JSON.stringify(res.body)).not.toContain(docs.get(typeOf(id)!)!.title);
    }
  });

  it.each(COLLECTION_ROUTES.filter((id) => id !== 'getExportPermissions'))(
    "%s: acting for someone without a grant gets NOT_FOUND; without it, only one's own documents",
    async (id) => {
      await Promise.all(
        [stranger, admin, cpa].map(async (who) => {
          const res = await who.client.get(`${pathOf(id)}?asClientId=${ownerId}`);
          expect(res.status).toBe(404);
          const own = await who.client.get(pathOf(id));
          expect(own.status).toBe(200);
          expect(JSON.stringify(own.body)).not.toContain(docs.get('bank_statement')!.documentId);
        }),
      );
    },
  );

  it("a cookie naming the owner without the owner's secret gets 401 and nothing of the reads started beside its session lookup", async () => {
    // The detail and the dashboard list start their reads with the user id the cookie claims (decision
    // 183); an unproven claim must see none of it.
    const forged = `${SESSION_COOKIE}=${ownerId}.${'A'.repeat(43)}`;
    for (const path of [
      pathOf('getBankStatement'),
      '/api/recent-documents',
      `/api/recent-documents?asClientId=${ownerId}`,
    ]) {
      const res = await fetch(`${opts.baseUrl}${path}`, { headers: { cookie: forged } });
      const text = await res.text();
      expect(res.status).toBe(401);
      expect(text).not.toContain(docs.get('bank_statement')!.title);
      expect(text).not.toContain(docs.get('bank_statement')!.documentId);
    }
  });

  it("a document addressed through another type's path is NOT_FOUND for its owner too", async () => {
    const res = await owner.client.get(`/api/payslips/${docs.get('bank_statement')!.documentId}`);
    expect(res.status).toBe(404);
  });
});

describe('a CPA the owner granted access', () => {
  it('views, lists and exports in the client context, but never edits or deletes', async () => {
    const granted = await verifiedCpa(opts);
    const sent = await granted.client.post('/api/cpa/access-requests', { clientEmail: owner.email });
    expect(sent.status).toBe(201);
    const approved = await owner.client.patch(`/api/client/access-requests/${sent.body.request.id}`, {
      status: 'approved',
    });
    expect(approved.status).toBe(200);
    const as = `?asClientId=${ownerId}`;

    const detail = await granted.client.get(`${pathOf('getBankStatement')}${as}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ canEdit: false, canDelete: false });
    const list = await granted.client.get(`/api/recent-documents${as}`);
    expect(list.body.documents.length).toBeGreaterThanOrEqual(11);
    expect((await granted.client.get(`${pathOf('exportBankStatementCsv')}${as}`)).status).toBe(200);
    expect((await granted.client.get(`${pathOf('downloadBankStatementOriginal')}${as}`)).status).toBe(302);

    const edit = await granted.client.patch(`${pathOf('updateBankStatement')}${as}`, {
      version: detail.body.version,
      bankName: 'Delegate edit',
    });
    expect(edit.status).toBe(404);
    expect((await granted.client.delete(`${pathOf('deleteBankStatement')}${as}`)).status).toBe(404);
    // Without the client context the same id is not theirs.
    expect((await granted.client.get(pathOf('getBankStatement'))).status).toBe(404);
    expect((await owner.client.get(pathOf('getBankStatement'))).body.fields.bankName).not.toBe(
      'Delegate edit',
    );
  });
});

describe('the owner', () => {
  it.each(ROUTE_IDS.filter((id) => documentRoutes[id].method === 'GET'))('%s answers', async (id) => {
    const res = await owner.client.get(pathOf(id));
    const def = documentRoutes[id];
    if (id.startsWith('download')) {
      expect(res.status).toBe(302);
      const location = res.headers.get('location')!;
      expect(location).toContain('X-Amz-Expires=300');
      const file = await fetch(location);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toContain(`${typeOf(id)}-original.pdf`);
      expect(new TextDecoder().decode(await file.arrayBuffer())).toMatch(/^%PDF-/);
    } else if (def.responseKind === 'file') {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+\.[a-z]+"/);
    } else {
      expect(res.status).toBe(200);
    }
  });

  it.each(ROUTE_IDS.filter((id) => documentRoutes[id].method === 'PATCH'))('%s edits', async (id) => {
    const type = typeOf(id)!;
    const version = await currentVersion(owner.client, type);
    const res = await owner.client.patch(pathOf(id), { version, ...EDITS[id] });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(version + 1);
    const [field, value] = Object.entries(EDITS[id]!)[0]!;
    const rowId = firstRow.get(type);
    const edited =
      res.body.fields[field] ??
      (res.body.transactions ?? res.body.lineItems).find((r: { id: string }) => r.id === rowId)[field];
    expect(edited).toBe(value);
  });

  it('lists carry only masked identifiers, the detail the masked copy and never the number', async () => {
    const list = await owner.client.get('/api/documents');
    expect(list.body.map((d: { documentId: string }) => d.documentId)).toContain(
      docs.get('bank_statement')!.documentId,
    );
    const detail = await owner.client.get(pathOf('getBankStatement'));
    expect(detail.body.fields.accountNumberMasked).toMatch(/6789$/);
    expect(JSON.stringify(detail.body)).not.toContain('000123456789');
    const w2 = await owner.client.get(pathOf('getW2'));
    expect(JSON.stringify(w2.body)).not.toMatch(/123-?45-?6789|12-?3456789/);
  });

  it('sees every type on the dashboard, newest first', async () => {
    const res = await owner.client.get('/api/recent-documents');
    const ids = res.body.documents.map((d: { documentId: string }) => d.documentId);
    for (const doc of docs.values()) expect(ids).toContain(doc.documentId);
    const dates = res.body.documents.map((d: { uploadDate: string }) => d.uploadDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gets the financial analysis computed from its documents', async () => {
    const res = await owner.client.get('/api/financial-analysis');
    expect(res.body.totalDocuments).toBe(11);
    expect(res.body.totalBankBalance).toBe(1150.5);
    expect(res.body.totalCreditCardDebt).toBe(80);
    expect(res.body.w2AnnualIncome).toBe(72000);
    expect(res.body.invoiceTotal).toBe(108);
  });

  it('reads the aliases of P&L and cash flow', async () => {
    const res = await owner.client.get(`/api/profit-loss/${docs.get('profit_loss')!.documentId}/line-items`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const cash = await owner.client.get(`/api/cash-flow/${docs.get('cash_flow')!.documentId}`);
    expect(cash.body.documentType).toBe('cash_flow');
  });
});

describe('edits', () => {
  it('a stale edit gets CONFLICT and does not overwrite', async () => {
    const version = await currentVersion(owner.client, 'bank_statement');
    const first = await owner.client.patch(pathOf('updateBankStatement'), { version, bankName: 'First' });
    expect(first.status).toBe(200);
    const stale = await owner.client.patch(pathOf('updateBankStatement'), { version, bankName: 'Second' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONFLICT');
    const now = await owner.client.get(pathOf('getBankStatement'));
    expect(now.body.fields.bankName).toBe('First');
    expect(now.body.title).toBe('First');
  });

  it('re-runs the checks: a broken amount shows where the balance chain breaks, the fix reconciles', async () => {
    const doc = await storeCompletedDocument(ownerId, 'bank_statement');
    const rows = await listDocumentRows(doc.documentId);
    const second = rows[1]!.rowId;
    const before = await owner.client.get(`/api/documents/${doc.documentId}`);
    expect(before.body.checks.status).toBe('reconciles');
    const broken = await owner.client.patch(`/api/transactions/${second}`, {
      version: before.body.version,
      amount: 310,
    });
    expect(broken.status).toBe(200);
    expect(broken.body.checks.status).toBe('does_not_reconcile');
    expect(broken.body.checks.firstBrokenRowId).toBe(second);
    expect(broken.body.reviewRequired).toBe(true);
    expect(broken.body.transactions[1].fieldConfidence.amount).toBe(100);
    const fixed = await owner.client.patch(`/api/transactions/${second}`, {
      version: broken.body.version,
      amount: 300,
    });
    expect(fixed.body.checks.status).toBe('reconciles');
    expect(fixed.body.checks.firstBrokenRowId).toBeNull();
  });

  it('refuses fields the edit may not change and malformed values', async () => {
    const version = await currentVersion(owner.client, 'bank_statement');
    const res = await owner.client.patch(pathOf('updateBankStatement'), { version, accountNumber: '1' });
    expect(res.status).toBe(400);
    const bad = await owner.client.patch(pathOf('updateBankTransaction'), { version, amount: 'lots' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields.amount).toBeDefined();
  });

  it("are refused while the account's canEditStatements is off, and the view says so", async () => {
    const user = (await getUserByEmail(owner.email))!;
    await updateUser(user.userId, user.version, { canEditStatements: false });
    try {
      const detail = await owner.client.get(pathOf('getPayslip'));
      expect(detail.body.canEdit).toBe(false);
      const res = await owner.client.patch(pathOf('updatePayslip'), {
        version: detail.body.version,
        netPay: 1,
      });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    } finally {
      const again = (await getUserByEmail(owner.email))!;
      await updateUser(again.userId, again.version, { canEditStatements: true });
    }
  });
});

describe('deletes', () => {
  it.each(ROUTE_IDS.filter((id) => documentRoutes[id].method === 'DELETE'))(
    '%s removes the header, its rows and its original',
    async (id) => {
      const doc = await storeCompletedDocument(ownerId, typeOf(id)!);
      const key = doc.files[0]!.key;
      expect(await headObject(key)).not.toBeNull();
      expect((await stranger.client.delete(pathOf(id, doc.documentId))).status).toBe(404);
      const res = await owner.client.delete(pathOf(id, doc.documentId));
      expect(res.status).toBe(200);
      expect(res.body.documentId).toBe(doc.documentId);
      expect(await headObject(key)).toBeNull();
      expect(await listDocumentRows(doc.documentId)).toEqual([]);
      const again = await owner.client.delete(pathOf(id, doc.documentId));
      expect(again.status).toBe(404);
    },
  );
});

describe('exports parse back', () => {
  const EXPORT_ROUTES = ROUTE_IDS.filter((id) => id.startsWith('export'));

  it.each(EXPORT_ROUTES)('%s: an independent parser reads back the stored document', async (id) => {
    const type = typeOf(id)!;
    const stored = (await getDocumentById(docs.get(type)!.documentId))!;
    const expected = toExportDocument(stored, await listDocumentRows(stored.documentId));
    const formats = id.endsWith('Json')
      ? ['json']
      : id.endsWith('Csv') && !id.endsWith('QboCsv')
        ? ['csv']
        : id.endsWith('QboCsv')
          ? ['qbo-csv']
          : id.endsWith('Iif')
            ? ['iif']
            : id.endsWith('Ofx')
              ? ['ofx']
              : id.endsWith('WebConnect')
                ? ['qbo']
                : ['json', 'csv']; // the ?format= exports
    for (const format of formats) {
      const query = formats.length > 1 ? `?format=${format}` : '';
      const res = await fetch(`${opts.baseUrl}${pathOf(id)}${query}`, {
        headers: { cookie: owner.client.cookie! },
      });
      expect(res.status).toBe(200);
      // Keep the byte-order mark the CSV starts with (Response.text() drops it).
      const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
      if (format === 'json') checkJson(expected, body);
      else if (format === 'csv') checkCsv(expected, body);
      else if (format === 'qbo-csv') checkQuickBooksCsv(expected as StatementDocument, body);
      else if (format === 'iif') checkIif(expected as StatementDocument, body);
      else checkOfx(expected as StatementDocument, body, format as 'ofx' | 'qbo');
    }
  });

  it('JSON carries the stored fields and rows, identifiers masked', async () => {
    const res = await owner.client.get(pathOf('exportCreditCardStatementJson'));
    expect(res.headers.get('content-disposition')).toContain(
      `credit-card-${docs.get('credit_card_statement')!.documentId}.json`,
    );
    expect(res.body.fields.newBalance).toBe(80);
    expect(res.body.fields.accountNumber).toMatch(/1111$/);
    expect(JSON.stringify(res.body)).not.toContain('4111111111111111');
    expect(res.body.transactions).toHaveLength(2);
  });

  it('CSV parses with an independent parser and neutralises formula cells', async () => {
    const doc = await storeCompletedDocument(ownerId, 'bank_statement');
    const res = await owner.client.get(`/api/documents/${doc.documentId}/export-csv`);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const records = parseCsv(res.body as string, { relax_column_count: true }) as string[][];
    const cells = records.flat();
    expect(cells).toContain('Coffee, beans');
    expect(cells.some((c) => c.startsWith('=HYPERLINK'))).toBe(false);
  });

  it('the format query of invoices chooses JSON or CSV', async () => {
    const csv = await owner.client.get(`${pathOf('exportInvoice')}?format=csv`);
    expect(csv.headers.get('content-disposition')).toMatch(/invoice-.+\.csv"/);
    const json = await owner.client.get(pathOf('exportInvoice'));
    expect(json.body.fields.totalAmount).toBe(108);
    const wrong = await owner.client.get(`${pathOf('exportInvoice')}?format=iif`);
    expect(wrong.status).toBe(400);
  });

  it('OFX and Web Connect carry every transaction', async () => {
    for (const route of ['exportBankStatementOfx', 'exportBankStatementWebConnect'] as const) {
      const res = await owner.client.get(pathOf(route));
      expect(res.status).toBe(200);
      expect((res.body as string).match(/<STMTTRN>/g)).toHaveLength(3);
    }
  });

  it('other documents have no export routes and keep their original', async () => {
    expect(ROUTE_IDS.filter((id) => id.startsWith('export') && typeOf(id) === 'other')).toEqual([]);
  });
});
