// Lines that reconcile a cash flow statement's net change to its ending cash without being an
// activity (decision 212): never a line item, never in a section's sum.
import { describe, expect, it } from 'vitest';
import { documentOf, tablePage } from '../../../test-support/extraction/test-forms';
import { RECONCILING, parseCashFlow } from './cash-flow';

describe('parseCashFlow: reconciling lines', () => {
  it.each([
    'Effect of exchange rate changes on cash and cash equivalents',
    'Effects of foreign currency exchange rate changes',
    'Effect of changes in foreign exchange rates',
    'Foreign exchange differences on cash held',
    'Net foreign exchange difference',
    'Cash reclassified to assets held for sale',
  ])('knows %s as a reconciling line', (label) => {
    expect(RECONCILING.test(label.toLowerCase())).toBe(true);
  });

  it.each([
    'Unrealized foreign exchange loss',
    'Foreign exchange loss (gain)',
    'Proceeds from sale of equipment',
  ])('keeps %s an activity line', (label) => {
    expect(RECONCILING.test(label.toLowerCase())).toBe(false);
  });

  it('keeps the exchange rate effect out of the line items and the sums, and derives the net change before it', () => {
    const r = parseCashFlow(
      documentOf([
        tablePage(
          [
            ['Coastline Outfitters Ltd.'],
            ['Statement of Cash Flows'],
            ['For the year ended December 31, 2024'],
            ['', '2024'],
            ['Cash flows from operating activities'],
            ['Net income', '50,000'],
            ['Depreciation', '10,000'],
            ['Cash flows from investing activities'],
            ['Purchase of equipment', '(20,000)'],
            ['Cash flows from financing activities'],
            ['Dividends paid', '(5,000)'],
            ['Effects of foreign currency exchange rate changes', '(1,500)'],
            ['Cash at beginning of year', '100,000'],
            ['Cash at end of year', '133,500'],
          ],
          [420],
        ),
      ]),
    );
    expect(r.lineItems!.map((i) => i.accountName)).toEqual([
      'Net income',
      'Depreciation',
      'Purchase of equipment',
      'Dividends paid',
    ]);
    expect(r.fields).toMatchObject({
      operatingCashFlow: 60000,
      investingCashFlow: -20000,
      financingCashFlow: -5000,
      netCashFlow: 35000,
    });
  });
});

describe('parseCashFlow on scans', () => {
  it('takes no whole one- or two-digit figure for an amount in a statement with cents, and derives the cash a scan lost', () => {
    const doc = documentOf([
      tablePage(
        [
          ['Coastline Outfitters Ltd.'],
          ['Statement of Cash Flows'],
          ['For the year ended December 31, 2024'],
          ['', '2024'],
          ['Cash flows from operating activities'],
          ['Net income', '50,000.25'],
          ['Depreciation', '10,000.50'],
          ['Net cash provided by operating activities', '60,000.75'],
          ['Cash flows from investing activities'],
          ['Purchase of equipment', '(20,000.40)'],
          ['Net cash used in investing activities', '(20,000.40)'],
          ['Net increase in cash', '40,000.35'],
          ['Cash at beginning of year', '100,000.10'],
          ['Cash at end of year', '30'],
          ['Cash paid for interest', '12'],
        ],
        [420],
      ),
    ]);
    for (const p of doc.pages) p.source = 'ocr';
    const r = parseCashFlow(doc);
    expect(r.fields).toMatchObject({ operatingCashFlow: 60000.75, investingCashFlow: -20000.4 });
    expect(r.fields.netCashFlow).toBe(40000.35);
    expect(r.fields.endingCash).toBe(140000.45);
    expect(r.provenance?.endingCash).toBe('derived');
  });
});
