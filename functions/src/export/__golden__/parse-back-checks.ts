// Parse-back checks shared by the unit tests (writer output) and the route integration tests (what
// the gateway sends): each reads an export with an independent parser and compares it with the
// document it came from. Deliberately not the writers' own code.
import { DOCUMENT_FIELD_SCHEMAS } from '@docledger/shared/domain/document-fields';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLValidator } from 'fast-xml-parser';
import { parseSync as parseOfx } from 'ofx-js';
import { expect } from 'vitest';
import { maskIdentifier, SENSITIVE_FIELDS } from '../mask';
import type { ExportDocument, Row, StatementDocument } from '../types';

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

export function toArray<T>(v: T | T[] | undefined): T[] {
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

export function checkCsv(doc: ExportDocument, body: string): void {
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
      columns.forEach((c, k) => {
        // Confidence is the extraction's, not part of the stored data an expectation may leave out.
        if (c === 'confidenceScore' && row.confidenceScore === undefined) return;
        expectCell(parsed[k]!, row[c], c, `${child}[${r}].${c}`);
      });
    });
    at += 2 + stored.length;
  }
  expect(rows).toHaveLength(at);
}

export function checkJson(doc: ExportDocument, body: string): void {
  const parsed = JSON.parse(body);
  expect(parsed.document).toMatchObject({ id: doc.id, type: doc.type, title: doc.title ?? null });
  const fields = doc.fields as Record<string, unknown>;
  for (const name of Object.keys(DOCUMENT_FIELD_SCHEMAS[doc.type].fields.shape)) {
    expect(parsed.fields[name], name).toEqual(maskedValue(doc, name, fields[name] ?? null));
  }
  for (const [child, schema] of Object.entries(DOCUMENT_FIELD_SCHEMAS[doc.type].children)) {
    const stored = (doc.children as Record<string, Row<Record<string, unknown>>[]>)[child] ?? [];
    expect(parsed[child]).toEqual(
      stored.map((row, i) => ({
        id: row.id,
        ...Object.fromEntries(Object.keys(schema.shape).map((k) => [k, row[k] ?? null])),
        confidenceScore:
          row.confidenceScore === undefined ? parsed[child][i]?.confidenceScore : row.confidenceScore,
      })),
    );
  }
}

export function checkQuickBooksCsv(doc: StatementDocument, body: string): void {
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

export function checkIif(doc: StatementDocument, body: string): void {
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

export type OfxTxn = Record<string, string>;

export function statementOf(parsed: ReturnType<typeof parseOfx>, doc: StatementDocument) {
  const ofx = parsed.OFX;
  return doc.type === 'bank_statement'
    ? ofx.BANKMSGSRSV1.STMTTRNRS.STMTRS
    : ofx.CREDITCARDMSGSRSV1.CCSTMTTRNRS.CCSTMTRS;
}

/** Checks an OFX (.ofx) or Web Connect (.qbo) export; returns its FITIDs in order. */
export function checkOfx(doc: StatementDocument, body: string, format: 'ofx' | 'qbo'): string[] {
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
