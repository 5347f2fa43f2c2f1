import { describe, expect, it } from 'vitest';
import { AppError } from '../platform/errors';
import { bankStatement, creditCardStatement } from './__golden__/fixtures';
import { exportDocument } from './export-document';
import { closingBalance, fitIdOf, ledgerEntries, statementPeriod } from './statement';
import type { ExportDocumentOf } from './types';

function bank(change: (d: ExportDocumentOf<'bank_statement'>) => void): ExportDocumentOf<'bank_statement'> {
  const copy = structuredClone(bankStatement);
  change(copy);
  return copy;
}

function errorOf(run: () => unknown): AppError {
  try {
    run();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected an AppError');
}

describe('ledgerEntries', () => {
  it('signs bank rows by direction and card rows by type, unknown card types as purchases', () => {
    expect(ledgerEntries(bankStatement, 'OFX').map((e) => e.amount)).toEqual([
      2500.25, -45.5, -1200, -63.95, -0,
    ]);
    expect(ledgerEntries(creditCardStatement, 'OFX').map((e) => [e.kind, e.amount])).toEqual([
      ['purchase', -120.4],
      ['payment', 500],
      ['purchase', -487.44],
      ['refund', 20],
      ['fee', -5],
      ['interest', -19.5],
      ['purchase', -0],
    ]);
  });

  it('reads check numbers from bank debits', () => {
    expect(ledgerEntries(bankStatement, 'OFX').map((e) => e.checkNumber)).toEqual([
      null,
      null,
      '1042',
      null,
      null,
    ]);
  });

  it('refuses rows without a date, an amount or a direction, naming them', () => {
    const doc = bank((d) => {
      d.children.transactions[1]!.creditDebit = null;
      d.children.transactions[2]!.transactionDate = null;
      d.children.transactions[3]!.amount = null;
    });
    for (const format of ['iif', 'qbo-csv', 'ofx', 'qbo'] as const) {
      const error = errorOf(() => exportDocument(doc, format));
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toMatch(/^3 transaction\(s\) lack/);
      expect(JSON.stringify(error.details)).toContain('txn-02');
    }
    // JSON and CSV export what is stored, gaps included.
    expect(() => exportDocument(doc, 'csv')).not.toThrow();
    expect(() => exportDocument(doc, 'json')).not.toThrow();
  });

  it('derives FITIDs from the document and row ids only', () => {
    expect(fitIdOf('doc', 'row')).toBe(fitIdOf('doc', 'row'));
    expect(fitIdOf('doc', 'row')).not.toBe(fitIdOf('doc2', 'row'));
    expect(fitIdOf('a', 'b:c')).not.toBe(fitIdOf('a:b', 'c'));
    expect(fitIdOf('doc', 'row')).toMatch(/^[0-9a-f]{32}$/);
    const edited = bank((d) => {
      d.children.transactions[0]!.description = 'edited';
      d.children.transactions[0]!.amount = 1;
    });
    expect(ledgerEntries(edited, 'OFX')[0]!.fitId).toBe(ledgerEntries(bankStatement, 'OFX')[0]!.fitId);
  });
});

describe('statement period and closing balance', () => {
  it('falls back to the transaction dates when the period is not printed', () => {
    const doc = bank((d) => {
      d.fields.statementStartDate = null;
      d.fields.statementEndDate = null;
    });
    expect(statementPeriod(doc, ledgerEntries(doc, 'OFX'))).toEqual({
      start: '2025-01-03',
      end: '2025-01-20',
    });
  });

  it('refuses a statement with neither a period nor dated rows', () => {
    const doc = bank((d) => {
      d.fields.statementStartDate = null;
      d.fields.statementEndDate = null;
      d.children.transactions = [];
    });
    expect(errorOf(() => exportDocument(doc, 'ofx')).code).toBe('VALIDATION_FAILED');
  });

  it('computes the closing balance from the opening one when it is not printed', () => {
    const doc = bank((d) => {
      d.fields.endingBalance = null;
    });
    expect(closingBalance(doc, ledgerEntries(doc, 'OFX'))).toBe(2190.8);
    const card = structuredClone(creditCardStatement);
    card.fields.newBalance = null;
    expect(closingBalance(card, ledgerEntries(card, 'OFX'))).toBe(-612.34);
    card.fields.previousBalance = null;
    expect(errorOf(() => exportDocument(card, 'ofx')).code).toBe('VALIDATION_FAILED');
  });
});
