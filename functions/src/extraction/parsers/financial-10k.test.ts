// Statements as a public company's Form 10-K prints them (decision 174): the "$" in a cell of its
// own, a negative's closing parenthesis apart from its digits, "X and Subsidiaries" under a "Table
// of Contents" link, net income attributable to noncontrolling interests, no "Total liabilities",
// par-value equity lines wrapped over two lines, "Net change in operating assets and liabilities".
import { describe, expect, it } from 'vitest';
import { documentOf, tablePage } from '../../../test-support/extraction/test-forms';
import { parseBalanceSheet } from './balance-sheet';
import { parseCashFlow } from './cash-flow';
import { parseProfitLoss } from './profit-loss';
import { tidyAmountCells } from './financial-statement';
import type { Line } from '../parse/layout';

// Columns: label, "$", amount, ")" apart from the digits (a cell of its own), "$", amount, ")"
// close to the digits (read into the amount's cell).
const EDGES = [300, 360, 372, 400, 460, 466];
const neg = (v: string): [string, string] => [`(${v}`, ')'];

describe('10-K cash flow statement', () => {
  const page = tablePage(
    [
      ['Table of Contents'],
      ['Contoso Outdoor Corp. and Subsidiaries'],
      ['CONSOLIDATED STATEMENTS OF CASH FLOWS'],
      ['(In millions)'],
      ['', '', '', '', '', 'Year Ended December 31,'],
      ['', '', '2024', '', '', '2023'],
      ['Operating activities:'],
      ['Consolidated net income', '$', '500', '', '$', '450'],
      ['Depreciation and amortization', '', '120', '', '', '100'],
      ['Net change in operating assets and liabilities', '', ...neg('40'), '', ...neg('30')],
      ['Net cash provided by operating activities', '$', '580', '', '$', '520'],
      ['Investing activities:'],
      ['Purchases of property, plant and equipment', '', ...neg('200'), '', ...neg('150')],
      ['Net cash used in investing activities', '', ...neg('200'), '', ...neg('150')],
      ['Financing activities:'],
      ['Dividends', '', ...neg('100'), '', ...neg('90')],
      ['Net cash used in financing activities', '', ...neg('100'), '', ...neg('90')],
      ['Cash and cash equivalents:'],
      ['Net increase (decrease) during the year', '', '280', '', '', '280'],
      ['Balance at beginning of year', '', '1,000', '', '', '720'],
      ['Balance at end of year', '$', '1,280', '', '$', '1,000'],
      ['Contoso Outdoor Corp. | 2024 Form 10-K | 62'],
    ],
    EDGES,
  );

  it('reads negatives whose parenthesis stands apart, and the net change in cash, not in working capital', () => {
    const r = parseCashFlow(documentOf([page]));
    expect(r.fields).toMatchObject({
      companyName: 'Contoso Outdoor Corp.',
      periodEndDate: '2024-12-31',
      operatingCashFlow: 580,
      investingCashFlow: -200,
      financingCashFlow: -100,
      netCashFlow: 280,
      beginningCash: 1000,
      endingCash: 1280,
    });
    expect(r.lineItems?.map((i) => [i.section, i.accountName, i.amount])).toEqual([
      ['operating', 'Consolidated net income', 500],
      ['operating', 'Depreciation and amortization', 120],
      ['operating', 'Net change in operating assets and liabilities', -40],
      ['investing', 'Purchases of property, plant and equipment', -200],
      ['financing', 'Dividends', -100],
    ]);
  });
});

describe('10-K balance sheet', () => {
  const page = tablePage(
    [
      ['FABRIKAM CORP. AND SUBSIDIARIES'],
      ['CONSOLIDATED BALANCE SHEETS'],
      ['(In millions, except par value)'],
      ['', '', 'December 31,', '', '', 'December 31,'],
      ['', '', '2024', '', '', '2023'],
      ['ASSETS'],
      ['Current assets:'],
      ['Cash and cash equivalents', '$', '300', '', '$', '250'],
      ['Accounts receivable', '', '200', '', '', '150'],
      ['Total current assets', '', '500', '', '', '400'],
      ['Property, plant and equipment — net', '', '700', '', '', '650'],
      ['Total assets', '$', '1,200', '', '$', '1,050'],
      ['LIABILITIES AND EQUITY'],
      ['Current liabilities:'],
      ['Accounts payable', '$', '150', '', '$', '120'],
      ['Total current liabilities', '', '150', '', '', '120'],
      ['Long-term debt', '', '400', '', '', '380'],
      ['Commitments and contingencies (Note 12)'],
      ['Equity:'],
      ['Common stock, $0.25 par value; authorized —', '', '10', '', '', '10'],
      ['11,200 shares; issued — 7,040 shares'],
      ['Reinvested earnings', '', '700', '', '', '600'],
      ['Treasury stock, at cost — 20 and 18 shares', '', ...neg('90'), '', ...neg('80')],
      ['Equity attributable to shareowners of Fabrikam', '', '620', '', '', '530'],
      ['Equity attributable to noncontrolling interests', '', '30', '', '', '20'],
      ['Total equity', '', '650', '', '', '550'],
      ['Total liabilities and equity', '$', '1,200', '', '$', '1,050'],
    ],
    EDGES,
  );

  it('takes total liabilities from the printed totals when only current liabilities are totalled', () => {
    const r = parseBalanceSheet(documentOf([page]));
    expect(r.fields).toMatchObject({
      companyName: 'FABRIKAM CORP.',
      periodEndDate: '2024-12-31',
      totalAssets: 1200,
      totalLiabilities: 550,
      totalEquity: 650,
    });
    expect(r.provenance?.totalLiabilities).toBe('derived');
    expect(r.lineItems?.filter((i) => i.section === 'equity').map((i) => [i.accountName, i.amount])).toEqual([
      ['Common stock, $0.25 par value; authorized — 11,200 shares; issued — 7,040 shares', 10],
      ['Reinvested earnings', 700],
      ['Treasury stock, at cost — 20 and 18 shares', -90],
      ['Equity attributable to noncontrolling interests', 30],
    ]);
  });
});

describe('10-K income statement', () => {
  const page = tablePage(
    [
      ['Table of Contents'],
      ['CONTOSO BEVERAGE COMPANY AND SUBSIDIARIES'],
      ['CONSOLIDATED STATEMENTS OF INCOME'],
      ['(In millions except per share data)'],
      ['Year Ended December 31,', '', '2024', '', '', '2023'],
      ['Net operating revenues', '$', '1,000', '', '$', '900'],
      ['Cost of goods sold', '', '400', '', '', '380'],
      ['Gross profit', '', '600', '', '', '520'],
      ['Selling, general and administrative expenses', '', '300', '', '', '280'],
      ['Operating income', '', '300', '', '', '240'],
      ['Interest expense', '', '20', '', '', '18'],
      ['Other income (loss) — net', '', ...neg('10'), '', '5'],
      ['Income before income taxes', '', '270', '', '', '227'],
      ['Income taxes', '', '60', '', '', '50'],
      ['Consolidated net income', '', '210', '', '', '177'],
      ['Less: Net income attributable to noncontrolling interests', '', '5', '', '', '4'],
      ['Net income attributable to shareowners of Contoso', '$', '205', '', '$', '173'],
      ['Basic net income per share', '$', '0.48', '', '$', '0.41'],
    ],
    EDGES,
  );

  it('stops at consolidated net income: the noncontrolling interests share it below', () => {
    const r = parseProfitLoss(documentOf([page]));
    expect(r.fields).toMatchObject({
      companyName: 'CONTOSO BEVERAGE COMPANY',
      periodStartDate: '2024-01-01',
      periodEndDate: '2024-12-31',
      totalRevenue: 1000,
      totalExpenses: 790,
      netIncome: 210,
    });
    expect(r.lineItems?.map((i) => [i.section, i.accountName, i.amount, i.category])).toEqual([
      ['revenue', 'Net operating revenues', 1000, 'Revenue'],
      ['expenses', 'Cost of goods sold', 400, 'Expenses'],
      ['expenses', 'Selling, general and administrative expenses', 300, 'Expenses'],
      ['expenses', 'Interest expense', 20, 'Expenses'],
      ['expenses', 'Other income (loss) — net', -10, 'Expenses'],
      ['expenses', 'Income taxes', 60, 'Expenses'],
    ]);
  });
});

describe('tidyAmountCells', () => {
  const cell = (
    text: string,
    x0: number,
    parts: [string, number, number][] = [[text, x0, x0 + text.length * 5]],
  ) => ({
    text,
    x0,
    x1: parts.at(-1)![2],
    items: parts.map(([t, a, b]) => ({ text: t, x: a, y: 0, width: b - a, height: 9, confidence: 1 })),
  });
  const line = (cells: ReturnType<typeof cell>[]): Line =>
    ({ cells, text: cells.map((c) => c.text).join(' ') }) as unknown as Line;

  it('drops "$" cells, joins a parenthesis printed apart and aligns the amount on its digits', () => {
    const out = tidyAmountCells(
      line([
        cell('Dividends', 50),
        cell('$', 290),
        cell('(100', 340, [['(100', 340, 360]]),
        cell(')', 369),
        cell('(90 ) $', 420, [
          ['(90', 430, 460],
          [')', 463, 466],
          ['$', 480, 485],
        ]),
      ]),
    );
    expect(out.cells.map((c) => [c.text, c.x1])).toEqual([
      ['Dividends', 95],
      ['(100)', 360],
      ['(90 )', 460],
    ]);
  });
});

describe('tidyAmountCells on scans', () => {
  const cell = (text: string, x0: number) => ({
    text,
    x0,
    x1: x0 + text.length * 5,
    items: [{ text, x: x0, y: 0, width: text.length * 5, height: 9, confidence: 0.6 }],
  });
  it("mends a lost ')', a '{' for '(', a stray 's' after and a quote before an amount", () => {
    const out = tidyAmountCells({
      cells: [
        cell('Repayment of Debt', 50),
        cell('(16', 356),
        cell('(9)s', 447),
        cell('{15', 538),
        cell('“3', 600),
      ],
      text: '',
    } as unknown as Line);
    expect(out.cells.map((c) => c.text)).toEqual(['Repayment of Debt', '(16)', '(9)', '(15)', '3']);
  });
  it("closes a space OCR put after a comma or point, and reads '$127 716 30' with its cents", () => {
    const out = tidyAmountCells({
      cells: [
        cell('Net Revenues', 50),
        cell('$127 716 30', 356),
        cell('32, 771.32', 447),
        cell('(1, 234)', 538),
      ],
      text: '',
    } as unknown as Line);
    expect(out.cells.map((c) => c.text)).toEqual(['Net Revenues', '$127,716.30', '32,771.32', '(1,234)']);
  });
  it('leaves labels and whole amounts alone', () => {
    const out = tidyAmountCells({
      cells: [cell('Notes (see 2)', 50), cell('(16)', 356), cell('1,234', 447)],
      text: '',
    } as unknown as Line);
    expect(out.cells.map((c) => c.text)).toEqual(['Notes (see 2)', '(16)', '1,234']);
  });
});

describe('current period column by the cash carried between periods', () => {
  const rows = (a: string[], b: string[]) => [
    ['Northwind Traders LLC'],
    ['Statement of Cash Flows'],
    ['Operating activities'],
    ['Net income', a[0]!, b[0]!],
    ['Net cash provided by operating activities', a[0]!, b[0]!],
    ['Investing activities'],
    ['Purchase of equipment', a[1]!, b[1]!],
    ['Net cash used in investing activities', a[1]!, b[1]!],
    ['Net increase in cash', a[2]!, b[2]!],
    ['Cash at beginning of year', a[3]!, b[3]!],
    ['Cash at end of year', a[4]!, b[4]!],
  ];
  const prior = ['400', '(100)', '300', '700', '1,000'];
  const current = ['500', '(150)', '350', '1,000', '1,350'];

  it('takes the column whose beginning cash is the other column’s ending cash when no year is printed', () => {
    const r = parseCashFlow(documentOf([tablePage(rows(prior, current), [420, 500])]));
    expect(r.fields).toMatchObject({
      operatingCashFlow: 500,
      investingCashFlow: -150,
      netCashFlow: 350,
      beginningCash: 1_000,
      endingCash: 1_350,
    });
    expect(r.warnings?.some((w) => w.startsWith('Ambiguous reading'))).toBe(false);
  });

  it('confirms the first column by the same arithmetic, so the reading is no longer ambiguous', () => {
    const r = parseCashFlow(documentOf([tablePage(rows(current, prior), [420, 500])]));
    expect(r.fields).toMatchObject({ operatingCashFlow: 500, beginningCash: 1_000, endingCash: 1_350 });
    expect(r.warnings?.some((w) => w.startsWith('Ambiguous reading'))).toBe(false);
  });

  it('flags printed years that the carried cash contradicts', () => {
    const page = tablePage([['', '2024', '2023'], ...rows(prior, current)], [420, 500]);
    const r = parseCashFlow(documentOf([page]));
    expect(r.warnings?.some((w) => w.startsWith('Ambiguous reading: the column headers'))).toBe(true);
  });
});

describe('current period column by the header’s words', () => {
  it('takes the column headed "Current Year" when the prior year is printed first and no year is shown', () => {
    const page = tablePage(
      [
        ['Contoso Ltd'],
        ['Balance Sheet'],
        ['', 'Prior Year', 'Current Year'],
        ['Assets'],
        ['Cash', '100', '150'],
        ['Total assets', '100', '150'],
        ['Liabilities'],
        ['Loans', '40', '50'],
        ['Total liabilities', '40', '50'],
        ['Equity'],
        ['Retained earnings', '60', '100'],
        ['Total equity', '60', '100'],
      ],
      [420, 500],
    );
    const r = parseBalanceSheet(documentOf([page]));
    expect(r.fields).toMatchObject({ totalAssets: 150, totalLiabilities: 50, totalEquity: 100 });
    expect(r.warnings?.some((w) => w.startsWith('Ambiguous reading'))).toBe(false);
  });
});
