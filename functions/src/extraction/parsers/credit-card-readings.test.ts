// The same card statement printed under each convention a statement may use for its credits and its
// dates: the readings search must land on the same rows each time because the statement's own
// arithmetic (previous + purchases − credits = new balance) says which reading is right, not because
// of a word the parser knows.
import { describe, expect, it } from 'vitest';
import { makeDoc, type RowSpec } from '../../../test-support/extraction/parse/test-helpers';
import { runChecks } from '../checks/registry';
import { chooseReading } from '../readings';
import type { ParsedDocument } from '../types';
import { parseCreditCardStatement } from './credit-card-statement';

const header: RowSpec = [
  [40, 'Trans Date'],
  [110, 'Post Date'],
  [180, 'Description'],
  [480, 'Amount'],
];

/** Rows as [made, posted, description, amount cell]. */
type Row = [made: string, posted: string, description: string, amount: string];

/** Previous 800.00 + 120.00 + 45.25 − 400.00 − 19.99 = 545.26 (the rows of `rowsWith`). */
function statement(rows: Row[], columns: RowSpec = header, newBalance = '$545.26') {
  return makeDoc({
    rows: [
      [[40, 'Harbor Card Services']],
      [
        [40, 'Statement Closing Date 03/14/2025'],
        [380, 'Payment Due Date: 04/08/2025'],
      ],
      [
        [40, 'Previous Balance'],
        [250, '$800.00'],
      ],
      [
        [40, 'New Balance'],
        [250, newBalance],
      ],
      null,
      columns,
      ...rows.map(([made, posted, description, amount]): RowSpec => [
        [40, made],
        [110, posted],
        [180, description],
        [480, amount],
      ]),
    ],
  });
}

const run = (p: ParsedDocument) => runChecks('credit_card_statement', p);
const choose = (doc: ReturnType<typeof statement>) =>
  chooseReading('credit_card_statement', parseCreditCardStatement(doc), run);

const typesOf = (p: ParsedDocument) => (p.transactions ?? []).map((t) => [t.transactionType, t.amount]);
const RIGHT = [
  ['purchase', 120],
  ['payment', 400],
  ['purchase', 45.25],
  ['refund', 19.99],
];

// A refund described as its merchant: only the sign, or the arithmetic, tells it from a charge.
const rowsWith = (charge: (v: string) => string, credit: (v: string) => string): Row[] => [
  ['02/16', '02/17', 'NORTHWIND OUTFITTERS', charge('120.00')],
  ['02/20', '02/20', 'ONLINE PAYMENT 88213', credit('400.00')],
  ['02/24', '02/25', 'BLUE HERON BOOKS', charge('45.25')],
  ['03/02', '03/03', 'BLUE HERON BOOKS', credit('19.99')],
];

describe('credit card readings search', () => {
  it('reads credits printed with a minus', () => {
    const chosen = choose(
      statement(
        rowsWith(
          (v) => v,
          (v) => `-${v}`,
        ),
      ),
    );
    expect(typesOf(chosen.parsed)).toEqual(RIGHT);
    expect(chosen.checks.every((c) => c.passed)).toBe(true);
  });

  it('reads credits printed in parentheses or with CR the same way', () => {
    for (const credit of [(v: string) => `(${v})`, (v: string) => `${v} CR`]) {
      const chosen = choose(statement(rowsWith((v) => v, credit)));
      expect(typesOf(chosen.parsed)).toEqual(RIGHT);
    }
  });

  it('reads charges printed with a minus and credits plain, because only that reading adds up', () => {
    const chosen = choose(
      statement(
        rowsWith(
          (v) => `-${v}`,
          (v) => v,
        ),
      ),
    );
    expect(chosen.kept).toBe('charges printed negative, credits plain');
    expect(typesOf(chosen.parsed)).toEqual(RIGHT);
    expect(chosen.ambiguous).toBeNull();
  });

  it("finds the one row whose minus a scan lost, because only that row's sign makes the balance hold", () => {
    const rows = rowsWith(
      (v) => v,
      (v) => `-${v}`,
    );
    rows[3]![3] = '19.99'; // the refund's minus lost
    const chosen = choose(statement(rows));
    expect(chosen.kept).toBe('row 4 read with the other sign');
    expect(typesOf(chosen.parsed)).toEqual(RIGHT);
  });

  it('calls two rows of the same amount either of which may have lost its sign ambiguous', () => {
    const rows = rowsWith(
      (v) => v,
      (v) => `-${v}`,
    );
    // The refund's minus lost, and a charge of the same amount: either could be the credit.
    rows[2]![3] = '19.99';
    rows[3]![3] = '19.99';
    const chosen = choose(statement(rows, header, '$520.00'));
    expect(chosen.checks.every((c) => c.passed)).toBe(true);
    expect(chosen.ambiguous).toBe('row 3 read with the other sign or row 4 read with the other sign');
    expect(chosen.parsed.warnings?.some((w) => w.startsWith('Ambiguous reading:'))).toBe(true);
  });

  it('takes the earlier date as the transaction date when the columns are titled the other way round', () => {
    // "Posted" first and "Date" second, as one issuer prints them: the titles cannot both be
    // believed, and a charge never posts before it was made.
    const chosen = choose(
      statement(
        [
          ['02/17', '02/16', 'NORTHWIND OUTFITTERS', '120.00'],
          ['02/20', '02/20', 'ONLINE PAYMENT 88213', '-400.00'],
          ['02/25', '02/24', 'BLUE HERON BOOKS', '45.25'],
          ['03/03', '03/02', 'BLUE HERON BOOKS', '-19.99'],
        ],
        [
          [40, 'Trans Date'],
          [110, 'Post Date'],
          [180, 'Description'],
          [480, 'Amount'],
        ],
      ),
    );
    expect(chosen.kept).toBe('second date column is the transaction date');
    expect(chosen.parsed.transactions?.map((t) => [t.transactionDate, t.postDate])[0]).toEqual([
      '2025-02-16',
      '2025-02-17',
    ]);
    expect(chosen.checks.find((c) => c.id === 'credit_card.posted_after_transaction')?.passed).toBe(true);
  });
});

describe('credit card readings search: which money column is which', () => {
  it('reads two money columns whose titles it does not know as charges and credits, because only then the balance holds', () => {
    const doc = makeDoc({
      rows: [
        [[40, 'Harbor Card Services']],
        [
          [40, 'Statement Closing Date 03/14/2025'],
          [380, 'Payment Due Date: 04/08/2025'],
        ],
        [
          [40, 'Previous Balance'],
          [250, '$800.00'],
        ],
        [
          [40, 'New Balance'],
          [250, '$545.26'],
        ],
        null,
        [
          [40, 'Trans Date'],
          [110, 'Post Date'],
          [180, 'Description'],
          [400, 'Spent'],
          [480, 'Received'],
        ],
        ...rowsWith(
          (v) => v,
          (v) => v,
        ).map(([made, posted, description, amount], i): RowSpec => [
          [40, made],
          [110, posted],
          [180, description],
          [i % 2 === 0 ? 400 : 480, amount],
        ]),
      ],
    });
    const chosen = choose(doc);
    expect(chosen.kept).toBe('the "num0" column holds charges and the "num1" column credits');
    expect(typesOf(chosen.parsed)).toEqual(RIGHT);
    expect(chosen.checks.every((c) => c.passed)).toBe(true);
  });
});

describe('credit card readings search: sections and subtotals', () => {
  const top: RowSpec[] = [
    [[40, 'Harbor Card Services']],
    [
      [40, 'Statement Closing Date 03/14/2025'],
      [380, 'Payment Due Date: 04/08/2025'],
    ],
    [
      [40, 'Previous Balance'],
      [250, '$800.00'],
    ],
  ];
  const line = ([made, posted, description, amount]: Row): RowSpec => [
    [40, made],
    [110, posted],
    [180, description],
    [480, amount],
  ];

  it('reads a section of plain amounts as credits when only that adds up, whatever its title', () => {
    // 800.00 + 120.00 + 45.25 − 19.99 − 20.00 = 925.26: the second section is money given back.
    const doc = makeDoc({
      rows: [
        ...top,
        [
          [40, 'New Balance'],
          [250, '$925.26'],
        ],
        null,
        header,
        [[40, 'Transactions']],
        line(['02/16', '02/17', 'NORTHWIND OUTFITTERS', '120.00']),
        line(['02/24', '02/25', 'BLUE HERON BOOKS', '45.25']),
        [[40, 'Other Transactions']],
        line(['03/02', '03/03', 'BLUE HERON BOOKS', '19.99']),
        line(['03/04', '03/05', 'NORTHWIND OUTFITTERS', '20.00']),
      ],
    });
    const chosen = choose(doc);
    expect(chosen.kept).toBe('rows of the "other transactions" section read with the other sign');
    expect(typesOf(chosen.parsed)).toEqual([
      ['purchase', 120],
      ['purchase', 45.25],
      ['refund', 19.99],
      ['refund', 20],
    ]);
  });

  it('reads a row that adds up the rows above it as a subtotal when only then the balance holds', () => {
    // 800.00 + 120.00 + 45.25 = 965.25; the uncaptioned 165.25 adds up the two purchases.
    const doc = makeDoc({
      rows: [
        ...top,
        [
          [40, 'New Balance'],
          [250, '$965.25'],
        ],
        null,
        header,
        line(['02/16', '02/17', 'NORTHWIND OUTFITTERS', '120.00']),
        line(['02/24', '02/25', 'BLUE HERON BOOKS', '45.25']),
        line(['02/28', '02/28', 'PERIOD ACTIVITY', '165.25']),
      ],
    });
    const chosen = choose(doc);
    expect(chosen.kept).toBe('rows that add up the rows above them are subtotals');
    expect(typesOf(chosen.parsed)).toEqual([
      ['purchase', 120],
      ['purchase', 45.25],
    ]);
  });
});
