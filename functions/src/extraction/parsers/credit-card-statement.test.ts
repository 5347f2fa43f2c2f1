import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateDocument, LAYOUT_COUNT } from '../../../test-support/extraction/generator/generate';
import { readDocument } from '../read/read-document';
import { scoreDocument } from '../score';
import { runChecks } from '../checks/registry';
import { makeDoc, readPdfForTest, type RowSpec } from '../../../test-support/extraction/parse/test-helpers';
import { corpusForTest } from '../../../test-support/extraction/corpus';

const MONOPOLY = corpusForTest('monopoly', 'parseCreditCardStatement on the monopoly example statement');
/** The expected rows; empty when the corpus is absent (the suites below are skipped then). */
const expectedCsv = () =>
  MONOPOLY ? readFileSync(`${MONOPOLY}/example_statement.expected_transformed.csv`, 'utf8') : 'header';
import { parseCreditCardStatement } from './credit-card-statement';

describe('parseCreditCardStatement on a hand-built statement', () => {
  const header: RowSpec = [
    [40, 'Trans Date'],
    [110, 'Post Date'],
    [180, 'Description'],
    [480, 'Amount'],
  ];
  const doc = makeDoc({
    rows: [
      [
        [40, 'ACME Card Services'],
        [380, 'Account ending in 1234'],
      ],
      [
        [40, 'Statement Closing Date 02/14/2025'],
        [380, 'Payment Due Date: 03/11/2025'],
      ],
      [
        [40, 'Previous Balance'],
        [250, '$500.00'],
        [380, 'Minimum Payment Due'],
        [520, '$35.00'],
      ],
      [
        [40, 'Payments and Other Credits'],
        [250, '-$520.00'],
        [380, 'Credit Limit'],
        [520, '$5,000.00'],
      ],
      [
        [40, 'Purchases'],
        [250, '+$230.50'],
        [380, 'Available Credit'],
        [520, '$4,778.50'],
      ],
      [
        [40, 'Fees Charged'],
        [250, '$10.00'],
      ],
      [
        [40, 'Interest Charged'],
        [250, '$1.00'],
      ],
      [
        [40, 'New Balance'],
        [250, '$221.50'],
      ],
      [[40, 'Purchase APR 24.99%']],
      null,
      header,
      [
        [40, '01/20'],
        [110, '01/21'],
        [180, 'PAYMENT - THANK YOU'],
        [480, '-500.00'],
      ],
      [
        [40, '01/22'],
        [110, '01/23'],
        [180, 'CORNER CAFE'],
        [300, 'AUSTIN'],
        [360, 'TX'],
        [485, '30.50'],
      ],
      [
        [40, '02/01'],
        [110, '02/02'],
        [180, 'HARDWARE STORE #12'],
        [475, '200.00'],
      ],
      [[180, 'ORDER 5566']],
      [
        [40, '02/03'],
        [110, '02/03'],
        [180, 'RETURN HARDWARE STORE'],
        [480, '20.00 CR'],
      ],
      [
        [40, '02/10'],
        [110, '02/10'],
        [180, 'LATE FEE'],
        [485, '10.00'],
      ],
      [
        [40, '02/14'],
        [110, '02/14'],
        [180, 'INTEREST CHARGE ON PURCHASES'],
        [490, '1.00'],
      ],
      [
        [180, 'TOTAL FOR THIS PERIOD'],
        [480, '221.50'],
      ],
    ],
  });
  const parsed = parseCreditCardStatement(doc);

  it('reads the summary by label beside the value', () => {
    expect(parsed.fields).toMatchObject({
      accountNumber: '1234',
      statementEndDate: '2025-02-14',
      paymentDueDate: '2025-03-11',
      previousBalance: 500,
      totalPayments: 520,
      totalPurchases: 230.5,
      totalFees: 10,
      totalInterest: 1,
      newBalance: 221.5,
      minimumPaymentDue: 35,
      creditLimit: 5000,
      availableCredit: 4778.5,
      apr: 24.99,
    });
  });

  it("reads the credit limit from 'Credit Line', not from an 'Available Credit Line' printed above it", () => {
    const lines: (RowSpec | null)[] = [
      [
        [40, 'New Balance'],
        [250, '$221.50'],
        [380, 'Available Credit Line'],
        [520, '$4,778.50'],
      ],
      [
        [40, 'Minimum Payment Due'],
        [250, '$35.00'],
        [380, 'Credit Line'],
        [520, '$5,000.00'],
      ],
      null,
      header,
      [
        [40, '01/22'],
        [110, '01/23'],
        [180, 'CORNER CAFE'],
        [485, '30.50'],
      ],
    ];
    const fields = parseCreditCardStatement(makeDoc({ rows: lines })).fields;
    expect(fields).toMatchObject({ creditLimit: 5000, availableCredit: 4778.5 });
  });

  it('types rows from sign and wording and keeps both dates', () => {
    expect(
      parsed.transactions?.map((t) => [t.transactionDate, t.postDate, t.transactionType, t.amount]),
    ).toEqual([
      ['2025-01-20', '2025-01-21', 'payment', 500],
      ['2025-01-22', '2025-01-23', 'purchase', 30.5],
      ['2025-02-01', '2025-02-02', 'purchase', 200],
      ['2025-02-03', '2025-02-03', 'refund', 20],
      ['2025-02-10', '2025-02-10', 'fee', 10],
      ['2025-02-14', '2025-02-14', 'interest', 1],
    ]);
    expect(parsed.transactions?.[1]).toMatchObject({
      description: 'CORNER CAFE AUSTIN TX',
      merchant: 'CORNER CAFE',
      category: 'Dining',
    });
    expect(parsed.transactions?.[2]?.description).toBe('HARDWARE STORE #12 ORDER 5566');
  });

  it('passes the balance equation', () => {
    expect(
      runChecks('credit_card_statement', parsed).find((c) => c.id === 'credit_card.balance_equation')?.passed,
    ).toBe(true);
  });
});

describe.skipIf(!MONOPOLY)('parseCreditCardStatement on the monopoly example statement', () => {
  const expected = expectedCsv()
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => {
      const m = l.match(/^([^,]+),(.*),(-?[\d.]+)$/)!;
      return { date: m[1]!, description: m[2]!, amount: Number(m[3]) };
    })
    // The previous-balance line is printed in the table but is not a transaction.
    .filter((r) => r.description !== "LAST MONTH'S BALANCE");

  it('gets every transaction row right and the previous balance as a field', async () => {
    const parsed = parseCreditCardStatement(await readPdfForTest(`${MONOPOLY}/example_statement.pdf`));
    const rows = parsed.transactions ?? [];
    // The CSV signs charges negative and credits positive.
    const right = expected.filter((e, i) => {
      const r = rows[i];
      const credit = r?.transactionType === 'payment' || r?.transactionType === 'refund';
      return (
        r &&
        r.transactionDate === e.date &&
        r.description === e.description &&
        r.amount === Math.abs(e.amount) &&
        credit === e.amount > 0
      );
    });
    expect(rows).toHaveLength(expected.length);
    expect(right).toHaveLength(expected.length);
    expect(rows.filter((r) => r.transactionType === 'purchase')).toHaveLength(50);
    expect(parsed.fields).toMatchObject({
      previousBalance: 412.16,
      newBalance: 702.1,
      paymentDueDate: '2023-07-24',
      minimumPaymentDue: 50,
    });
    expect(runChecks('credit_card_statement', parsed).every((c) => c.passed)).toBe(true);
  });
});

describe.skipIf(!MONOPOLY)(
  'parseCreditCardStatement on the OCBC scan of the same statement (OCR text layer)',
  () => {
    it('reads every amount and nearly every date and description despite OCR slips', async () => {
      const expected = expectedCsv()
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.match(/^([^,]+),(.*),(-?[\d.]+)$/)!)
        .map((m) => ({ date: m[1]!, description: m[2]!, amount: Math.abs(Number(m[3])) }))
        .filter((r) => r.description !== "LAST MONTH'S BALANCE");
      const rows =
        parseCreditCardStatement(await readPdfForTest(`${MONOPOLY}/ocbc_365_example.pdf`)).transactions ?? [];
      expect(rows.map((r) => r.amount)).toEqual(expected.map((e) => e.amount));
      // The scan's statement is dated a month later; compare month and day.
      const right = expected.filter(
        (e, i) =>
          rows[i]?.description === e.description &&
          String(rows[i]?.transactionDate).slice(5) === e.date.slice(5),
      );
      expect(right.length).toBeGreaterThanOrEqual(50);
    });
  },
);

describe('parseCreditCardStatement on generated PDFs read through pdfjs', () => {
  it('extracts every layout with field F1 of at least 0.95', async () => {
    for (let layout = 0; layout < LAYOUT_COUNT.credit_card_statement; layout++) {
      const generated = await generateDocument({ type: 'credit_card_statement', layout, seed: 71 + layout });
      const text = await readDocument({
        documentType: 'credit_card_statement',
        files: generated.files,
        maxPages: 50,
      });
      const score = scoreDocument(parseCreditCardStatement(text), generated.truth);
      expect(
        score.f1,
        `${generated.id} ${JSON.stringify(score.mismatches.slice(0, 5))}`,
      ).toBeGreaterThanOrEqual(0.95);
    }
  });
});

describe('parseCreditCardStatement: header fields and columns by meaning', () => {
  const rows = (extra: RowSpec[]): RowSpec[] => [
    [[40, 'Atlas Rewards Visa']],
    [[40, 'Platinum Mastercard Statement']],
    [
      [40, 'JANE DOE'],
      [380, 'Account ending in 1234'],
    ],
    [
      [40, 'Statement Period'],
      [300, '02/01/2025 - 02/28/2025'],
    ],
    [
      [40, 'Previous Balance'],
      [300, '100.00'],
    ],
    [
      [40, 'Payments and Credits'],
      [300, '-700.00'],
    ],
    [
      [40, 'New Charges'],
      [300, '+$58.85'],
    ],
    [
      [40, 'New Balance'],
      [300, '-$541.15'],
    ],
    [
      [40, 'Annual Percentage Rate (APR) for Purchases'],
      [300, '19.49%'],
    ],
    ...extra,
    [
      [40, 'Post Date'],
      [100, 'Trans Date'],
      [160, 'Description'],
      [350, 'Type'],
      [420, 'Charges'],
      [480, 'Payments'],
    ],
    [
      [40, '02/05'],
      [100, '02/03'],
      [160, 'BEST BUY #7402'],
      [350, 'Electronics'],
      [420, '58.85'],
    ],
    [
      [40, '02/10'],
      [100, '02/10'],
      [160, 'PAYMENT - THANK YOU'],
      [350, 'Payment'],
      [480, '700.00'],
    ],
    [
      [40, 'Type of Balance'],
      [160, 'Annual Percentage Rate'],
      [350, 'Balance Subject'],
      [480, 'Interest'],
    ],
    [
      [40, 'Purchases'],
      [160, '19.49%'],
      [350, '690.98'],
      [480, '0.00'],
    ],
  ];
  const parsed = parseCreditCardStatement(makeDoc({ rows: rows([]) }));

  it('takes the letterhead as the issuer when every candidate is a product name, and keeps a credit balance negative', () => {
    expect(parsed.fields).toMatchObject({
      cardIssuer: 'Atlas Rewards Visa',
      newBalance: -541.15,
      previousBalance: 100,
      totalPurchases: 58.85,
      totalPayments: 700,
      apr: 19.49,
    });
  });

  it('reads "Payments" as credits beside "Charges", a "Type" column of spending kinds as the category, and the transaction date under its title', () => {
    expect(
      parsed.transactions?.map((t) => [
        t.transactionDate,
        t.postDate,
        t.transactionType,
        t.category,
        t.amount,
      ]),
    ).toEqual([
      ['2025-02-03', '2025-02-05', 'purchase', 'Electronics', 58.85],
      ['2025-02-10', '2025-02-10', 'payment', 'Payment', 700],
    ]);
  });

  it('prefers an issuer name without product words', () => {
    const p = parseCreditCardStatement(
      makeDoc({ rows: [[[40, 'Keystone Bank Card']], ...rows([]).slice(1)] }),
    );
    expect(p.fields.cardIssuer).toBe('Keystone Bank Card');
  });
});

describe('parseCreditCardStatement: summary-first and e-statement layouts (session 11, C11)', () => {
  const rows = (extra: RowSpec[]): RowSpec[] => [
    ...extra,
    [
      [40, 'Date'],
      [110, 'Description'],
      [480, 'Amount'],
    ],
    [
      [40, '06/11/2022'],
      [110, 'PAYMENT - THANK YOU'],
      [480, '-50.00'],
    ],
    [
      [40, '06/12/2022'],
      [110, 'SPOTIFY USA'],
      [480, '12.73'],
    ],
  ];

  it("takes the purchase APR from the interest table, not the late-payment warning's penalty APR", () => {
    const doc = makeDoc({
      rows: rows([
        [[40, 'Late Payment Warning: If we do not receive your minimum payment your APRs may be increased']],
        [[40, 'up to the Penalty APR of 29.99%.']],
        [
          [40, 'Balance Type'],
          [200, 'Annual Percentage Rate (APR)'],
        ],
        [
          [40, 'Purchases'],
          [200, '22.99%(v)(d)'],
        ],
      ]),
    });
    expect(parseCreditCardStatement(doc).fields.apr).toBe(22.99);
  });

  it("reads the holder's name printed alone at the top of an e-statement", () => {
    const doc = makeDoc({
      rows: rows([
        [
          [40, 'Pinnacle Travel Card'],
          [400, 'William Haddad'],
        ],
        [[400, 'Monthly Statement 08/06/2023 to 09/04/2023']],
        [[400, 'Account ending in 7279']],
      ]),
    });
    expect(parseCreditCardStatement(doc).fields.cardHolderName).toBe('William Haddad');
  });

  it('reads the last four digits behind a mask a scan garbled or lost', () => {
    for (const text of ['Account #: ***#* 4227', 'Account #: 4227', 'Account Number: XXXX-XXXXXX-67279']) {
      const doc = makeDoc({ rows: rows([[[300, text]]]) });
      expect(parseCreditCardStatement(doc).fields.accountNumber, text).toBe(text.slice(-4));
    }
  });

  it('repairs a summary total whose point a scan lost from the rows it totals', () => {
    const doc = makeDoc({
      rows: rows([
        [
          [40, 'Total Fees'],
          [250, '$215'],
        ],
      ]).concat([
        [
          [40, '06/13/2022'],
          [110, 'ANNUAL MEMBERSHIP FEE'],
          [480, '2.15'],
        ],
      ]),
    });
    const parsed = parseCreditCardStatement(doc);
    expect(parsed.fields.totalFees).toBe(2.15);
    expect(parsed.provenance?.totalFees).toBe('repaired');
  });
});

describe('parseCreditCardStatement on an activity page alone (no summary, no period)', () => {
  it('reads the MM/DD rows with the year the page prints elsewhere', () => {
    const doc = makeDoc({
      rows: [
        [[40, 'ACCOUNT ACTIVITY']],
        [
          [44, 'Date of Transaction'],
          [146, 'Merchant Name or Transaction Description'],
          [528, '$ Amount'],
        ],
        [[146, 'PAYMENTS AND OTHER CREDITS']],
        [
          [44, '01/05'],
          [146, 'Payment Thank You - Web'],
          [528, '-1,250.00'],
        ],
        [[146, 'PURCHASE']],
        [
          [44, '12/22'],
          [146, 'STAPLES 00123 NEW YORK NY'],
          [528, '97.07'],
        ],
        [
          [44, '01/03'],
          [146, 'AMAZON MKTPLACE PMTS AMZN.COM/BILL WA'],
          [528, '23.10'],
        ],
        [[40, '2023 Totals Year-to-Date']],
        [
          [44, 'Total interest charged in 2023'],
          [528, '$0.00'],
        ],
      ],
    });
    const r = parseCreditCardStatement(doc);
    expect(r.transactions!.map((t) => [t.transactionDate, t.transactionType, t.amount])).toEqual([
      ['2023-01-05', 'payment', 1250],
      ['2022-12-22', 'purchase', 97.07],
      ['2023-01-03', 'purchase', 23.1],
    ]);
    expect(r.fields.statementEndDate).toBeNull();
  });
});

describe('parseCreditCardStatement: session 12 card presentations (decision 209)', () => {
  it('reads a store card: letterhead words spaced for their size, a promotions table and promo rates', async () => {
    const generated = await generateDocument({
      type: 'credit_card_statement',
      family: 'store-card-promo-balances',
      seed: 8300001,
    });
    const text = await readDocument({
      documentType: 'credit_card_statement',
      files: generated.files,
      maxPages: 20,
    });
    const fields = parseCreditCardStatement(text).fields;
    const truth = generated.truth.fields;
    expect(fields.cardIssuer).toBe(truth.cardIssuer);
    expect(fields.totalPurchases).toBe(truth.totalPurchases);
    expect(fields.apr).toBe(truth.apr);
  });

  it("reads the account behind a mask beside an address line's ZIP code, and 'Previous Monthly Balance'", () => {
    const doc = makeDoc({
      rows: [
        [[40, 'Atlas Card Services']],
        [
          [40, 'Sacramento, CA 95814'],
          [316, 'Account: XXXX-XXXXXX-46770'],
        ],
        [
          [40, 'Statement Period'],
          [300, '02/01/2025 - 02/28/2025'],
        ],
        [
          [40, 'Previous Monthly Balance'],
          [300, '$2,456.52'],
        ],
      ],
    });
    const fields = parseCreditCardStatement(doc).fields;
    expect(fields.accountNumber).toBe('6770');
    expect(fields.previousBalance).toBe(2456.52);
  });

  it('does not take a balance at a rate, or a promotion rate, as a summary value or the APR', () => {
    const doc = makeDoc({
      rows: [
        [[40, 'Atlas Card Services']],
        [
          [40, 'Statement Period'],
          [300, '02/01/2025 - 02/28/2025'],
        ],
        [
          [40, 'Promotion'],
          [200, 'Expires'],
          [300, 'APR'],
          [400, 'Balance'],
        ],
        [
          [40, '12 Months Deferred Interest'],
          [200, '10/08/2025'],
          [300, '0.00%'],
          [400, '2,168.89'],
        ],
        [
          [40, 'Regular Purchases'],
          [200, '-'],
          [300, '24.99%'],
          [400, '1,923.35'],
        ],
        [
          [40, 'Promo APR'],
          [300, '0.00%'],
        ],
        [
          [40, 'Purchase APR'],
          [300, '24.99%'],
        ],
      ],
    });
    const fields = parseCreditCardStatement(doc).fields;
    expect(fields.apr).toBe(24.99);
    expect(fields.totalPurchases ?? null).not.toBe(1923.35);
  });
});

describe('parseCreditCardStatement: a row amount with one misread digit on a scan', () => {
  const build = (purchases: string, rowB: string) => {
    const doc = makeDoc({
      rows: [
        [[40, 'Atlas Card Services']],
        [
          [40, 'Statement Period'],
          [300, '02/01/2025 - 02/28/2025'],
        ],
        [
          [40, 'Previous Balance'],
          [300, '100.00'],
        ],
        [
          [40, 'Payments and Credits'],
          [300, '50.00'],
        ],
        [
          [40, 'Purchases'],
          [300, purchases],
        ],
        [
          [40, 'Fees Charged'],
          [300, '0.00'],
        ],
        [
          [40, 'Interest Charged'],
          [300, '0.00'],
        ],
        [
          [40, 'New Balance'],
          [300, '231.78'],
        ],
        [
          [40, 'Date'],
          [110, 'Description'],
          [480, 'Amount'],
        ],
        [
          [40, '02/03'],
          [110, 'PAYMENT - THANK YOU'],
          [480, '-50.00'],
        ],
        [
          [40, '02/05'],
          [110, 'GROCER'],
          [480, '50.00'],
        ],
        [
          [40, '02/06'],
          [110, 'HARDWARE STORE'],
          [480, rowB],
        ],
      ],
    });
    for (const p of doc.pages) p.source = 'ocr';
    return parseCreditCardStatement(doc);
  };

  it('repairs the one row that closes its kind when the summary equation confirms the totals', () => {
    const r = build('181.78', '831.78');
    expect(r.transactions?.map((t) => t.amount)).toEqual([50, 50, 131.78]);
    expect(r.provenance?.['transactions[2].amount']).toBe('repaired');
  });

  it('changes nothing when the totals are not confirmed or no single-digit change closes the sum', () => {
    expect(build('181.78', '839.78').transactions?.map((t) => t.amount)).toEqual([50, 50, 839.78]);
    // Purchases misread as well: the equation fails, nothing is repaired.
    expect(build('189.78', '831.78').transactions?.map((t) => t.amount)).toEqual([50, 50, 831.78]);
  });
});

describe('parseCreditCardStatement: installment plans and purchases grouped by category (session 13)', () => {
  const doc = makeDoc({
    rows: [
      [[40, 'Harbor Card Services']],
      [
        [40, 'Pat Example'],
        [350, 'Billing Period: 03/02/2025 to 03/31/2025'],
      ],
      [
        [40, 'Previous Balance'],
        [250, '$1,200.00'],
      ],
      [
        [40, 'Payments/Credits'],
        [250, '($300.00)'],
      ],
      [
        [40, 'New Purchases'],
        [250, '$110.00'],
      ],
      [
        [40, 'New Balance'],
        [250, '$1,010.00'],
      ],
      null,
      [[40, 'Installment Plans']],
      [
        [40, 'Plan'],
        [200, 'Start Date'],
        [290, 'Original Amount'],
        [370, 'Monthly Payment'],
        [450, 'Remaining Payments'],
        [530, 'Balance'],
      ],
      // Plans begun months (or one month) before this period: not this period's purchases.
      [
        [40, 'Plan 1: FURNITURE OUTLET'],
        [200, '11/14/2024'],
        [300, '$600.00'],
        [380, '$50.00'],
        [460, '8 of 12'],
        [535, '$400.00'],
      ],
      [
        [40, 'Plan 2: HOME APPLIANCES'],
        [200, '02/01/2025'],
        [300, '$240.00'],
        [380, '$40.00'],
        [460, '5 of 6'],
        [535, '$200.00'],
      ],
      null,
      [
        [40, 'Date'],
        [100, 'Description'],
        [500, 'Amount'],
      ],
      [
        [40, '03/05/2025'],
        [100, 'PAYMENT - THANK YOU'],
        [500, '($300.00)'],
      ],
      [
        [100, 'Total Payments'],
        [500, '($300.00)'],
      ],
      [[100, 'Dining']],
      [
        [40, '03/07/2025'],
        [100, 'CAFE ONE SPRINGFIELD IL'],
        [500, '$20.00'],
      ],
      [
        [40, '03/09/2025'],
        [100, 'PIZZA TWO SPRINGFIELD IL'],
        [500, '$30.00'],
      ],
      [
        [100, 'Total Dining'],
        [500, '$50.00'],
      ],
      // A category with one purchase: its total repeats that row's amount.
      [[100, 'Health']],
      [
        [40, '03/12/2025'],
        [100, 'PHARMACY SPRINGFIELD IL'],
        [500, '$60.00'],
      ],
      [
        [100, 'Total Health'],
        [500, '$60.00'],
      ],
    ],
  });
  const r = parseCreditCardStatement(doc);
  it('reads the plans as no transactions and a one-row group total as no transaction', () => {
    expect(r.transactions?.map((t) => [t.description, t.amount])).toEqual([
      ['PAYMENT - THANK YOU', 300],
      ['CAFE ONE SPRINGFIELD IL', 20],
      ['PIZZA TWO SPRINGFIELD IL', 30],
      ['PHARMACY SPRINGFIELD IL', 60],
    ]);
  });
  it('reads "Payments/Credits" as the total payments, not a plan table title', () => {
    expect(r.fields.totalPayments).toBe(300);
  });
});

describe('parseCreditCardStatement: the summary equation chooses a garbled balance or total (session 13)', () => {
  const statement = (previousCaption: string, interest: string) =>
    makeDoc({
      rows: [
        [[40, 'Harbor Card Services']],
        [
          [40, 'Pat Example'],
          [350, 'Billing Period: 03/02/2025 to 03/31/2025'],
        ],
        [
          [40, previousCaption],
          [250, '$1,200.00'],
        ],
        [
          [40, 'Payments and Credits'],
          [250, '-$300.00'],
        ],
        [
          [40, 'Purchases'],
          [250, '$110.00'],
        ],
        [
          [40, 'Fees Charged'],
          [250, '$0.00'],
        ],
        [
          [40, 'Interest Charged'],
          [250, interest],
        ],
        [
          [40, 'New Balance'],
          [250, '$1,025.00'],
        ],
        null,
        [
          [40, 'Date'],
          [100, 'Description'],
          [500, 'Amount'],
        ],
        [
          [40, '03/05/2025'],
          [100, 'PAYMENT - THANK YOU'],
          [500, '-$300.00'],
        ],
        [
          [40, '03/07/2025'],
          [100, 'CAFE ONE SPRINGFIELD IL'],
          [500, '$110.00'],
        ],
        [
          [40, '03/31/2025'],
          [100, 'INTEREST CHARGE ON PURCHASES'],
          [500, '$15.00'],
        ],
      ],
    });
  it("reads the previous balance under a caption a scan garbled ('CTE Balance') when the equation picks its line", () => {
    const r = parseCreditCardStatement(statement('CTE Balance', '$15.00'));
    expect(r.fields.previousBalance).toBe(1200);
  });
  it("repairs a total misread beyond one digit ('1815.09' for $15.00) to its rows' sum when the equation then holds", () => {
    const doc = statement('Previous Balance', '1815.09');
    for (const p of doc.pages) p.source = 'ocr';
    const r = parseCreditCardStatement(doc);
    expect(r.fields.totalInterest).toBe(15);
    expect(r.provenance?.totalInterest).toBe('repaired');
  });
});

describe('parseCreditCardStatement: a credit union card with year-to-date figures (session 14)', () => {
  const doc = makeDoc({
    rows: [
      [
        [36, 'Riverbend Community FCU'],
        [323, 'Account Number'],
        [504, '************1900'],
      ],
      [
        [36, 'Visa Platinum Rewards'],
        [323, 'Billing Period 08/03/24 - 09/01/24'],
      ],
      [
        [39, 'Previous Balance'],
        [268, '$204.78'],
        [327, 'Credit Limit'],
        [527, '$2,500.00'],
      ],
      [
        [39, 'Payments and Credits'],
        [268, '- $64.50'],
        [327, 'Credit Line Available'],
        [527, '$1,200.00'],
      ],
      [
        [39, 'Purchases'],
        [253, '+ $1,000.00'],
      ],
      [
        [39, 'Fees Charged'],
        [265, '+ $39.00'],
      ],
      [
        [39, 'Interest'],
        [270, '+ $3.07'],
      ],
      [
        [39, 'New Balance'],
        [253, '= $1,182.35'],
      ],
      [[43, 'Only the minimum payment: paid off in about 8 years, estimated total $9,474.25.']],
      null,
      [
        [42, 'Date'],
        [162, 'Description'],
        [548, 'Amount'],
      ],
      [
        [42, '08/05/24'],
        [162, 'PAYMENT - THANK YOU'],
        [548, '-$64.50'],
      ],
      [
        [42, '08/09/24'],
        [162, 'BEST BUY #7658 ALBANY NY'],
        [548, '$1,000.00'],
      ],
      [
        [42, '08/20/24'],
        [162, 'LATE FEE'],
        [548, '$39.00'],
      ],
      [
        [42, '09/01/24'],
        [162, 'INTEREST CHARGE ON PURCHASES'],
        [548, '$3.07'],
      ],
      null,
      [
        [39, 'Total Fees Charged in 2024'],
        [539, '$78.00'],
      ],
      [
        [39, 'Total Interest Charged in 2024'],
        [539, '$11.36'],
      ],
    ],
  });
  const parsed = parseCreditCardStatement(doc);

  it("takes the period's totals, not the year's, and reads the credit union as the issuer", () => {
    expect(parsed.fields.totalFees).toBe(39);
    expect(parsed.fields.totalInterest).toBe(3.07);
    expect(parsed.fields.cardIssuer).toBe('Riverbend Community FCU');
    expect(parsed.fields.creditLimit).toBe(2500);
    expect(parsed.fields.availableCredit).toBe(1200);
  });

  it('reads no minimum payment from a sentence of a warning that names one', () => {
    expect(parsed.fields.minimumPaymentDue).toBeNull();
  });
});
