import { describe, expect, it } from 'vitest';
import type { DocumentRecord, DocumentRowRecord } from '../../db/access/documents';
import { chartMonths, computeFinancialAnalysis } from './analysis';

const NOW = Date.UTC(2026, 2, 15); // 15 March 2026

let seq = 0;
function doc(
  documentType: DocumentRecord['documentType'],
  fields: DocumentRecord['fields'],
  extra: Partial<DocumentRecord> = {},
): DocumentRecord {
  seq += 1;
  return {
    documentId: `d${seq}`,
    ownerId: 'o',
    uploaderId: 'o',
    documentType,
    status: 'completed',
    title: 't',
    subtitle: 's',
    confidence: 1,
    reviewRequired: false,
    reviewReasons: [],
    fields,
    fieldConfidence: {},
    masked: {},
    files: [],
    warnings: [],
    rowCounts: {},
    expectedFiles: 1,
    attempts: 1,
    redrives: 0,
    createdAt: `2026-03-0${seq % 9}T00:00:00.000Z`,
    updatedAt: '2026-03-01T00:00:00.000Z',
    version: 1,
    ...extra,
  } as DocumentRecord;
}

function tx(documentId: string, data: DocumentRowRecord['data']): DocumentRowRecord {
  return {
    documentId,
    kind: 'transactions',
    rowId: `${documentId}.${Math.random()}`,
    data,
  } as DocumentRowRecord;
}

describe('computeFinancialAnalysis', () => {
  it('counts the latest statement of each account once, not every month of it', () => {
    const jan = doc(
      'bank_statement',
      { bankName: 'A', statementEndDate: '2026-01-31', endingBalance: 100 },
      { masked: { accountNumber: '••••1111' } },
    );
    const feb = doc(
      'bank_statement',
      { bankName: 'A', statementEndDate: '2026-02-28', endingBalance: 150 },
      { masked: { accountNumber: '••••1111' } },
    );
    const other = doc(
      'bank_statement',
      { bankName: 'A', statementEndDate: '2026-01-31', endingBalance: 20.25 },
      { masked: { accountNumber: '••••2222' } },
    );
    const card = doc('credit_card_statement', {
      cardIssuer: 'C',
      statementEndDate: '2026-02-28',
      newBalance: -80,
    });
    const result = computeFinancialAnalysis([jan, feb, other, card], new Map(), NOW);
    expect(result.totalBankBalance).toBe(170.25);
    expect(result.totalCreditCardDebt).toBe(80);
    expect(result.latestBankStatement?.documentId).toBe(feb.documentId);
  });

  it('sums incomes and invoices of completed documents only, and breaks documents down by type', () => {
    const result = computeFinancialAnalysis(
      [
        doc('payslip', { netPay: 2300.1 }),
        doc('payslip', { netPay: 2300.2 }),
        doc('payslip', { netPay: 999 }, { status: 'failed' }),
        doc('w2', { box1_wages: 72000 }),
        doc('invoice', { totalAmount: 108 }),
        doc('profit_loss', {}),
      ],
      new Map(),
      NOW,
    );
    expect(result.totalPayslipIncome).toBe(4600.3);
    expect(result.w2AnnualIncome).toBe(72000);
    expect(result.invoiceTotal).toBe(108);
    expect(result.profitLossCount).toBe(1);
    expect(result.totalDocuments).toBe(6);
    expect(result.documentsByType[0]).toMatchObject({ documentType: 'payslip', count: 3 });
  });

  it('charts bank money in/out per month and card spending per category', () => {
    const bank = doc('bank_statement', { statementEndDate: '2026-02-28' });
    const card = doc('credit_card_statement', { statementEndDate: '2026-02-28' });
    const rows = new Map([
      [
        bank.documentId,
        [
          tx(bank.documentId, { transactionDate: '2026-02-03', creditDebit: 'credit', amount: 500 }),
          tx(bank.documentId, { transactionDate: '2026-02-10', creditDebit: 'debit', amount: 120.5 }),
          tx(bank.documentId, { transactionDate: '2024-02-10', creditDebit: 'debit', amount: 999 }),
        ],
      ],
      [
        card.documentId,
        [
          tx(card.documentId, {
            transactionDate: '2026-02-12',
            transactionType: 'purchase',
            category: 'Food',
            amount: 80,
          }),
          tx(card.documentId, {
            transactionDate: '2026-02-13',
            transactionType: 'refund',
            category: 'Food',
            amount: 30,
          }),
          tx(card.documentId, {
            transactionDate: '2026-02-14',
            transactionType: 'payment',
            category: null,
            amount: 500,
          }),
          tx(card.documentId, {
            transactionDate: '2026-02-15',
            transactionType: 'fee',
            category: null,
            amount: 5,
          }),
        ],
      ],
    ]);
    const result = computeFinancialAnalysis([bank, card], rows, NOW);
    expect(result.monthlyCashFlow).toHaveLength(12);
    expect(result.monthlyCashFlow.find((m) => m.month === '2026-02')).toEqual({
      month: '2026-02',
      moneyIn: 500,
      moneyOut: 120.5,
    });
    expect(result.spendingByCategory).toEqual([
      { category: 'Food', amount: 50 },
      { category: 'Uncategorized', amount: 5 },
    ]);
  });

  it('gives the empty state zeros and no activity', () => {
    const result = computeFinancialAnalysis([], new Map(), NOW);
    expect(result).toMatchObject({
      totalDocuments: 0,
      totalBankBalance: 0,
      latestBankStatement: null,
      documentsByType: [],
    });
  });
});

describe('chartMonths', () => {
  it('ends with the current month, oldest first', () => {
    const months = chartMonths(NOW);
    expect(months[0]).toBe('2025-04');
    expect(months.at(-1)).toBe('2026-03');
  });
});
