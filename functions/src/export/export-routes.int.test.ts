// Every export route of the route table through the local gateway, as a browser downloads it: status,
// Content-Type and Content-Disposition from the writers, and the body parsed back by independent
// parsers (csv-parse, ofx-js, fast-xml-parser, libofx's ofxdump when installed) and compared with the
// data stored for the document (the fixture it was stored from, its rows' stable ids, masked ids).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentRoutes } from '@docledger/shared/api/routes/documents';
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../../../infra/local/test-env';
import { listDocumentRows, type DocumentRecord, type RowKind } from '../db/access/documents';
import { getUserByEmail } from '../db/access/users';
import { quickUser, type TestUser } from '../domain/auth/test-support/api-client';
import {
  FIXTURES,
  storeCompletedDocument,
  type DocumentFixture,
} from '../domain/documents/test-support/stored-documents';
import { checkCsv, checkIif, checkJson, checkOfx, checkQuickBooksCsv } from './__golden__/parse-back-checks';
import { exportFileName, formatsFor } from './export-document';
import type { ExportDocument, ExportFormat, StatementDocument } from './types';

type RouteId = keyof typeof documentRoutes;

const BASE_TYPES: Record<string, ExtractableTypeCode> = {
  documents: 'bank_statement',
  'credit-cards': 'credit_card_statement',
  payslips: 'payslip',
  w2s: 'w2',
  'irs-1040s': 'irs_1040',
  'irs-1099s': 'irs_1099',
  invoices: 'invoice',
  'balance-sheets': 'balance_sheet',
  'profit-losses': 'profit_loss',
  'cash-flows': 'cash_flow',
};
const SUFFIX_FORMATS: Record<string, ExportFormat> = {
  'export-csv': 'csv',
  'export-qbo': 'iif',
  'export-qbo-csv': 'qbo-csv',
  'export-ofx': 'ofx',
  'export-web-connect': 'qbo',
};

interface ExportCall {
  routeId: RouteId;
  type: ExtractableTypeCode;
  format: ExportFormat;
  /** Path with `{id}` left in; `?format=` added for the invoice-style routes. */
  path: string;
}

/** Every (route, format) pair the route table offers for downloads. */
function exportCalls(): ExportCall[] {
  const calls: ExportCall[] = [];
  for (const routeId of Object.keys(documentRoutes) as RouteId[]) {
    const def = documentRoutes[routeId];
    if (!routeId.startsWith('export') || def.method !== 'GET') continue;
    const [, base, suffix] = /^\/api\/([^/]+)\/\{id\}\/([^/]+)$/.exec(def.path)!;
    const type = BASE_TYPES[base!]!;
    const byQuery = 'format' in (def.query as { shape: object }).shape;
    if (byQuery) {
      for (const format of ['json', 'csv'] as const)
        calls.push({ routeId, type, format, path: `${def.path}?format=${format}` });
    } else {
      calls.push({
        routeId,
        type,
        format: suffix === 'export' ? 'json' : SUFFIX_FORMATS[suffix!]!,
        path: def.path,
      });
    }
  }
  return calls;
}

let baseUrl: string;
let origin: string;
let owner: TestUser;
let ownerId: string;
const stored = new Map<ExtractableTypeCode, DocumentRecord>();

async function download(path: string, documentId: string) {
  const res = await fetch(`${baseUrl}${path.replace('{id}', encodeURIComponent(documentId))}`, {
    headers: { cookie: owner.client.cookie!, origin },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
  };
}

/** What was stored, as an export input: the fixture's fields and rows with the rows' stored ids. */
async function storedAsExport(
  type: ExtractableTypeCode,
  doc: DocumentRecord,
  fixture: DocumentFixture = FIXTURES[type],
): Promise<ExportDocument> {
  const children: Record<string, unknown[]> = {};
  for (const [kind, rows] of Object.entries(fixture.children ?? {})) {
    const ids = (await listDocumentRows(doc.documentId, kind as RowKind)).map((r) => r.rowId);
    expect(ids).toHaveLength(rows.length);
    children[kind] = rows.map((r, i) => ({ ...r, id: ids[i] }));
  }
  return {
    type,
    id: doc.documentId,
    title: doc.title,
    fileName: doc.files[0]?.name ?? null,
    fields: fixture.fields,
    children,
  } as ExportDocument;
}

function checkBody(expected: ExportDocument, format: ExportFormat, text: string): void {
  const statement = expected as StatementDocument;
  if (format === 'json') checkJson(expected, text);
  else if (format === 'csv') checkCsv(expected, text);
  else if (format === 'qbo-csv') checkQuickBooksCsv(statement, text);
  else if (format === 'iif') checkIif(statement, text);
  else checkOfx(statement, text, format);
}

beforeAll(async () => {
  const stack = useLocalStack();
  baseUrl = stack.urls.app;
  origin = stack.env.PUBLIC_URL!;
  owner = await quickUser({ baseUrl, origin });
  ownerId = (await getUserByEmail(owner.email))!.userId;
  for (const type of Object.values(BASE_TYPES)) stored.set(type, await storeCompletedDocument(ownerId, type));
});

describe('every export route downloads a file that parses back to the stored document', () => {
  const calls = exportCalls();

  it('covers every format the writers offer for every type', () => {
    const covered = new Set(calls.map((c) => `${c.type}:${c.format}`));
    for (const type of Object.values(BASE_TYPES))
      for (const format of formatsFor(type))
        expect(covered, `${type} ${format}`).toContain(`${type}:${format}`);
  });

  for (const call of calls) {
    it(`${call.routeId}${call.path.includes('?') ? ` (${call.format})` : ''}: ${call.type} as ${call.format}`, async () => {
      const doc = stored.get(call.type)!;
      const res = await download(call.path, doc.documentId);
      expect(res.status).toBe(200);
      const name = exportFileName(call.type, doc.documentId, call.format);
      expect(res.disposition).toContain(`attachment; filename="${name}"`);
      expect(res.contentType).toBe(
        {
          json: 'application/json; charset=utf-8',
          csv: 'text/csv; charset=utf-8',
          'qbo-csv': 'text/csv; charset=utf-8',
          iif: 'application/x-iif; charset=us-ascii',
          ofx: 'application/x-ofx; charset=utf-8',
          qbo: 'application/vnd.intu.qbo; charset=us-ascii',
        }[call.format],
      );
      checkBody(await storedAsExport(call.type, doc), call.format, res.text);
    });
  }
});

describe('a statement with hostile text and a broken row, through the routes', () => {
  const hostile: DocumentFixture = {
    fields: { ...FIXTURES.bank_statement.fields, bankName: 'Café & <Bank>, "Trust"' },
    children: {
      transactions: [
        {
          transactionDate: '2026-01-03',
          description: '=cmd|"/C calc"!A0',
          creditDebit: 'credit',
          amount: 500,
          balance: 1500,
        },
        {
          transactionDate: '2026-01-10',
          description: '+1 (800) Ünïcode, "quoted"\nnext line',
          creditDebit: 'debit',
          amount: 300,
          balance: 1200,
        },
        {
          transactionDate: '2026-01-20',
          description: '@SUM(A1)\t-2',
          creditDebit: 'debit',
          amount: 49.5,
          balance: 1150.5,
        },
      ],
    },
  };

  it('every accounting format parses back with every cell neutralised', async () => {
    const doc = await storeCompletedDocument(ownerId, 'bank_statement', { fixture: hostile });
    const expected = await storedAsExport('bank_statement', doc, hostile);
    for (const call of exportCalls().filter((c) => c.type === 'bank_statement')) {
      const res = await download(call.path, doc.documentId);
      expect(res.status, call.routeId).toBe(200);
      checkBody(expected, call.format, res.text);
    }
  });

  it('a row without a direction is refused by the accounting formats with VALIDATION_FAILED naming it', async () => {
    const broken: DocumentFixture = {
      fields: hostile.fields,
      children: { transactions: [{ ...hostile.children!.transactions![0]!, creditDebit: null }] },
    };
    const doc = await storeCompletedDocument(ownerId, 'bank_statement', { fixture: broken });
    const [rowId] = (await listDocumentRows(doc.documentId, 'transactions')).map((r) => r.rowId);
    for (const call of exportCalls().filter((c) => c.type === 'bank_statement')) {
      const res = await download(call.path, doc.documentId);
      if (call.format === 'json' || call.format === 'csv') {
        expect(res.status, call.routeId).toBe(200);
        continue;
      }
      expect(res.status, call.routeId).toBe(400);
      const body = JSON.parse(res.text);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.error).toMatch(/lack a date, an amount or a credit\/debit direction/);
      expect(JSON.stringify(body.details)).toContain(rowId);
    }
  });
});

function hasOfxdump(): boolean {
  try {
    execFileSync('ofxdump', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const ofxdumpAvailable = hasOfxdump();
if (!ofxdumpAvailable) {
  console.warn(
    '\n*** SKIPPED: ofxdump (libofx) is not installed: OFX/QBO downloads are NOT checked against libofx. ***\n',
  );
}

describe.skipIf(!ofxdumpAvailable)('libofx (ofxdump) reads the OFX and Web Connect downloads', () => {
  const dir = ofxdumpAvailable ? mkdtempSync(join(tmpdir(), 'docledger-ofx-routes-')) : '';
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const call of exportCalls().filter((c) => c.format === 'ofx' || c.format === 'qbo')) {
    it(`${call.routeId}`, async () => {
      const doc = stored.get(call.type)!;
      const res = await download(call.path, doc.documentId);
      const file = join(dir, exportFileName(call.type, doc.documentId, call.format));
      writeFileSync(file, res.text);
      const run = spawnSync('ofxdump', [file], { encoding: 'utf8' });
      expect(run.status).toBe(0);
      expect(run.stderr).not.toMatch(/LibOFX ERROR/);
      const amounts = [...run.stdout.matchAll(/Total money amount: (-?[\d.]+)/g)].map((m) => Number(m[1]));
      const rows = FIXTURES[call.type].children!.transactions!;
      expect(amounts).toEqual(
        rows.map((r) => {
          const amount = r.amount as number;
          const moneyIn =
            r.creditDebit === 'credit' || r.transactionType === 'payment' || r.transactionType === 'refund';
          return moneyIn ? amount : -amount;
        }),
      );
      const ledger = /Ledger balance: (-?[\d.]+)/.exec(run.stdout)?.[1];
      const fields = FIXTURES[call.type].fields;
      expect(Number(ledger)).toBe(
        call.type === 'bank_statement' ? fields.endingBalance : -(fields.newBalance as number),
      );
    });
  }
});
