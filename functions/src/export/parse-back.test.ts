// Every export parsed back by an independent parser and compared with the document it came from:
// CSV by csv-parse, OFX/QBO by ofx-js (+ fast-xml-parser for XML well-formedness), IIF by splitting
// its tab-separated records, JSON by JSON.parse. Fixtures first, then random statements.
import { CARD_TRANSACTION_TYPES } from '@docledger/shared/domain/document-fields';
import fc from 'fast-check';
import { parseSync as parseOfx } from 'ofx-js';
import { describe, expect, it } from 'vitest';
import { ALL_FIXTURES, FIXED_NOW, bankStatement, creditCardStatement } from './__golden__/fixtures';
import {
  checkCsv as checkCsvBody,
  checkIif as checkIifBody,
  checkJson as checkJsonBody,
  checkOfx as checkOfxBody,
  checkQuickBooksCsv as checkQuickBooksCsvBody,
  statementOf,
  toArray,
  type OfxTxn,
} from './__golden__/parse-back-checks';
import { exportDocument } from './export-document';
import type { ExportDocument, ExportDocumentOf, StatementDocument } from './types';

const bodyOf = (doc: ExportDocument, format: Parameters<typeof exportDocument>[1]) =>
  exportDocument(doc, format, { now: FIXED_NOW }).body as string;
const checkCsv = (doc: ExportDocument) => checkCsvBody(doc, bodyOf(doc, 'csv'));
const checkJson = (doc: ExportDocument) => checkJsonBody(doc, bodyOf(doc, 'json'));
const checkQuickBooksCsv = (doc: StatementDocument) => checkQuickBooksCsvBody(doc, bodyOf(doc, 'qbo-csv'));
const checkIif = (doc: StatementDocument) => checkIifBody(doc, bodyOf(doc, 'iif'));
const checkOfx = (doc: StatementDocument, format: 'ofx' | 'qbo') =>
  checkOfxBody(doc, bodyOf(doc, format), format);

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
  const runs = { numRuns: 100 };
  it('reads back a description that already starts with a quote before a dash (found by the random run)', () => {
    // fast-check seed 605620037: "\r'-" is written as "'-" (one line, trimmed, not dangerous); the
    // check took that quote for the injection guard and wanted "-".
    const doc = {
      ...bankStatement,
      children: {
        transactions: [
          { id: 'q1', transactionDate: '2020-01-01', description: "\r'-", creditDebit: 'credit', amount: 0 },
          { id: 'q2', transactionDate: '2020-01-02', description: '-dash', creditDebit: 'debit', amount: 1 },
        ],
      },
    } as StatementDocument;
    checkCsv(doc);
    checkQuickBooksCsv(doc);
    checkIif(doc);
  });
  it('bank statements: every format reads back to the stored data (100 runs)', () => {
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
  it('credit-card statements: every format reads back to the stored data (100 runs)', () => {
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
