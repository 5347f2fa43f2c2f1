import { describe, expect, it } from 'vitest';
import { conformToSchema } from './schema-guard';
import type { ParsedDocument } from './types';

describe('conformToSchema', () => {
  it('drops values the shared schema refuses, with their confidence and provenance, and says which', () => {
    const parsed: ParsedDocument = {
      fields: {
        statementEndDate: '31/01/2024',
        endingBalance: 120.5,
        beginningBalance: 'about 100',
        internalScratch: 3,
      },
      transactions: [
        { transactionDate: '2024-01-05', amount: -12.5, creditDebit: 'debit', description: 'Coffee' },
        { transactionDate: '2024-01-06', amount: 40, creditDebit: 'refund', description: 'Shop' },
      ],
      fieldConfidence: {
        statementEndDate: 0.9,
        endingBalance: 0.95,
        beginningBalance: 0.8,
        internalScratch: 1,
        'transactions[0].amount': 0.9,
        'transactions[1].creditDebit': 0.9,
        'transactions[1].amount': 0.9,
      },
      provenance: { beginningBalance: 'derived' },
      checks: [],
    };
    const { parsed: out, problems } = conformToSchema('bank_statement', parsed);
    expect(out.fields).toEqual({ statementEndDate: null, endingBalance: 120.5, beginningBalance: null });
    expect(out.transactions).toEqual([
      { transactionDate: '2024-01-05', amount: null, creditDebit: 'debit', description: 'Coffee' },
      { transactionDate: '2024-01-06', amount: 40, creditDebit: null, description: 'Shop' },
    ]);
    expect(out.fieldConfidence).toEqual({ endingBalance: 0.95, 'transactions[1].amount': 0.9 });
    expect(out.provenance).toEqual({});
    expect(problems).toEqual([
      'Value does not fit the statementEndDate field and was dropped',
      'Value does not fit the beginningBalance field and was dropped',
      'Value does not fit transactions[0].amount and was dropped',
      'Value does not fit transactions[1].creditDebit and was dropped',
    ]);
    // The input is not changed.
    expect(parsed.fields.statementEndDate).toBe('31/01/2024');
  });

  it('leaves a conforming result as it is', () => {
    const parsed: ParsedDocument = {
      fields: { invoiceNumber: 'INV-1', totalAmount: 10 },
      lineItems: [{ description: 'Widget', amount: 10, quantity: 1, unitPrice: 10 }],
      fieldConfidence: { invoiceNumber: 0.9 },
      checks: [],
    };
    const r = conformToSchema('invoice', parsed);
    expect(r.problems).toEqual([]);
    expect(r.parsed).toEqual(parsed);
  });
});
