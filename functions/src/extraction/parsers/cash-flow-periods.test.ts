// A cash flow statement with a column per period beside their total (session 14): the total column
// is the statement's figure, and its cash at the start and the end is the first and last period's.
import { describe, expect, it } from 'vitest';
import { documentOf, tablePage } from '../../../test-support/extraction/test-forms';
import { parseCashFlow } from './cash-flow';

const EDGES = [300, 370, 440, 510];

describe('a cash flow statement by quarter with a total column', () => {
  it('reads the total column, not the last quarter the cash carried between columns points to', () => {
    const r = parseCashFlow(
      documentOf([
        tablePage(
          [
            ['Harbor Supply LLC'],
            ['Statement of Cash Flows'],
            ['January - December 2024'],
            ['', 'Q1', 'Q2', 'Q3', 'TOTAL'],
            ['OPERATING ACTIVITIES'],
            ['Net Income', '1,000.00', '2,000.00', '3,000.00', '6,000.00'],
            ['Accounts Receivable', '-100.00', '-200.00', '-300.00', '-600.00'],
            ['Net cash provided by operating activities', '900.00', '1,800.00', '2,700.00', '5,400.00'],
            ['INVESTING ACTIVITIES'],
            ['Vehicles', '-50.00', '-60.00', '-70.00', '-180.00'],
            ['Net cash provided by investing activities', '-50.00', '-60.00', '-70.00', '-180.00'],
            ['Net cash increase for period', '850.00', '1,740.00', '2,630.00', '5,220.00'],
            ['Cash at beginning of period', '500.00', '1,350.00', '3,090.00', '500.00'],
            ['Cash at end of period', '1,350.00', '3,090.00', '5,720.00', '5,720.00'],
          ],
          EDGES,
        ),
      ]),
    );
    expect(r.fields.operatingCashFlow).toBe(5400);
    expect(r.fields.investingCashFlow).toBe(-180);
    expect(r.fields.netCashFlow).toBe(5220);
    expect(r.fields.beginningCash).toBe(500);
    expect(r.fields.endingCash).toBe(5720);
    expect(r.lineItems!.map((i) => [i.accountName, i.amount])).toEqual([
      ['Net Income', 6000],
      ['Accounts Receivable', -600],
      ['Vehicles', -180],
    ]);
  });
});
