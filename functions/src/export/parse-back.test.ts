// Every export parsed back by an independent parser and compared with the document it came from:
// CSV by csv-parse, OFX/QBO by ofx-js (+ fast-xml-parser for XML well-formedness), IIF by splitting
// its tab-separated records, JSON by JSON.parse. Fixtures first, then random statements.
import { DOCUMENT_FIELD_SCHEMAS, CARD_TRANSACTION_TYPES } from '@docledger/shared/domain/document-fields';
import { parse as parseCsv } from 'csv-parse/sync';
import fc from 'fast-check';
import { XMLValidator } from 'fast-xml-parser';
import { parseSync as parseOfx } from 'ofx-js';
import { describe, expect, it } from 'vitest';
import { ALL_FIXTURES, FIXED_NOW, bankStatement, creditCardStatement } from './__golden__/fixtures';
import { exportDocument } from './export-document';
import { maskIdentifier, SENSITIVE_FIELDS } from './mask';
import type { ExportDocument, ExportDocumentOf, Row, StatementDocument } from './types';

// ---------- helpers (deliberately not the writers' own code)

const DANGEROUS = /^[=+\-@\t\r]/;
/** Undo the injection guard: a leading quote in front of a dangerous start was added by us. */
function unguard(cell: string): string {
  return cell.startsWith("'") && DANGEROUS.test(cell.slice(1)) ? cell.slice(1) : cell;
}
function safe(cell: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(cell) || !DANGEROUS.test(cell);
}
/** Letters and digits only, accents dropped: compares text across ASCII-folding formats. */
function letters(s: string | null | undefined): string {
  return (s ?? '').normalize('NFKD').replace(/[^A-Za-z0-9]/g, '');
}
const cents = (n: number) => Math.round(n * 100) + 0; // + 0 turns -0 into 0
const PLAIN_NUMBER_FIELDS = new Set([
  'apr',
  'quantity',
  'hours',
  'taxYear',
  'lineNumber',
  'confidenceScore',
  'unitPrice',
  'rate',
]);

function maskedValue(doc: ExportDocument, name: string, value: unknown): unknown {
  const sensitive: readonly string[] = SENSITIVE_FIELDS[doc.type] ?? [];
  return sensitive.includes(name) && typeof value === 'string'
    ? maskIdentifier(value, doc.type === 'credit_card_statement')
    : value;
}

/** A CSV cell read back against the stored value it came from. */
function expectCell(cell: string, stored: unknown, name: string, where: string): void {
  expect(safe(cell), `${where}: unsafe cell ${JSON.stringify(cell)}`).toBe(true);
  if (stored == null) return void expect(cell, where).toBe('');
  if (typeof stored === 'boolean') return void expect(cell, where).toBe(stored ? 'Yes' : 'No');
  if (typeof stored === 'number') {
    expect(cell, where).toMatch(/^-?\d+(\.\d+)?$/);
    if (PLAIN_NUMBER_FIELDS.has(name)) expect(Number(cell), where).toBeCloseTo(stored, 4);
    else {
      expect(cell, `${where}: two decimals`).toMatch(/\.\d\d$/);
      expect(cents(Number(cell)), where).toBe(cents(stored));
    }
    return;
  }
  expect(unguard(cell), where).toBe(stored);
}

function toArray<T>(v: T | T[] | undefined): T[] {
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

function signed(doc: StatementDocument, row: StatementDocument['children']['transactions'][number]): number {
  const amount = row.amount ?? 0;
  if (doc.type === 'bank_statement')
    return 'creditDebit' in row && row.creditDebit === 'credit' ? amount : -amount;
  const type = ('transactionType' in row && row.transactionType) || 'purchase';
  return type === 'payment' || type === 'refund' ? amount : -amount;
}

const isoToUs = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

// ---------- format checks

function checkCsv(doc: ExportDocument): void {
  const body = exportDocument(doc, 'csv').body as string;
  expect(body.startsWith('\uFEFF')).toBe(true);
  const rows = parseCsv(body, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  for (const cell of rows.flat()) expect(safe(cell), JSON.stringify(cell)).toBe(true);

  expect(rows[0]![0]).toBe('Document Type');
  expect(unguard(rows[1]![1]!)).toBe(doc.id);
  expect(unguard(rows[2]![1]!)).toBe(doc.title ?? '');
  expect(unguard(rows[3]![1]!)).toBe(doc.fileName ?? '');
  expect(rows[6]).toEqual(['Field', 'Value']);

  const names = Object.keys(DOCUMENT_FIELD_SCHEMAS[doc.type].fields.shape);
  const fields = doc.fields as Record<string, unknown>;
  names.forEach((name, i) => {
    const row = rows[7 + i]!;
    expect(row).toHaveLength(2);
    expectCell(row[1]!, maskedValue(doc, name, fields[name]), name, `field ${name}`);
  });

  let at = 7 + names.length;
  for (const [child, schema] of Object.entries(DOCUMENT_FIELD_SCHEMAS[doc.type].children)) {
    const stored = (doc.children as Record<string, Row<Record<string, unknown>>[]>)[child] ?? [];
    const columns = [...Object.keys(schema.shape), 'confidenceScore'];
    expect(rows[at], `title of ${child}`).toHaveLength(1);
    expect(rows[at + 1], `header of ${child}`).toHaveLength(columns.length);
    stored.forEach((row, r) => {
      const parsed = rows[at + 2 + r]!;
      expect(parsed).toHaveLength(columns.length);
      columns.forEach((c, k) => expectCell(parsed[k]!, row[c], c, `${child}[${r}].${c}`));
    });
    at += 2 + stored.length;
  }
  expect(rows).toHaveLength(at);
}

function checkJson(doc: ExportDocument): void {
  const parsed = JSON.parse(exportDocument(doc, 'json', { now: FIXED_NOW }).body as string);
  expect(parsed.document).toMatchObject({ id: doc.id, type: doc.type, title: doc.title ?? null });
  const fields = doc.fields as Record<string, unknown>;
  for (const name of Object.keys(DOCUMENT_FIELD_SCHEMAS[doc.type].fields.shape)) {
    expect(parsed.fields[name], name).toEqual(maskedValue(doc, name, fields[name] ?? null));
  }
  for (const [child, schema] of Object.entries(DOCUMENT_FIELD_SCHEMAS[doc.type].children)) {
    const stored = (doc.children as Record<string, Row<Record<string, unknown>>[]>)[child] ?? [];
    expect(parsed[child]).toEqual(
      stored.map((row) => ({
        id: row.id,
        ...Object.fromEntries(Object.keys(schema.shape).map((k) => [k, row[k] ?? null])),
        confidenceScore: row.confidenceScore ?? null,
      })),
    );
  }
}

function checkQuickBooksCsv(doc: StatementDocument): void {
  const body = exportDocument(doc, 'qbo-csv').body as string;
  const rows = parseCsv(body, { relax_column_count: false }) as string[][];
  expect(rows[0]).toEqual(['Date', 'Description', 'Amount']);
  const txns = doc.children.transactions;
  expect(rows).toHaveLength(txns.length + 1);
  txns.forEach((t, i) => {
    const [date, description, amount] = rows[i + 1]!;
    expect(date).toBe(isoToUs(t.transactionDate!));
    expect(safe(description!) && safe(amount!)).toBe(true);
    const merchant = 'merchant' in t ? t.merchant : null;
    const expected = t.description?.trim() || merchant?.trim() || '';
    expect(unguard(description!)).toBe(expected.replace(/\s+/g, ' '));
    expect(amount).toMatch(/^-?\d+\.\d\d$/);
    expect(cents(Number(amount))).toBe(cents(signed(doc, t)));
  });
}

function checkIif(doc: StatementDocument): void {
  const body = exportDocument(doc, 'iif').body as string;
  expect(body).toMatch(/^[\x20-\x7e\t\r\n]*$/);
  const lines = body.split('\r\n');
  expect(lines.pop()).toBe('');
  const headers = new Map<string, string[]>();
  const accounts = new Map<string, string>();
  const transactions: { trns: Record<string, string>; spl: Record<string, string>[] }[] = [];
  for (const line of lines) {
    const cells = line.split('\t');
    for (const c of cells) expect(safe(c), JSON.stringify(c)).toBe(true);
    const key = cells[0]!;
    if (key.startsWith('!')) {
      headers.set(key.slice(1), cells);
      continue;
    }
    const header = headers.get(key);
    expect(header, `header for ${key}`).toBeDefined();
    if (key !== 'ENDTRNS') expect(cells).toHaveLength(header!.length);
    const record = Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? '']));
    if (key === 'ACCNT') accounts.set(record.NAME!, record.ACCNTTYPE!);
    if (key === 'TRNS') transactions.push({ trns: record, spl: [] });
    if (key === 'SPL') transactions[transactions.length - 1]!.spl.push(record);
  }
  const txns = doc.children.transactions;
  expect(transactions).toHaveLength(txns.length);
  const account = transactions[0]?.trns.ACCNT;
  if (account) expect(accounts.get(account)).toBe(doc.type === 'bank_statement' ? 'BANK' : 'CCARD');
  txns.forEach((t, i) => {
    const { trns, spl } = transactions[i]!;
    expect(trns.ACCNT).toBe(account);
    expect(trns.DATE).toBe(isoToUs(t.transactionDate!));
    expect(cents(Number(trns.AMOUNT))).toBe(cents(signed(doc, t)));
    expect(spl).toHaveLength(1);
    expect(cents(Number(spl[0]!.AMOUNT)) + cents(Number(trns.AMOUNT))).toBe(0);
    expect(accounts.has(spl[0]!.ACCNT!)).toBe(true);
    expect(spl[0]!.TRNSTYPE).toBe(trns.TRNSTYPE);
    const merchant = 'merchant' in t ? t.merchant : null;
    expect(letters(unguard(trns.MEMO!))).toBe(letters(t.description?.trim() || merchant));
  });
}

type OfxTxn = Record<string, string>;

function statementOf(parsed: ReturnType<typeof parseOfx>, doc: StatementDocument) {
  const ofx = parsed.OFX;
  return doc.type === 'bank_statement'
    ? ofx.BANKMSGSRSV1.STMTTRNRS.STMTRS
    : ofx.CREDITCARDMSGSRSV1.CCSTMTTRNRS.CCSTMTRS;
}

function checkOfx(doc: StatementDocument, format: 'ofx' | 'qbo'): string[] {
  const body = exportDocument(doc, format, { now: FIXED_NOW }).body as string;
  if (format === 'ofx') {
    expect(XMLValidator.validate(body)).toBe(true);
    expect(body).toContain('<?OFX OFXHEADER="200" VERSION="211"');
  } else {
    expect(body).toMatch(/^[\x20-\x7e\r\n]*$/);
  }
  const parsed = parseOfx(body);
  if (format === 'qbo') {
    expect(parsed.header).toMatchObject({ OFXHEADER: '100', DATA: 'OFXSGML', VERSION: '102' });
    expect(parsed.OFX.SIGNONMSGSRSV1.SONRS.INTUBID).toBe('3000');
  }
  expect(parsed.OFX.SIGNONMSGSRSV1.SONRS.STATUS.CODE).toBe('0');
  const stmt = statementOf(parsed, doc);
  expect(stmt.CURDEF).toBe('USD');
  const acct = doc.type === 'bank_statement' ? stmt.BANKACCTFROM : stmt.CCACCTFROM;
  const digits = (doc.fields.accountNumber ?? '').replace(/[^0-9A-Za-z]/g, '');
  expect(acct.ACCTID).toBe(digits ? digits.slice(-4) : 'UNKNOWN');
  if (doc.type === 'bank_statement')
    expect(['CHECKING', 'SAVINGS', 'MONEYMRKT', 'CREDITLINE']).toContain(acct.ACCTTYPE);

  const list = stmt.BANKTRANLIST;
  const dates = doc.children.transactions.map((t) => t.transactionDate!).sort();
  const f = doc.fields;
  const start = f.statementStartDate ?? dates[0] ?? f.statementEndDate;
  const end = f.statementEndDate ?? dates[dates.length - 1] ?? start;
  expect(list.DTSTART).toBe(start!.replace(/-/g, ''));
  expect(list.DTEND).toBe(end!.replace(/-/g, ''));
  const txns = toArray<OfxTxn>(list.STMTTRN);
  expect(txns).toHaveLength(doc.children.transactions.length);
  doc.children.transactions.forEach((t, i) => {
    const o = txns[i]!;
    expect(o.DTPOSTED).toBe(t.transactionDate!.replace(/-/g, ''));
    expect(cents(Number(o.TRNAMT))).toBe(cents(signed(doc, t)));
    const type = o.TRNTYPE!;
    if (signed(doc, t) > 0) expect(['CREDIT']).toContain(type);
    if (signed(doc, t) < 0) expect(['DEBIT', 'CHECK', 'FEE', 'INT', 'CASH']).toContain(type);
    expect(o.FITID).toMatch(/^[0-9a-f]{32}$/);
    expect((o.NAME ?? '').length).toBeLessThanOrEqual(32);
    const merchant = 'merchant' in t ? t.merchant : null;
    // NAME is the merchant (else the description) cut to 32 characters; MEMO the description.
    const source = merchant?.trim() || t.description?.trim() || '';
    if (source) expect(letters(source).startsWith(letters(o.NAME))).toBe(true);
    else expect(o.NAME).toBe('Transaction');
    if (o.MEMO !== undefined) expect(letters(t.description).startsWith(letters(o.MEMO))).toBe(true);
  });
  const fitIds = txns.map((t) => t.FITID!);
  expect(new Set(fitIds).size).toBe(fitIds.length);

  const balance =
    doc.type === 'bank_statement' ? (doc.fields.endingBalance ?? 0) : -(doc.fields.newBalance ?? 0);
  expect(cents(Number(stmt.LEDGERBAL.BALAMT))).toBe(cents(balance));
  expect(stmt.LEDGERBAL.DTASOF).toBe(list.DTEND);
  return fitIds;
}

// ---------- fixtures

describe('parse-back of the fixtures', () => {
  for (const doc of ALL_FIXTURES) {
    it(`${doc.type}: CSV read by csv-parse holds every field and row`, () => checkCsv(doc));
    it(`${doc.type}: JSON holds every field and row with its id`, () => checkJson(doc));
  }
  for (const doc of [bankStatement, creditCardStatement] as StatementDocument[]) {
    it(`${doc.type}: QuickBooks CSV read by csv-parse`, () => checkQuickBooksCsv(doc));
    it(`${doc.type}: IIF records read back balance to zero per transaction`, () => checkIif(doc));
    it(`${doc.type}: OFX 2 is well-formed XML and ofx-js reads it back`, () => void checkOfx(doc, 'ofx'));
    it(`${doc.type}: QBO (Web Connect) is ASCII OFX 1.0.2 with INTU.BID and ofx-js reads it back`, () =>
      void checkOfx(doc, 'qbo'));
    it(`${doc.type}: FITIDs are the same in OFX and QBO and across exports`, () => {
      const a = checkOfx(doc, 'ofx');
      const b = checkOfx(doc, 'qbo');
      const later = parseOfx(
        exportDocument(doc, 'ofx', { now: new Date('2030-01-01T00:00:00Z') }).body as string,
      );
      expect(b).toEqual(a);
      expect(toArray<OfxTxn>(statementOf(later, doc).BANKTRANLIST.STMTTRN).map((t) => t.FITID)).toEqual(a);
    });
  }
});

// ---------- random statements

const isoDay = fc
  .integer({ min: Date.UTC(2020, 0, 1) / 864e5, max: Date.UTC(2030, 11, 31) / 864e5 })
  .map((d) => new Date(d * 864e5).toISOString().slice(0, 10));
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .tuple(
      fc.constantFrom('=', '+', '-', '@', '\t', '\r', '"', ',', '&', '<', 'Check #'),
      fc.string({ maxLength: 30 }),
    )
    .map(([a, b]) => a + b),
);
const amount = fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100);
const ids = fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/), { minLength: 0, maxLength: 8 });

const randomBank: fc.Arbitrary<ExportDocumentOf<'bank_statement'>> = ids.chain((rowIds) =>
  fc.record({
    type: fc.constant('bank_statement' as const),
    id: fc.stringMatching(/^[A-Za-z0-9]{8,26}$/),
    title: fc.option(text),
    fileName: fc.option(text),
    fields: fc.record({
      bankName: fc.option(text),
      accountName: fc.option(fc.constantFrom('Checking', 'Savings', 'Money Market', 'Business')),
      accountNumber: fc.option(fc.stringMatching(/^[0-9 -]{0,16}$/)),
      statementStartDate: fc.option(isoDay),
      statementEndDate: fc.option(isoDay),
      beginningBalance: fc.option(amount),
      endingBalance: amount,
    }),
    children: fc.record({
      transactions: fc.tuple(
        ...rowIds.map((id) =>
          fc.record({
            id: fc.constant(id),
            transactionDate: isoDay,
            description: fc.option(text),
            creditDebit: fc.constantFrom('credit' as const, 'debit' as const),
            amount,
          }),
        ),
      ),
    }),
  }),
);

const randomCard: fc.Arbitrary<ExportDocumentOf<'credit_card_statement'>> = ids.chain((rowIds) =>
  fc.record({
    type: fc.constant('credit_card_statement' as const),
    id: fc.stringMatching(/^[A-Za-z0-9]{8,26}$/),
    fields: fc.record({
      cardIssuer: fc.option(text),
      accountNumber: fc.option(fc.stringMatching(/^[0-9]{4}$/)),
      statementStartDate: fc.option(isoDay),
      statementEndDate: fc.option(isoDay),
      newBalance: amount,
      availableCredit: fc.option(amount),
    }),
    children: fc.record({
      transactions: fc.tuple(
        ...rowIds.map((id) =>
          fc.record({
            id: fc.constant(id),
            transactionDate: isoDay,
            description: fc.option(text),
            merchant: fc.option(text),
            transactionType: fc.option(fc.constantFrom(...CARD_TRANSACTION_TYPES)),
            amount,
          }),
        ),
      ),
    }),
  }),
);

describe('parse-back of random statements', () => {
  const runs = { numRuns: 300 };
  it('bank statements: every format reads back to the stored data (300 runs)', () => {
    fc.assert(
      fc.property(randomBank, (doc) => {
        if (
          doc.children.transactions.length === 0 &&
          !doc.fields.statementStartDate &&
          !doc.fields.statementEndDate
        ) {
          return; // no period at all: OFX is refused (covered in statement.test.ts)
        }
        checkCsv(doc);
        checkJson(doc);
        checkQuickBooksCsv(doc);
        checkIif(doc);
        checkOfx(doc, 'ofx');
        checkOfx(doc, 'qbo');
      }),
      runs,
    );
  });
  it('credit-card statements: every format reads back to the stored data (300 runs)', () => {
    fc.assert(
      fc.property(randomCard, (doc) => {
        if (
          doc.children.transactions.length === 0 &&
          !doc.fields.statementStartDate &&
          !doc.fields.statementEndDate
        ) {
          return;
        }
        checkCsv(doc);
        checkJson(doc);
        checkQuickBooksCsv(doc);
        checkIif(doc);
        checkOfx(doc, 'ofx');
        checkOfx(doc, 'qbo');
      }),
      runs,
    );
  });
});
