// Parse-back checks shared by the unit tests (writer output) and the route integration tests (what
// the gateway sends): each reads an export with an independent parser and compares it with the
// document it came from. Deliberately not the writers' own code. Mismatches are collected and
// asserted once per file (one `expect` per cell made the random runs slow), listing every one.
import { DOCUMENT_FIELD_SCHEMAS } from '@docledger/shared/domain/document-fields';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLValidator } from 'fast-xml-parser';
import { parseSync as parseOfx } from 'ofx-js';
import { expect } from 'vitest';
import { SENSITIVE_FIELDS } from '@docledger/shared/domain/document-fields';
import { maskIdentifier } from '../mask';
import type { ExportDocument, Row, StatementDocument } from '../types';

const DANGEROUS = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** Undo the injection guard: a leading quote in front of a dangerous start was added by us. */
function unguard(cell: string): string {
  return cell.startsWith("'") && DANGEROUS.test(cell.slice(1)) ? cell.slice(1) : cell;
}
/**
 * The stored text a cell reads back as: the cell itself when it equals the expected text (a value
 * that already starts with a quote, such as "'-", is written as it is), else the cell unguarded.
 */
function readBack(cell: string, expected: unknown): string {
  return cell === expected ? cell : unguard(cell);
}
function safe(cell: string): boolean {
  return PLAIN_NUMBER.test(cell) || !DANGEROUS.test(cell);
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

class Problems {
  readonly list: string[] = [];
  ok(condition: boolean, what: string): void {
    if (!condition) this.list.push(what);
  }
  eq(actual: unknown, expected: unknown, where: string): void {
    if (actual !== expected)
      this.list.push(`${where}: got ${JSON.stringify(actual)}, want ${JSON.stringify(expected)}`);
  }
  assertNone(): void {
    expect(this.list).toEqual([]);
  }
}

function maskedValue(doc: ExportDocument, name: string, value: unknown): unknown {
  const spec = SENSITIVE_FIELDS[doc.type]?.[name];
  return spec && typeof value === 'string' ? maskIdentifier(value, spec.mask) : value;
}

/** A CSV cell read back against the stored value it came from. */
function checkCell(
  p: Problems,
  cell: string | undefined,
  stored: unknown,
  name: string,
  where: string,
): void {
  if (cell === undefined) return p.ok(false, `${where}: missing cell`);
  p.ok(safe(cell), `${where}: unsafe cell ${JSON.stringify(cell)}`);
  if (stored == null) return p.eq(cell, '', where);
  if (typeof stored === 'boolean') return p.eq(cell, stored ? 'Yes' : 'No', where);
  if (typeof stored === 'number') {
    p.ok(PLAIN_NUMBER.test(cell), `${where}: ${JSON.stringify(cell)} is not a plain number`);
    if (PLAIN_NUMBER_FIELDS.has(name))
      p.ok(Math.abs(Number(cell) - stored) < 5e-5, `${where}: ${cell} ≠ ${stored}`);
    else {
      p.ok(/\.\d\d$/.test(cell), `${where}: ${cell} has no two decimals`);
      p.eq(cents(Number(cell)), cents(stored), where);
    }
    return;
  }
  p.eq(readBack(cell, stored), stored, where);
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
const merchantOf = (t: StatementDocument['children']['transactions'][number]) =>
  'merchant' in t ? t.merchant : null;

// ---------- format checks

export function checkCsv(doc: ExportDocument, body: string): void {
  const p = new Problems();
  p.ok(body.startsWith('\uFEFF'), 'no UTF-8 BOM');
  const rows = parseCsv(body, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  for (const cell of rows.flat()) p.ok(safe(cell), `unsafe cell ${JSON.stringify(cell)}`);

  p.eq(rows[0]?.[0], 'Document Type', 'first row');
  p.eq(readBack(rows[1]?.[1] ?? '', doc.id), doc.id, 'Document ID');
  p.eq(readBack(rows[2]?.[1] ?? '', doc.title ?? ''), doc.title ?? '', 'Title');
  p.eq(readBack(rows[3]?.[1] ?? '', doc.fileName ?? ''), doc.fileName ?? '', 'File Name');
  p.eq(rows[6]?.join(','), 'Field,Value', 'Field/Value header');

  const names = Object.keys(DOCUMENT_FIELD_SCHEMAS[doc.type].fields.shape);
  const fields = doc.fields as Record<string, unknown>;
  names.forEach((name, i) => {
    const row = rows[7 + i] ?? [];
    p.eq(row.length, 2, `field ${name} cells`);
    checkCell(p, row[1], maskedValue(doc, name, fields[name]), name, `field ${name}`);
  });

  let at = 7 + names.length;
  for (const [child, schema] of Object.entries(DOCUMENT_FIELD_SCHEMAS[doc.type].children)) {
    const stored = (doc.children as Record<string, Row<Record<string, unknown>>[]>)[child] ?? [];
    const columns = [...Object.keys(schema.shape), 'confidenceScore'];
    p.eq(rows[at]?.length, 1, `title row of ${child}`);
    p.eq(rows[at + 1]?.length, columns.length, `header row of ${child}`);
    stored.forEach((row, r) => {
      const parsed = rows[at + 2 + r] ?? [];
      p.eq(parsed.length, columns.length, `${child}[${r}] cells`);
      columns.forEach((c, k) => {
        // Confidence is the extraction's, not part of the stored data an expectation may leave out.
        if (c === 'confidenceScore' && row.confidenceScore === undefined) return;
        checkCell(p, parsed[k], row[c], c, `${child}[${r}].${c}`);
      });
    });
    at += 2 + stored.length;
  }
  p.eq(rows.length, at, 'row count');
  p.assertNone();
}

export function checkJson(doc: ExportDocument, body: string): void {
  const parsed = JSON.parse(body);
  expect(parsed.document).toMatchObject({ id: doc.id, type: doc.type, title: doc.title ?? null });
  const fields = doc.fields as Record<string, unknown>;
  const names = Object.keys(DOCUMENT_FIELD_SCHEMAS[doc.type].fields.shape);
  expect(parsed.fields).toEqual(
    Object.fromEntries(names.map((name) => [name, maskedValue(doc, name, fields[name] ?? null)])),
  );
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
  const p = new Problems();
  const rows = parseCsv(body, { relax_column_count: false }) as string[][];
  p.eq(rows[0]?.join(','), 'Date,Description,Amount', 'header');
  const txns = doc.children.transactions;
  p.eq(rows.length, txns.length + 1, 'row count');
  txns.forEach((t, i) => {
    const [date = '', description = '', amount = ''] = rows[i + 1] ?? [];
    p.eq(date, isoToUs(t.transactionDate!), `row ${i} date`);
    p.ok(safe(description) && safe(amount), `row ${i}: unsafe cell`);
    const expected = t.description?.trim() || merchantOf(t)?.trim() || '';
    const oneLine = expected.replace(/\s+/g, ' ');
    p.eq(readBack(description, oneLine), oneLine, `row ${i} description`);
    p.ok(/^-?\d+\.\d\d$/.test(amount), `row ${i}: amount ${amount}`);
    p.eq(cents(Number(amount)), cents(signed(doc, t)), `row ${i} amount`);
  });
  p.assertNone();
}

export function checkIif(doc: StatementDocument, body: string): void {
  const p = new Problems();
  p.ok(/^[\x20-\x7e\t\r\n]*$/.test(body), 'not printable ASCII');
  const lines = body.split('\r\n');
  p.eq(lines.pop(), '', 'CRLF after the last record');
  const headers = new Map<string, string[]>();
  const accounts = new Map<string, string>();
  const transactions: { trns: Record<string, string>; spl: Record<string, string>[] }[] = [];
  for (const line of lines) {
    const cells = line.split('\t');
    for (const c of cells) p.ok(safe(c), `unsafe cell ${JSON.stringify(c)}`);
    const key = cells[0]!;
    if (key.startsWith('!')) {
      headers.set(key.slice(1), cells);
      continue;
    }
    const header = headers.get(key);
    if (!header) {
      p.ok(false, `record ${key} has no header`);
      continue;
    }
    if (key !== 'ENDTRNS') p.eq(cells.length, header.length, `${key} cells`);
    const record = Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
    if (key === 'ACCNT') accounts.set(record.NAME!, record.ACCNTTYPE!);
    if (key === 'TRNS') transactions.push({ trns: record, spl: [] });
    if (key === 'SPL') transactions[transactions.length - 1]?.spl.push(record);
  }
  const txns = doc.children.transactions;
  p.eq(transactions.length, txns.length, 'transaction count');
  const account = transactions[0]?.trns.ACCNT;
  if (account) p.eq(accounts.get(account), doc.type === 'bank_statement' ? 'BANK' : 'CCARD', 'account type');
  txns.forEach((t, i) => {
    const { trns, spl } = transactions[i] ?? { trns: {}, spl: [] };
    p.eq(trns.ACCNT, account, `${i} account`);
    p.eq(trns.DATE, isoToUs(t.transactionDate!), `${i} date`);
    p.eq(cents(Number(trns.AMOUNT)), cents(signed(doc, t)), `${i} amount`);
    p.eq(spl.length, 1, `${i} split count`);
    p.eq(cents(Number(spl[0]?.AMOUNT)) + cents(Number(trns.AMOUNT)), 0, `${i} balances`);
    p.ok(accounts.has(spl[0]?.ACCNT ?? ''), `${i} split account declared`);
    p.eq(spl[0]?.TRNSTYPE, trns.TRNSTYPE, `${i} split type`);
    p.eq(letters(unguard(trns.MEMO ?? '')), letters(t.description?.trim() || merchantOf(t)), `${i} memo`);
  });
  p.assertNone();
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
  const p = new Problems();
  if (format === 'ofx') {
    expect(XMLValidator.validate(body)).toBe(true);
    p.ok(body.includes('<?OFX OFXHEADER="200" VERSION="211"'), 'OFX 2.1.1 header');
  } else {
    p.ok(/^[\x20-\x7e\r\n]*$/.test(body), 'not printable ASCII');
  }
  const parsed = parseOfx(body);
  if (format === 'qbo') {
    expect(parsed.header).toMatchObject({ OFXHEADER: '100', DATA: 'OFXSGML', VERSION: '102' });
    p.eq(parsed.OFX.SIGNONMSGSRSV1.SONRS.INTUBID, '3000', 'INTU.BID');
  }
  p.eq(parsed.OFX.SIGNONMSGSRSV1.SONRS.STATUS.CODE, '0', 'signon status');
  const stmt = statementOf(parsed, doc);
  p.eq(stmt.CURDEF, 'USD', 'CURDEF');
  const acct = doc.type === 'bank_statement' ? stmt.BANKACCTFROM : stmt.CCACCTFROM;
  const digits = (doc.fields.accountNumber ?? '').replace(/[^0-9A-Za-z]/g, '');
  p.eq(acct.ACCTID, digits ? digits.slice(-4) : 'UNKNOWN', 'ACCTID');
  if (doc.type === 'bank_statement')
    p.ok(['CHECKING', 'SAVINGS', 'MONEYMRKT', 'CREDITLINE'].includes(acct.ACCTTYPE), 'ACCTTYPE');

  const list = stmt.BANKTRANLIST;
  const dates = doc.children.transactions.map((t) => t.transactionDate!).sort();
  const f = doc.fields;
  const start = f.statementStartDate ?? dates[0] ?? f.statementEndDate;
  const end = f.statementEndDate ?? dates[dates.length - 1] ?? start;
  p.eq(list.DTSTART, start!.replace(/-/g, ''), 'DTSTART');
  p.eq(list.DTEND, end!.replace(/-/g, ''), 'DTEND');
  const txns = toArray<OfxTxn>(list.STMTTRN);
  p.eq(txns.length, doc.children.transactions.length, 'transaction count');
  doc.children.transactions.forEach((t, i) => {
    const o = txns[i] ?? {};
    p.eq(o.DTPOSTED, t.transactionDate!.replace(/-/g, ''), `${i} DTPOSTED`);
    p.eq(cents(Number(o.TRNAMT)), cents(signed(doc, t)), `${i} TRNAMT`);
    const type = o.TRNTYPE ?? '';
    if (signed(doc, t) > 0) p.eq(type, 'CREDIT', `${i} TRNTYPE`);
    if (signed(doc, t) < 0)
      p.ok(['DEBIT', 'CHECK', 'FEE', 'INT', 'CASH'].includes(type), `${i} TRNTYPE ${type}`);
    p.ok(/^[0-9a-f]{32}$/.test(o.FITID ?? ''), `${i} FITID ${o.FITID}`);
    p.ok((o.NAME ?? '').length <= 32, `${i} NAME longer than 32`);
    // NAME is the merchant (else the description) cut to 32 characters; MEMO the description.
    const source = merchantOf(t)?.trim() || t.description?.trim() || '';
    if (source) p.ok(letters(source).startsWith(letters(o.NAME)), `${i} NAME ${o.NAME}`);
    else p.eq(o.NAME, 'Transaction', `${i} NAME`);
    if (o.MEMO !== undefined) p.ok(letters(t.description).startsWith(letters(o.MEMO)), `${i} MEMO ${o.MEMO}`);
  });
  const fitIds = txns.map((t) => t.FITID!);
  p.eq(new Set(fitIds).size, fitIds.length, 'unique FITIDs');

  const balance =
    doc.type === 'bank_statement' ? (doc.fields.endingBalance ?? 0) : -(doc.fields.newBalance ?? 0);
  p.eq(cents(Number(stmt.LEDGERBAL.BALAMT)), cents(balance), 'LEDGERBAL');
  p.eq(stmt.LEDGERBAL.DTASOF, list.DTEND, 'DTASOF');
  p.assertNone();
  return fitIds;
}
