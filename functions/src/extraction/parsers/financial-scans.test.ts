// Financial statements on harsh scans (decision 212).
import { describe, expect, it } from 'vitest';
import { documentOf, tablePage } from '../../../test-support/extraction/test-forms';
import { documentLines } from '../parse/layout';
import { ocrDoc } from '../../../test-support/extraction/parse/test-helpers';
import { tidyAmountCells } from './financial-statement';
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
