// Financial statements as annual reports print them (decision 170): several period columns, a
// scale note, a notes column, em-dash zeros, subtotals printed without "Total", a multi-step
// income statement, supplemental cash-flow disclosures inside the statement, wrapped labels.
import { describe, expect, it } from 'vitest';
import { checkBalanceSheet } from '../checks/balance-sheet';
import { checkCashFlow } from '../checks/cash-flow';
import { checkProfitLoss } from '../checks/profit-loss';
import { runChecks } from '../checks/registry';
import { reviewExtraction } from '../review';
import { parseBalanceSheet } from './balance-sheet';
import { parseCashFlow } from './cash-flow';
import { subtotalsByArithmetic } from './financial-statement';
import { parseProfitLoss } from './profit-loss';
import { documentOf, tablePage } from '../../../test-support/extraction/test-forms';

// Columns: label, note, three years.
const EDGES = [330, 400, 470, 540];

describe('subtotalsByArithmetic', () => {
  it('drops a row equal to the rows above it only when the total then holds', () => {
    // 100 + 50 + (-20) = 130 printed as a subtotal; the total 175 = 100 + 50 - 20 + 45.
    expect(subtotalsByArithmetic([100, 50, -20, 130, 45], 175)).toEqual([3]);
    // All rows already add up: nothing is a subtotal.
    expect(subtotalsByArithmetic([100, 50, 150], 300)).toEqual([]);
    // No total read: no reading can be confirmed.
    expect(subtotalsByArithmetic([100, 50, -20, 130, 45], null)).toEqual([]);
    // Without the candidate the rows still do not add up: keep everything.
    expect(subtotalsByArithmetic([100, 50, -20, 130, 45], 999)).toEqual([]);
  });
});

describe('balance sheet of an annual report', () => {
  const page = tablePage(
    [
      ['Fabrikam Holdings, Inc.'],
      ['Consolidated Balance Sheets'],
      ['(In thousands, except par value)'],
      ['', 'Note', 'December 31, 2024', 'December 31, 2023'],
      ['ASSETS'],
      ['Current assets:'],
      ['Cash and cash equivalents', '', '$ 1,200', '$ 900'],
      ['Accounts receivable, net', '4', '800', '700'],
      ['Total current assets', '', '2,000', '1,600'],
      ['Property and equipment', '5', '1,500', '1,400'],
      ['Less accumulated depreciation', '', '(500)', '(400)'],
      ['Net property and equipment', '', '1,000', '1,000'],
      ['Total assets', '', '$ 3,000', '$ 2,600'],
      ["LIABILITIES AND STOCKHOLDERS' EQUITY"],
      ['Current liabilities:'],
      ['Accounts payable', '', '700', '600'],
      ['Total liabilities', '', '700', '600'],
      ['Commitments and contingencies (Note 9)'],
      ["Stockholders' equity:"],
      ['Preferred stock', '', '—', '—'],
      ['Common stock', '', '100', '100'],
      ['Retained earnings', '', '2,200', '1,900'],
      ["Total stockholders' equity", '', '2,300', '2,000'],
      ["Total liabilities and stockholders' equity", '', '$ 3,000', '$ 2,600'],
    ],
    [300, 420, 540],
  );

  it('reads a subtotal printed without "Total" as a subtotal because the section then adds up', () => {
    const r = parseBalanceSheet(documentOf([page]));
    expect(r.fields).toMatchObject({
      companyName: 'Fabrikam Holdings, Inc.',
      periodEndDate: '2024-12-31',
      totalAssets: 3000,
      totalLiabilities: 700,
      totalEquity: 2300,
    });
    expect(r.lineItems?.map((i) => [i.section, i.accountName, i.amount])).toEqual([
      ['assets', 'Cash and cash equivalents', 1200],
      ['assets', 'Accounts receivable, net', 800],
      ['assets', 'Property and equipment', 1500],
      ['assets', 'Less accumulated depreciation', -500],
      ['liabilities', 'Accounts payable', 700],
      ['equity', 'Preferred stock', 0],
      ['equity', 'Common stock', 100],
      ['equity', 'Retained earnings', 2200],
    ]);
    expect(r.warnings?.join(' ')).toMatch(/subtotals.*Net property and equipment/);
    expect(checkBalanceSheet(r).every((c) => c.passed)).toBe(true);
  });
});

describe('multi-step income statement', () => {
  const page = tablePage(
    [
      ['Fabrikam Holdings, Inc.'],
      ['Consolidated Statements of Operations'],
      ['(In millions, except per-share amounts)'],
      ['', 'Note', '2024', '2023', '2022'],
      ['Revenues:'],
      ['Product sales', '3', '600', '550', '500'],
      ['Services', '', '400', '350', '300'],
      ['Net revenues', '', '1,000', '900', '800'],
      ['Cost of revenue', '', '400', '380', '350'],
      ['Gross profit', '', '600', '520', '450'],
      ['Operating expenses:'],
      ['Research and development', '', '200', '190', '180'],
      ['Selling, general and administrative', '', '150', '140', '130'],
      ['Restructuring charges', '', '—', '—', '12'],
      ['Total operating expenses', '', '350', '330', '322'],
      ['Operating income', '', '250', '190', '128'],
      ['Income before provision for income taxes', '', '250', '190', '128'],
      ['Provision for income taxes', '7', '50', '40', '27'],
      ['Net income', '', '$ 200', '$ 150', '$ 101'],
      ['Earnings per share:'],
      ['Basic', '', '$ 2.00', '$ 1.50', '$ 1.01'],
      ['Diluted', '', '$ 1.98', '$ 1.48', '$ 1.00'],
    ],
    EDGES,
  );

  it('takes total expenses from the expense lines when "Total operating expenses" leaves some out', () => {
    const r = parseProfitLoss(documentOf([page]));
    expect(r.fields).toMatchObject({
      totalRevenue: 1000,
      totalExpenses: 800,
      netIncome: 200,
    });
    expect(r.provenance?.totalExpenses).toBe('derived');
    expect(r.lineItems?.map((i) => [i.section, i.accountName, i.amount])).toEqual([
      ['revenue', 'Product sales', 600],
      ['revenue', 'Services', 400],
      ['expenses', 'Cost of revenue', 400],
      ['expenses', 'Research and development', 200],
      ['expenses', 'Selling, general and administrative', 150],
      ['expenses', 'Restructuring charges', 0],
      ['expenses', 'Provision for income taxes', 50],
    ]);
    // The statement's own arithmetic still runs over what was read, and confirms the reading.
    const checks = runChecks('profit_loss', r);
    expect(checks.find((c) => c.id === 'profit_loss.lines_net_income')?.passed).toBe(true);
    const review = reviewExtraction('profit_loss', r, checks);
    expect(review.reviewReasons.filter((x) => /could not run|Check failed/.test(x))).toEqual([]);
  });

  it('keeps a printed total of all expenses when the arithmetic holds with it', () => {
    const single = tablePage(
      [
        ['Contoso LLC'],
        ['Income Statement'],
        ['For the Year Ended December 31, 2024'],
        ['Revenue'],
        ['Sales', '', '', '', '1,000.00'],
        ['Expenses'],
        ['Rent', '', '', '', '300.00'],
        ['Wages', '', '', '', '500.00'],
        ['Total operating expenses', '', '', '', '800.00'],
        ['Net income', '', '', '', '200.00'],
      ],
      EDGES,
    );
    const r = parseProfitLoss(documentOf([single]));
    expect(r.fields.totalExpenses).toBe(800);
    expect(r.provenance?.totalExpenses).toBeUndefined();
    expect(checkProfitLoss(r).every((c) => c.passed)).toBe(true);
  });

  it('fails the lines check when an expense line was misread', () => {
    const r = parseProfitLoss(documentOf([page]));
    const broken = {
      ...r,
      lineItems: r.lineItems?.map((i) =>
        i.accountName === 'Provision for income taxes' ? { ...i, amount: 5 } : i,
      ),
    };
    const c = checkProfitLoss(broken).find((x) => x.id === 'profit_loss.lines_net_income');
    expect(c?.passed).toBe(false);
  });
});

describe('cash flow statement of an annual report', () => {
  const page = tablePage(
    [
      ['Fabrikam Holdings, Inc.'],
      ['Consolidated Statements of Cash Flows'],
      ['For the Years Ended December 31, 2024 and 2023'],
      ['', '', '2024', '2023'],
      ['Operating activities:'],
      ['Net income', '', '200.00', '150.00'],
      ['Adjustments to reconcile net income to net'],
      ['cash provided by operating activities:'],
      ['Depreciation', '', '50.00', '40.00'],
      ['Net cash provided by operating'],
      ['activities', '', '250.00', '190.00'],
      ['Investing activities:'],
      ['Purchases of equipment', '', '(100.00)', '(90.00)'],
      ['Net cash used in investing activities', '', '(100.00)', '(90.00)'],
      ['Financing activities:'],
      ['Repayment of debt', '', '(30.00)', '(20.00)'],
      ['Net cash used in financing activities', '', '(30.00)', '(20.00)'],
      ['Net increase in cash, cash equivalents and', '', '120.00', '80.00'],
      ['restricted cash'],
      ['Cash, cash equivalents and restricted cash, beginning of period', '', '380.00', '300.00'],
      ['Cash, cash equivalents and restricted cash, end of period', '', '500.00', '380.00'],
      ['Supplemental disclosures of cash flow information:'],
      ['Cash paid for interest', '', '12.00', '10.00'],
      ['Non-cash investing and financing activities:'],
      ['Equipment acquired under finance leases', '', '25.00', '0.00'],
    ],
    [330, 470, 540],
  );

  it('leaves the supplemental disclosures out and joins wrapped labels', () => {
    const r = parseCashFlow(documentOf([page]));
    expect(r.fields).toMatchObject({
      operatingCashFlow: 250,
      investingCashFlow: -100,
      financingCashFlow: -30,
      netCashFlow: 120,
      beginningCash: 380,
      endingCash: 500,
    });
    expect(r.lineItems?.map((i) => [i.section, i.accountName, i.amount])).toEqual([
      ['operating', 'Net income', 200],
      ['operating', 'Depreciation', 50],
      ['investing', 'Purchases of equipment', -100],
      ['financing', 'Repayment of debt', -30],
    ]);
    expect(checkCashFlow(r).every((c) => c.passed)).toBe(true);
  });
});

describe('account codes and totals printed without "Total"', () => {
  it('drops an account-code column even when the code looks like a year', () => {
    const page = tablePage(
      [
        ['Contoso LLC'],
        ['Balance Sheet'],
        ['As of December 31, 2024'],
        ['Acct', '', '', '', 'Total'],
        ['Assets'],
        ['1000', 'Cash', '', '', '500.00'],
        ['', 'Total Assets', '', '', '500.00'],
        ['Liabilities'],
        ['2000', 'Accounts Payable', '', '', '200.00'],
        ['', 'Total Liabilities', '', '', '200.00'],
        ['Equity'],
        ['3900', 'Retained Earnings', '', '', '300.00'],
        ['', 'Total Equity', '', '', '300.00'],
      ],
      [250, 300, 420, 540],
    );
    const r = parseBalanceSheet(documentOf([page]));
    expect(r.lineItems?.map((i) => i.accountName)).toEqual(['Cash', 'Accounts Payable', 'Retained Earnings']);
  });

  it('reads "Net revenues" equal to the revenue line above it as total revenue', () => {
    const page = tablePage(
      [
        ['Contoso LLC'],
        ['Profit and Loss'],
        ['For the Year Ended December 31, 2024'],
        ['Revenue'],
        ['Sales Revenue', '', '', '', '1,000.00'],
        ['Net Revenues', '', '', '', '1,000.00'],
        ['Expenses'],
        ['Rent', '', '', '', '300.00'],
        ['Total Expenses', '', '', '', '300.00'],
        ['Net Income', '', '', '', '700.00'],
      ],
      EDGES,
    );
    const r = parseProfitLoss(documentOf([page]));
    expect(r.fields.totalRevenue).toBe(1000);
    expect(r.provenance?.totalRevenue).toBeUndefined();
    expect(r.lineItems?.map((i) => i.accountName)).toEqual(['Sales Revenue', 'Rent']);
  });
});

describe('which column is the current period', () => {
  const rows = (header: string[]) => [
    ['Contoso LLC'],
    ['Profit and Loss'],
    ...(header.length ? [header] : []),
    ['Revenue'],
    ['Sales', '', '', '800.00', '1,000.00'],
    ['Total Revenue', '', '', '800.00', '1,000.00'],
    ['Expenses'],
    ['Rent', '', '', '200.00', '300.00'],
    ['Total Expenses', '', '', '200.00', '300.00'],
    ['Net Income', '', '', '600.00', '700.00'],
  ];

  it('takes the latest quarter by the year in its header ("Q3 2023", "Q3 2024")', () => {
    const r = parseProfitLoss(documentOf([tablePage(rows(['', '', '', 'Q3 2023', 'Q3 2024']), EDGES)]));
    expect(r.fields.totalRevenue).toBe(1000);
    expect(r.warnings?.some((w) => w.startsWith('Ambiguous reading'))).toBe(false);
  });

  it('says the reading is ambiguous when no period is printed above several columns', () => {
    const r = parseProfitLoss(documentOf([tablePage(rows([]), EDGES)]));
    expect(r.fields.totalRevenue).toBe(800);
    expect(r.warnings?.some((w) => w.startsWith('Ambiguous reading'))).toBe(true);
  });
});

describe('cash-flow section nets worded as "Cash used in … activities"', () => {
  it('reads them as the section nets after the section lines, not as one-line sections', () => {
    const page = tablePage(
      [
        ['Contoso LLC'],
        ['Statement of Cash Flows'],
        ['For the Year Ended December 31, 2024'],
        ['OPERATING ACTIVITIES'],
        ['Net income', '', '', '', '200.00'],
        ['Depreciation', '', '', '', '50.00'],
        ['Cash generated by operating activities', '', '', '', '250.00'],
        ['INVESTING ACTIVITIES'],
        ['Purchases of equipment', '', '', '', '(100.00)'],
        ['Cash used in investing activities', '', '', '', '(100.00)'],
        ['FINANCING ACTIVITIES'],
        ['Repayment of debt', '', '', '', '(30.00)'],
        ['Cash used in financing activities', '', '', '', '(30.00)'],
        ['Net change in cash and cash equivalents', '', '', '', '120.00'],
        ['Cash and cash equivalents at beginning of year', '', '', '', '380.00'],
        ['Cash and cash equivalents at end of year', '', '', '', '500.00'],
      ],
      EDGES,
    );
    const r = parseCashFlow(documentOf([page]));
    expect(r.fields).toMatchObject({
      operatingCashFlow: 250,
      investingCashFlow: -100,
      financingCashFlow: -30,
    });
    expect(r.provenance ?? {}).toEqual({});
    expect(r.lineItems).toHaveLength(4);
  });
});
