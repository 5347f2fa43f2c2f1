import { describe, expect, it } from 'vitest';
import { EXTRACTABLE_TYPE_CODES } from './document-types';
import { DOCUMENT_FIELD_SCHEMAS, fieldNamesOf } from './document-fields';

describe('DOCUMENT_FIELD_SCHEMAS', () => {
  it('covers every extractable type', () => {
    expect(Object.keys(DOCUMENT_FIELD_SCHEMAS).sort()).toEqual([...EXTRACTABLE_TYPE_CODES].sort());
  });

  it('uses the plain names for sensitive identifiers in extraction output', () => {
    expect(fieldNamesOf('bank_statement')).toContain('accountNumber');
    expect(fieldNamesOf('bank_statement')).not.toContain('encryptedAccountNumber');
    expect(fieldNamesOf('payslip')).toContain('employeeId');
    expect(fieldNamesOf('irs_1040')).toContain('line30_schedule3Line15');
    expect(fieldNamesOf('irs_1040')).not.toContain('line31_schedule3Line15');
  });

  it('accepts empty output: every scalar is optional and nullable', () => {
    for (const type of EXTRACTABLE_TYPE_CODES) {
      const { fields, children } = DOCUMENT_FIELD_SCHEMAS[type];
      expect(fields.safeParse({}).success, type).toBe(true);
      const allNull = Object.fromEntries(fieldNamesOf(type).map((n) => [n, null]));
      expect(fields.safeParse(allNull).success, type).toBe(true);
      for (const child of Object.values(children)) expect(child.safeParse({}).success).toBe(true);
    }
  });

  it('rejects amounts as strings, dates not in YYYY-MM-DD and unknown enum values', () => {
    const bank = DOCUMENT_FIELD_SCHEMAS.bank_statement;
    expect(bank.fields.safeParse({ endingBalance: '12.00' }).success).toBe(false);
    expect(bank.fields.safeParse({ statementEndDate: '01/31/2025' }).success).toBe(false);
    expect(bank.fields.safeParse({ statementEndDate: '2025-01-31', endingBalance: 12 }).success).toBe(true);
    const tx = bank.children.transactions!;
    expect(tx.safeParse({ creditDebit: 'credit', amount: 5 }).success).toBe(true);
    expect(tx.safeParse({ creditDebit: 'in', amount: 5 }).success).toBe(false);
    expect(tx.safeParse({ creditDebit: 'debit', amount: -5 }).success).toBe(false);
    const card = DOCUMENT_FIELD_SCHEMAS.credit_card_statement.children.transactions!;
    expect(card.safeParse({ transactionType: 'cash_advance' }).success).toBe(true);
    expect(card.safeParse({ transactionType: 'transfer' }).success).toBe(false);
    expect(DOCUMENT_FIELD_SCHEMAS.w2.fields.safeParse({ box13_retirementPlan: true }).success).toBe(true);
    expect(DOCUMENT_FIELD_SCHEMAS.irs_1099.fields.safeParse({ formVariant: 'K' }).success).toBe(false);
  });

  it('lists the child arrays of each type', () => {
    expect(Object.keys(DOCUMENT_FIELD_SCHEMAS.w2.children).sort()).toEqual([
      'box12_codes',
      'box14_other',
      'stateTaxInfo',
    ]);
    expect(Object.keys(DOCUMENT_FIELD_SCHEMAS.irs_1040.children)).toEqual(['dependents']);
    expect(Object.keys(DOCUMENT_FIELD_SCHEMAS.payslip.children)).toEqual(['lineItems']);
  });
});
