import { describe, expect, it } from 'vitest';
import { detectDocumentType, scoreDocumentTypes, suspectedOtherType } from './classify';
import type { DocumentText } from './types';

const doc = (plainText: string, formFields: Record<string, string> = {}): DocumentText => ({
  pages: [],
  formFields,
  plainText,
});

const SAMPLES: Record<string, string> = {
  bank_statement:
    'First Harbor Bank\nBank Statement\nChecking Account 1234\nBeginning Balance 1,000.00\nDeposits 500.00\nWithdrawals 200.00\nEnding Balance 1,300.00',
  credit_card_statement:
    'FOOBAR Credit Card Statement\nPrevious Balance 100.00\nNew Balance 350.00\nMinimum Payment Due 25.00\nPayment Due Date 02/15/2025\nCredit Limit 5,000.00\nAvailable Credit 4,650.00',
  invoice:
    'INVOICE\nInvoice Number INV-1001\nBill To: Contoso\nQty Unit Price Amount\nSubtotal 100.00\nAmount Due 108.00',
  payslip:
    'Earnings Statement\nPay Period 01/01/2025 - 01/15/2025\nGross Pay 3,000.00\nDeductions\nNet Pay 2,310.00\nYTD',
  w2: 'Form W-2 Wage and Tax Statement 2024\n1 Wages, tips, other compensation\n3 Social security wages\n5 Medicare wages and tips\nb Employer identification number (EIN)',
  irs_1040:
    'Form 1040 U.S. Individual Income Tax Return 2024\nFiling Status Single\nThis is your total income\nThis is your adjusted gross income\nAmount you owe',
  irs_1099:
    'Form 1099-NEC Nonemployee Compensation\nPAYER’S TIN\nRECIPIENT’S TIN\n1 Nonemployee compensation',
  profit_loss:
    'Blue Heron Bakery\nProfit and Loss\nRevenue\nCost of goods sold\nGross Profit\nOperating Expenses\nNet Income',
  balance_sheet:
    'Contoso Ltd\nBalance Sheet\nCurrent Assets\nTotal Assets\nCurrent Liabilities\nTotal Liabilities\nRetained earnings\nTotal Equity',
  cash_flow:
    'Contoso Ltd\nStatement of Cash Flows\nCash flows from operating activities\nInvesting activities\nFinancing activities\nNet increase in cash\nCash at beginning of year',
};

describe('detectDocumentType', () => {
  for (const [type, text] of Object.entries(SAMPLES)) {
    it(`recognises a ${type}`, () => {
      const r = detectDocumentType(doc(text));
      expect(r?.type).toBe(type);
      expect(r!.score).toBeGreaterThan(0.5);
    });
  }

  it('says nothing for a document without any signal', () => {
    expect(detectDocumentType(doc('Dear customer, thank you for your letter.'))).toBeNull();
  });

  it('recognises IRS AcroForms by their field names', () => {
    const fields = {
      'topmostSubform[0].Page1[0].f1_04[0]': 'JANE',
      'topmostSubform[0].Page2[0].f2_02[0]': '100',
    };
    expect(scoreDocumentTypes(doc('', fields)).irs_1040).toBeGreaterThanOrEqual(20);
    expect(detectDocumentType(doc('', fields))?.type).toBe('irs_1040');
  });
});

describe('suspectedOtherType', () => {
  it('flags a W-2 uploaded as a bank statement', () => {
    expect(suspectedOtherType(doc(SAMPLES.w2!), 'bank_statement')).toBe('w2');
  });

  it('does not flag the chosen type, nor one statement of a bound annual report', () => {
    expect(suspectedOtherType(doc(SAMPLES.w2!), 'w2')).toBeNull();
    const report = [SAMPLES.balance_sheet, SAMPLES.profit_loss, SAMPLES.cash_flow].join('\f');
    expect(suspectedOtherType(doc(report), 'balance_sheet')).toBeNull();
    expect(suspectedOtherType(doc(report), 'profit_loss')).toBeNull();
    expect(suspectedOtherType(doc(report), 'cash_flow')).toBeNull();
  });
});
