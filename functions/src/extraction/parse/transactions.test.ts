import { describe, expect, it } from 'vitest';
import { documentLines } from './layout';
import { makeDoc, ocrDoc } from '../../../test-support/extraction/parse/test-helpers';
import {
  findStatementPeriod,
  isContinuationNote,
  isSummaryText,
  periodForInference,
  readTransactions,
  rowsOutsidePeriod,
  sectionDirection,
  sectionTitleOf,
  yearAnchor,
  type RawTransaction,
} from './transactions';

describe('isSummaryText', () => {
  it('recognises balance and total lines but not merchants that contain the words', () => {
    for (const t of [
      "LAST MONTH'S BALANCE",
      'Balance forward',
      'Opening Balance',
      'SUBTOTAL',
      'Total',
      'Total for this period',
      'Balance b/f',
      'Total Deposits and additions',
      'Page Total',
      'Page Subtotal',
      'Subtotal This Page',
    ])
      expect(isSummaryText(t), t).toBe(true);
    for (const t of ['TOTAL WINE & MORE', 'BALANCE GYM', 'Coffee']) expect(isSummaryText(t), t).toBe(false);
  });
});

describe('section titles', () => {
  it('maps section titles to a direction', () => {
    expect(sectionTitleOf('DEPOSITS AND ADDITIONS')).toBe('deposits and additions');
    expect(sectionDirection(sectionTitleOf('Deposits and Additions'))).toBe('credit');
    expect(sectionDirection(sectionTitleOf('CHECKS PAID'))).toBe('debit');
    expect(sectionDirection(sectionTitleOf('Payments and Other Credits'))).toBe('credit');
    expect(sectionTitleOf('Thank you for banking with us')).toBeNull();
  });
});

describe('readTransactions', () => {
  it('keeps the foreign-currency line under a purchase made abroad out of its description', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Trans Date'],
          [110, 'Post Date'],
          [180, 'Description'],
          [500, 'Amount'],
        ],
        [
          [40, '03/10'],
          [110, '03/10'],
          [180, 'MARRIOTT HOTELS SACRAMENTO CA'],
          [510, '277.71'],
        ],
        [[180, '40,799.39 YEN X 0.0068 (EXCHG RATE)']],
        [
          [40, '03/13'],
          [110, '03/14'],
          [180, 'CHEVRON #9440 SACRAMENTO CA'],
          [515, '51.35'],
        ],
        [[180, 'EUR 70.37 @ 1.087283']],
        [
          [40, '03/16'],
          [110, '03/16'],
          [180, 'SAFEWAY SACRAMENTO'],
          [515, '72.34'],
        ],
        [[180, 'FOREIGN CURRENCY 267.38 GBP  RATE 1.24761']],
        [
          [40, '03/18'],
          [110, '03/19'],
          [180, 'BEST BUY SACRAMENTO CA'],
          [515, '74.28'],
        ],
        [[180, 'STORE 1234 ORDER 55.10']],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: { referenceYear: 2024 } });
    expect(table.rows.map((r) => [r.description, r.amounts.amount?.value])).toEqual([
      ['MARRIOTT HOTELS SACRAMENTO CA', 277.71],
      ['CHEVRON #9440 SACRAMENTO CA', 51.35],
      ['SAFEWAY SACRAMENTO', 72.34],
      ['BEST BUY SACRAMENTO CA STORE 1234 ORDER 55.10', 74.28],
    ]);
    expect(table.rows[1]!.extras.foreignExchange).toBe('EUR 70.37 @ 1.087283');
  });

  it('reads dated rows under a header, skips summaries and takes direction hints from sections and type columns', () => {
    const doc = makeDoc({
      rows: [
        [[40, 'DEPOSITS']],
        [
          [40, 'Date'],
          [110, 'Description'],
          [300, 'Type'],
          [480, 'Amount'],
        ],
        [
          [40, '03/01'],
          [110, 'Balance forward'],
          [480, '100.00'],
        ],
        [
          [40, '03/02'],
          [110, 'Payroll'],
          [300, 'CR'],
          [480, '500.00'],
        ],
        [[110, 'ACME CORP']],
        [[40, 'WITHDRAWALS']],
        [
          [40, '03/05'],
          [110, 'Grocer'],
          [300, 'DR'],
          [485, '42.10'],
        ],
        [
          [110, 'Total'],
          [480, '542.10'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: { referenceYear: 2025 } });
    expect(
      table.rows.map((r) => [r.date, r.description, r.type, r.section, r.amounts.amount?.value]),
    ).toEqual([
      ['2025-03-02', 'Payroll ACME CORP', 'CR', 'deposits', 500],
      ['2025-03-05', 'Grocer', 'DR', 'withdrawals', 42.1],
    ]);
    expect(table.summaries.map((s) => [s.description, s.amount.value])).toEqual([
      ['Balance forward', 100],
      ['Total', 542.1],
    ]);
  });

  it('reads titles printed edge to edge as separate titles, so a category column stays out of the descriptions', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Transaction DateTransaction Description'],
          [300, 'Type'],
          [480, 'Net Amount'],
        ],
        [
          [40, '07/03/2022'],
          [110, 'ONLINE TRANSFER TO SAVINGS'],
          [300, 'Transfer Out'],
          [480, '(200.12)'],
        ],
        [
          [40, '07/07/2022'],
          [110, 'MOBILE DEPOSIT REF 342942700'],
          [300, 'Transfer In'],
          [480, '102.81'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: {} });
    expect(table.rows.map((r) => [r.date, r.description, r.type])).toEqual([
      ['2022-07-03', 'ONLINE TRANSFER TO SAVINGS', 'Transfer Out'],
      ['2022-07-07', 'MOBILE DEPOSIT REF 342942700', 'Transfer In'],
    ]);
  });

  it('splits a reference title printed in one cell with the description title', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Trans.'],
          [117, 'Post Date'],
          [195, 'Reference Number Transaction Description'],
          [470, 'Purchases'],
          [543, 'Credits'],
        ],
        [
          [40, 'Jul 05, 2022'],
          [117, 'Jul 05, 2022'],
          [195, '529782602302'],
          [277, 'SPOTIFY USA #6868 MINNEAPOLIS MN'],
          [491, '13.19'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: {} });
    expect(table.rows.map((r) => [r.description, r.amounts.debit?.value])).toEqual([
      ['SPOTIFY USA #6868 MINNEAPOLIS MN', 13.19],
    ]);
  });

  it('splits a credit title printed in one cell with the balance title', () => {
    const doc = makeDoc({
      rows: [
        [
          [45, 'Transaction Date Posted'],
          [196, 'Transaction Details'],
          [411, 'Debits'],
          [460, 'Additions Ending Balance'],
        ],
        [
          [45, 'Oct 03, 2024'],
          [120, 'Oct 03, 2024'],
          [196, 'ATM WITHDRAWAL'],
          [400, '391.87'],
          [540, '827.55'],
        ],
        [
          [45, 'Oct 03, 2024'],
          [120, 'Oct 05, 2024'],
          [196, 'ONLINE TRANSFER FROM SAVINGS'],
          [470, '56.90'],
          [540, '884.45'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: {} });
    expect(
      table.rows.map((r) => [
        r.description,
        r.amounts.debit?.value,
        r.amounts.credit?.value,
        r.amounts.balance?.value,
      ]),
    ).toEqual([
      ['ATM WITHDRAWAL', 391.87, undefined, 827.55],
      ['ONLINE TRANSFER FROM SAVINGS', undefined, 56.9, 884.45],
    ]);
  });

  it('splits a glued credit title from the balance title ("ReceiptsEnding Balance")', () => {
    const doc = makeDoc({
      rows: [
        [
          [49, 'Trans.'],
          [108, 'Posted'],
          [167, 'Description'],
          [384, 'Payments'],
          [450, 'ReceiptsEnding Balance'],
        ],
        [
          [49, '08/03/2023'],
          [108, '08/04/2023'],
          [167, 'MOBILE DEPOSIT REF 691288591'],
          [460, '144.55'],
          [516, '10,311.54'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: {} });
    expect(table.rows.map((r) => [r.description, r.amounts.credit?.value, r.amounts.balance?.value])).toEqual(
      [['MOBILE DEPOSIT REF 691288591', 144.55, 10311.54]],
    );
  });

  it('takes the labelled period over a transaction row whose description says "from"', () => {
    const lines = documentLines(
      makeDoc({
        rows: [
          [[40, 'For the period: September 2025']],
          [
            [40, 'Posting Date'],
            [110, 'Tran Date'],
            [180, 'Description'],
            [480, 'Amount'],
          ],
          [
            [40, '09/29/25'],
            [110, '09/29/25'],
            [180, 'ZELLE FROM ETHAN CLARK CONF 57874524'],
            [480, '321.02'],
          ],
        ],
      }),
    );
    expect(findStatementPeriod(lines, {})).toMatchObject({ start: '2025-09-01', end: '2025-09-30' });
    // The row alone is no period: one date printed twice, and "from" after the dates.
    expect(findStatementPeriod(lines.slice(1), {})).toMatchObject({ start: null, end: null });
  });

  it('reads date-led rows without a header from right-aligned number columns', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, '01/02/2025'],
          [120, 'Coffee'],
          [400, '3.50'],
          [500, '96.50'],
        ],
        [
          [40, '01/03/2025'],
          [120, 'Books'],
          [395, '20.00'],
          [500, '76.50'],
        ],
        [
          [40, '01/04/2025'],
          [120, 'Refund'],
          [400, '5.00'],
          [500, '81.50'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: {} });
    expect(table.rows).toHaveLength(3);
    expect(table.rows[1]?.description).toBe('Books');
    expect(Object.values(table.rows[1]!.amounts).map((a) => a.value)).toEqual([20, 76.5]);
  });
});

describe('transaction headers: titles printed as one cell', () => {
  it("splits 'Amount Running Balance' into an amount and a balance column", () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Date'],
          [110, 'Transaction Details'],
          [420, 'Amount Running Balance'],
        ],
        [
          [40, '07/02/2023'],
          [110, 'POS PURCHASE TRADER JOES'],
          [430, '-37.35'],
          [500, '4,789.56'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: {} });
    expect(table.rows.map((r) => [r.amounts.amount?.value, r.amounts.balance?.value])).toEqual([
      [-37.35, 4789.56],
    ]);
  });
});

describe('readTransactions: group totals', () => {
  it("takes a dateless 'Total …' row whose amount sums the rows above for a subtotal, a merchant named Total for a row", () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Date'],
          [110, 'Description'],
          [480, 'Amount'],
        ],
        [[110, 'JANE DOE  Card ending 1234']],
        [
          [40, '03/02'],
          [110, 'TOTAL WINE & MORE'],
          [485, '42.10'],
        ],
        [
          [40, '03/05'],
          [110, 'GROCER'],
          [485, '10.00'],
        ],
        [
          [110, 'TOTAL WINE & MORE'],
          [485, '18.25'],
        ],
        [
          [110, 'TOTAL JANE DOE'],
          [485, '70.35'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: { referenceYear: 2025 } });
    expect(table.rows.map((r) => [r.date, r.description, r.amounts.amount?.value])).toEqual([
      ['2025-03-02', 'TOTAL WINE & MORE', 42.1],
      ['2025-03-05', 'GROCER', 10],
      ['2025-03-05', 'TOTAL WINE & MORE', 18.25],
    ]);
    expect(table.summaries.map((s) => [s.description, s.amount.value])).toEqual([['TOTAL JANE DOE', 70.35]]);
  });
});

describe('findStatementPeriod', () => {
  it("reads a whole month under 'Statement Dates'", () => {
    const l = documentLines(makeDoc({ rows: [[[40, 'Statement Dates: September 2023']]] }));
    expect(findStatementPeriod(l, {})).toMatchObject({ start: '2023-09-01', end: '2023-09-30' });
  });

  it('reads whole-month and year-less-start ranges', () => {
    const months = documentLines(makeDoc({ rows: [[[40, 'Statement period: January - March 2024']]] }));
    expect(findStatementPeriod(months, {})).toMatchObject({ start: '2024-01-01', end: '2024-03-31' });
    const yearEnd = documentLines(makeDoc({ rows: [[[40, 'Dec 15 - Jan 14, 2025']]] }));
    expect(findStatementPeriod(yearEnd, {})).toMatchObject({
      start: '2024-12-15',
      end: '2025-01-14',
      confidence: 0.8,
    });
  });

  it('reads "from … to …" on one line, separate labels, or a lone statement date', () => {
    const one = documentLines(
      makeDoc({ rows: [[[40, 'Statement Period: Jan 1, 2025 through Jan 31, 2025']]] }),
    );
    expect(findStatementPeriod(one, {})).toMatchObject({
      start: '2025-01-01',
      end: '2025-01-31',
      confidence: 1,
    });
    const two = documentLines(
      makeDoc({
        rows: [
          [
            [40, 'PERIOD FROM'],
            [300, '2025-07-01'],
          ],
          [
            [40, 'PERIOD TO'],
            [300, '2025-07-31'],
          ],
        ],
      }),
    );
    expect(findStatementPeriod(two, {})).toMatchObject({ start: '2025-07-01', end: '2025-07-31' });
    const single = documentLines(
      makeDoc({
        rows: [
          [
            [40, 'STATEMENT DATE'],
            [200, 'DUE DATE'],
          ],
          [
            [40, '01-07-2023'],
            [200, '24-07-2023'],
          ],
        ],
      }),
    );
    const p = findStatementPeriod(single, { numericOrder: 'dmy' });
    expect(p).toMatchObject({ start: null, end: '2023-07-01' });
    expect(periodForInference(p)).toEqual({ start: '2023-05-31', end: '2023-07-01' });
  });

  it('does not take the two dates of a "date | due date" line as a period', () => {
    const lines = documentLines(
      makeDoc({
        rows: [
          [
            [40, '01-07-2023'],
            [200, '24-07-2023'],
          ],
        ],
      }),
    );
    expect(findStatementPeriod(lines, { numericOrder: 'dmy' }).start).toBeNull();
  });
});

describe('transaction headers', () => {
  it('recognises slashed titles such as "Deposits/Additions" and "Ending daily balance"', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Date'],
          [100, 'Description'],
          [300, 'Deposits/Additions'],
          [390, 'Withdrawals/Subtractions'],
          [530, 'Ending daily balance'],
        ],
        [
          [40, '5/2'],
          [100, 'Payroll'],
          [330, '900.00'],
          [560, '1,900.00'],
        ],
        [
          [40, '5/3'],
          [100, 'Rent'],
          [470, '800.00'],
          [560, '1,100.00'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: { referenceYear: 2025 } });
    expect(table.columns.map((c) => c.key)).toEqual(['date', 'description', 'credit', 'debit', 'balance']);
    expect(table.rows.map((r) => Object.keys(r.amounts).sort())).toEqual([
      ['balance', 'credit'],
      ['balance', 'debit'],
    ]);
  });
});

describe('readTransactions: columns beside the description', () => {
  it('keeps reference, code and untitled columns out of the description and names "Posted"/"Trans." dates by column', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Posted'],
          [100, 'Trans.'],
          [160, 'Ref #'],
          [230, 'Description'],
          [400, 'Class'],
          [480, 'Amount'],
        ],
        [
          [40, '03/04'],
          [100, '03/02'],
          [160, '8053053'],
          [230, 'ZELLE PAYMENT TO JOHN'],
          [400, 'Transfer'],
          [480, '-5.77'],
        ],
        [
          [40, '03/06'],
          [100, '03/05'],
          [160, '4A77120'],
          [230, 'PAYROLL ACME'],
          [400, 'Income'],
          [480, '900.00'],
        ],
        [[230, 'Continued on next page']],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: { referenceYear: 2025 } });
    expect(table.rows.map((r) => [r.date, r.postDate, r.description, r.category, r.extras.ref])).toEqual([
      ['2025-03-02', '2025-03-04', 'ZELLE PAYMENT TO JOHN', 'Transfer', '8053053'],
      ['2025-03-05', '2025-03-06', 'PAYROLL ACME', 'Income', '4A77120'],
    ]);
  });

  it('splits a header cell holding several titles and keeps titles it does not know as columns', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Transaction Date Details'],
          [300, 'Branch'],
          [400, 'Payments'],
          [480, 'Balance'],
        ],
        [
          [40, '01/02'],
          [100, 'CARD PURCHASE'],
          [300, 'MAIN ST'],
          [400, '12.50'],
          [480, '87.50'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: { referenceYear: 2025 } });
    expect(table.columns.map((c) => c.key)).toEqual(['date', 'description', 'extra0', 'payments', 'balance']);
    expect(table.rows[0]).toMatchObject({ description: 'CARD PURCHASE', extras: { extra0: 'MAIN ST' } });
    expect(table.rows[0]!.amounts.payments?.value).toBe(12.5);
  });

  it('does not join a "continued" note to the row above', () => {
    for (const note of [
      '(continued)',
      'Continued ›',
      'Transactions continued (5)',
      'Continued from previous page',
    ])
      expect(isContinuationNote(note), note).toBe(true);
    for (const text of ['CONTINUED EDUCATION FUND', 'ZELLE PAYMENT TO JOHN'])
      expect(isContinuationNote(text)).toBe(false);
  });
});

describe('findStatementPeriod: one month', () => {
  it('reads "Statement period: February 2024" as the whole month', () => {
    const lines = documentLines(makeDoc({ rows: [[[40, 'For the period: February 2024']]] }));
    expect(findStatementPeriod(lines, {})).toMatchObject({ start: '2024-02-01', end: '2024-02-29' });
  });
});

describe('card layouts of decision 179', () => {
  it('a line with values on it is never a header (a payment box beside a summary line)', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Payment Due Date: 30 Oct 2022'],
          [320, 'Payments/Credits'],
          [520, '-$274.79'],
        ],
        [
          [320, 'Total Fees'],
          [520, '$0.00'],
        ],
        null,
        [
          [40, 'Date'],
          [140, 'Description'],
          [520, 'Amount'],
        ],
        [
          [40, '10/02/2022'],
          [140, 'CHIPOTLE ALBANY NY'],
          [520, '25.73'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: {} });
    expect(table.headerLines.map((l) => l.text)).toEqual(['Date Description Amount']);
    // The payment box's line is left for the label lookup, not consumed as a table summary.
    expect(table.consumed.has(0)).toBe(false);
    expect(table.rows.map((r) => r.description)).toEqual(['CHIPOTLE ALBANY NY']);
  });

  it('reads dates under their titles when a reference column comes first', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Reference'],
          [160, 'Trans.'],
          [240, 'Posted'],
          [320, 'Description'],
          [530, 'Amount'],
        ],
        [
          [40, '8429A81585574'],
          [160, '09/10'],
          [240, '09/11'],
          [320, 'CHIPOTLE KANSAS CITY MO'],
          [530, '$22.96'],
        ],
        [
          [40, '717464597'],
          [160, '09/17'],
          [240, '09/18'],
          [320, 'PAYMENT - THANK YOU'],
          [520, '$232.31 CR'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), {
      dates: { period: { start: '2022-09-06', end: '2022-10-05' } },
    });
    expect(table.rows.map((r) => [r.date, r.postDate, r.description, r.extras.ref])).toEqual([
      ['2022-09-10', '2022-09-11', 'CHIPOTLE KANSAS CITY MO', '8429A81585574'],
      ['2022-09-17', '2022-09-18', 'PAYMENT - THANK YOU', '717464597'],
    ]);
  });

  it('"Payment Date" titles the date column of a payments table, not a money column', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Payment Date'],
          [140, 'Description'],
          [510, 'Credit Amount'],
        ],
        [
          [40, '10/28/2022'],
          [140, 'PAYMENT - THANK YOU'],
          [520, '-USD 135.29'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: {} });
    expect(table.columns.map((c) => c.key)).toEqual(['date', 'description', 'credit']);
    expect(table.rows.map((r) => [r.date, r.description, r.amounts.credit?.magnitude])).toEqual([
      ['2022-10-28', 'PAYMENT - THANK YOU', 135.29],
    ]);
  });
});

describe('wrapped and tight descriptions (decision 179)', () => {
  it('a wrapped description whose last word reads as a section title continues the row', () => {
    const doc = makeDoc({
      rows: [
        // A narrow description column: "PURCHASES" had no room after "INTEREST CHARGE ON".
        [
          [40, 'Date'],
          [120, 'Description'],
          [230, 'Amount'],
        ],
        [
          [40, '05/12/2025'],
          [120, 'INTEREST CHARGE ON'],
          [230, '14.60'],
        ],
        [[120, 'PURCHASES']],
        [
          [40, '05/13/2025'],
          [120, 'SHELL OIL BOSTON MA'],
          [230, '29.62'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: {} });
    expect(table.rows.map((r) => [r.description, r.section])).toEqual([
      ['INTEREST CHARGE ON PURCHASES', null],
      ['SHELL OIL BOSTON MA', null],
    ]);
  });

  it('a description printed up to the category column is split at the column', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Date'],
          [120, 'Transaction Description'],
          [255, 'Category'],
          [520, 'Amount'],
        ],
        [
          [40, '05/04/2025'],
          // "DELTA AIR LINES ATLANTA GA" ends one space before "Travel" at the category's edge.
          [120, 'DELTA AIR LINES ATLANTA GA Travel'],
          [520, '392.54'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: {} });
    expect(table.rows.map((r) => [r.description, r.category])).toEqual([
      ['DELTA AIR LINES ATLANTA GA', 'Travel'],
    ]);
  });
});

describe('overlapping titles (decision 179)', () => {
  it('a title overhanging the next one ends where the next starts, so the category stays out of the description', () => {
    const item = (text: string, x: number, y: number, width = text.length * 5) => ({
      text,
      x,
      y,
      width,
      height: 10,
      confidence: 1,
    });
    const doc = {
      pages: [
        {
          pageNumber: 1,
          width: 612,
          height: 792,
          source: 'text-layer' as const,
          items: [
            item('Date', 40, 60),
            // A long description title printed past the start of the "Type" title.
            item('Merchant Name or Transaction Description', 120, 60, 185),
            item('Type', 255, 60),
            item('Amount', 500, 60),
            item('07/10/2024', 40, 74),
            item('VERIZON WIRELESS BOSTON', 120, 74),
            item('Utilities', 255, 74),
            item('56.55', 505, 74),
          ],
        },
      ],
      formFields: {},
      plainText: '',
    };
    const table = readTransactions(documentLines(doc), { dates: {} });
    expect(table.rows.map((r) => [r.description, r.type])).toEqual([
      ['VERIZON WIRELESS BOSTON', 'Utilities'],
    ]);
  });
});

describe('findStatementPeriod: a caption glued to its value (decision 179)', () => {
  it('reads "Statement PeriodApril 1, 2023 through April 30, 2023"', () => {
    const lines = documentLines(
      makeDoc({ rows: [[[40, 'Statement PeriodApril 1, 2023 through April 30, 2023']]] }),
    );
    expect(findStatementPeriod(lines, {})).toMatchObject({ start: '2023-04-01', end: '2023-04-30' });
  });
});

describe('money titles printed as one cell (decision 179)', () => {
  it('splits "Money In Ending Balance" into a credit and a balance column', () => {
    const doc = makeDoc({
      rows: [
        [
          [45, 'Trans.'],
          [120, 'Post Date'],
          [196, 'Description'],
          [394, 'Money Out'],
          [463, 'Money In Ending Balance'],
        ],
        [
          [45, '2024-08-09'],
          [120, '2024-08-10'],
          [196, 'IRS TREAS 310 TAX REF'],
          [473, '839.31'],
          [533, '1,449.49'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: {} });
    expect(table.rows.map((r) => [r.amounts.credit?.value, r.amounts.balance?.value])).toEqual([
      [839.31, 1449.49],
    ]);
  });
});

describe('readTransactions on a scan', () => {
  it("scores a row by its dates' and amounts' own words, not a garbled word of its description", () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Date'],
          [110, 'Description'],
          [480, 'Amount'],
        ],
        [
          [40, '03/02'],
          [110, 'PAYROLL ACME C0RP~'],
          [480, '500.00'],
        ],
        [
          [40, '03/05'],
          [110, 'GROCER'],
          [480, '42.10'],
        ],
      ],
    });
    const page = doc.pages[0]!;
    page.source = 'ocr';
    for (const it of page.items) it.confidence = it.text === 'C0RP~' || it.text === 'GROCER' ? 0.4 : 0.95;
    const table = readTransactions(documentLines(doc), { dates: { referenceYear: 2025 } });
    expect(table.rows.map((r) => [r.date, r.amounts.amount?.value])).toEqual([
      ['2025-03-02', 500],
      ['2025-03-05', 42.1],
    ]);
    for (const r of table.rows) expect(r.confidence).toBeGreaterThan(0.9);
    // The description keeps its own words' doubt, for the description alone.
    expect(table.rows.map((r) => r.descriptionConfidence)).toEqual([0.4, 0.4]);
  });
});

describe('readTransactions: a date whose slash a scan lost', () => {
  it("reads '1003' and '10128' under the date title as 10/03 and 10/28, at lower confidence", () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Posted'],
          [110, 'Transaction Details'],
          [480, 'Amount'],
        ],
        [
          [40, '10/02'],
          [110, 'POS PURCHASE AMAZON'],
          [480, '$20.24'],
        ],
        [
          [40, '1003'],
          [110, 'ZELLE PAYMENT TO MARK MILLER'],
          [480, '$285.97'],
        ],
        [
          [40, '10128'],
          [110, 'ONLINE TRANSFER TO SAVINGS'],
          [480, '$63.12'],
        ],
      ],
    });
    doc.pages[0]!.source = 'ocr';
    for (const it of doc.pages[0]!.items) it.confidence = 0.9;
    const table = readTransactions(documentLines(doc), { dates: { referenceYear: 2022 } });
    expect(table.rows.map((r) => [r.date, r.amounts.amount?.value])).toEqual([
      ['2022-10-02', 20.24],
      ['2022-10-03', 285.97],
      ['2022-10-28', 63.12],
    ]);
    expect(table.rows[1]!.confidence).toBeLessThan(0.5);
  });
  it('takes no month and day that cannot be one, nor a number away from the date title', async () => {
    const { slashlessDate } = await import('./transactions');
    const title = [{ x0: 40, x1: 80 }];
    expect(slashlessDate({ text: '1399', x0: 40, x1: 60 }, title, { referenceYear: 2022 })).toBeNull();
    expect(slashlessDate({ text: '1003', x0: 300, x1: 320 }, title, { referenceYear: 2022 })).toBeNull();
    expect(slashlessDate({ text: '10731', x0: 40, x1: 65 }, title, { referenceYear: 2022 })?.iso).toBe(
      '2022-10-31',
    );
  });
  it('reads "MM/DD/YY" whose slashes a scan lost or read as a digit, when one reading falls in the period', async () => {
    const { slashlessDate } = await import('./transactions');
    const title = [{ x0: 40, x1: 80 }];
    const o = { period: { start: '2024-03-10', end: '2024-04-08' } };
    const read = (text: string) => slashlessDate({ text, x0: 40, x1: 70 }, title, o)?.iso ?? null;
    expect(['031024', '03/1024', '03720724', '0325724', '0327/24', '03/2024'].map(read)).toEqual([
      '2024-03-10',
      '2024-03-10',
      '2024-03-20',
      '2024-03-25',
      '2024-03-27',
      '2024-03-20',
    ]);
    // Far from the period, or no period: not a date.
    expect(read('091019')).toBeNull();
    expect(slashlessDate({ text: '031024', x0: 40, x1: 70 }, title, { referenceYear: 2024 })).toBeNull();
  });
});

describe('readTransactions: an amount with a space after its comma or point (OCR)', () => {
  it("reads '2, 503.51' and '269. 95-'", () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Posted'],
          [110, 'Transaction Description'],
          [480, 'Net Amount'],
        ],
        [
          [40, '10/07'],
          [110, 'ZELLE FROM MICHAEL GARCIA'],
          [460, '2, 503.51'],
        ],
        [
          [40, '10/12'],
          [110, 'DEBIT CARD PURCHASE'],
          [465, '269. 95-'],
        ],
      ],
    });
    doc.pages[0]!.source = 'ocr';
    for (const it of doc.pages[0]!.items) it.confidence = 0.9;
    const table = readTransactions(documentLines(doc), { dates: { referenceYear: 2022 } });
    expect(table.rows.map((r) => [r.date, r.amounts.amount?.value])).toEqual([
      ['2022-10-07', 2503.51],
      ['2022-10-12', -269.95],
    ]);
  });
});

describe('readTransactions: layouts of session 11 (C11)', () => {
  it('reads "Date of Transaction" as the date title', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Date of Transaction'],
          [150, 'Merchant Name or Transaction Description'],
          [480, '$ Amount'],
        ],
        [
          [40, '06/11'],
          [150, 'CHEVRON COLUMBUS OH'],
          [480, '39.92'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: { referenceYear: 2022 } });
    expect(table.rows.map((r) => [r.date, r.description])).toEqual([['2022-06-11', 'CHEVRON COLUMBUS OH']]);
  });

  it('takes a section title under a short description as a heading inside the table, not as its continuation', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Date'],
          [110, 'Description'],
          [480, 'Amount'],
        ],
        [[110, 'PAYMENTS AND OTHER CREDITS']],
        [
          [40, '06/11'],
          [110, 'PAYMENT - THANK YOU'],
          [480, '-50.00'],
        ],
        [[110, 'PURCHASE']],
        [
          [40, '06/12'],
          [110, 'SPOTIFY USA'],
          [480, '12.73'],
        ],
        [
          [40, '06/13'],
          [110, 'WHOLE FOODS MARKET #2418 PORTLAND OR'],
          [480, '39.74'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: { referenceYear: 2022 } });
    expect(table.rows.map((r) => [r.description, r.section])).toEqual([
      ['PAYMENT - THANK YOU', 'payments and other credits'],
      ['SPOTIFY USA', 'purchase'],
      ['WHOLE FOODS MARKET #2418 PORTLAND OR', 'purchase'],
    ]);
    expect(sectionDirection('purchase')).toBe('debit');
  });

  it('reads rows under day headings in a table with no date column', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Details'],
          [400, 'Amount'],
          [500, 'Balance'],
        ],
        [[40, 'Tuesday, August 5, 2023']],
        [
          [40, 'ZELLE PAYMENT TO DMITRI KOWALSKI'],
          [400, '-$54.29'],
          [500, '$8,850.05'],
        ],
        [
          [40, 'ONLINE TRANSFER FROM SAVINGS'],
          [400, '+$379.44'],
          [500, '$9,229.49'],
        ],
        [[40, 'Aug 6, 2023']],
        [
          [40, 'CHECK #1261'],
          [400, '-$9.71'],
          [500, '$9,219.78'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: {} });
    expect(table.rows.map((r) => [r.date, r.description, r.amounts.amount?.value])).toEqual([
      ['2023-08-05', 'ZELLE PAYMENT TO DMITRI KOWALSKI', -54.29],
      ['2023-08-05', 'ONLINE TRANSFER FROM SAVINGS', 379.44],
      ['2023-08-06', 'CHECK #1261', -9.71],
    ]);
  });

  it('reads one signed column titled with both directions ("Money in/out", "Debit/Credit") as the amount', () => {
    for (const title of [
      'Money in/out',
      'Debit/Credit',
      'Deposits / Withdrawals',
      'Money infout',
      'Money in out',
    ]) {
      const doc = makeDoc({
        rows: [
          [
            [40, 'Details'],
            [400, title],
            [500, 'Balance'],
          ],
          [[40, 'Aug 5, 2023']],
          [
            [40, 'ZELLE PAYMENT TO DMITRI KOWALSKI'],
            [400, '-$54.29'],
            [500, '$8,850.05'],
          ],
          [
            [40, 'ONLINE TRANSFER FROM SAVINGS'],
            [400, '+$379.44'],
            [500, '$9,229.49'],
          ],
        ],
      });
      const table = readTransactions(documentLines(doc), { dates: {} });
      expect(
        table.rows.map((r) => [r.description, r.amounts.amount?.value, r.amounts.balance?.value]),
        title,
      ).toEqual([
        ['ZELLE PAYMENT TO DMITRI KOWALSKI', -54.29, 8850.05],
        ['ONLINE TRANSFER FROM SAVINGS', 379.44, 9229.49],
      ]);
    }
  });

  it('names a money column from the first line of a title printed on two lines ("Credits/" over "Payments")', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Trans Date'],
          [110, 'Description'],
          [400, 'Debits'],
          [480, 'Credits/'],
        ],
        [[480, 'Payments']],
        [
          [40, '12/18'],
          [110, 'UBER TRIP ALBANY NY'],
          [405, '24.79'],
        ],
        [
          [40, '12/23'],
          [110, 'PAYMENT - THANK YOU'],
          [485, '119.65'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: { referenceYear: 2023 } });
    expect(table.rows.map((r) => [r.description, r.amounts.debit?.value, r.amounts.credit?.value])).toEqual([
      ['UBER TRIP ALBANY NY', 24.79, undefined],
      ['PAYMENT - THANK YOU', undefined, 119.65],
    ]);
  });

  it('reads a bare "Transaction" after a posting-date title as the description', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Post Date'],
          [110, 'Transaction'],
          [360, 'Withdrawals'],
          [440, 'Deposits'],
          [520, 'Balance'],
        ],
        [
          [40, '06/04'],
          [110, 'ONLINE TRANSFER FROM SAVINGS'],
          [450, '139.86'],
          [520, '4,033.60'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: { referenceYear: 2022 } });
    expect(table.rows.map((r) => [r.date, r.description])).toEqual([
      ['2022-06-04', 'ONLINE TRANSFER FROM SAVINGS'],
    ]);
  });

  it('reads an amount whose point a scan lost, leaving its space ("530 21"), under a money title', () => {
    const w = (text: string, x: number): [string, number, number] => [text, x, 0.9];
    const doc = ocrDoc([
      [w('Date', 40), w('Description', 110), w('Debits', 360), w('Credits', 440), w('Balance', 520)],
      [
        w('06/04', 40),
        w('MOBILE', 110),
        w('DEPOSIT', 145),
        w('REF', 185),
        w('195882579', 205),
        w('87.88', 445),
        w('530', 515),
        w('21', 533),
      ],
      [w('06/05', 40), w('CHECK', 110), w('#1472', 145), w('61.06', 365), w('469.15', 515)],
      [
        w('06/06', 40),
        w('POS', 110),
        w('PURCHASE', 130),
        w('CVS', 175),
        w('PHARMACY', 195),
        w('9.15', 370),
        w('460.00', 515),
      ],
      [
        w('06/07', 40),
        w('ZELLE', 110),
        w('PAYMENT', 140),
        w('TO', 180),
        w('SANDRA', 195),
        w('LOPEZ', 230),
        w('10.00', 365),
        w('450.00', 515),
      ],
    ]);
    const table = readTransactions(documentLines(doc), { dates: { referenceYear: 2022 } });
    expect(table.rows.map((r) => [r.description, r.amounts.balance?.value])).toEqual([
      ['MOBILE DEPOSIT REF 195882579', 530.21],
      ['CHECK #1472', 469.15],
      ['POS PURCHASE CVS PHARMACY', 460],
      ['ZELLE PAYMENT TO SANDRA LOPEZ', 450],
    ]);
  });

  it('takes a day heading that kept only its day ("15,") as that day of the heading\'s month above', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Details'],
          [400, 'Amount'],
          [500, 'Balance'],
        ],
        [[40, 'Dec 13, 2025']],
        [
          [40, 'ACH DEBIT COMCAST'],
          [400, '-$18.83'],
          [500, '$449.80'],
        ],
        [[40, '15,']],
        [
          [40, 'CHECK #1920'],
          [400, '-$199.75'],
          [500, '$250.05'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: {} });
    expect(table.rows.map((r) => [r.date, r.description])).toEqual([
      ['2025-12-13', 'ACH DEBIT COMCAST'],
      ['2025-12-15', 'CHECK #1920'],
    ]);
  });

  it('takes a dateless line that sums the rows above as their total, whatever a scan made of its words', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Date'],
          [110, 'Description'],
          [480, 'Amount'],
        ],
        [
          [40, '01/13'],
          [110, 'SAFEWAY #1047 PITTSBURGH PA'],
          [480, '10.99'],
        ],
        [
          [40, '01/14'],
          [110, 'NETFLIX.COM PITTSBURGH PA'],
          [480, '26.70'],
        ],
        [
          [110, 'Tom tRNARCHORS TOE NANCY JACKSON.'],
          [480, '37.69'],
        ],
        [
          [110, 'purchases and adjustments for this period'],
          [480, '37.69'],
        ],
        [[110, 'FEES']],
        [
          [40, '01/10'],
          [110, 'ANNUAL MEMBERSHIP FEE'],
          [480, '2.15'],
        ],
        [
          [110, 'NR'],
          [480, '2.15'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: { referenceYear: 2026 } });
    expect(table.rows.map((r) => r.description)).toEqual([
      'SAFEWAY #1047 PITTSBURGH PA',
      'NETFLIX.COM PITTSBURGH PA',
      'ANNUAL MEMBERSHIP FEE',
    ]);
  });

  it('reads an amount a rule or "$" beside it turned into a letter, its point lost ("T7404]")', () => {
    const w = (text: string, x: number): [string, number, number] => [text, x, 0.6];
    const doc = ocrDoc([
      [w('Trans', 40), w('Date', 70), w('Description', 130), w('Amount', 520)],
      [
        w('08/23/2023', 40),
        w('UBER', 130),
        w('TRIP', 160),
        w('PORTLAND', 185),
        w('OR', 230),
        w('T7404]', 520),
      ],
      [
        w('08/26/2023', 40),
        w('NETFLIX.COM', 130),
        w('#7622', 190),
        w('PORTLAND', 222),
        w('OR', 267),
        w('16.42', 525),
      ],
      [
        w('08/28/2023', 40),
        w('SPOTIFY', 130),
        w('USA', 170),
        w('PORTLAND', 190),
        w('OR', 235),
        w('16.91', 525),
      ],
    ]);
    const table = readTransactions(documentLines(doc), { dates: {} });
    expect(table.rows.map((r) => r.amounts.amount?.value)).toEqual([74.04, 16.42, 16.91]);
  });
});

describe('yearAnchor: rows printed MM/DD when no statement period was read', () => {
  const rows = (extra: [number, string][][]) =>
    documentLines(
      makeDoc({
        rows: [
          [
            [40, 'Date'],
            [110, 'Description'],
            [480, 'Amount'],
          ],
          [
            [40, '12/22'],
            [110, 'STAPLES 00123'],
            [485, '97.07'],
          ],
          [
            [40, '01/03'],
            [110, 'UBER TRIP'],
            [485, '23.10'],
          ],
          ...extra,
        ],
      }),
    );

  it('takes the latest full date printed as the end (a due date, a print date)', () => {
    const lines = rows([[[40, 'Payment Due Date: 02/12/2023']]]);
    const table = readTransactions(lines, {
      dates: { period: periodForInference({ start: null, end: null, confidence: 0 }, lines) },
    });
    expect(table.rows.map((r) => r.date)).toEqual(['2022-12-22', '2023-01-03']);
  });

  it('takes a year printed as a word for the closing year, December rows in the year before', () => {
    const lines = rows([
      [[40, '2023 Totals Year-to-Date']],
      [
        [40, 'Total fees charged in 2023'],
        [485, '$0.00'],
      ],
    ]);
    expect(yearAnchor(lines)).toEqual({ start: '2022-12-01', end: '2023-01-28' });
    const table = readTransactions(lines, { dates: { period: yearAnchor(lines) } });
    expect(table.rows.map((r) => r.date)).toEqual(['2022-12-22', '2023-01-03']);
  });

  it('gives nothing when no year is printed (and keeps a read period as it was)', () => {
    expect(yearAnchor(rows([]))).toBeUndefined();
    expect(periodForInference({ start: '2023-01-01', end: '2023-01-31', confidence: 1 }, rows([]))).toEqual({
      start: '2023-01-01',
      end: '2023-01-31',
    });
  });

  it("closes a card member's group at a dateless 'TRANSACTIONS THIS CYCLE' line whatever its sum", () => {
    const lines = rows([
      [
        [110, 'JANE DOE TRANSACTIONS THIS CYCLE (CARD 1234)'],
        [485, '$125.00'],
      ],
    ]);
    const table = readTransactions(lines, { dates: { referenceYear: 2023 } });
    expect(table.rows.map((r) => r.description)).toEqual(['STAPLES 00123', 'UBER TRIP']);
    expect(table.summaries.map((s) => s.amount.value)).toEqual([125]);
  });
});

describe('readTransactions: a table whose header a scan garbled, before one that was read', () => {
  it('reads the dated rows above the first header found from their own alignment', () => {
    const lines = documentLines(
      makeDoc({
        rows: [
          [
            [44, 'Dale of Trensaction'],
            [146, 'Merchanl Narne or Transacton Descripton'],
            [528, '$ Arnount'],
          ],
          [
            [44, '01/05'],
            [146, 'Payment Thank You - Web'],
            [508, '-1,250.00'],
          ],
          [
            [44, '12/22'],
            [146, 'STAPLES 00123 NEW YORK NY'],
            [528, '97.07'],
          ],
          [
            [44, '01/03'],
            [146, 'UBER TRIP HELP.UBER.COM CA'],
            [528, '23.10'],
          ],
          null,
          [[40, 'INTEREST CHARGES']],
          [
            [44, 'Date'],
            [146, 'Description'],
            [528, 'Amount'],
          ],
          [
            [44, '01/18'],
            [146, 'PURCHASE INTEREST CHARGE'],
            [528, '2.15'],
          ],
        ],
      }),
    );
    const table = readTransactions(lines, { dates: { period: { start: '2022-12-19', end: '2023-01-18' } } });
    expect(table.rows.map((r) => [r.date, r.description, Object.values(r.amounts)[0]?.value])).toEqual([
      ['2023-01-05', 'Payment Thank You - Web', -1250],
      ['2022-12-22', 'STAPLES 00123 NEW YORK NY', 97.07],
      ['2023-01-03', 'UBER TRIP HELP.UBER.COM CA', 23.1],
      ['2023-01-18', 'PURCHASE INTEREST CHARGE', 2.15],
    ]);
  });
});

describe('readTransactions: amounts and dates a scan garbled', () => {
  const w = (text: string, x: number): [string, number, number] => [text, x, 0.9];
  const read = (rows: [string, number, number][][]) =>
    readTransactions(documentLines(ocrDoc(rows)), { dates: { referenceYear: 2022 } });

  it('reads a credit whose point was lost inside parentheses, and a date behind a rule read as a bracket', () => {
    const t = read([
      [w('Date', 40), w('Description', 140), w('Amount', 520)],
      [w('[2022-03-04', 36), w('PAYMENT', 144), w('THANK', 192), w('YOU', 225), w('(5086)', 524)],
      [w('|2022-03-05', 36), w('GROCER', 144), w('12.40', 530)],
    ]);
    expect(t.rows.map((r) => [r.date, r.description, r.amounts.amount?.value])).toEqual([
      ['2022-03-04', 'PAYMENT THANK YOU', -50.86],
      ['2022-03-05', 'GROCER', 12.4],
    ]);
  });

  it("keeps a dated row whose amount is unreadable and gives it its group's total less the others", () => {
    const t = read([
      [w('Date', 40), w('Description', 140), w('Amount', 520)],
      [w('02/22', 40), w('OLIVE', 140), w('GARDEN', 172), w('TOT.', 530)],
      [w('02/22', 40), w('DELTA', 140), w('AIR', 172), w('LINES', 194), w('304.96', 524)],
      [w('Total', 140), w('for', 168), w('PRIYA', 186), w('HARRIS', 216), w('402.03', 524)],
      [w('03/01', 40), w('STARBUCKS', 140), w('SURE', 530)],
      [w('03/02', 40), w('SHELL', 140), w('OIL', 172), w('EASE', 530)],
      [w('03/03', 40), w('SPOTIFY', 140), w('16.95', 530)],
      [w('Total', 140), w('for', 168), w('ASHLEY', 186), w('SMITH', 216), w('50.00', 530)],
    ]);
    // The second group has two unknowns: neither is guessed, both rows are left out.
    expect(t.rows.map((r) => [r.date, r.description, r.amounts.amount?.value])).toEqual([
      ['2022-02-22', 'OLIVE GARDEN', 97.07],
      ['2022-02-22', 'DELTA AIR LINES', 304.96],
      ['2022-03-03', 'SPOTIFY', 16.95],
    ]);
    expect(t.rows[0]!.confidence).toBeLessThanOrEqual(0.45);
  });

  it("reads a period whose space before 'to' a scan lost", () => {
    const l = documentLines(makeDoc({ rows: [[[40, 'Billing Period Feb 20, 2022to Mar 21, 2022']]] }));
    expect(findStatementPeriod(l, {})).toMatchObject({ start: '2022-02-20', end: '2022-03-21' });
  });
});

describe('readTransactions: slashes and amount marks a scan garbled', () => {
  const w = (text: string, x: number): [string, number, number] => [text, x, 0.9];
  it('reads a full date whose slashes were lost or read as digits, and keeps a lone mark under the amount out of the description', () => {
    const t = readTransactions(
      documentLines(
        ocrDoc([
          [w('Date', 40), w('Description', 180), w('Amount', 460), w('Balance', 540)],
          [w('02/09/2022', 39), w('IRS', 181), w('TREAS', 200), w('83.42', 467), w('781.41', 546)],
          [w('02112022', 38), w('INTEREST', 181), w('PAYMENT', 225), w('46.16', 467), w('827.57', 546)],
          [w('022772022', 38), w('ZELLE', 181), w('FROM', 212), w('ANN', 240), w('2', 475), w('873.57', 546)],
        ]),
      ),
      { dates: { period: { start: '2022-02-01', end: '2022-02-28' } } },
    );
    expect(t.rows.map((r) => [r.date, r.description])).toEqual([
      ['2022-02-09', 'IRS TREAS'],
      ['2022-02-11', 'INTEREST PAYMENT'],
      ['2022-02-27', 'ZELLE FROM ANN'],
    ]);
  });
});

describe('readTransactions: ISO dates and points a scan misread', () => {
  const w = (text: string, x: number): [string, number, number] => [text, x, 0.9];
  it("reads '20220222' and '2022:02-26' under the date title, and '20:52' as 20.52", () => {
    const t = readTransactions(
      documentLines(
        ocrDoc([
          [w('Date', 40), w('Description', 140), w('Amount', 520)],
          [w('20220222', 36), w('DELTA', 144), w('AIR', 174), w('304.96', 520)],
          [w('2022:02-26', 36), w('STARBUCKS', 144), w('20:52', 525)],
          [w('2022-03-02', 36), w('GROCER', 144), w('70.24', 525)],
        ]),
      ),
      { dates: { period: { start: '2022-02-20', end: '2022-03-21' } } },
    );
    expect(t.rows.map((r) => [r.date, r.description, r.amounts.amount?.value])).toEqual([
      ['2022-02-22', 'DELTA AIR', 304.96],
      ['2022-02-26', 'STARBUCKS', 20.52],
      ['2022-03-02', 'GROCER', 70.24],
    ]);
    expect(t.rows[2]!.confidence).toBeGreaterThan(0.8);
  });
});

describe('rowsOutsidePeriod (session 13)', () => {
  const row = (date: string | null) => ({ date }) as unknown as RawTransaction;
  it('drops runs of rows dated well outside the period, keeps one misread date among in-period rows', () => {
    const rows = ['2024-11-14', '2025-01-30', '2025-03-05', '2024-07-01', '2025-03-20'].map(row);
    const out = rowsOutsidePeriod(rows, { start: '2025-03-02', end: '2025-03-31' }, 25);
    expect(rows.map((r) => out.has(r))).toEqual([true, true, false, false, false]);
    expect(rowsOutsidePeriod(rows, { start: null, end: '2025-03-31' }).size).toBe(0);
    // Most rows outside: the period is the misread one, nothing is dropped.
    expect(rowsOutsidePeriod(rows, { start: '2024-03-02', end: '2024-03-31' }, 25).size).toBe(0);
  });
});

describe('readTransactions on scanned card rows (session 13)', () => {
  const w = (text: string, x: number): [string, number, number] => [text, x, 0.9];
  const period = { start: '2024-03-10', end: '2024-04-08' };
  it("reads a second date whose slash was lost ('03/1324' under 'Trans.'), not the first for both", () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Posted'],
          [120, 'Trans.'],
          [200, 'Details'],
          [520, 'Amount'],
        ],
        [
          [40, '03/14/24'],
          [120, '03/1324'],
          [200, 'CHEVRON SACRAMENTO'],
          [520, '51.35'],
        ],
        [
          [40, '03/16/24'],
          [120, '03/16/24'],
          [200, 'STARBUCKS'],
          [525, '4.85'],
        ],
      ],
    });
    const table = readTransactions(documentLines(doc), { dates: { period } });
    expect(table.rows.map((r) => [r.date, r.postDate])).toEqual([
      ['2024-03-13', '2024-03-14'],
      ['2024-03-16', '2024-03-16'],
    ]);
  });
  it("leaves a speck read as a lone letter out of the description ('CA   f   295.32')", () => {
    const doc = ocrDoc([
      [w('Date', 40), w('Details', 120), w('Amount', 520)],
      [w('03/24/24', 40), w('HOME', 120), w('DEPOT', 145), w('CA', 175), ['f', 400, 0.4], w('295.32', 515)],
    ]);
    const table = readTransactions(documentLines(doc), { dates: { period } });
    expect(table.rows.map((r) => r.description)).toEqual(['HOME DEPOT CA']);
  });
  it("reads a group's title said again with its sum ('fees charged 29.00', its 'Total' lost) as a total", () => {
    const doc = ocrDoc([
      [w('Fees', 40), w('Charged', 65)],
      [w('Date', 40), w('Details', 120), w('Amount', 520)],
      [w('03/27/24', 40), w('ANNUAL', 120), w('MEMBERSHIP', 155), w('FEE', 210), w('29.00', 520)],
      [w('fees', 160), w('charged', 185), w('29.00', 520)],
      [w('Total', 120), w('forMARK', 148), w('BROWN', 185), ['T', 530, 0.3]],
    ]);
    const table = readTransactions(documentLines(doc), { dates: { period } });
    expect(table.rows.map((r) => [r.description, r.amounts.amount?.value])).toEqual([
      ['ANNUAL MEMBERSHIP FEE', 29],
    ]);
  });
});

describe('readTransactions: titles on two lines and summary tiles (session 14)', () => {
  it('joins titles continued on the line under them, "&" included', () => {
    const doc = makeDoc({
      rows: [
        [
          [39, 'Trans'],
          [83, 'Post'],
          [127, 'Reference Number'],
          [252, 'Transaction Description'],
          [467, 'Payments &'],
          [527, 'Purchases &'],
        ],
        [
          [39, 'Date'],
          [83, 'Date'],
          [483, 'Credits'],
          [542, 'Charges'],
        ],
        [
          [39, '08/03/24'],
          [83, '08/04/24'],
          [127, '85325924154787037134662'],
          [252, 'CVS PHARMACY MINNEAPOLIS MN'],
          [557, '7.33'],
        ],
        [
          [39, '08/15/24'],
          [83, '08/15/24'],
          [127, '27867806937990470903987'],
          [252, 'PAYMENT - THANK YOU'],
          [486, '256.80'],
        ],
      ],
    });
    const t = readTransactions(documentLines(doc), { dates: { numericOrder: 'mdy' } });
    expect(
      t.rows.map((r) => [r.date?.slice(5), r.postDate?.slice(5), r.description, Object.keys(r.amounts)]),
    ).toEqual([
      ['08-03', '08-04', 'CVS PHARMACY MINNEAPOLIS MN', ['debit']],
      ['08-15', '08-15', 'PAYMENT - THANK YOU', ['credit']],
    ]);
  });

  it('takes no row from summary tiles whose date caption comes after their amounts', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'New Balance'],
          [219, 'Minimum Payment Due'],
          [399, 'Payment Due Date'],
        ],
        [
          [43, '$4,986.45'],
          [222, '$160.59'],
          [402, '01/26/2025'],
        ],
      ],
    });
    const t = readTransactions(documentLines(doc), { dates: { numericOrder: 'mdy' } });
    expect(t.rows).toEqual([]);
    expect(t.consumed.size).toBe(0);
  });
});
