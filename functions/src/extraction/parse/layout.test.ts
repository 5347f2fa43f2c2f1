import { describe, expect, it } from 'vitest';
import type { PageText, TextItem } from '../types';
import { leadingDate } from './dates';
import {
  assignCells,
  cellConfidence,
  documentLines,
  lineShape,
  matchHeaderLine,
  numericColumns,
  pageLines,
  readTable,
  textConfidence,
  type Cell,
  type HeaderSpec,
} from './layout';
import { makeDoc, makePage, type RowSpec } from '../../../test-support/extraction/parse/test-helpers';

/** An OCR'd 600 × 800 pt page holding `items`. */
const ocrPage = (items: TextItem[]): PageText => ({
  pageNumber: 1,
  width: 600,
  height: 800,
  source: 'ocr',
  items,
});

/** An OCR word 6 pt per character wide on the line at y 100. */
const word = (x: number, text: string, confidence = 0.9): TextItem => ({
  text,
  x,
  y: 100,
  width: text.length * 6,
  height: 10,
  confidence,
});

const SPECS: HeaderSpec[] = [
  { key: 'date', patterns: [/^date$/] },
  { key: 'description', patterns: [/^description$/] },
  { key: 'debit', patterns: [/^debits?$/], numeric: true },
  { key: 'credit', patterns: [/^credits?$/], numeric: true },
  { key: 'balance', patterns: [/^balance$/], numeric: true },
];
const HEADER: RowSpec = [
  [40, 'Date'],
  [100, 'Description'],
  [330, 'Debit'],
  [400, 'Credit'],
  [470, 'Balance'],
];

describe('pageLines', () => {
  it("joins an OCR'd monospace line's words into cells at the page's word spacing", () => {
    // Courier at OCR: words 10 high (ink), plain spaces 12 wide (wider than 0.9 of a word height);
    // columns are 60+ apart.
    const row = (y: number, words: [number, string][]) =>
      words.map(([x, text]) => ({ text, x, y, width: text.length * 6 - 2, height: 10, confidence: 0.9 }));
    const page = ocrPage([
      ...row(100, [
        [40, 'MATTHEW'],
        [92, 'LEE'],
        [300, 'Emp'],
        [330, '#:'],
        [354, 'E16736'],
      ]),
      ...row(120, [
        [40, '5408'],
        [76, 'Franklin'],
        [136, 'Blvd'],
        [300, 'Pay'],
        [330, 'Period:'],
        [384, 'Monthly'],
      ]),
      ...row(140, [
        [40, 'Regular'],
        [94, 'Pay'],
        [300, '4,771.77'],
        [420, '25,066.87'],
      ]),
    ]);
    expect(pageLines(page).map((l) => l.cells.map((c) => c.text))).toEqual([
      ['MATTHEW LEE', 'Emp #: E16736'],
      ['5408 Franklin Blvd', 'Pay Period: Monthly'],
      ['Regular Pay', '4,771.77', '25,066.87'],
    ]);
  });

  it('keeps a printed dash on an OCR page (a range, a zero) and still drops rule noise', () => {
    const page = ocrPage([
      { text: 'Period:', x: 40, y: 100, width: 30, height: 9, confidence: 0.95 },
      { text: '2025-05-16', x: 75, y: 100, width: 45, height: 9, confidence: 0.93 },
      { text: '-', x: 123, y: 104, width: 2.3, height: 1.1, confidence: 0.92 },
      { text: '2025-06-12', x: 128, y: 100, width: 45, height: 9, confidence: 0.93 },
      { text: 'Common stock', x: 40, y: 120, width: 55, height: 9, confidence: 0.95 },
      { text: '—', x: 372, y: 124, width: 8.8, height: 0.7, confidence: 0.23 },
      { text: '~~', x: 300, y: 121, width: 8, height: 3, confidence: 0.4 },
    ]);
    expect(pageLines(page).map((l) => l.text)).toEqual(['Period: 2025-05-16 - 2025-06-12', 'Common stock —']);
  });

  it('groups words by vertical overlap and splits cells at wide gaps', () => {
    const page = makePage({
      rows: [
        [
          [40, 'Opening balance'],
          [300, '1,000.00'],
        ],
        [[40, 'Next line']],
      ],
    });
    const lines = pageLines(page);
    expect(lines.map((l) => l.cells.map((c) => c.text))).toEqual([
      ['Opening balance', '1,000.00'],
      ['Next line'],
    ]);
  });

  it('keeps words with slightly different baselines on one line and sorts them by x', () => {
    const page = ocrPage([
      { text: 'Total', x: 40, y: 101, width: 25, height: 10, confidence: 0.9 },
      { text: '12.00', x: 300, y: 99, width: 25, height: 10, confidence: 0.7 },
      { text: 'Amount', x: 70, y: 100, width: 30, height: 10, confidence: 0.95 },
    ]);
    const [line] = pageLines(page);
    expect(line?.text).toBe('Total Amount 12.00');
    expect(line?.cells).toHaveLength(2);
    expect(line?.confidence).toBe(0.7);
  });
});

describe('documentLines', () => {
  it('keeps the first copy of a repeated header, drops later copies and page numbers', () => {
    const page = (n: number, body: string): Parameters<typeof makeDoc>[0] => ({
      top: 20,
      rows: [[[40, 'ACME BANK statement']], [[40, body]], ...Array(50).fill(null), [[250, `Page ${n} of 2`]]],
    });
    const lines = documentLines(makeDoc(page(1, 'first body'), page(2, 'second body')));
    expect(lines.map((l) => l.text)).toEqual(['ACME BANK statement', 'first body', 'second body']);
    expect(lines.map((l) => l.index)).toEqual([0, 1, 2]);
  });

  it('keeps a transaction row at the top of a page that has the shape of one at the foot of the page before', () => {
    const page = (rows: [number, string][][]): Parameters<typeof makeDoc>[0] => ({ top: 20, rows });
    const lines = documentLines(
      makeDoc(
        page([...Array(49).fill(null), [[40, '05/07/2023 OLIVE GARDEN #2890 BOISE ID USD 50.38']]]),
        page([[[40, 'Page 2 of 2']], [[40, '05/08/2023 OLIVE GARDEN #5524 BOISE ID USD 55.54']]]),
      ),
    );
    expect(lines.map((l) => l.text)).toEqual([
      '05/07/2023 OLIVE GARDEN #2890 BOISE ID USD 50.38',
      '05/08/2023 OLIVE GARDEN #5524 BOISE ID USD 55.54',
    ]);
  });

  it('keeps a single page intact apart from page numbers', () => {
    const lines = documentLines(makeDoc({ rows: [[[40, 'ACME BANK']], [[40, 'Page 1 of 1']]] }));
    expect(lines.map((l) => l.text)).toEqual(['ACME BANK']);
  });
});

describe('lineShape', () => {
  it('collapses digits and case', () => {
    expect(lineShape('Page 12 of 30')).toBe(lineShape('page 1 of 3'));
  });
});

describe('columns', () => {
  it('matches a header row and assigns right-aligned amounts to their column', () => {
    const doc = makeDoc({
      rows: [
        HEADER,
        [
          [40, '01/02'],
          [100, 'Coffee'],
          [325, '1,234.50'],
          [470, '99.00'],
        ],
      ],
    });
    const [header, row] = documentLines(doc);
    const match = matchHeaderLine(header!, SPECS);
    expect(match?.columns.map((c) => c.key)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
    const cells = assignCells(row!.cells, match!.columns);
    expect(cells.get('debit')?.[0]?.text).toBe('1,234.50');
    expect(cells.get('balance')?.[0]?.text).toBe('99.00');
    expect(cells.has('credit')).toBe(false);
  });

  it('finds columns of right-aligned numbers without a header', () => {
    const rows: RowSpec[] = [
      [
        [40, 'a'],
        [300, '1.00'],
        [400, '10.00'],
      ],
      [
        [40, 'b'],
        [290, '100.00'],
        [395, '11.00'],
      ],
      [
        [40, 'c'],
        [280, '1,000.00'],
        [400, '12.00'],
      ],
    ];
    const cols = numericColumns(documentLines(makeDoc({ rows })));
    expect(cols).toHaveLength(2);
    expect(cols[0]!.x1).toBeCloseTo(320, 0);
  });

  it('reads titles printed close together as the longest runs of words that name a column', () => {
    const specs: HeaderSpec[] = [
      { key: 'lineNumber', patterns: [/^(no|item no)$/] },
      { key: 'description', patterns: [/^(item|description)$/] },
      { key: 'amount', patterns: [/^amount$/], numeric: true },
    ];
    const [line] = documentLines(
      makeDoc({
        rows: [
          [
            [46, 'LN'],
            [62, 'ITEM'],
            [86, 'NO.'],
            [124, 'DESCRIPTION'],
            [500, 'AMOUNT'],
          ],
        ],
      }),
    );
    const match = matchHeaderLine(line!, specs);
    expect(match?.columns.map((c) => [c.key, c.header])).toEqual([
      ['lineNumber', 'ITEM NO.'],
      ['description', 'DESCRIPTION'],
      ['amount', 'AMOUNT'],
    ]);
  });

  it('does not take a header line with one matching title as a header', () => {
    const [line] = documentLines(makeDoc({ rows: [[[40, 'Date of issue: 01/02/2025']]] }));
    expect(matchHeaderLine(line!, SPECS)).toBeNull();
  });
});

describe('readTable', () => {
  const isRowStart = (l: { text: string }) => leadingDate(l.text, { referenceYear: 2025 }) !== null;

  it('joins multi-line descriptions, stops at the end marker and continues across pages', () => {
    const doc = makeDoc(
      {
        rows: [
          HEADER,
          [
            [40, '01/02'],
            [100, 'Card purchase'],
            [325, '10.00'],
            [470, '90.00'],
          ],
          [[100, 'GROCER LONDON']],
          [
            [40, '01/03'],
            [100, 'Salary'],
            [400, '500.00'],
            [470, '590.00'],
          ],
        ],
      },
      {
        rows: [
          HEADER,
          [
            [40, '01/04'],
            [100, 'Rent'],
            [325, '300.00'],
            [470, '290.00'],
          ],
          [
            [100, 'Closing balance'],
            [470, '290.00'],
          ],
        ],
      },
    );
    const lines = documentLines(doc);
    const header = matchHeaderLine(lines[0]!, SPECS)!;
    const rows = readTable(lines, header, { isRowStart, isEnd: (l) => /closing balance/i.test(l.text) });
    expect(rows.map((r) => r.values)).toEqual([
      { date: '01/02', description: 'Card purchase GROCER LONDON', debit: '10.00', balance: '90.00' },
      { date: '01/03', description: 'Salary', credit: '500.00', balance: '590.00' },
      { date: '01/04', description: 'Rent', debit: '300.00', balance: '290.00' },
    ]);
  });

  it('does not join text far below a row', () => {
    const doc = makeDoc({
      rows: [
        HEADER,
        [
          [40, '01/02'],
          [100, 'Coffee'],
          [325, '3.00'],
        ],
        null,
        null,
        [[100, 'Important notice']],
      ],
    });
    const lines = documentLines(doc);
    const rows = readTable(lines, matchHeaderLine(lines[0]!, SPECS)!, { isRowStart });
    expect(rows[0]?.values.description).toBe('Coffee');
  });
});

describe('pageLines: a large heading beside small lines', () => {
  it('keeps each small line whole instead of joining them through the tall heading', () => {
    const item = (text: string, x: number, y: number, size: number) => ({
      text,
      x,
      y,
      width: text.length * size * 0.5,
      height: size,
      confidence: 1,
    });
    const page: PageText = {
      pageNumber: 1,
      width: 612,
      height: 792,
      source: 'text-layer',
      items: [
        item('Sales Invoice', 44, 44, 22),
        item('Copperfield Engineering LLC', 264, 45, 8),
        item('4947 Park Rd', 264, 56, 8),
        item('Phoenix, AZ 85004', 264, 67, 8),
      ],
    };
    expect(pageLines(page).map((l) => l.text)).toEqual([
      'Sales Invoice',
      'Copperfield Engineering LLC',
      '4947 Park Rd',
      'Phoenix, AZ 85004',
    ]);
  });

  it('gives a doubted word OCR boxed over two lines of a letterhead to the row it overlaps most', () => {
    const w = (text: string, x: number, y: number, width: number, height: number, confidence = 0.96) => ({
      text,
      x,
      y,
      width,
      height,
      confidence,
    });
    const page: PageText = {
      pageNumber: 1,
      width: 612,
      height: 792,
      source: 'ocr',
      items: [
        w('Vantage', 44.2, 44.6, 33.1, 6.5),
        w('Point', 80.6, 44.2, 19.7, 7),
        w('Architects', 103.2, 44.4, 39.4, 6.7),
        w('9688', 44.4, 56.2, 19.4, 6.7),
        // "Washington", read as one tall doubted box reaching into the name's row.
        w('Wahi', 66.7, 46.1, 46.8, 18.5, 0.31),
        w('Dr', 117.1, 56.2, 8.9, 6.5),
        w('TAX', 455.8, 45.4, 35, 13),
        w('INVOICE', 497.5, 45.4, 72.5, 13.2),
      ],
    };
    expect(pageLines(page).map((l) => l.text)).toEqual([
      'Vantage Point Architects',
      'TAX INVOICE',
      '9688 Wahi Dr',
    ]);
  });

  it('splits right-aligned small lines beside a letterhead (they share a right edge, not a left one)', () => {
    const right = (text: string, y: number) => ({
      text,
      x: 570 - text.length * 4,
      y,
      width: text.length * 4,
      height: 8,
      confidence: 1,
    });
    const page: PageText = {
      pageNumber: 1,
      width: 612,
      height: 792,
      source: 'text-layer',
      items: [
        { text: 'Horizon Platinum Mastercard', x: 41, y: 40, width: 207, height: 16, confidence: 1 },
        right('Customer Service: 1-800-977-6444', 41),
        right('Statement Period 2022-06-11 through 2022-07-10', 50),
        right('Account number: XXXX XXXX XXXX 6740', 59),
      ],
    };
    expect(pageLines(page).map((l) => l.text)).toEqual([
      'Horizon Platinum Mastercard',
      'Customer Service: 1-800-977-6444',
      'Statement Period 2022-06-11 through 2022-07-10',
      'Account number: XXXX XXXX XXXX 6740',
    ]);
  });

  it('leaves a line of mixed sizes alone when the small words are one row', () => {
    const page: PageText = {
      pageNumber: 1,
      width: 612,
      height: 792,
      source: 'text-layer',
      items: [
        { text: 'TOTAL', x: 40, y: 100, width: 40, height: 14, confidence: 1 },
        { text: 'due', x: 90, y: 104, width: 15, height: 8, confidence: 1 },
        { text: '12.00', x: 300, y: 104, width: 25, height: 8, confidence: 1 },
      ],
    };
    expect(pageLines(page).map((l) => l.text)).toEqual(['TOTAL due 12.00']);
  });
});

describe('assignCells: right-aligned amounts under overhanging titles (decision 179)', () => {
  it('an amount goes to the title its right edge meets, not the next title its left edge happens to meet', () => {
    const line = (text: string, x: number): Cell => ({ text, x0: x, x1: x + text.length * 5, items: [] });
    const columns = [
      { key: 'debit', x0: 466, x1: 509, numeric: true },
      // "Payments & Credits" starts inside the charges column's span (the title is wider than its column).
      { key: 'credit', x0: 487, x1: 567, numeric: true },
    ];
    const charge = line('15.79', 487.1);
    charge.x1 = 508.6;
    const credit = line('114.98', 537);
    credit.x1 = 567;
    const out = assignCells([charge, credit], columns);
    expect(out.get('debit')?.map((c) => c.text)).toEqual(['15.79']);
    expect(out.get('credit')?.map((c) => c.text)).toEqual(['114.98']);
  });
});

describe('cellConfidence', () => {
  it("gives a cell (or a span of it) its own words' confidence, not the line's lowest", () => {
    // A garbled caption far left of a cleanly read amount: two cells, one line.
    const [line] = pageLines(
      ocrPage([word(40, 'Tota1', 0.41), word(76, 'Dve', 0.52), word(300, '1,234.56', 0.96)]),
    );
    expect(line!.confidence).toBe(0.41);
    expect(line!.cells.map((c) => cellConfidence(c))).toEqual([0.41, 0.96]);
    // Within one cell: the span from character 6 ("Dve") is that word's.
    expect(cellConfidence(line!.cells[0]!, 6)).toBe(0.52);
    expect(cellConfidence(line!.cells[0]!, 0, 5)).toBe(0.41);
  });

  it('finds a word by where the cell text puts it: kerning pieces joined, padded runs spaced', () => {
    const run = (x: number, text: string, width: number, confidence: number): TextItem => ({
      text,
      x,
      y: 100,
      width,
      height: 10,
      confidence,
    });
    // "Ba" + "lance" touch (one word); "Due " ends in a space that parts it from the touching "12.50".
    const [line] = pageLines(
      ocrPage([
        run(40, 'Ba', 12, 0.9),
        run(52, 'lance', 30, 0.8),
        run(86, 'Due ', 24, 0.7),
        run(110, '12.50', 30, 0.99),
      ]),
    );
    const cell = line!.cells[0]!;
    expect(cell.text).toBe('Balance Due 12.50');
    expect(cellConfidence(cell, cell.text.indexOf('12.50'))).toBe(0.99);
    expect(cellConfidence(cell, 0, 7)).toBe(0.8);
  });
});

describe('pageLines: amounts run into one cell', () => {
  it('splits a cell made only of amounts into one cell per amount (a scan ran narrow columns together)', () => {
    const [line] = pageLines(
      ocrPage([
        word(40, 'Consulting Income'),
        word(274, '19923.40'),
        word(326, '16970.58'),
        word(378, '10116.87'),
      ]),
    );
    expect(line!.cells.map((c) => c.text)).toEqual(['Consulting Income', '19923.40', '16970.58', '10116.87']);
  });
  it('keeps an amount with its words together', () => {
    const [line] = pageLines(ocrPage([word(274, '1,234.56'), word(326, 'CR')]));
    expect(line!.cells.map((c) => c.text)).toEqual(['1,234.56 CR']);
    const [qty] = pageLines(ocrPage([word(274, '3'), word(286, '12.00')]));
    expect(qty!.cells.map((c) => c.text)).toEqual(['3 12.00']);
  });
});

describe('textConfidence', () => {
  it("gives a value found in a line's text its own words' confidence", () => {
    // "1a Total wages iiiiiii 1a 52,000": a leader read as letters before the line's amount.
    const [line] = pageLines(
      ocrPage([
        word(40, '1a', 0.9),
        word(56, 'Total', 0.93),
        word(90, 'wages', 0.91),
        word(126, 'iiiiiii', 0.22),
        word(300, '1a', 0.88),
        word(320, '52,000', 0.96),
      ]),
    );
    expect(line!.confidence).toBe(0.22);
    expect(textConfidence(line!, '52,000')).toBe(0.96);
    expect(textConfidence(line!, '1a', 5)).toBe(0.88);
    expect(textConfidence(line!, 'absent')).toBe(0.22);
  });
});

describe('repeatedFurniture: day headings', () => {
  it("keeps a day's heading at the top of a page whose shape matches the one at the foot of the page before", () => {
    const line = (text: string, y: number, pageNumber: number) => ({
      text,
      x: 50,
      y,
      width: text.length * 5,
      height: 9,
      confidence: 1,
      pageNumber,
    });
    const page = (pageNumber: number, items: ReturnType<typeof line>[]): PageText => ({
      pageNumber,
      width: 612,
      height: 792,
      source: 'text-layer',
      items: items.map(({ pageNumber: _p, ...i }) => i),
    });
    const doc = {
      pages: [
        page(1, [line('Transactions', 300, 1), line('Dec 22, 2025', 740, 1)]),
        page(2, [line('Dec 23, 2025', 60, 2), line('INTEREST PAYMENT', 300, 2)]),
      ],
    } as never;
    expect(documentLines(doc).map((l) => l.text)).toContain('Dec 23, 2025');
  });
});
