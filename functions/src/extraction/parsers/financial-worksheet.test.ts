// A profit and loss in a tax form's order (session 13, decision 214): line numbers at the left,
// the expense lines as two lists side by side, the business named by its caption.
import { describe, expect, it } from 'vitest';
import { cellDocument as page, type Cell } from '../../../test-support/extraction/test-forms';
import { ocrDoc, ocrWords, ocrWordsTo } from '../../../test-support/extraction/parse/test-helpers';
import { parseProfitLoss } from './profit-loss';

const HEADER: Cell[][] = [
  [['Profit or Loss From Business (Sole Proprietorship)', 50]],
  [['Tax Year 2023', 50]],
  [
    ['Business name', 50],
    ['Maple Street Tutoring', 560, 'r'],
  ],
  [
    ['Period', 50],
    ['January 1, 2023 - December 31, 2023', 560, 'r'],
  ],
];

describe('a profit and loss in a tax form’s order', () => {
  it('reads two lists of expenses side by side, line numbers apart from the captions', () => {
    const r = parseProfitLoss(
      page([
        ...HEADER,
        [['Part I - Income', 90]],
        [
          ['Line 1', 50],
          ['Gross receipts', 90],
          ['90,000.00', 560, 'r'],
        ],
        [
          ['Line 2', 50],
          ['Returns and allowances', 90],
          ['(1,000.00)', 560, 'r'],
        ],
        [
          ['Line 3', 50],
          ['Net receipts', 90],
          ['89,000.00', 560, 'r'],
        ],
        [['Part II - Expenses', 90]],
        [
          ['8', 50],
          ['Advertising', 90],
          ['1,200.00', 290, 'r'],
          ['18', 320],
          ['Office expense', 350],
          ['2,300.00', 560, 'r'],
        ],
        [
          ['9', 50],
          ['Car and truck expenses', 90],
          ['3,400.00', 290, 'r'],
          ['24a', 320],
          ['Travel', 350],
          ['4,500.00', 560, 'r'],
        ],
        [
          ['10', 50],
          ['Commissions and fees', 90],
          ['600.00', 290, 'r'],
          ['25', 320],
          ['Utilities', 350],
          ['700.00', 560, 'r'],
        ],
        [
          ['11', 50],
          ['Contract labor', 90],
          ['800.00', 290, 'r'],
        ],
        [
          ['28', 50],
          ['Total expenses', 90],
          ['13,500.00', 560, 'r'],
        ],
        [
          ['31', 50],
          ['Net profit (loss)', 90],
          ['75,500.00', 560, 'r'],
        ],
      ]),
    );
    expect(r.fields.companyName).toBe('Maple Street Tutoring');
    expect(r.fields.periodStartDate).toBe('2023-01-01');
    expect(r.fields.totalRevenue).toBe(89000);
    expect(r.fields.totalExpenses).toBe(13500);
    expect(r.fields.netIncome).toBe(75500);
    expect(r.lineItems!.map((i) => [i.section, i.accountName, i.amount])).toEqual([
      ['revenue', 'Gross receipts', 90000],
      ['revenue', 'Returns and allowances', -1000],
      ['expenses', 'Advertising', 1200],
      ['expenses', 'Car and truck expenses', 3400],
      ['expenses', 'Commissions and fees', 600],
      ['expenses', 'Contract labor', 800],
      ['expenses', 'Office expense', 2300],
      ['expenses', 'Travel', 4500],
      ['expenses', 'Utilities', 700],
    ]);
  });

  it('reads two short lists side by side (two lines) and a line number a scan lost ("Line")', () => {
    const r = parseProfitLoss(
      page([
        ...HEADER,
        [['INCOME', 90]],
        [
          ['Line 1', 50],
          ['Gross receipts', 90],
          ['60,000.00', 560, 'r'],
        ],
        [['EXPENSES', 90]],
        [
          ['Line 10', 50],
          ['Commissions and fees', 90],
          ['2,500.00', 290, 'r'],
          ['Line 26', 320],
          ['Wages', 360],
          ['1,900.00', 560, 'r'],
        ],
        [
          ['Line 18', 50],
          ['Office expense', 90],
          ['10,600.00', 290, 'r'],
          ['Line', 320],
          ['Other expenses', 360],
          ['1,000.00', 560, 'r'],
        ],
        [
          ['Line 28', 50],
          ['Total expenses', 90],
          ['16,000.00', 560, 'r'],
        ],
        [
          ['Line 31', 50],
          ['Net profit (loss)', 90],
          ['44,000.00', 560, 'r'],
        ],
      ]),
    );
    expect(r.lineItems!.map((i) => [i.accountName, i.amount])).toEqual([
      ['Gross receipts', 60000],
      ['Commissions and fees', 2500],
      ['Office expense', 10600],
      ['Wages', 1900],
      ['Other expenses', 1000],
    ]);
    expect(r.fields.totalExpenses).toBe(16000);
  });

  it('splits an amount run into the next list’s line number and caption', () => {
    const r = parseProfitLoss(
      page([
        ...HEADER,
        [['INCOME', 90]],
        [
          ['Ln 1', 50],
          ['Gross sales', 90],
          ['50,000.00', 560, 'r'],
        ],
        [['EXPENSES', 90]],
        [
          ['Ln 8', 50],
          ['Advertising', 90],
          ['1,200.00 Ln 18', 340, 'r'],
          ['Office expense', 350],
          ['2,300.00', 560, 'r'],
        ],
        [
          ['Ln 9', 50],
          ['Car and truck expenses', 90],
          ['3,400.00 Ln 24a Travel', 390, 'r'],
          ['4,500.00', 560, 'r'],
        ],
        [
          ['Ln 10', 50],
          ['Commissions and fees', 90],
          ['600.00 Ln 25', 340, 'r'],
          ['Utilities', 350],
          ['700.00', 560, 'r'],
        ],
        [
          ['Ln 28', 50],
          ['Total expenses', 90],
          ['12,700.00', 560, 'r'],
        ],
        [
          ['Ln 31', 50],
          ['Net profit', 90],
          ['37,300.00', 560, 'r'],
        ],
      ]),
    );
    expect(r.fields.totalRevenue).toBe(50000);
    // "Gross sales" names the revenue as a whole: the total as printed, not derived.
    expect(r.provenance?.totalRevenue ?? 'read').not.toBe('derived');
    expect(r.lineItems!.map((i) => [i.accountName, i.amount])).toEqual([
      ['Gross sales', 50000],
      ['Advertising', 1200],
      ['Car and truck expenses', 3400],
      ['Commissions and fees', 600],
      ['Office expense', 2300],
      ['Travel', 4500],
      ['Utilities', 700],
    ]);
  });

  it('drops a line number run into its caption’s cell ("24a Travel") when the statement numbers its lines', () => {
    const r = parseProfitLoss(
      page([
        ...HEADER,
        [['INCOME', 90]],
        [
          ['1', 50],
          ['Gross receipts', 90],
          ['40,000.00', 560, 'r'],
        ],
        [['EXPENSES', 90]],
        [
          ['8', 50],
          ['Advertising', 90],
          ['1,000.00', 290, 'r'],
          ['20b Rent - other business property', 320],
          ['2,000.00', 560, 'r'],
        ],
        [
          ['16b Interest - other', 50],
          ['3,000.00', 290, 'r'],
          ['22', 320],
          ['Supplies', 350],
          ['500.00', 560, 'r'],
        ],
        [
          ['28', 50],
          ['Total expenses', 90],
          ['6,500.00', 560, 'r'],
        ],
        [
          ['31', 50],
          ['Net profit (loss)', 90],
          ['33,500.00', 560, 'r'],
        ],
      ]),
    );
    expect(r.lineItems!.map((i) => [i.accountName, i.amount])).toEqual([
      ['Gross receipts', 40000],
      ['Advertising', 1000],
      ['Interest - other', 3000],
      ['Rent - other business property', 2000],
      ['Supplies', 500],
    ]);
  });

  it('keeps a caption that begins with a number when the statement does not number its lines', () => {
    const r = parseProfitLoss(
      page([
        [['Harbor Supply LLC', 200]],
        [['Profit and Loss', 200]],
        [['January - December 2023', 200]],
        [
          ['Sales', 50],
          ['90,000.00', 560, 'r'],
        ],
        [
          ['3 Month Lease Fees', 50],
          ['1,000.00', 560, 'r'],
        ],
        [
          ['Net Income', 50],
          ['89,000.00', 560, 'r'],
        ],
      ]),
    );
    expect(r.lineItems!.map((i) => i.accountName)).toEqual(['Sales', '3 Month Lease Fees']);
  });

  it('drops an account code a scan read with a look-alike letter ("S000 Cost of Goods Sold") and a speck in the margin', () => {
    const r = parseProfitLoss(
      ocrDoc([
        ocrWords('Harbor Supply LLC', 200),
        ocrWords('Profit and Loss', 200),
        ocrWords('January - December 2023', 200),
        [...ocrWords('4000 Sales', 50), ...ocrWordsTo('90,000.00', 500)],
        [...ocrWords('S000 Cost of Goods Sold', 50, 0.6), ...ocrWordsTo('40,000.00', 500)],
        [...ocrWords('6O10 Rent Expense', 50, 0.6), ...ocrWordsTo('12,000.00', 500)],
        [['O', 14, 0.8], ...ocrWords('Interest Income', 50), ...ocrWordsTo('2,000.00', 500)],
        [...ocrWords('Net Income', 50), ...ocrWordsTo('40,000.00', 500)],
      ]),
    );
    expect(r.lineItems!.map((i) => i.accountName)).toEqual([
      'Sales',
      'Cost of Goods Sold',
      'Rent Expense',
      'Interest Income',
    ]);
    expect(r.fields.netIncome).toBe(40000);
  });

  it('takes a whole one- or two-digit figure on a scan of a statement in cents for a lost amount', () => {
    const r = parseProfitLoss(
      ocrDoc([
        ocrWords('Harbor Supply LLC', 200),
        ocrWords('Profit and Loss', 200),
        ocrWords('January - December 2023', 200),
        [...ocrWords('Sales', 50), ...ocrWordsTo('90,000.50', 500)],
        [...ocrWords('Consulting Income', 50), ...ocrWordsTo('5,000.25', 500)],
        [...ocrWords('Cost of Goods Sold', 50), ...ocrWordsTo('40,000.10', 500)],
        [...ocrWords('Rent Expense', 50), ...ocrWordsTo('12,000.20', 500)],
        [...ocrWords('NET INCOME', 50), ...ocrWordsTo('45', 500)],
      ]),
    );
    expect(r.fields.netIncome).toBe(43000.45);
    expect(r.provenance?.netIncome).toBe('derived');
  });

  it('reads "0.00" on a scan as an amount, and "PartI Income" as the income heading', () => {
    const r = parseProfitLoss(
      ocrDoc([
        ocrWords('Harbor Supply LLC', 200),
        ocrWords('Profit or Loss From Business', 200),
        ocrWords('For the Year Ended December 31, 2023', 200),
        ocrWords('PartI Income', 90),
        [...ocrWords('Line', 40), ...ocrWords('Gross receipts', 90), ...ocrWordsTo('90,000.50', 500)],
        [...ocrWords('Line 2', 40), ...ocrWords('Returns and allowances', 90), ...ocrWordsTo('0.00', 500)],
        [
          ...ocrWords('Line 3', 40),
          ...ocrWords('Subtract line 2 from line 1', 90),
          ...ocrWordsTo('90,000.50', 500),
        ],
        ocrWords('Part II Expenses', 90),
        [...ocrWords('Line 8', 40), ...ocrWords('Advertising', 90), ...ocrWordsTo('1,000.25', 500)],
        [...ocrWords('Line 28', 40), ...ocrWords('Total expenses', 90), ...ocrWordsTo('1,000.25', 500)],
        [...ocrWords('Line 31', 40), ...ocrWords('Net profit (loss)', 90), ...ocrWordsTo('89,000.25', 500)],
      ]),
    );
    expect(r.lineItems!.map((i) => [i.section, i.accountName, i.amount])).toEqual([
      ['revenue', 'Gross receipts', 90000.5],
      ['revenue', 'Returns and allowances', 0],
      ['expenses', 'Advertising', 1000.25],
    ]);
    expect(r.fields.totalRevenue).toBe(90000.5);
  });

  it('keeps a line whose amount a scan garbled beyond reading, its amount from the printed total', () => {
    const r = parseProfitLoss(
      ocrDoc([
        ocrWords('Harbor Supply LLC', 200),
        ocrWords('Profit and Loss', 200),
        ocrWords('January - December 2023', 200),
        ocrWords('Income', 50),
        [...ocrWords('Sales', 50), ...ocrWordsTo('90,000.50', 500)],
        [...ocrWords('Consulting Income', 50), ...ocrWordsTo('5,000.25', 500)],
        // "Total Revenues" with "Total" lost and its figure garbled: the section's total, no line.
        [...ocrWords('Revenues', 60), ...ocrWordsTo('95(000.75', 500, 0.5)],
        ocrWords('Expenses', 50),
        [...ocrWords('Rent Expense', 50), ...ocrWordsTo('12,000.20', 500)],
        [...ocrWords('Travel', 50), ...ocrWordsTo('511:5%', 500, 0.2)],
        [...ocrWords('Software', 50), ...ocrWordsTo('3,000.30', 500)],
        [...ocrWords('Total Expenses', 50), ...ocrWordsTo('20,000.60', 500)],
        [...ocrWords('Net Income', 50), ...ocrWordsTo('75,000.15', 500)],
      ]),
    );
    expect(r.lineItems!.map((i) => [i.section, i.accountName, i.amount])).toEqual([
      ['revenue', 'Sales', 90000.5],
      ['revenue', 'Consulting Income', 5000.25],
      ['expenses', 'Rent Expense', 12000.2],
      ['expenses', 'Travel', 5000.1],
      ['expenses', 'Software', 3000.3],
    ]);
    expect(r.provenance?.['lineItems[3].amount']).toBe('derived');
  });
});
