// Pay stub readings search (decision 238): the same pay stub under column titles the lexicon does
// not know, with an employer's memo table under a title that does not say so, and with net pay
// closing the deductions table; the parser offers the readings it cannot rule out and the pay
// arithmetic (lines to totals, gross less deductions to net, YTD ≥ current) keeps the right one.
import { describe, expect, it } from 'vitest';
import { makeDoc, type RowSpec } from '../../../test-support/extraction/parse/test-helpers';
import { runChecks } from '../checks/registry';
import { chooseReading } from '../readings';
import type { ParsedDocument } from '../types';
import { parsePayslip, withUnknownTitlesAsAmounts } from './payslip';

const row = (description: string, a: string, b: string): RowSpec => [
  [40, description],
  [260, a],
  [360, b],
];

const head: (RowSpec | null)[] = [
  [[40, 'Harbor Tools Inc.']],
  [[40, '12 Dock Street']],
  [[40, 'Portland, ME 04101']],
  null,
  [
    [40, 'Employee: Dana Reyes'],
    [330, 'Employee ID: E2231'],
  ],
  [
    [40, 'Pay Period: 03/01/2025 - 03/14/2025'],
    [330, 'Check Date: 03/19/2025'],
  ],
  null,
];

interface Layout {
  /** The two money columns' titles, this period's first as printed unless `ytdFirst`. */
  titles: [string, string];
  ytdFirst?: boolean;
  /** Gross and total deductions printed as rows of their tables. */
  totals?: boolean;
  /** A table of employer contributions (not in net pay) under this title. */
  memoTitle?: string;
}

function stub({ titles, ytdFirst = false, totals = true, memoTitle }: Layout) {
  const line = (d: string, current: string, ytd: string) =>
    ytdFirst ? row(d, ytd, current) : row(d, current, ytd);
  const header = (d: string) => line(d, titles[0], titles[1]);
  const memo: (RowSpec | null)[] = memoTitle
    ? [
        null,
        header(memoTitle),
        line('401(k) Match', '50.00', '250.00'),
        line('Health Plan', '300.00', '1,500.00'),
      ]
    : [];
  return makeDoc({
    rows: [
      ...head,
      header('Earnings'),
      line('Regular Pay', '2,000.00', '10,000.00'),
      line('Overtime', '150.00', '450.00'),
      ...(totals ? [line('Gross Pay', '2,150.00', '10,450.00')] : []),
      null,
      header('Deductions'),
      line('Federal Income Tax', '200.00', '1,000.00'),
      line('Social Security', '133.30', '647.90'),
      line('Medicare', '31.18', '151.53'),
      line('401(k)', '100.00', '500.00'),
      ...(totals ? [line('Total Deductions', '464.48', '2,299.43')] : []),
      ...memo,
      null,
      line('Net Pay', '1,685.52', '8,150.57'),
    ],
  });
}

/** What the pipeline does: every reading checked, the best supported kept. */
function extract(layout: Layout) {
  const parsed = parsePayslip(stub(layout));
  return { preferred: parsed, ...chooseReading('payslip', parsed, (p) => runChecks('payslip', p)) };
}

const lines = (p: ParsedDocument) =>
  (p.lineItems ?? []).map((r) => [r.itemType, r.description, r.amount, r.ytdAmount]);

const EXPECTED_LINES = [
  ['earning', 'Regular Pay', 2000, 10000],
  ['earning', 'Overtime', 150, 450],
  ['deduction', 'Federal Income Tax', 200, 1000],
  ['deduction', 'Social Security', 133.3, 647.9],
  ['deduction', 'Medicare', 31.18, 151.53],
  ['deduction', '401(k)', 100, 500],
];

describe('pay stub column titles the lexicon does not know', () => {
  const cases: [string, string][] = [
    ['This Stub', 'Year Total'],
    ['Period', 'Cumulative'],
    ['Current Amount', 'Accumulated'],
    ['Pay Period', 'Calendar Year'],
  ];
  for (const titles of cases)
    for (const ytdFirst of [false, true])
      it(`"${titles[0]}" / "${titles[1]}"${ytdFirst ? ', year-to-date printed first' : ''}: the arithmetic keeps the amounts' reading`, () => {
        const { parsed, ambiguous } = extract({ titles, ytdFirst });
        expect(ambiguous).toBeNull();
        expect(parsed.fields).toMatchObject({
          grossPay: 2150,
          ytdGrossPay: 10450,
          totalDeductions: 464.48,
          ytdDeductions: 2299.43,
          netPay: 1685.52,
          ytdNetPay: 8150.57,
        });
        expect(lines(parsed)).toEqual(EXPECTED_LINES);
      });

  it('the preferred reading of "This Stub / Year Total" takes the year total for this period; the kept one does not', () => {
    const { preferred, kept } = extract({ titles: ['This Stub', 'Year Total'] });
    expect(preferred.fields.grossPay).toBe(10450);
    expect(kept).toBe('unknown column titles as amounts');
  });

  it('known titles keep the reading as titled', () => {
    const { kept, ambiguous, parsed } = extract({ titles: ['Current', 'YTD'], ytdFirst: true });
    expect(kept).toBe('as titled');
    expect(ambiguous).toBeNull();
    expect(lines(parsed)).toEqual(EXPECTED_LINES);
  });

  it('an unknown word beside a money title joins it', () => {
    const t = (key: 'desc' | 'other' | 'amount', text: string, x0: number, x1: number) => ({
      key,
      text,
      x0,
      x1,
      topic: null,
    });
    expect(
      withUnknownTitlesAsAmounts([
        t('desc', 'earnings', 40, 80),
        t('other', 'this stub', 260, 300),
        t('other', 'year', 360, 380),
        t('amount', 'total', 385, 410),
      ]).map((x) => [x.key, x.text]),
    ).toEqual([
      ['desc', 'earnings'],
      ['amount', 'this stub'],
      ['amount', 'year total'],
    ]);
  });
});

describe("an employer's memo table under a title that does not say so", () => {
  for (const memoTitle of ['Benefits Paid by Company', 'Information Only', 'Benefits (Employer)'])
    for (const totals of [true, false])
      it(`"${memoTitle}"${totals ? '' : ', no totals printed'}: its lines are set aside because the pay sums hold without them`, () => {
        const { parsed, kept } = extract({ titles: ['Current', 'YTD'], memoTitle, totals });
        expect(kept).toContain('memo items not in net pay');
        expect(lines(parsed)).toEqual(EXPECTED_LINES);
        expect(parsed.fields).toMatchObject({ grossPay: 2150, totalDeductions: 464.48, netPay: 1685.52 });
      });
});

describe('net pay printed as the last row of the deductions table', () => {
  it("is not the deductions' total: gross less the deduction lines gives it", () => {
    const { parsed, kept, preferred } = extract({ titles: ['Current', 'YTD'], totals: false });
    expect(preferred.fields.totalDeductions).toBe(1685.52);
    expect(kept).toBe("a table's closing row not its section's total");
    expect(parsed.fields).toMatchObject({ grossPay: 2150, totalDeductions: 464.48, netPay: 1685.52 });
  });
});

describe('a pay stub printed without column titles', () => {
  for (const ytdFirst of [false, true])
    it(`reads every line, "401(k)" too${ytdFirst ? ', the year-to-date column first as YTD ≥ current says' : ''}`, () => {
      const { parsed } = extract({ titles: ['', ''], ytdFirst });
      expect(lines(parsed)).toEqual(EXPECTED_LINES);
      expect(parsed.fields).toMatchObject({ grossPay: 2150, totalDeductions: 464.48, netPay: 1685.52 });
    });
});
