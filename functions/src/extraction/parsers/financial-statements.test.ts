import { describe, expect, it } from 'vitest';
import { checkBalanceSheet } from '../checks/balance-sheet';
import { checkCashFlow } from '../checks/cash-flow';
import { checkProfitLoss } from '../checks/profit-loss';
import { runChecks } from '../checks/registry';
import { parseBalanceSheet } from './balance-sheet';
import { parseCashFlow } from './cash-flow';
import { parseProfitLoss } from './profit-loss';
import { garbledAmount, sumColumn, tidyAmountCells } from './financial-statement';
import { documentOf, tablePage } from '../../../test-support/extraction/test-forms';
import { makeDoc, ocrDoc } from '../../../test-support/extraction/parse/test-helpers';

// Columns: label, notes, current year, prior year (the layout of audited statements filed with
// the Philippine SEC: a notes column, "P" before the first amounts, parentheses for negatives).
const EDGES = [330, 440, 540];

const BALANCE_SHEET = tablePage(
  [
    ['HARBORVIEW TRADING & SUPPLY CORPORATION'],
    ['STATEMENTS OF FINANCIAL POSITION'],
    ['December 31, 2022 and 2021'],
    ['', 'Notes', '2022', '2021'],
    ['ASSETS'],
    ['Current Assets'],
    ['Cash', '5', 'P 30,125,019', 'P 33,712,128'],
    ['Receivables', '6', '20,897,589', '27,256,377'],
    ['Inventories', '7', '649,072,569', '543,661,059'],
    ['Total Current Assets', '', '700,095,177', '604,629,564'],
    ['Non-current Assets'],
    ['Property and equipment - net', '8', '175,989,336', '179,604,456'],
    ['Other assets', '', '16,315,839', '6,942,411'],
    ['Total Non-current Assets', '', '192,305,175', '186,546,867'],
    ['TOTAL ASSETS', '', 'P 892,400,352', 'P 791,176,431'],
    ['LIABILITIES AND EQUITY'],
    ['Current Liabilities'],
    ['Trade and other payables', '9', '536,623,131', '454,493,205'],
    ['Total Current Liabilities', '', '536,623,131', '454,493,205'],
    ['Non-current Liabilities', '', '-', '-'],
    ["Shareholders' Equity"],
    ['Share capital', '10', '138,000,000', '138,000,000'],
    ['Retained earnings', '', '217,777,221', '198,683,226'],
    ["Total Shareholders' Equity", '', '355,777,221', '336,683,226'],
    ['TOTAL LIABILITIES AND EQUITY', '', 'P 892,400,352', 'P 791,176,431'],
  ],
  EDGES,
);

const INCOME = tablePage(
  [
    ['HARBORVIEW TRADING & SUPPLY CORPORATION'],
    ['STATEMENTS OF INCOME'],
    ['For the Years Ended December 31, 2022 and 2021'],
    ['', 'Notes', '2022', '2021'],
    ['REVENUE', '', 'P 1,455,577,449', 'P 1,461,676,797'],
    ['DIRECT COSTS', '11', '1,317,956,430', '1,322,638,923'],
    ['GROSS PROFIT', '', '137,621,019', '139,037,874'],
    ['GENERAL AND ADMINISTRATIVE EXPENSES', '12', '112,162,359', '112,551,477'],
    ['NET INCOME BEFORE INCOME TAX', '', '25,458,657', '26,486,394'],
    ['PROVISION FOR INCOME TAX', '13', '6,364,665', '6,621,600'],
    ['NET INCOME', '', 'P 19,093,995', 'P 19,864,797'],
  ],
  EDGES,
);

const CASH_FLOWS = tablePage(
  [
    ['HARBORVIEW TRADING & SUPPLY CORPORATION'],
    ['STATEMENTS OF CASH FLOWS'],
    ['For the Years Ended December 31, 2022 and 2021'],
    ['', '', '2022', '2021'],
    ['CASH FLOWS FROM OPERATING ACTIVITIES'],
    ['Income before income tax', '', 'P 19,093,995', 'P 19,864,797'],
    ['Depreciation', '8', '3,615,120', '3,654,687'],
    ['Net cash income (loss)', '', '22,709,115', '23,519,484'],
    ['Prior year adjustment', '', '-', '(6,299,646)'],
    ['Decrease (increase) in trade and other receivables', '', '6,358,788', '4,174,875'],
    ['Inventories', '', '(105,411,510)', '(71,638,116)'],
    ['Other current assets', '', '(9,373,428)', '(6,192,411)'],
    ['Increase (decrease) in trade and other payables', '', '82,129,926', '62,090,397'],
    ['Net cash from operating activities', '', '(3,587,112)', '5,654,583'],
    ['CASH FLOWS FROM INVESTING ACTIVITIES'],
    ['Acquisition of property and equipment', '', '-', '(142,611)'],
    ['Net cash used in investing activities', '', '-', '(142,611)'],
    ['CASH FLOWS FROM FINANCING ACTIVITIES', '', '-', '-'],
    ['NET INCREASE (DECREASE) IN CASH', '', '(3,587,112)', '5,511,972'],
    ['CASH BALANCE AT BEGINNING OF YEAR', '', '33,712,128', '28,200,156'],
    ['CASH BALANCE AT END OF YEAR', '', 'P 30,125,019', 'P 33,712,128'],
  ],
  EDGES,
);

describe('parseBalanceSheet', () => {
  it('reads the current-year column of a statement with notes and peso signs', () => {
    const r = parseBalanceSheet(documentOf([BALANCE_SHEET]));
    expect(r.fields).toEqual({
      companyName: 'HARBORVIEW TRADING & SUPPLY CORPORATION',
      reportDate: '2022-12-31',
      periodEndDate: '2022-12-31',
      totalAssets: 892400352,
      totalLiabilities: 536623131,
      totalEquity: 355777221,
    });
    expect(r.lineItems).toEqual([
      { section: 'assets', accountName: 'Cash', category: 'Current Assets', amount: 30125019 },
      { section: 'assets', accountName: 'Receivables', category: 'Current Assets', amount: 20897589 },
      { section: 'assets', accountName: 'Inventories', category: 'Current Assets', amount: 649072569 },
      {
        section: 'assets',
        accountName: 'Property and equipment - net',
        category: 'Non-current Assets',
        amount: 175989336,
      },
      { section: 'assets', accountName: 'Other assets', category: 'Non-current Assets', amount: 16315839 },
      {
        section: 'liabilities',
        accountName: 'Trade and other payables',
        category: 'Current Liabilities',
        amount: 536623131,
      },
      // A group printed with a nil amount is kept as an account (condensed statements list groups only).
      { section: 'liabilities', accountName: 'Non-current Liabilities', category: 'Liabilities', amount: 0 },
      {
        section: 'equity',
        accountName: 'Share capital',
        category: "Shareholders' Equity",
        amount: 138000000,
      },
      {
        section: 'equity',
        accountName: 'Retained earnings',
        category: "Shareholders' Equity",
        amount: 217777221,
      },
    ]);
    expect(r.warnings?.join(' ')).toMatch(/2022 column.*2021/);
    expect(checkBalanceSheet(r).every((c) => c.passed)).toBe(true);
  });

  it('finds its statement among the others bound in one report', () => {
    const pages = [INCOME, BALANCE_SHEET, CASH_FLOWS].map((p, i) => ({ ...p, pageNumber: i + 1 }));
    const r = parseBalanceSheet(documentOf(pages));
    expect(r.fields.totalAssets).toBe(892400352);
    expect(r.lineItems).toHaveLength(9);
  });

  it('keeps amounts stated in thousands as printed and takes a most recent column printed second', () => {
    const page = tablePage(
      [
        ['Contoso Ltd'],
        ['Balance Sheet'],
        ['As of June 30, 2024 (in thousands)'],
        ['', '', '2023', '2024'],
        ['Assets'],
        ['Cash', '', '100', '150'],
        ['Total assets', '', '100', '150'],
        ['Liabilities'],
        ['Loans', '', '(40)', '50'],
        ['Total liabilities', '', '40', '50'],
        ['Equity'],
        ['Retained earnings', '', '60', '100'],
        ['Total equity', '', '60', '100'],
      ],
      EDGES,
    );
    const r = parseBalanceSheet(documentOf([page]));
    expect(r.fields).toMatchObject({
      companyName: 'Contoso Ltd',
      periodEndDate: '2024-06-30',
      totalAssets: 150,
      totalLiabilities: 50,
      totalEquity: 100,
    });
    expect(r.warnings?.join(' ')).toMatch(/thousands/);
  });
});

describe('parseBalanceSheet on other layouts', () => {
  it('takes the total beside quarter columns, and the actual beside its budget and variance', () => {
    // Every breakdown column carries the period's year, so the year cannot choose; the arithmetic
    // does: on every row one column is the sum of the others.
    const quarters = parseProfitLoss(
      documentOf([
        tablePage(
          [
            ['Harbor Lane Studio LLC'],
            ['Profit and Loss'],
            ['January - December 2024'],
            ['', 'Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024', 'Total'],
            ['Income'],
            ['Sales', '1,000.00', '1,200.00', '900.00', '1,400.00', '4,500.00'],
            ['Interest Income', '10.00', '12.00', '8.00', '20.00', '50.00'],
            ['Total Income', '1,010.00', '1,212.00', '908.00', '1,420.00', '4,550.00'],
            ['Expenses'],
            ['Rent', '300.00', '300.00', '300.00', '300.00', '1,200.00'],
            ['Supplies', '55.10', '60.00', '41.25', '70.00', '226.35'],
            ['Total Expenses', '355.10', '360.00', '341.25', '370.00', '1,426.35'],
            ['Net Income', '654.90', '852.00', '566.75', '1,050.00', '3,123.65'],
          ],
          [270, 330, 390, 450, 530],
        ),
      ]),
    );
    expect(quarters.fields).toMatchObject({ totalRevenue: 4550, totalExpenses: 1426.35, netIncome: 3123.65 });
    expect((quarters.warnings ?? []).join(' ')).not.toMatch(/Ambiguous/);
    const budget = parseProfitLoss(
      documentOf([
        tablePage(
          [
            ['Harbor Lane Studio LLC'],
            ['Profit and Loss Budget vs. Actual'],
            ['January - December 2024'],
            ['', 'Budget', 'Actual', '$ Over Budget', '% of Budget'],
            ['Income'],
            ['Sales', '4,000.00', '4,500.00', '500.00', '112.5%'],
            ['Total Income', '4,000.00', '4,500.00', '500.00', '112.5%'],
            ['Expenses'],
            ['Rent', '1,200.00', '1,200.00', '0.00', '100.0%'],
            ['Supplies', '250.00', '226.35', '-23.65', '90.5%'],
            ['Total Expenses', '1,450.00', '1,426.35', '-23.65', '98.4%'],
            ['Net Income', '2,550.00', '3,073.65', '523.65', '120.5%'],
          ],
          [330, 410, 480, 540],
        ),
      ]),
    );
    expect(budget.fields).toMatchObject({ totalRevenue: 4500, totalExpenses: 1426.35, netIncome: 3073.65 });
  });

  it('takes the "as of" date, not a print timestamp above it', () => {
    const r = parseBalanceSheet(
      documentOf([
        tablePage(
          [
            ['Printed 01/15/2025 10:32 AM'],
            ['Blue Ridge Outfitters Inc.'],
            ['Balance Sheet'],
            ['As of December 31, 2024'],
            ['ASSETS'],
            ['Cash', '1,000.00'],
            ['Total Assets', '1,000.00'],
            ['LIABILITIES'],
            ['Accounts Payable', '400.00'],
            ['Total Liabilities', '400.00'],
            ['EQUITY'],
            ['Retained Earnings', '600.00'],
            ['Total Equity', '600.00'],
          ],
          [400],
        ),
      ]),
    );
    expect(r.fields).toMatchObject({ periodEndDate: '2024-12-31', reportDate: '2025-01-15' });
  });

  it('reads a balance sheet printed in two halves, assets left and liabilities right', () => {
    const page = documentOf([
      tablePage(
        [
          ['Blue Ridge Outfitters Inc.'],
          ['Statement of Financial Position - As of December 31, 2024'],
          ['ASSETS'],
          ['Cash and Cash Equivalents', '35,591.42', '', ''],
          ['Inventory', '69,480.22', '', ''],
          ['Total Assets', '105,071.64', '', ''],
        ],
        [300],
      ),
    ]);
    // The right half: liabilities and equity beside the assets.
    const right = tablePage(
      [
        [],
        [],
        ['LIABILITIES'],
        ['Accounts Payable', '2,056.04'],
        ['Long-Term Debt', '3,015.60'],
        ['Total Liabilities', '5,071.64'],
        ["STOCKHOLDERS' EQUITY"],
        ['Retained Earnings', '100,000.00'],
        ['Total Equity', '100,000.00'],
      ],
      [560],
    );
    page.pages[0]!.items.push(...right.items.map((i) => ({ ...i, x: i.x + (i.x < 300 ? 270 : 0) })));
    const r = parseBalanceSheet(page);
    expect(r.fields).toMatchObject({
      companyName: 'Blue Ridge Outfitters Inc.',
      periodEndDate: '2024-12-31',
      totalAssets: 105071.64,
      totalLiabilities: 5071.64,
      totalEquity: 100000,
    });
    expect(r.lineItems?.map((i) => `${i.section}:${i.accountName}`)).toEqual([
      'assets:Cash and Cash Equivalents',
      'assets:Inventory',
      'liabilities:Accounts Payable',
      'liabilities:Long-Term Debt',
      'equity:Retained Earnings',
    ]);
    expect(checkBalanceSheet(r).every((c) => c.passed)).toBe(true);
  });
});

describe('parseProfitLoss', () => {
  it('separates revenue and expenses, skips subtotals and derives total expenses', () => {
    const r = parseProfitLoss(documentOf([INCOME]));
    expect(r.fields).toEqual({
      companyName: 'HARBORVIEW TRADING & SUPPLY CORPORATION',
      reportDate: '2022-12-31',
      periodStartDate: '2022-01-01',
      periodEndDate: '2022-12-31',
      totalRevenue: 1455577449,
      totalExpenses: 1436483454,
      netIncome: 19093995,
    });
    expect(r.lineItems?.map((i) => [i.section, i.accountName, i.amount])).toEqual([
      ['revenue', 'REVENUE', 1455577449],
      ['expenses', 'DIRECT COSTS', 1317956430],
      ['expenses', 'GENERAL AND ADMINISTRATIVE EXPENSES', 112162359],
      ['expenses', 'PROVISION FOR INCOME TAX', 6364665],
    ]);
    expect(checkProfitLoss(r).every((c) => c.passed)).toBe(true);
    // The summed total is marked derived, so the registry's checks do not verify it with the sum
    // that made it.
    // One revenue line and no total: the line is the total revenue as printed (read, not derived).
    expect(r.provenance).toEqual({ totalExpenses: 'derived' });
    expect(runChecks('profit_loss', r).map((c) => c.id)).not.toContain('profit_loss.expense_items');
  });

  it('keeps a total revenue taken from one line captioned as one kind of revenue derived', () => {
    // No total printed and the only revenue line names one kind of revenue: other revenue lines may
    // have been lost, so the total is computed, not read (a check over it proves nothing).
    const page = tablePage(
      [
        ['HARBOR LIGHT SERVICES INC.'],
        ['STATEMENTS OF INCOME'],
        ['For the Years Ended December 31, 2023 and 2022'],
        ['', 'Notes', '2023', '2022'],
        ['Consulting fees', '', 'P 1,250,000', 'P 1,100,000'],
        ['DIRECT COSTS', '11', '800,000', '700,000'],
        ['GENERAL AND ADMINISTRATIVE EXPENSES', '12', '300,000', '250,000'],
        ['NET INCOME', '', 'P 150,000', 'P 150,000'],
      ],
      EDGES,
    );
    const r = parseProfitLoss(documentOf([page]));
    expect(r.fields.totalRevenue).toBe(1250000);
    expect(r.provenance?.totalRevenue).toBe('derived');
  });

  it('reads a small-business P&L with headings, printed totals and a net loss in parentheses', () => {
    const page = tablePage(
      [
        ['Blue Heron Bakery LLC'],
        ['Profit and Loss'],
        ['January 1 - March 31, 2025'],
        ['', '', 'Total'],
        ['Income'],
        ['Sales', '', '$12,500.00'],
        ['Catering income', '', '1,250.50'],
        ['Total Income', '', '$13,750.50'],
        ['Expenses'],
        ['Rent', '', '6,000.00'],
        ['Wages', '', '9,100.25'],
        ['Total Expenses', '', '$15,100.25'],
        ['Net Income', '', '($1,349.75)'],
      ],
      [330, 540],
    );
    const r = parseProfitLoss(documentOf([page]));
    expect(r.fields).toMatchObject({
      companyName: 'Blue Heron Bakery LLC',
      periodStartDate: '2025-01-01',
      periodEndDate: '2025-03-31',
      totalRevenue: 13750.5,
      totalExpenses: 15100.25,
      netIncome: -1349.75,
    });
    expect(r.lineItems).toEqual([
      { section: 'revenue', accountName: 'Sales', category: 'Income', amount: 12500 },
      { section: 'revenue', accountName: 'Catering income', category: 'Income', amount: 1250.5 },
      { section: 'expenses', accountName: 'Rent', category: 'Expenses', amount: 6000 },
      { section: 'expenses', accountName: 'Wages', category: 'Expenses', amount: 9100.25 },
    ]);
    expect(checkProfitLoss(r).map((c) => [c.id, c.passed])).toEqual([
      ['profit_loss.net_income', true],
      ['profit_loss.lines_net_income', true],
      ['profit_loss.revenue_items', true],
      ['profit_loss.expense_items', true],
    ]);
  });
});

describe("parseProfitLoss: a year run into its share column's title", () => {
  it("reads '2020 % of Income | 2021 % of Income' as two years and takes the latest", () => {
    const row = (label: string, prior: string, priorPct: string, current: string, currentPct: string) => [
      [40, label] as [number, string],
      [310 - prior.length * 5, prior] as [number, string],
      [340, priorPct] as [number, string],
      [450 - current.length * 5, current] as [number, string],
      [480, currentPct] as [number, string],
    ];
    const r = parseProfitLoss(
      makeDoc({
        rows: [
          [[200, 'Tall Pine Brewing Co.']],
          [[200, 'Income Statement']],
          [
            [255, '2020 % of Income'],
            [395, '2021 % of Income'],
          ],
          [[40, 'Income']],
          row('Sales Revenue', '1,319,659.26', '97.8%', '1,168,499.89', '97.6%'),
          row('Service Revenue', '29,735.55', '2.2%', '28,211.42', '2.4%'),
          row('Total Income', '1,349,394.81', '100.0%', '1,196,711.31', '100.0%'),
          [[40, 'Expense']],
          row('Cost of Goods Sold', '766,696.10', '56.8%', '765,551.25', '64.0%'),
          row('Salaries and Wages', '101,080.32', '7.5%', '106,725.16', '8.9%'),
          row('Total Expense', '867,776.42', '64.3%', '872,276.41', '72.9%'),
          row('Net Income', '481,618.39', '35.7%', '324,434.90', '27.1%'),
        ],
      }),
    );
    expect(r.fields).toMatchObject({
      totalRevenue: 1196711.31,
      totalExpenses: 872276.41,
      netIncome: 324434.9,
    });
    expect(r.warnings ?? []).not.toContainEqual(expect.stringMatching(/^Ambiguous reading/));
  });

  it('takes no year from a title line whose words happen to sit above the columns', () => {
    const row = (label: string, prior: string, current: string): [number, string][] => [
      [40, label],
      [400 - prior.length * 5, prior],
      [500 - current.length * 5, current],
    ];
    const r = parseProfitLoss(
      makeDoc({
        rows: [
          [[200, 'Tall Pine Brewing Co.']],
          [[200, 'Income Statement']],
          [[250, 'For the years ended December 31, 2021 and 2020']],
          [
            [380, '2020'],
            [480, '2021'],
          ],
          [[40, 'Revenue']],
          row('Sales Revenue', '1,319,659.26', '1,168,499.89'),
          row('Service Revenue', '29,735.55', '28,211.42'),
          row('Total Revenue', '1,349,394.81', '1,196,711.31'),
          [[40, 'Expenses']],
          row('Cost of Goods Sold', '766,696.10', '765,551.25'),
          row('Salaries and Wages', '101,080.32', '106,725.16'),
          row('Total Expenses', '867,776.42', '872,276.41'),
          row('Net Income', '481,618.39', '324,434.90'),
        ],
      }),
    );
    expect(r.fields).toMatchObject({ totalRevenue: 1196711.31, netIncome: 324434.9 });
  });
});

describe('parseProfitLoss: quarter titles garbled by a scan', () => {
  const row = (label: string, current: string, prior: string): [number, string][] => [
    [40, label],
    [400 - current.length * 5, current],
    [500 - prior.length * 5, prior],
  ];
  const body = [
    [[40, 'Income']],
    row('Sales Revenue', '$310915.29', '$307578.70'),
    row('Other Income', '6190.65', '3179.12'),
    row('Total Revenue', '$317105.94', '$310757.82'),
    [[40, 'Costs and Expenses']],
    row('Cost of Goods Sold', '155536.73', '130005.89'),
    row('Rent', '60000.00', '57000.00'),
    row('Total Expenses', '215536.73', '187005.89'),
    row('Net Income', '101569.21', '123751.93'),
  ] as [number, string][][];
  const doc = (titles: [number, string][]) =>
    makeDoc({
      rows: [
        [[200, 'Copperfield Engineering LLC']],
        [[220, 'Profit and Loss']],
        [[200, 'April 1, 2023 through June 30, 2023']],
        titles,
        ...body,
      ],
    });
  it("reads '022023' (Q2 2023 with its Q read as a zero) as a year, and takes that column", () => {
    const r = parseProfitLoss(
      doc([
        [365, '022023'],
        [465, 'Q22022'],
      ]),
    );
    expect(r.fields).toMatchObject({
      totalRevenue: 317105.94,
      netIncome: 101569.21,
      periodEndDate: '2023-06-30',
    });
  });
  it('gives a column with an unreadable title the year after its neighbour, and says so', () => {
    const r = parseProfitLoss(
      doc([
        [365, 'Q2 2O2s'],
        [465, 'Q2 2022'],
      ]),
    );
    expect(r.fields).toMatchObject({ totalRevenue: 317105.94, netIncome: 101569.21 });
    expect(r.warnings ?? []).toContainEqual(
      expect.stringMatching(/^Ambiguous reading: the period above column 1/),
    );
  });
});

describe('parseProfitLoss: a total whose current figure a scan lost', () => {
  it('still closes the revenue section, so cost of goods sold is an expense', () => {
    const row = (label: string, ...values: string[]): [number, string][] => [
      [40, label],
      ...values
        .map((v, i) => [300 + i * 100 - v.length * 5, v] as [number, string])
        .filter(([, v]) => v !== ''),
    ];
    const r = parseProfitLoss(
      makeDoc({
        rows: [
          [[200, 'Silverline Media Corp.']],
          [[200, 'Statement of Operations']],
          [
            [280, '2023'],
            [380, '2022'],
            [480, '2021'],
          ],
          [[40, 'Revenue:']],
          row('Sales Revenue', '52,086', '45,766', '39,127'),
          row('Service Revenue', '69,413', '59,126', '50,548'),
          row('Total revenues', '', '104,892', '89,675'),
          row('Cost of Goods Sold', '32,771', '27,120', '23,186'),
          row('Gross margin', '88,728', '77,772', '66,489'),
          [[40, 'Operating expenses:']],
          row('Salaries and Wages', '146,680', '138,010', '117,989'),
          row('Total operating costs and expenses', '146,680', '138,010', '117,989'),
          row('Net loss', '(90,723)', '(87,358)', '(74,686)'),
        ],
      }),
    );
    expect(r.lineItems).toContainEqual(
      expect.objectContaining({ accountName: 'Cost of Goods Sold', section: 'expenses' }),
    );
    expect(r.fields).toMatchObject({ totalRevenue: 121499 });
  });
});

describe('parseProfitLoss: net income whose current figure a scan lost', () => {
  it('still ends the statement (per-share lines are no expenses), and finds a total run together', () => {
    const row = (label: string, ...values: string[]): [number, string][] => [
      [40, label],
      ...values
        .map((v, i) => [300 + i * 100 - v.length * 5, v] as [number, string])
        .filter(([, v]) => v !== ''),
    ];
    const r = parseProfitLoss(
      makeDoc({
        rows: [
          [[200, 'Vantage Point Architects']],
          [[200, 'Statement of Operations']],
          [
            [280, '2024'],
            [380, '2023'],
            [480, '2022'],
          ],
          [[40, 'Net sales:']],
          row('Sales Revenue', '330,013', '346,834', '299,686'),
          row('Service Revenue', '767,469', '773,882', '668,682'),
          row('Total revenue', '1,097,482', '1,120,716', '968,368'),
          [[40, 'Operating expenses:']],
          row('Salaries and Wages', '354,667', '305,987', '264,392'),
          row('Rent Expense', '20,691', '22,399', '19,354'),
          row('Total operatingcostsand expenses', '375,358', '328,386', '283,746'),
          row('Net income', '', '792,330', '684,622'),
          [[40, 'Earnings per share:']],
          row('Basic', '3.47', '5.13', '4.43'),
          row('Diluted', '3.43', '5.07', '4.38'),
        ],
      }),
    );
    expect(r.lineItems?.map((i) => i.accountName)).toEqual([
      'Sales Revenue',
      'Service Revenue',
      'Salaries and Wages',
      'Rent Expense',
    ]);
    expect(r.fields).toMatchObject({ totalRevenue: 1097482, totalExpenses: 375358, netIncome: 722124 });
  });
});

describe('sumColumn', () => {
  const row = (...values: number[]) => ({ values });
  it('finds the total beside its quarters although a scan misread some rows', () => {
    const rows = [
      row(220072.36, 187455.82, 111750.18, 201395.52, 720673.88),
      row(61615.71, 52483.76, 31287.74, 56386.58, 201773.79),
      row(19923.4, 16970.58, 10116.87, 18232.56, 6524341), // the total's point lost
      row(3398.98, 2895.22, 1725.96, 3110.52, 1130.68), // a digit lost
      row(35632.33, 30351.32, 18093.68, 32608.32, 116685.65),
      row(7959.43, 6779.78, 4041.71, 7283.93, 26064.85),
      row(10170.39, 8663.05, 5164.41, 9307.26, 30305.11), // an 8 read as 0 (33305.11)
      row(575.03, 489.81, 292.0, 526.23, 1883.07),
    ];
    expect(sumColumn(rows, 5)).toBe(4);
    // Most rows must hold: with half of them misread nothing is chosen.
    const half = [
      rows[0]!,
      rows[1]!,
      rows[4]!,
      rows[5]!,
      rows[2]!,
      rows[3]!,
      row(1, 2, 3, 4, 19),
      row(5, 5, 5, 5, 31),
    ];
    expect(sumColumn(half, 5)).toBeNull();
  });

  it('finds no total in a comparative whose rows sum only through zeros and unchanged figures', () => {
    const comparative = [
      row(100, 100, 0),
      row(250, 0, 250),
      row(40, 40, 0),
      row(70, 0, 70),
      row(1200, 1100, 950),
      row(300, 280, 310),
      row(30, 30, 0),
    ];
    expect(sumColumn(comparative, 3)).toBeNull();
  });
});

describe('parseProfitLoss on accounting-software exports', () => {
  it('splits dot leaders, drops account numbers and the basis note, and reads the print date', () => {
    const page = tablePage(
      [
        ['Accrual Basis'],
        ['Orchard Street Bakery Inc.'],
        ['Statement of Operations'],
        ['For the Year Ended December 31, 2025'],
        ['Revenue'],
        ['4000 Sales Revenue ........................................ 814,766.51'],
        ['Total Revenue', '814,766.51'],
        ['Expenses'],
        ['5000 Cost of Goods Sold ................................... 623,239.43'],
        ['Total Expenses', '623,239.43'],
        ['Net Income', '191,527.08'],
        ['02/09/2026 - Page 1 of 1'],
      ],
      [540],
    );
    const r = parseProfitLoss(documentOf([page]));
    expect(r.fields).toMatchObject({
      companyName: 'Orchard Street Bakery Inc.',
      reportDate: '2026-02-09',
      periodStartDate: '2025-01-01',
      periodEndDate: '2025-12-31',
      totalRevenue: 814766.51,
      totalExpenses: 623239.43,
      netIncome: 191527.08,
    });
    expect(r.lineItems?.map((i) => [i.section, i.accountName, i.amount])).toEqual([
      ['revenue', 'Sales Revenue', 814766.51],
      ['expenses', 'Cost of Goods Sold', 623239.43],
    ]);
  });
});

describe('parseCashFlow', () => {
  it('reads sections, the net change and the cash balances', () => {
    const r = parseCashFlow(documentOf([CASH_FLOWS]));
    expect(r.fields).toEqual({
      companyName: 'HARBORVIEW TRADING & SUPPLY CORPORATION',
      reportDate: '2022-12-31',
      periodStartDate: '2022-01-01',
      periodEndDate: '2022-12-31',
      operatingCashFlow: -3587112,
      investingCashFlow: 0,
      financingCashFlow: 0,
      netCashFlow: -3587112,
      beginningCash: 33712128,
      endingCash: 30125019,
    });
    expect(r.lineItems?.map((i) => [i.section, i.accountName, i.amount])).toEqual([
      ['operating', 'Income before income tax', 19093995],
      ['operating', 'Depreciation', 3615120],
      ['operating', 'Prior year adjustment', 0],
      ['operating', 'Decrease (increase) in trade and other receivables', 6358788],
      ['operating', 'Inventories', -105411510],
      ['operating', 'Other current assets', -9373428],
      ['operating', 'Increase (decrease) in trade and other payables', 82129926],
      ['investing', 'Acquisition of property and equipment', 0],
    ]);
    const checks = Object.fromEntries(checkCashFlow(r).map((c) => [c.id, c]));
    expect(checks['cash_flow.net_change']?.passed).toBe(true);
    expect(checks['cash_flow.investing_items']?.passed).toBe(true);
    // The statement itself is three pesos off (33,712,128 − 3,587,112 ≠ 30,125,019): a rounding slip
    // of the kind filed statements show, which the check must report, not absorb.
    expect(checks['cash_flow.ending_cash']).toMatchObject({ passed: false, values: { difference: 3 } });
  });

  it('reports no cash flow statement in a report that binds only the others', () => {
    const pages = [INCOME, BALANCE_SHEET].map((p, i) => ({ ...p, pageNumber: i + 1 }));
    const r = parseCashFlow(documentOf(pages));
    expect(Object.values(r.fields).every((v) => v === null)).toBe(true);
    expect(r.warnings?.join(' ')).toMatch(/no cash flow statement/);
  });
});

describe("a bookkeeping package's P&L (decision 182)", () => {
  it('reads past "% of Income" columns, account numbers joined by a dot, a parent account and "Net Ordinary Income"', () => {
    const doc = documentOf([
      tablePage(
        [
          ['Copperfield Engineering LLC'],
          ['Profit and Loss'],
          ['January through December 2023'],
          ['', 'Jan - Dec 23', '% of Income', 'Jan - Dec 22', '% of Income'],
          ['Ordinary Income/Expense'],
          ['Income'],
          ['4000 · Sales Revenue', '161,618.67', '80.9%', '159,338.39', '83.7%'],
          ['4200 · Service Revenue', '38,000.00', '19.1%', '31,000.00', '16.3%'],
          ['Total Income', '199,618.67', '100.0%', '190,338.39', '100.0%'],
          ['Expense'],
          ['6770 · Salaries and Wages', '33,312.13', '16.7%', '36,643.61', '19.3%'],
          ['7900 · Payroll Expenses'],
          ['    6870 · Payroll Taxes', '3,735.16', '1.9%', '3,291.39', '1.7%'],
          ['    6880 · Utilities', '4,840.47', '2.4%', '3,787.47', '2.0%'],
          ['Total 7900 · Payroll Expenses', '8,575.63', '4.3%', '7,078.86', '3.7%'],
          ['Total Expense', '41,887.76', '21.0%', '43,722.47', '23.0%'],
          ['Net Ordinary Income', '157,730.91', '79.0%', '146,615.92', '77.0%'],
          ['Net Income', '157,730.91', '79.0%', '146,615.92', '77.0%'],
        ],
        [330, 390, 480, 540],
      ),
    ]);
    const r = parseProfitLoss(doc);
    expect(r.fields).toMatchObject({
      totalRevenue: 199618.67,
      totalExpenses: 41887.76,
      netIncome: 157730.91,
    });
    expect((r.lineItems ?? []).map((i) => [i.accountName, i.amount])).toEqual([
      ['Sales Revenue', 161618.67],
      ['Service Revenue', 38000],
      ['Salaries and Wages', 33312.13],
      ['Payroll Taxes', 3735.16],
      ['Utilities', 4840.47],
    ]);
  });
});

describe('parseCashFlow: a section total whose space after "Net" a scan lost', () => {
  it("reads 'Netcash provided by (used in) financing activities' as the financing total", () => {
    const r = parseCashFlow(
      makeDoc({
        rows: [
          [[200, 'Harbor Point Co.']],
          [[200, 'Statement of Cash Flows']],
          [[200, 'For the year ended December 31, 2024']],
          [[40, 'Operating activities']],
          [
            [50, 'Net Income'],
            [440, '52,000.00'],
          ],
          [
            [40, 'Netcash provided by (used in) operating activities'],
            [440, '52,000.00'],
          ],
          [[40, 'Financing activities']],
          [
            [50, 'Repayment of Debt'],
            [440, '-16,080.65'],
          ],
          [
            [40, 'Netcash provided by (used in) financing activities'],
            [440, '-16,080.65'],
          ],
          [
            [40, 'Net increase in cash'],
            [440, '35,919.35'],
          ],
          [
            [40, 'Cash at beginning of year'],
            [440, '10,000.00'],
          ],
          [
            [40, 'Cash at end of year'],
            [440, '45,919.35'],
          ],
        ],
      }),
    );
    expect(r.fields).toMatchObject({ operatingCashFlow: 52000, financingCashFlow: -16080.65 });
    expect(r.lineItems?.map((i) => i.accountName)).toEqual(['Net Income', 'Repayment of Debt']);
  });
});

describe('parseProfitLoss: "Net Revenues" under revenue lines a scan misread', () => {
  it('is the revenue total, not one more revenue line', () => {
    const r = parseProfitLoss(
      makeDoc({
        rows: [
          [[200, 'Silverline Media Corp.']],
          [[200, 'Statement of Operations']],
          [[200, 'Jul 01, 2023 to Sep 30, 2023']],
          [[40, 'Revenues']],
          [
            [50, 'Sales Revenue'],
            [440, '52,086.35'],
          ],
          [
            [50, 'Service Revenue'],
            [440, '69,413.06'],
          ],
          [
            [50, 'Other Income'],
            [440, '621689'],
          ],
          [
            [40, 'Net Revenues'],
            [440, '127,716.30'],
          ],
          [[40, 'Costs and Expenses']],
          [
            [50, 'Salaries and Wages'],
            [440, '146,679.91'],
          ],
          [
            [40, 'Net Loss'],
            [440, '(18,963.61)'],
          ],
        ],
      }),
    );
    expect(r.fields).toMatchObject({ totalRevenue: 127716.3 });
    expect(r.lineItems?.map((i) => i.accountName)).toEqual([
      'Sales Revenue',
      'Service Revenue',
      'Other Income',
      'Salaries and Wages',
    ]);
  });
});

describe('an amount a scan garbled with separators', () => {
  it('is read as its digits (garbledAmount), and its row is kept at low confidence', () => {
    expect(garbledAmount('32;7711:32')).toBe(327711.32);
    expect(garbledAmount('(1;234)')).toBe(-1234);
    expect(garbledAmount('1,234.56')).toBeNull();
    expect(garbledAmount('Q3 2023')).toBeNull();
    const r = parseProfitLoss(
      makeDoc({
        rows: [
          [[200, 'Silverline Media Corp.']],
          [[200, 'Statement of Operations']],
          [[200, 'Jul 01, 2023 to Sep 30, 2023']],
          [[40, 'Revenues']],
          [
            [50, 'Sales Revenue'],
            [440, '$52,086.35'],
          ],
          [
            [50, 'Service Revenue'],
            [440, '69,413.06'],
          ],
          [
            [40, 'Net Revenues'],
            [440, '$121,499.41'],
          ],
          [[40, 'Costs and Expenses']],
          [
            [50, 'Cost of Goods Sold'],
            [440, '32;7711:32'],
          ],
          [
            [50, 'Salaries and Wages'],
            [440, '146,679.91'],
          ],
          [
            [40, 'TOTAL EXPENSES'],
            [440, '$179,451.23'],
          ],
          [
            [40, 'Net Loss'],
            [440, '($57,951.82)'],
          ],
        ],
      }),
    );
    expect(r.lineItems?.map((i) => i.accountName)).toEqual([
      'Sales Revenue',
      'Service Revenue',
      'Cost of Goods Sold',
      'Salaries and Wages',
    ]);
  });
});

describe('parseProfitLoss: per-share data after a net income line a scan garbled', () => {
  it('ends the statement at "Earnings per share:" (Basic and Diluted are no expenses)', () => {
    const r = parseProfitLoss(
      makeDoc({
        rows: [
          [[200, 'Silverline Media Corp.']],
          [[200, 'Statement of Operations']],
          [[200, 'Jul 01, 2023 to Sep 30, 2023']],
          [[40, 'Revenues']],
          [
            [50, 'Sales Revenue'],
            [470, '52'],
          ],
          [
            [50, 'Service Revenue'],
            [470, '69'],
          ],
          [
            [40, 'Total revenues'],
            [465, '121'],
          ],
          [[40, 'Operating expenses:']],
          [
            [50, 'Salaries and Wages'],
            [465, '147'],
          ],
          [
            [50, 'Rent'],
            [470, '48'],
          ],
          [
            [40, 'Net 1088, attributable tO the company'],
            [465, 'Gey'],
          ],
          [[40, 'Earnings per share:']],
          [
            [50, 'Basic'],
            [450, '(0.88)'],
          ],
          [
            [50, 'Diluted'],
            [450, '(0.87)'],
          ],
          [[40, 'Shares used in computing earnings per share:']],
          [
            [50, 'Basic'],
            [450, '83,756'],
          ],
        ],
      }),
    );
    expect(r.lineItems?.map((i) => i.accountName)).toEqual([
      'Sales Revenue',
      'Service Revenue',
      'Salaries and Wages',
      'Rent',
    ]);
  });
});

/** A cell whose right edge is at `right` (amounts are right-aligned). */
const R = (right: number, text: string): [number, string] => [right - text.length * 5, text];

describe('audited statements as filed (decision 201)', () => {
  it('reads a cash flow statement under a received stamp, peso signs in cells of their own and a caption wrapped in capitals', () => {
    const r = parseCashFlow(
      makeDoc({
        rows: [
          [[380, 'SECURITIES AND EXCHANGE']],
          [[380, 'RECEIVED']],
          [[380, 'OCT 28 2021']],
          [[150, 'NORTHGATE WIRELESS SERVICES INC.']],
          [[180, 'STATEMENTS OF CASH FLOWS']],
          [[120, 'FOR THE YEARS ENDED JUNE 30, 2021 AND 2020']],
          [[160, '(Amounts in Philippine Peso)']],
          [R(440, '2021'), R(540, '2020')],
          [[50, 'CASH FLOWS FROM OPERATING ACTIVITIES']],
          [[60, 'Income before income tax'], [370, 'Php'], [395, '1,000,000 Php'], R(540, '900,000')],
          [[55, 'Adjustments for:']],
          [[60, 'Depreciation and amortization'], R(440, '200,000'), R(540, '150,000')],
          [[50, 'Operating income before working capital changes'], R(440, '1,200,000'), R(540, '1,050,000')],
          [[55, 'Decrease (increase) in:']],
          [[60, 'Trade and other receivables'], R(440, '(100,000)'), R(540, '50,000')],
          [[50, 'Cash generated from operations'], R(440, '1,100,000'), R(540, '1,100,000')],
          [[60, 'Income taxes paid'], R(440, '(250,000)'), R(540, '(225,000)')],
          [[50, 'Net cash provided by operating activities'], R(440, '850,000'), R(540, '875,000')],
          [[50, 'CASH FLOWS FROM INVESTING ACTIVITIES']],
          [[60, 'Acquisitions of property and equipment'], R(440, '(300,000)'), R(540, '(200,000)')],
          [[50, 'Net cash used in investing activities'], R(440, '(300,000)'), R(540, '(200,000)')],
          [[50, 'CASH FLOWS FROM FINANCING ACTIVITIES']],
          [[60, 'Payments of loans'], R(440, '(150,000)'), R(540, '(100,000)')],
          [[50, 'Net cash used in financing activities'], R(440, '(150,000)'), R(540, '(100,000)')],
          [[50, 'NET INCREASE (DECREASE) IN CASH AND CASH']],
          [[62, 'EQUIVALENTS'], R(440, '400,000'), R(540, '575,000')],
          [[50, 'CASH AND CASH EQUIVALENTS AT BEGINNING OF YEAR'], R(440, '1,575,000'), R(540, '1,000,000')],
          [
            [50, 'CASH AND CASH EQUIVALENTS AT END OF YEAR'],
            [370, 'Php'],
            [395, '1,975,000 Php'],
            R(540, '1,575,000'),
          ],
        ],
      }),
    );
    expect(r.fields).toMatchObject({
      companyName: 'NORTHGATE WIRELESS SERVICES INC.',
      periodStartDate: '2020-07-01',
      periodEndDate: '2021-06-30',
      operatingCashFlow: 850000,
      investingCashFlow: -300000,
      financingCashFlow: -150000,
      netCashFlow: 400000,
      beginningCash: 1575000,
      endingCash: 1975000,
    });
    expect(r.lineItems?.map((i) => [i.accountName, i.amount])).toEqual([
      ['Income before income tax', 1000000],
      ['Depreciation and amortization', 200000],
      ['Trade and other receivables', -100000],
      ['Income taxes paid', -250000],
      ['Acquisitions of property and equipment', -300000],
      ['Payments of loans', -150000],
    ]);
  });

  it('ends the revenue at a cost caption printed with its amount, and takes total expenses from the lines when revenue is only its lines', () => {
    const r = parseProfitLoss(
      makeDoc({
        rows: [
          [[150, 'LUZON AGRI-VENTURES, INC.']],
          [[150, 'STATEMENTS OF COMPREHENSIVE INCOME']],
          [[120, 'FOR THE YEARS ENDED DECEMBER 31, 2023 AND 2022']],
          [R(440, '2023'), R(540, '2022')],
          [[50, 'REVENUES']],
          [[60, 'Service income'], R(440, '3,000,000'), R(540, '2,500,000')],
          [[60, 'Rental income'], R(440, '2,000,000'), R(540, '1,500,000')],
          [[50, 'COST OF SERVICES'], R(440, '3,000,000'), R(540, '2,500,000')],
          [[50, 'GROSS PROFIT'], R(440, '2,000,000'), R(540, '1,500,000')],
          [[50, 'OPERATING EXPENSES']],
          [[60, 'Salaries and employee benefits'], R(440, '800,000'), R(540, '700,000')],
          [[60, 'Rent'], R(440, '200,000'), R(540, '150,000')],
          [[50, 'Total operating expenses'], R(440, '1,000,000'), R(540, '850,000')],
          [[50, 'OPERATING INCOME'], R(440, '1,000,000'), R(540, '650,000')],
          [[50, 'OTHER INCOME (CHARGES)']],
          [[60, 'Interest income'], R(440, '10,000'), R(540, '8,000')],
          [[60, 'Finance costs'], R(440, '(60,000)'), R(540, '(50,000)')],
          [[50, 'INCOME BEFORE INCOME TAX'], R(440, '950,000'), R(540, '608,000')],
          [[50, 'INCOME TAX EXPENSE'], R(440, '237,500'), R(540, '152,000')],
          [[50, 'NET INCOME'], R(440, '712,500'), R(540, '456,000')],
        ],
      }),
    );
    expect(r.fields).toMatchObject({ totalRevenue: 5000000, totalExpenses: 4287500, netIncome: 712500 });
    expect(r.lineItems?.map((i) => [i.section, i.accountName])).toEqual([
      ['revenue', 'Service income'],
      ['revenue', 'Rental income'],
      ['expenses', 'COST OF SERVICES'],
      ['expenses', 'Salaries and employee benefits'],
      ['expenses', 'Rent'],
      ['expenses', 'Interest income'],
      ['expenses', 'Finance costs'],
      ['expenses', 'INCOME TAX EXPENSE'],
    ]);
  });
});

describe('audited statements scanned (decision 201)', () => {
  /** OCR words of a cell whose right edge is at `right`, one space apart. */
  const at = (right: number, text: string, confidence = 0.9): [string, number, number][] => {
    let x = right - text.length * 5;
    return text.split(' ').map((w) => {
      const word: [string, number, number] = [w, x, confidence];
      x += (w.length + 1) * 5;
      return word;
    });
  };
  const left = (x: number, text: string) => at(x + text.length * 5, text);

  it('reads amounts a scan read with their peso sign, two columns run together and misread separators', () => {
    const doc = ocrDoc([
      left(200, 'TAGAYTAY RIDGE PROPERTIES, INC.'),
      left(230, 'BALANCE SHEETS'),
      left(210, 'DECEMBER 31, 2019 AND 2018'),
      [...at(360, 'Notes'), ...at(455, '2019'), ...at(550, '2018')],
      left(60, 'ASSETS'),
      left(60, 'Current Assets'),
      [
        ...left(70, 'Cash and cash equivalents'),
        ...at(351, '6'),
        ...at(455, 'Php 67,861'),
        ...at(550, 'Php 52,139'),
      ],
      [
        ...left(70, 'Trade and other receivables'),
        ...at(351, '7'),
        ...at(455, '6,315,920'),
        ...at(550, '5,255,120'),
      ],
      [...left(60, 'Total Current Assets'), ...at(455, '6,383,781'), ...at(550, '5,307,259')],
      [...left(60, 'TOTAL ASSETS'), ...at(455, 'Php6383.781'), ...at(550, 'Php 5,307,259')],
      left(60, 'LIABILITIES AND EQUITY'),
      left(60, 'Current Liabilities'),
      [
        ...left(70, 'Trade and other payables'),
        ...at(351, '8'),
        // The rules under the amounts widen the words' boxes: the two columns' words run together.
        ['Php', 405, 0.9],
        ['90,699', 425, 0.9],
        ['Php', 480, 0.9],
        ['87,829', 500, 0.9],
      ],
      [...left(60, 'Total Liabilities'), ...at(455, '90,699'), ...at(550, '87,829')],
      left(60, 'Equity'),
      [...left(70, 'Share capital'), ...at(455, '2,865,547'), ...at(550, '2,865,547')],
      [...left(70, 'Retained earnings'), ...at(455, '3,427,535'), ...at(550, '2,353,883')],
      [...left(60, 'Total Equity'), ...at(455, '6,293,082'), ...at(550, '5,219,430')],
      [...left(60, 'TOTAL LIABILITIES AND EQUITY'), ...at(455, 'Php 6,383,781'), ...at(550, 'Php 5,307,259')],
    ]);
    for (const i of doc.pages[0]!.items) if (i.y === 268 && (i.x === 425 || i.x === 500)) i.width = 50;
    const r = parseBalanceSheet(doc);
    expect(r.fields).toMatchObject({ totalAssets: 6383781, totalLiabilities: 90699, totalEquity: 6293082 });
    expect(r.lineItems?.map((i) => [i.section, i.accountName, i.amount])).toEqual([
      ['assets', 'Cash and cash equivalents', 67861],
      ['assets', 'Trade and other receivables', 6315920],
      ['liabilities', 'Trade and other payables', 90699],
      ['equity', 'Share capital', 2865547],
      ['equity', 'Retained earnings', 3427535],
    ]);
  });

  it('keeps a title-case parent account over its one item apart from it (only capitals wrap under a hanging indent)', () => {
    const r = parseProfitLoss(
      makeDoc({
        rows: [
          [[150, 'Northwind Traders LLC']],
          [[150, 'Profit and Loss']],
          [[150, 'For the Year Ended December 31, 2024']],
          [R(440, '2024')],
          [[50, 'Income']],
          [[60, 'Sales Revenue'], R(440, '1,000.00')],
          [[50, 'Total Income'], R(440, '1,000.00')],
          [[50, 'Expense']],
          [[50, '6900 · Payroll Expenses and Employee Benefit Costs']],
          [[62, 'Salaries and Wages'], R(440, '400.00')],
          [[50, 'Total 6900 · Payroll Expenses and Employee Benefit Costs'], R(440, '400.00')],
          [[50, 'Total Expense'], R(440, '400.00')],
          [[50, 'Net Income'], R(440, '600.00')],
        ],
      }),
    );
    expect(r.lineItems?.map((i) => i.accountName)).toEqual(['Sales Revenue', 'Salaries and Wages']);
  });

  it("joins a legal form a scan set apart to the company's name before it", () => {
    const r = parseBalanceSheet(
      makeDoc({
        rows: [
          [
            [150, 'MANILA BAY TRADING CO.,'],
            [300, 'INC.'],
          ],
          [[180, 'STATEMENTS OF FINANCIAL POSITION']],
          [[170, 'DECEMBER 31, 2023 AND 2022']],
          [R(440, '2023'), R(540, '2022')],
          [[50, 'ASSETS']],
          [[60, 'Cash'], R(440, '1,000'), R(540, '900')],
          [[50, 'TOTAL ASSETS'], R(440, '1,000'), R(540, '900')],
          [[50, 'EQUITY']],
          [[60, 'Share capital'], R(440, '1,000'), R(540, '900')],
          [[50, 'TOTAL EQUITY'], R(440, '1,000'), R(540, '900')],
        ],
      }),
    );
    expect(r.fields.companyName).toBe('MANILA BAY TRADING CO., INC.');
  });

  it('mends separators no notation prints, and keeps the mended amount doubtful', () => {
    const line = (text: string) => {
      const doc = ocrDoc([[...left(60, 'Cash'), ...at(455, text)]]);
      const items = doc.pages[0]!.items;
      const cell = (xs: typeof items) => ({
        text: xs.map((i) => i.text).join(' '),
        x0: xs[0]!.x,
        x1: xs.at(-1)!.x + xs.at(-1)!.width,
        items: xs,
      });
      return tidyAmountCells({
        pageNumber: 1,
        index: 0,
        top: 100,
        bottom: 109,
        x0: 60,
        text: '',
        confidence: 0.9,
        cells: [cell(items.slice(0, 1)), cell(items.slice(1))],
      } as never).cells.slice(1);
    };
    expect(line('5.062.362.09').map((c) => c.text)).toEqual(['5,062,362.09']);
    expect(line('(3.926,692.82)').map((c) => c.text)).toEqual(['(3,926,692.82)']);
    expect(line('6277.943')[0]!.items[0]!.confidence).toBe(0.3);
    expect(line('Php 90,699 Php 87,829').map((c) => c.text)).toEqual(['Php 90,699', 'Php 87,829']);
    // One amount whose thousands separator a scan read as a space stays one cell.
    expect(line('251 777.81')).toHaveLength(1);
    expect(garbledAmount('6,345847')).toBe(6345847);
    expect(garbledAmount('8,268,16731')).toBe(8268167.31);
    expect(garbledAmount('Php7.348662')).toBe(7348662);
  });
});
