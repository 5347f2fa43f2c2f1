import { describe, expect, it } from 'vitest';
import { generateDocument, LAYOUT_COUNT } from '../../../test-support/extraction/generator/generate';
import { readDocument } from '../read/read-document';
import { scoreDocument } from '../score';
import { runChecks } from '../checks/registry';
import { makeDoc, ocrDoc, type RowSpec } from '../../../test-support/extraction/parse/test-helpers';
import { parseBankStatement } from './bank-statement';

const LETTERHEAD: RowSpec[] = [
  [[40, 'FIRST RIVER BANK, N.A.']],
  [
    [40, 'Everyday Checking'],
    [350, 'Account Number: XXXX-XX-4321'],
  ],
  [[40, 'Statement Period: 01/01/2025 - 01/31/2025']],
  [[40, 'JANE Q PUBLIC']],
  [[40, '742 Evergreen Terrace']],
  [[40, 'Springfield, IL 62704']],
];
const SUMMARY: RowSpec[] = [
  [
    [40, 'Beginning Balance'],
    [300, '$1,000.00'],
  ],
  [
    [40, 'Deposits and Other Credits'],
    [300, '2,500.00'],
  ],
  [
    [40, 'Withdrawals and Other Debits'],
    [300, '(1,120.45)'],
  ],
  [
    [40, 'Ending Balance'],
    [300, '$2,379.55'],
  ],
];

describe('parseBankStatement on separate debit/credit columns with a running balance', () => {
  const header: RowSpec = [
    [40, 'Date'],
    [90, 'Description'],
    [330, 'Withdrawals'],
    [410, 'Deposits'],
    [490, 'Balance'],
  ];
  const doc = makeDoc(
    {
      rows: [
        ...LETTERHEAD,
        null,
        ...SUMMARY,
        null,
        header,
        [
          [40, '01/01'],
          [90, 'Balance Forward'],
          [495, '1,000.00'],
        ],
        [
          [40, '01/03'],
          [90, 'DIRECT DEPOSIT ACME CORP'],
          [410, '2,500.00'],
          [490, '3,500.00'],
        ],
        [[90, 'PAYROLL PPD ID 123']],
        [
          [40, '01/05'],
          [90, 'CHECK #1001'],
          [335, '1,000.00'],
          [490, '2,500.00'],
        ],
        [
          [90, 'POS PURCHASE GROCER'],
          [345, '100.45'],
          [490, '2,399.55'],
        ],
      ],
    },
    {
      rows: [
        header,
        [
          [40, '01/20'],
          [90, 'ATM WITHDRAWAL'],
          [350, '20.00'],
          [490, '2,379.55'],
        ],
        [
          [90, 'Total'],
          [335, '1,120.45'],
          [410, '2,500.00'],
        ],
        [
          [90, 'Ending balance'],
          [490, '2,379.55'],
        ],
      ],
    },
  );
  const parsed = parseBankStatement(doc);

  it('reads the summary and identity fields', () => {
    expect(parsed.fields).toMatchObject({
      bankName: 'FIRST RIVER BANK, N.A.',
      accountName: 'Everyday Checking',
      accountNumber: 'XXXX-XX-4321',
      accountHolderName: 'JANE Q PUBLIC',
      address: '742 Evergreen Terrace',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      statementStartDate: '2025-01-01',
      statementEndDate: '2025-01-31',
      beginningBalance: 1000,
      endingBalance: 2379.55,
      totalDeposits: 2500,
      totalWithdrawals: 1120.45,
    });
  });

  it('reads rows across pages, joins descriptions, carries same-day dates, skips balance and total lines', () => {
    expect(parsed.transactions).toEqual([
      {
        transactionDate: '2025-01-03',
        description: 'DIRECT DEPOSIT ACME CORP PAYROLL PPD ID 123',
        creditDebit: 'credit',
        amount: 2500,
        balance: 3500,
      },
      {
        transactionDate: '2025-01-05',
        description: 'CHECK #1001',
        creditDebit: 'debit',
        amount: 1000,
        balance: 2500,
      },
      {
        transactionDate: '2025-01-05',
        description: 'POS PURCHASE GROCER',
        creditDebit: 'debit',
        amount: 100.45,
        balance: 2399.55,
      },
      {
        transactionDate: '2025-01-20',
        description: 'ATM WITHDRAWAL',
        creditDebit: 'debit',
        amount: 20,
        balance: 2379.55,
      },
    ]);
    expect(parsed.fieldConfidence['transactions[2].transactionDate']).toBeLessThan(
      parsed.fieldConfidence['transactions[1].transactionDate']!,
    );
  });

  it('passes its checks', () => {
    expect(runChecks('bank_statement', parsed).every((c) => c.passed)).toBe(true);
  });
});

describe('parseBankStatement on one signed amount column', () => {
  it('reads minus, parentheses and CR/DR signs and infers missing totals', () => {
    const doc = makeDoc({
      rows: [
        [[40, 'Statement from Jan 5, 2025 to Feb 4, 2025']],
        [
          [40, 'Opening balance'],
          [300, '500.00'],
        ],
        [
          [40, 'Closing balance'],
          [300, '420.00'],
        ],
        null,
        [
          [40, 'Date'],
          [120, 'Details'],
          [400, 'Amount'],
        ],
        [
          [40, '05-Jan-25'],
          [120, 'Card payment COFFEE'],
          [400, '-30.00'],
        ],
        [
          [40, '10 Jan'],
          [120, 'Transfer in'],
          [400, '100.00 CR'],
        ],
        [
          [40, 'Jan 31, 2025'],
          [120, 'Rent share'],
          [400, '(150.00)'],
        ],
        [
          [40, '02/01/2025'],
          [120, 'Refund'],
          [400, '0.00 CR'],
        ],
      ],
    });
    const parsed = parseBankStatement(doc);
    expect(parsed.transactions?.map((t) => [t.transactionDate, t.creditDebit, t.amount])).toEqual([
      ['2025-01-05', 'debit', 30],
      ['2025-01-10', 'credit', 100],
      ['2025-01-31', 'debit', 150],
      ['2025-02-01', 'credit', 0],
    ]);
    expect(parsed.transactions?.[0]).not.toHaveProperty('balance');
    expect(parsed.fields).toMatchObject({
      totalDeposits: 100,
      totalWithdrawals: 180,
      statementStartDate: '2025-01-05',
    });
    const checks = runChecks('bank_statement', parsed);
    expect(checks.find((c) => c.id === 'bank.balance_equation')).toMatchObject({ passed: true });
  });

  it('takes unsigned amounts direction from the running balance', () => {
    const doc = makeDoc({
      rows: [
        [[40, 'Period 03/01/2025 to 03/31/2025']],
        [
          [40, 'Date'],
          [120, 'Description'],
          [380, 'Amount'],
          [470, 'Balance'],
        ],
        [
          [40, '03/02'],
          [120, 'Opening balance'],
          [470, '200.00'],
        ],
        [
          [40, '03/03'],
          [120, 'Transfer'],
          [380, '50.00'],
          [470, '250.00'],
        ],
        [
          [40, '03/04'],
          [120, 'Transfer'],
          [380, '25.00'],
          [470, '225.00'],
        ],
      ],
    });
    const parsed = parseBankStatement(doc);
    expect(parsed.fields.beginningBalance).toBe(200);
    expect(parsed.transactions?.map((t) => t.creditDebit)).toEqual(['credit', 'debit']);
    expect(parsed.fields.endingBalance).toBe(225);
  });

  it('reports a statement without a table', () => {
    const parsed = parseBankStatement(makeDoc({ rows: [[[40, 'Hello']]] }));
    expect(parsed.transactions).toEqual([]);
    expect(parsed.warnings).toContain('No transaction table was found.');
  });
});

describe('parseBankStatement on generated PDFs read through pdfjs', () => {
  it('extracts every layout with field F1 of at least 0.95', async () => {
    for (let layout = 0; layout < LAYOUT_COUNT.bank_statement; layout++) {
      const generated = await generateDocument({ type: 'bank_statement', layout, seed: 51 + layout });
      const text = await readDocument({
        documentType: 'bank_statement',
        files: generated.files,
        maxPages: 50,
      });
      const score = scoreDocument(parseBankStatement(text), generated.truth);
      expect(
        score.f1,
        `${generated.id} ${JSON.stringify(score.mismatches.slice(0, 5))}`,
      ).toBeGreaterThanOrEqual(0.95);
    }
  });
});

describe('parseBankStatement: the reading under which the arithmetic holds', () => {
  const top: RowSpec[] = [
    [[40, 'FIRST RIVER BANK, N.A.']],
    [[40, 'Account Number: 12345678']],
    [[40, 'For the period: February 2024']],
    [
      [40, 'Opening Balance'],
      [300, '100.00'],
    ],
    [
      [40, 'Money In'],
      [300, '50.00'],
    ],
    [
      [40, 'Money Out'],
      [300, '20.00'],
    ],
    [[40, 'Balance on February 29, 2024: 130.00']],
  ];

  it('follows the running balance when a column title ("Payments") does not say the direction', () => {
    const doc = makeDoc({
      rows: [
        ...top,
        [
          [40, 'Date'],
          [100, 'Details'],
          [330, 'Receipts'],
          [400, 'Payments'],
          [480, 'Balance'],
        ],
        [
          [40, '02/02/2024'],
          [100, 'CARD PURCHASE'],
          [400, '20.00'],
          [480, '80.00'],
        ],
        [
          [40, '02/03/2024'],
          [100, 'PAYROLL'],
          [330, '50.00'],
          [480, '130.00'],
        ],
      ],
    });
    const r = parseBankStatement(doc);
    expect(r.transactions?.map((t) => [t.creditDebit, t.amount])).toEqual([
      ['debit', 20],
      ['credit', 50],
    ]);
    expect(r.fields).toMatchObject({
      statementStartDate: '2024-02-01',
      statementEndDate: '2024-02-29',
      beginningBalance: 100,
      endingBalance: 130,
    });
  });

  it('flips signed amounts as a whole when only the flipped reading adds up to the printed totals', () => {
    const doc = makeDoc({
      rows: [
        ...top,
        [
          [40, 'Date'],
          [100, 'Details'],
          [400, 'Amount'],
        ],
        [
          [40, '02/02/2024'],
          [100, 'CARD PURCHASE'],
          [400, '20.00'],
        ],
        [
          [40, '02/03/2024'],
          [100, 'PAYROLL'],
          [400, '-50.00'],
        ],
      ],
    });
    const r = parseBankStatement(doc);
    expect(r.transactions?.map((t) => [t.creditDebit, t.amount])).toEqual([
      ['debit', 20],
      ['credit', 50],
    ]);
  });
});

describe('parseBankStatement: the account name', () => {
  it('reads the product printed after a bare "Account:" caption', () => {
    const doc = makeDoc({
      rows: [
        [[40, 'First Harbor Bank']],
        [
          [40, 'THOMAS WRIGHT'],
          [300, 'Account: Student Checking'],
        ],
        [[300, 'Account Number: 342260156611']],
        [[300, 'Statement period: Jul 01, 2022 to Jul 31, 2022']],
        [
          [40, 'Date'],
          [120, 'Description'],
          [400, 'Amount'],
        ],
        [
          [40, '07/02/2022'],
          [120, 'Direct deposit'],
          [400, '1,651.38'],
        ],
      ],
    });
    expect(parseBankStatement(doc).fields.accountName).toBe('Student Checking');
  });
});

describe('parseBankStatement: checks paid and daily balances in grids', () => {
  const doc = makeDoc({
    rows: [
      [[40, 'Statement Period: 02/01/2022 - 02/28/2022']],
      [
        [40, 'Beginning Balance'],
        [480, '$1,000.00'],
      ],
      [
        [40, 'Deposits and Other Credits'],
        [480, '$500.00'],
      ],
      [
        [40, 'Electronic Withdrawals (1)'],
        [480, '-$100.00'],
      ],
      [
        [40, 'Checks Paid (3)'],
        [480, '-$60.00'],
      ],
      [
        [40, 'Ending Balance'],
        [480, '$1,340.00'],
      ],
      [[40, 'DEPOSITS AND OTHER CREDITS']],
      [
        [40, 'Date'],
        [110, 'Description'],
        [480, 'Amount'],
      ],
      [
        [40, '02/04/22'],
        [110, 'MOBILE DEPOSIT REF 444112359'],
        [480, '500.00'],
      ],
      [[40, 'ELECTRONIC WITHDRAWALS']],
      [
        [40, 'Date'],
        [110, 'Description'],
        [480, 'Amount'],
      ],
      [
        [40, '02/09/22'],
        [110, 'ACH DEBIT CITY WATER UTIL'],
        [480, '100.00'],
      ],
      [[40, 'CHECKS PAID']],
      [
        [40, 'Check No.'],
        [100, 'Date Paid'],
        [160, 'Amount'],
        [230, 'Check No.'],
        [290, 'Date Paid'],
        [350, 'Amount'],
      ],
      [
        [40, '2850'],
        [100, '02/05/22'],
        [165, '10.00'],
        [230, '2853*'],
        [290, '02/14/22'],
        [355, '20.00'],
      ],
      [
        [40, '2854'],
        [100, '02/15/22'],
        [165, '30.00'],
      ],
      [[40, 'DAILY BALANCE SUMMARY']],
      [
        [40, 'Date'],
        [100, 'Balance'],
        [230, 'Date'],
        [290, 'Balance'],
      ],
      [
        [40, '02/04/22'],
        [100, '1,500.00'],
        [230, '02/05/22'],
        [290, '1,490.00'],
      ],
      [
        [40, '02/09/22'],
        [100, '1,390.00'],
        [230, '02/15/22'],
        [290, '1,340.00'],
      ],
    ],
  });
  const r = parseBankStatement(doc);

  it('reads each check of a grid line as a debit row, in check-number order, and no balance pair as a row', () => {
    expect(r.transactions!.map((t) => [t.transactionDate, t.description, t.creditDebit, t.amount])).toEqual([
      ['2022-02-04', 'MOBILE DEPOSIT REF 444112359', 'credit', 500],
      ['2022-02-09', 'ACH DEBIT CITY WATER UTIL', 'debit', 100],
      ['2022-02-05', 'Check 2850', 'debit', 10],
      ['2022-02-14', 'Check 2853', 'debit', 20],
      ['2022-02-15', 'Check 2854', 'debit', 30],
    ]);
  });

  it('takes electronic withdrawals plus checks paid for the total withdrawn when the rows say so', () => {
    expect(r.fields.totalWithdrawals).toBe(160);
    expect(r.fields.totalDeposits).toBe(500);
  });
});

describe('parseBankStatement: a scanned row whose amount was lost', () => {
  it("takes the running balance's move for the amount and direction, and no garbled daily-balance line for a row", () => {
    const w = (text: string, x: number): [string, number, number] => [text, x, 0.9];
    const doc = ocrDoc([
      [w('Opening', 40), w('Balance', 80), w('700.00', 515)],
      [w('Date', 40), w('Description', 110), w('Amount', 400), w('Balance', 520)],
      [w('02/03/2022', 40), w('ATM', 110), w('WITHDRAWAL', 130), w('-50.00', 405), w('650.00', 515)],
      [w('02/04/2022', 40), w('ZELLE', 110), w('FROM', 140), w('ANN', 165), w('2', 420), w('705.32', 515)],
      [w('02/05/2022', 40), w('CHECK', 110), w('#1441', 145), w('-22.04', 405), w('683.28', 515)],
      [w('Daily', 40), w('Balance', 70), w('Summary', 110)],
      [w('Date', 40), w('Balance', 200), w('Date', 300), w('Balance', 520)],
      [w('02/042022', 40), w('70532', 205)],
      [w('02/05/2022', 40), w('683.28', 205), w('0217/2022', 300), w('683.28', 515)],
    ]);
    const r = parseBankStatement(doc);
    expect(r.transactions!.map((t) => [t.transactionDate, t.description, t.creditDebit, t.amount])).toEqual([
      ['2022-02-03', 'ATM WITHDRAWAL', 'debit', 50],
      ['2022-02-04', 'ZELLE FROM ANN', 'credit', 55.32],
      ['2022-02-05', 'CHECK #1441', 'debit', 22.04],
    ]);
  });
});

describe("parseBankStatement: a credit union's sub-accounts one after another (session 13)", () => {
  const titles: RowSpec = [
    [40, 'Date'],
    [110, 'Description'],
    [330, 'Withdrawals'],
    [410, 'Deposits'],
    [490, 'Balance'],
  ];
  const doc = makeDoc({
    rows: [
      [
        [40, 'LAKESIDE FEDERAL CREDIT UNION'],
        [350, 'Member Number: 5512094'],
      ],
      [[350, 'Statement Period: 01/01/2025 - 01/31/2025']],
      [[40, 'JANE Q PUBLIC']],
      [[40, '742 Evergreen Terrace']],
      [[40, 'Springfield, IL 62704']],
      null,
      [[40, 'SHARE DRAFT CHECKING - ID 10']],
      titles,
      [
        [40, '01/01/2025'],
        [110, 'Beginning Balance'],
        [495, '1,000.00'],
      ],
      [
        [40, '01/03/2025'],
        [110, 'PAYROLL DEPOSIT'],
        [415, '500.00'],
        [495, '1,500.00'],
      ],
      [
        [40, '01/09/2025'],
        [110, 'CHECK #1001'],
        [335, '200.00'],
        [495, '1,300.00'],
      ],
      [
        [40, '01/31/2025'],
        [110, 'Ending Balance'],
        [495, '1,300.00'],
      ],
      null,
      [[40, 'REGULAR SHARE - ID 00']],
      titles,
      [
        [40, '01/01/2025'],
        [110, 'Beginning Balance'],
        [500, '25.00'],
      ],
      [
        [40, '01/31/2025'],
        [110, 'DIVIDEND'],
        [420, '0.05'],
        [500, '25.05'],
      ],
      [
        [40, '01/31/2025'],
        [110, 'Ending Balance'],
        [500, '25.05'],
      ],
      null,
      [[40, 'AUTO LOAN - ID 50']],
      titles,
      [
        [40, '01/01/2025'],
        [110, 'Previous Balance'],
        [490, '9,000.00'],
      ],
      [
        [40, '01/15/2025'],
        [110, 'LOAN PAYMENT'],
        [335, '300.00'],
        [495, '8,750.00'],
      ],
      [
        [40, '01/31/2025'],
        [110, 'New Balance'],
        [495, '8,750.00'],
      ],
    ],
  });
  const r = parseBankStatement(doc);
  it("reads the first account's rows and balances only, and the member number as the account number", () => {
    expect(r.transactions?.map((t) => [t.description, t.amount])).toEqual([
      ['PAYROLL DEPOSIT', 500],
      ['CHECK #1001', 200],
    ]);
    expect(r.fields.beginningBalance).toBe(1000);
    expect(r.fields.endingBalance).toBe(1300);
    expect(r.fields.totalDeposits).toBe(500);
    expect(r.fields.totalWithdrawals).toBe(200);
    expect(r.fields.accountNumber).toBe('5512094');
  });
});

describe('parseBankStatement: a balance carried forward over a page is the same account (session 13)', () => {
  const titles: RowSpec = [
    [40, 'Date'],
    [110, 'Description'],
    [330, 'Paid out'],
    [410, 'Paid in'],
    [490, 'Balance'],
  ];
  const doc = makeDoc(
    {
      rows: [
        [[40, 'FIRST RIVER BANK']],
        [[350, 'Statement Period: 01/01/2025 - 01/31/2025']],
        titles,
        [
          [40, '01/01/2025'],
          [110, 'Balance brought forward'],
          [495, '1,000.00'],
        ],
        [
          [40, '01/03/2025'],
          [110, 'PAYROLL DEPOSIT'],
          [415, '500.00'],
          [495, '1,500.00'],
        ],
        [
          [40, '01/09/2025'],
          [110, 'Balance carried forward'],
          [495, '1,500.00'],
        ],
      ],
    },
    {
      rows: [
        titles,
        [
          [40, '01/09/2025'],
          [110, 'Balance brought forward'],
          [495, '1,500.00'],
        ],
        [
          [40, '01/12/2025'],
          [110, 'CHECK #1001'],
          [335, '200.00'],
          [495, '1,300.00'],
        ],
        [
          [40, '01/31/2025'],
          [110, 'Balance carried forward'],
          [495, '1,300.00'],
        ],
      ],
    },
  );
  it('keeps the second page’s rows', () => {
    const r = parseBankStatement(doc);
    expect(r.transactions?.map((t) => t.description)).toEqual(['PAYROLL DEPOSIT', 'CHECK #1001']);
  });
});
