// Financial statements on harsh scans (decision 212).
import { describe, expect, it } from 'vitest';
import { documentOf, tablePage } from '../../../test-support/extraction/test-forms';
import { documentLines } from '../parse/layout';
import { ocrDoc } from '../../../test-support/extraction/parse/test-helpers';
import { tidyAmountCells } from './financial-statement';
import { parseBalanceSheet } from './balance-sheet';
import { parseProfitLoss } from './profit-loss';

describe('financial statements on scans', () => {
  it('never takes the line stating the unit, glued by a scan, for the company', () => {
    const r = parseProfitLoss(
      documentOf([
        tablePage(
          [
            ['STATEMENTS OF INCOME'],
            ['YEARS ENDED MARCH 31, 2024 AND 2023'],
            ['tAmounts in Thousandsof Philippine Peso)'],
            ['', 'March 31, 2024', 'March 31, 2023'],
            ['REVENUE', '9,000', '8,000'],
            ['Cost of services', '(5,000)', '(4,500)'],
            ['NET INCOME', '4,000', '3,500'],
          ],
          [400, 500],
        ),
      ]),
    );
    expect(r.fields.companyName).toBeNull();
    expect(r.fields.netIncome).toBe(4000);
  });

  it('never takes a line naming only the currency, whichever currency, for the company', () => {
    for (const unit of ['(US Dollars)', 'In Euros', '(Pounds Sterling)', 'Japanese Yen']) {
      const r = parseProfitLoss(
        documentOf([
          tablePage(
            [
              ['STATEMENTS OF INCOME'],
              ['YEARS ENDED MARCH 31, 2024 AND 2023'],
              [unit],
              ['', 'March 31, 2024', 'March 31, 2023'],
              ['REVENUE', '9,000', '8,000'],
              ['Cost of services', '(5,000)', '(4,500)'],
              ['NET INCOME', '4,000', '3,500'],
            ],
            [400, 500],
          ),
        ]),
      );
      expect(r.fields.companyName, unit).toBeNull();
    }
  });
});

describe('financial statements on scans: amounts run together, subtotals by arithmetic', () => {
  it("splits a run of amounts ending in a percentage column's figure into cells", () => {
    const [line] = documentLines(
      ocrDoc([
        [
          ['Total Costs and Expenses', 40, 0.9],
          ['698,033.34', 300, 0.9],
          ['649,102.00', 352, 0.9],
          ['48,931.34', 404, 0.9],
          ['107.5%', 452, 0.9],
        ],
      ]),
    );
    expect(line!.cells).toHaveLength(2);
    expect(tidyAmountCells(line!).cells.map((c) => c.text.trim())).toEqual([
      'Total Costs and Expenses',
      '698,033.34',
      '649,102.00',
      '48,931.34',
      '107.5%',
    ]);
  });

  it('knows a subtotal by its arithmetic when a scan cut its caption ("Gross" for "Gross Profit")', () => {
    const r = parseProfitLoss(
      documentOf([
        tablePage(
          [
            ['Helios Trading Inc.'],
            ['Profit and Loss'],
            ['For the Year Ended December 31, 2025'],
            ['', 'Actual'],
            ['Income'],
            ['Sales Revenue', '96,636.39'],
            ['Service Revenue', '196,269.43'],
            ['Total Income', '292,905.82'],
            ['Costs and Expenses'],
            ['Cost of Goods Sold', '173,742.32'],
            ['Gross', '119,163.50'],
            ['Salaries and Wages', '100,000.00'],
            ['Total Costs and Expenses', '273,742.32'],
            ['Net Income', '19,163.50'],
          ],
          [420],
        ),
      ]),
    );
    expect(r.lineItems!.map((i) => i.accountName)).toEqual([
      'Sales Revenue',
      'Service Revenue',
      'Cost of Goods Sold',
      'Salaries and Wages',
    ]);
    expect(r.fields).toMatchObject({ totalRevenue: 292905.82, totalExpenses: 273742.32, netIncome: 19163.5 });
  });
});

describe('balance sheet on scans', () => {
  it('knows total assets whose caption a scan garbled by its arithmetic (it equals total liabilities and equity)', () => {
    const r = parseBalanceSheet(
      documentOf([
        tablePage(
          [
            ['Blue Harbor Supply Inc.'],
            ['Statement of Financial Position'],
            ['As of December 31, 2025'],
            ['', 'Dec 31, 2025'],
            ['ASSETS'],
            ['Current assets:'],
            ['Cash and Cash Equivalents', '71,308'],
            ['Accounts Receivable', '18,785'],
            ['Total Current Assets', '90,093'],
            ['Property and Equipment', '802,925'],
            ['Less Accumulated Depreciation', '(201,884)'],
            ['Net Property and Equipment', '601,041'],
            ['WORET assets', '691,134'],
            ["Liabilities and shareholders' equity"],
            ['Accounts Payable', '41,480'],
            ['Total liabilities', '41,480'],
            ["Shareholders' equity:"],
            ['Common Stock', '100,000'],
            ['Retained Earnings', '549,654'],
            ["Total shareholders' equity", '649,654'],
            ["Total liabilities and shareholders' equity", '691,134'],
          ],
          [440],
        ),
      ]),
    );
    expect(r.fields.totalAssets).toBe(691134);
    expect(r.lineItems!.filter((i) => i.section === 'assets').map((i) => i.accountName)).toEqual([
      'Cash and Cash Equivalents',
      'Accounts Receivable',
      'Property and Equipment',
      'Less Accumulated Depreciation',
    ]);
  });
});
