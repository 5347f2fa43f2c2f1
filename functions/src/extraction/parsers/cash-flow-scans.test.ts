// Cash flow statements on scans (session 14): what OCR does to a statement's signs, its section
// names and its amounts, read back by the statement's own arithmetic.
import { describe, expect, it } from 'vitest';
import { documentLines } from '../parse/layout';
import { ocrDoc, ocrWords, ocrWordsTo } from '../../../test-support/extraction/parse/test-helpers';
import { tidyAmountCells } from './financial-statement';
import { parseCashFlow } from './cash-flow';

const HEADER = [
  ocrWords('Harbor Supply LLC', 200),
  ocrWords('Statement of Cash Flows', 200),
  ocrWords('For the Year Ended December 31, 2024', 200),
];

describe('cash flow statements on scans', () => {
  it('reads a minus sign read as a tilde, a lost opening parenthesis and braces for parentheses', () => {
    const lines = documentLines(
      ocrDoc([
        [...ocrWords('Repayment of Debt', 50), ...ocrWordsTo('~4,135.60', 500)],
        [...ocrWords('Repayment of Debt', 50), ...ocrWordsTo('4)', 500)],
        [...ocrWords('Purchase of Equipment', 50), ...ocrWordsTo('{15}', 500)],
        [...ocrWords('Purchase of Equipment', 50), ...ocrWordsTo('{15', 500)],
      ]),
    ).map(tidyAmountCells);
    expect(lines.map((l) => l.cells.at(-1)!.text)).toEqual(['-4,135.60', '(4)', '(15)', '(15)']);
  });

  it('knows a section whose name a scan ran into the word before it ("ininvesting")', () => {
    const r = parseCashFlow(
      ocrDoc([
        ...HEADER,
        ocrWords('Cash flows from operating activities', 50),
        [...ocrWords('Net income', 50), ...ocrWordsTo('50,000.00', 500)],
        [...ocrWords('Net cash provided by operating activities', 50), ...ocrWordsTo('50,000.00', 500)],
        ocrWords('Cash flows from investing activities', 50),
        [...ocrWords('Purchase of equipment', 50), ...ocrWordsTo('(8,000.00)', 500)],
        [...ocrWords('Purchase of investments', 50), ...ocrWordsTo('(2,000.00)', 500)],
        [...ocrWords('Net cash used ininvesting activities', 50), ...ocrWordsTo('(10,000.00)', 500)],
        [...ocrWords('Net increase in cash', 50), ...ocrWordsTo('40,000.00', 500)],
      ]),
    );
    expect(r.fields.investingCashFlow).toBe(-10000);
    expect(r.lineItems!.map((i) => i.accountName)).toEqual([
      'Net income',
      'Purchase of equipment',
      'Purchase of investments',
    ]);
  });

  it('takes the period the header states over a year misread above the one amount column', () => {
    const r = parseCashFlow(
      ocrDoc([
        ocrWords('Harbor Supply LLC', 200),
        ocrWords('Cash Flow Statement', 200),
        ocrWords('January 1 to December 31, 2025', 200),
        // "Run date: 02/19/2026" garbled to two numbers over the amounts.
        [...ocrWordsTo('02', 470, 0.7), ...ocrWordsTo('2026', 500, 0.7)],
        ocrWords('CASH FLOWS FROM OPERATING ACTIVITIES', 50),
        [...ocrWords('Net Income', 50), ...ocrWordsTo('9,000.00', 500)],
        [...ocrWords('Net cash provided by operating activities', 50), ...ocrWordsTo('9,000.00', 500)],
        [...ocrWords('Net Increase in Cash', 50), ...ocrWordsTo('9,000.00', 500)],
      ]),
    );
    expect(r.fields.periodStartDate).toBe('2025-01-01');
    expect(r.fields.periodEndDate).toBe('2025-12-31');
  });

  it('keeps a line whose current figure a scan lost, its amount from the section’s printed net', () => {
    const r = parseCashFlow(
      ocrDoc([
        ...HEADER,
        [...ocrWordsTo('2024', 400), ...ocrWordsTo('2023', 500)],
        ocrWords('Cash flows from operating activities', 50),
        // The current figure ("11") lost: only the prior year's was read.
        [...ocrWords('Income before income tax', 50), ...ocrWordsTo('9', 500)],
        [...ocrWords('Depreciation', 50), ...ocrWordsTo('2', 400), ...ocrWordsTo('2', 500)],
        [...ocrWords('Interest income', 50), ...ocrWordsTo('(1)', 400), ...ocrWordsTo('(1)', 500)],
        [
          ...ocrWords('Net cash provided by operating activities', 50),
          ...ocrWordsTo('12', 400),
          ...ocrWordsTo('10', 500),
        ],
        ocrWords('Cash flows from financing activities', 50),
        [...ocrWords('Payments of loans', 50), ...ocrWordsTo('(1)', 400), ...ocrWordsTo('(1)', 500)],
        [
          ...ocrWords('Net cash used in financing activities', 50),
          ...ocrWordsTo('(1)', 400),
          ...ocrWordsTo('(1)', 500),
        ],
      ]),
    );
    expect(r.lineItems!.map((i) => [i.section, i.accountName, i.amount])).toEqual([
      ['operating', 'Income before income tax', 11],
      ['operating', 'Depreciation', 2],
      ['operating', 'Interest income', -1],
      ['financing', 'Payments of loans', -1],
    ]);
    expect(r.provenance?.['lineItems[0].amount']).toBe('derived');
  });

  it('keeps a line whose current figure was lost, its amount unknown, when its section’s net is not printed', () => {
    const r = parseCashFlow(
      ocrDoc([
        ...HEADER,
        [...ocrWordsTo('2024', 400), ...ocrWordsTo('2023', 500)],
        ocrWords('Cash flows from operating activities', 50),
        [...ocrWords('Income before income tax', 50), ...ocrWordsTo('9', 500)],
        [...ocrWords('Depreciation', 50), ...ocrWordsTo('2', 400), ...ocrWordsTo('2', 500)],
        [...ocrWords('Interest income', 50), ...ocrWordsTo('(1)', 400), ...ocrWordsTo('(1)', 500)],
      ]),
    );
    expect(r.lineItems!.map((i) => [i.accountName, i.amount])).toEqual([
      ['Income before income tax', null],
      ['Depreciation', 2],
      ['Interest income', -1],
    ]);
    expect(r.fields.operatingCashFlow).toBeNull();
  });

  it('mends a minus sign lost from a section’s net or from one of its lines, by the section’s sum', () => {
    const r = parseCashFlow(
      ocrDoc([
        ...HEADER,
        ocrWords('Cash flows from operating activities', 50),
        [...ocrWords('Net income', 50), ...ocrWordsTo('9,000.00', 500)],
        // The minus of "-1,500.25" lost.
        [...ocrWords('Accounts receivable', 50), ...ocrWordsTo('1,500.25', 500)],
        [...ocrWords('Net cash provided by operating activities', 50), ...ocrWordsTo('7,499.75', 500)],
        ocrWords('Cash flows from financing activities', 50),
        [...ocrWords('Notes payable', 50), ...ocrWordsTo('-3,502.78', 500)],
        [...ocrWords("Owner's investment", 50), ...ocrWordsTo('3,117.03', 500)],
        // "-385.75" read without its minus.
        [...ocrWords('Net cash provided by financing activities', 50), ...ocrWordsTo('385.75', 500)],
      ]),
    );
    expect(r.lineItems!.map((i) => i.amount)).toEqual([9000, -1500.25, -3502.78, 3117.03]);
    expect(r.fields.operatingCashFlow).toBe(7499.75);
    expect(r.fields.financingCashFlow).toBe(-385.75);
  });

  it('takes the total column beside quarters whose sums a scan broke on some rows, and knows "cashincrease" and "Cashend"', () => {
    const at = [300, 370, 440, 510, 580];
    const row = (label: string, ...values: string[]) => [
      ...ocrWords(label, 40),
      ...values.flatMap((v, k) => (v ? ocrWordsTo(v, at[k]!) : [])),
    ];
    const r = parseCashFlow(
      ocrDoc([
        ...HEADER,
        [
          ...ocrWordsTo('Q1', 300),
          ...ocrWordsTo('Q2', 370),
          ...ocrWordsTo('Q3', 440),
          ...ocrWordsTo('Q4', 510),
          ...ocrWordsTo('TOTAL', 580),
        ],
        ocrWords('OPERATING ACTIVITIES', 40),
        row('Net Income', '1,000.10', '2,000.20', '3,000.30', '4,000.40', '10,001.00'),
        row('Accounts Receivable', '-100.10', '-200.20', '-300.30', '-400.40', '-1,001.00'),
        row('Depreciation', '10.01', '20.02', '30.03', '40.04', '100.10'),
        // Signs lost on a scan: these rows no longer add up across.
        row('Total Adjustments', '-90.09', '180.18', '-270.27', '-360.36', '-900.90'),
        row(
          'Net cash provided by operating activities',
          '910.01',
          '1,820.02',
          '2,730.03',
          '3,640.04',
          '9,100.10',
        ),
        row('cashincrease forperiod', '910.01', '182002', '2,730.03', '3,640.04', '9,100.10'),
        row('Cash at beginning of period', '500.00', '1,410.01', '3,230.03', '5,960.06', '500.00'),
        row('Cashend', '1,410.01', '3,230.03', '5,960.06', '9,600.10', '9,600.10'),
      ]),
    );
    expect(r.fields.operatingCashFlow).toBe(9100.1);
    expect(r.fields.netCashFlow).toBe(9100.1);
    expect(r.fields.beginningCash).toBe(500);
    expect(r.fields.endingCash).toBe(9600.1);
    expect(r.lineItems!.map((i) => i.accountName)).toEqual([
      'Net Income',
      'Accounts Receivable',
      'Depreciation',
    ]);
  });

  it('reads a section’s net OCR ran into its caption’s cell ("... Activities ($96,982.21)")', () => {
    const r = parseCashFlow(
      ocrDoc([
        ...HEADER,
        [...ocrWordsTo('2024', 400), ...ocrWordsTo('2023', 500)],
        ocrWords('Cash flows from investing activities', 50),
        [
          ...ocrWords('Purchase of equipment', 50),
          ...ocrWordsTo('(15,094.43)', 400),
          ...ocrWordsTo('(11,610.75)', 500),
        ],
        [
          ...ocrWords('Purchase of investments', 50),
          ...ocrWordsTo('(81,887.78)', 400),
          ...ocrWordsTo('(67,279.67)', 500),
        ],
        [
          // The caption runs up to the amount: OCR gives one cell.
          ...ocrWords('Net Cash Used in Investing Activities', 150),
          ['($96,982.21)', 340, 0.6],
          ...ocrWordsTo('($78,890.42)', 500),
        ],
      ]),
    );
    expect(r.fields.investingCashFlow).toBe(-96982.21);
    expect(r.provenance?.investingCashFlow).toBeUndefined();
  });

  it('knows a section’s net by its name run into the next word, or by its sum when a scan garbled its caption', () => {
    const r = parseCashFlow(
      ocrDoc([
        ...HEADER,
        ocrWords('Cash flows from operating activities', 50),
        [...ocrWords('Net income', 50), ...ocrWordsTo('50,000.00', 500)],
        [...ocrWords('Depreciation', 50), ...ocrWordsTo('2,500.50', 500)],
        // "Net cash provided by operating activities" garbled.
        [...ocrWords('Nek cssh prvd by oparatng', 50, 0.4), ...ocrWordsTo('52,500.50', 500)],
        ocrWords('Cash flows from investing activities', 50),
        [...ocrWords('Purchase of equipment', 50), ...ocrWordsTo('(8,000.00)', 500)],
        [...ocrWords('Purchase of investments', 50), ...ocrWordsTo('(2,000.00)', 500)],
        [...ocrWords('Net Cash Used in InvestingActivities', 50), ...ocrWordsTo('(10,000.00)', 500)],
      ]),
    );
    expect(r.fields.operatingCashFlow).toBe(52500.5);
    expect(r.fields.investingCashFlow).toBe(-10000);
    expect(r.provenance?.operatingCashFlow).toBeUndefined();
    expect(r.lineItems!.map((i) => i.accountName)).toEqual([
      'Net income',
      'Depreciation',
      'Purchase of equipment',
      'Purchase of investments',
    ]);
  });

  it('keeps no line after its section’s net, even one whose current figure was lost', () => {
    const r = parseCashFlow(
      ocrDoc([
        ...HEADER,
        [...ocrWordsTo('2024', 400), ...ocrWordsTo('2023', 500)],
        ocrWords('Cash flows from financing activities', 50),
        [...ocrWords('Proceeds from debt', 50), ...ocrWordsTo('16', 400), ...ocrWordsTo('14', 500)],
        [...ocrWords('Repayment of debt', 50), ...ocrWordsTo('(4)', 400), ...ocrWordsTo('(4)', 500)],
        // The net's current figure lost, then a garbled "Increase in cash" with only last year's.
        [...ocrWords('Net cash provided by financing activities', 50), ...ocrWordsTo('10', 500)],
        [...ocrWords('Increase RI CRON and Cas equivalents', 50, 0.4), ...ocrWordsTo('103', 500)],
      ]),
    );
    expect(r.lineItems!.map((i) => i.accountName)).toEqual(['Proceeds from debt', 'Repayment of debt']);
  });
});
