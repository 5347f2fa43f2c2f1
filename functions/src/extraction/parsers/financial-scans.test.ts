// Financial statements on harsh scans (decision 212).
import { describe, expect, it } from 'vitest';
import { documentOf, tablePage } from '../../../test-support/extraction/test-forms';
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
