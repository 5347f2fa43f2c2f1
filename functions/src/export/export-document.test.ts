import { EXTRACTABLE_TYPE_CODES } from '@docledger/shared/domain/document-types';
import { describe, expect, it } from 'vitest';
import { AppError } from '../platform/errors';
import { ALL_FIXTURES, FIXED_NOW, bankStatement, creditCardStatement, invoice } from './__golden__/fixtures';
import {
  exportDocument,
  exportFileName,
  FILE_NAME_STEMS,
  formatsFor,
  isFormatOffered,
} from './export-document';
import { EXPORT_FORMATS } from './types';

describe('formats per type', () => {
  it('offers JSON and CSV for every type, and IIF, QuickBooks CSV, OFX and QBO only for statements', () => {
    for (const type of EXTRACTABLE_TYPE_CODES) {
      const statement = type === 'bank_statement' || type === 'credit_card_statement';
      expect(formatsFor(type)).toEqual(statement ? EXPORT_FORMATS : ['json', 'csv']);
    }
    expect(isFormatOffered('invoice', 'ofx')).toBe(false);
    expect(isFormatOffered('credit_card_statement', 'qbo')).toBe(true);
  });

  it('refuses a format the type does not offer with VALIDATION_FAILED', () => {
    expect.assertions(2);
    try {
      exportDocument(invoice, 'iif');
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('download names (spec part 2 §9)', () => {
  it('names bank and card exports bank-statement-{id} and credit-card-{id}', () => {
    const id = bankStatement.id;
    expect(exportDocument(bankStatement, 'json', { now: FIXED_NOW }).filename).toBe(
      `bank-statement-${id}.json`,
    );
    expect(exportDocument(bankStatement, 'csv').filename).toBe(`bank-statement-${id}.csv`);
    expect(exportDocument(bankStatement, 'iif').filename).toBe(`bank-statement-${id}.iif`);
    expect(exportDocument(bankStatement, 'qbo-csv').filename).toBe(`bank-statement-${id}-quickbooks.csv`);
    expect(exportDocument(bankStatement, 'ofx', { now: FIXED_NOW }).filename).toBe(
      `bank-statement-${id}.ofx`,
    );
    const cid = creditCardStatement.id;
    expect(exportDocument(creditCardStatement, 'iif').filename).toBe(`credit-card-${cid}.iif`);
    expect(exportDocument(creditCardStatement, 'qbo', { now: FIXED_NOW }).filename).toBe(
      `credit-card-${cid}.qbo`,
    );
  });

  it('names every other type by the same pattern and keeps only safe characters of the id', () => {
    expect(exportFileName('irs_1040', 'abc', 'csv')).toBe('irs-1040-abc.csv');
    expect(exportFileName('profit_loss', 'abc', 'json')).toBe('profit-loss-abc.json');
    expect(exportFileName('w2', '../a"b;\r\nc', 'csv')).toBe('w2-abc.csv');
    expect(exportFileName('invoice', '"', 'csv')).toBe('invoice-document.csv');
  });

  it('sends a content type per format', () => {
    const types = Object.fromEntries(
      formatsFor('bank_statement').map((f) => [
        f,
        exportDocument(bankStatement, f, { now: FIXED_NOW }).contentType,
      ]),
    );
    expect(types).toEqual({
      json: 'application/json; charset=utf-8',
      csv: 'text/csv; charset=utf-8',
      iif: 'application/x-iif; charset=us-ascii',
      'qbo-csv': 'text/csv; charset=utf-8',
      ofx: 'application/x-ofx; charset=utf-8',
      qbo: 'application/vnd.intu.qbo; charset=us-ascii',
    });
  });
});

describe('golden files (one per format per type)', () => {
  for (const doc of ALL_FIXTURES) {
    for (const format of formatsFor(doc.type)) {
      const file = exportDocument(doc, format, { now: FIXED_NOW });
      const golden = file.filename.replace(`-${doc.id}`, '');
      it(`${doc.type} ${format} matches __golden__/${golden}`, async () => {
        expect(golden.startsWith(FILE_NAME_STEMS[doc.type])).toBe(true);
        await expect(file.body).toMatchFileSnapshot(`./__golden__/${golden}`);
      });
    }
  }
});
