import { describe, expect, it } from 'vitest';
import { documentLines } from './layout';
import {
  editDistance,
  findLabel,
  findLabeledValue,
  lineHasLabel,
  looksLikeCaption,
  normalizeLabel,
} from './labels';
import { makeDoc } from '../../../test-support/extraction/parse/test-helpers';

const BALANCE_LABELS = ['opening balance', 'beginning balance', 'balance forward', 'previous balance'];

describe('normalizeLabel and editDistance', () => {
  it('normalises case, accents and punctuation', () => {
    expect(normalizeLabel('  Montant  TTC: ')).toBe('montant ttc');
    expect(normalizeLabel('Échéance')).toBe('echeance');
  });
  it('computes bounded edit distance', () => {
    expect(editDistance('balance', 'ba1ance')).toBe(1);
    expect(editDistance('abc', 'xyzxyz', 1)).toBeGreaterThan(1);
  });
});

describe('findLabel', () => {
  it('matches exactly at word boundaries and fuzzily for OCR slips', () => {
    expect(findLabel('Beginning Balance: $5.00', 'beginning balance')?.score).toBe(1);
    const fuzzy = findLabel('Beginnlng Ba1ance 5.00', 'beginning balance');
    expect(fuzzy?.score).toBeGreaterThan(0.8);
    expect(fuzzy?.score).toBeLessThan(1);
    expect(findLabel('Rebalanced', 'balance')).toBeNull();
  });
  it("reads a slash-joined caption's words apart ('Payments/Credits' is 'payments credits')", () => {
    // Session 13: a card summary's "Payments/Credits" was one word, so no label matched it and
    // "Remaining Payments" in an installment table below gave the total payments.
    expect(findLabel('Payments/Credits', 'payments credits')?.score).toBe(1);
    expect(findLabel('Deposits/Credits', 'deposits')?.score).toBe(1);
    expect(findLabel('Payments/Credits ($276.01)', 'payments credits')?.end).toBe(16);
  });
});

describe('findLabeledValue', () => {
  const doc = makeDoc({
    rows: [
      [[40, 'Statement Period: Jan 1, 2025 - Jan 31, 2025']],
      [
        [40, 'Balance forward'],
        [300, '1,000.00'],
      ],
      [[40, 'Deposits: 250.00']],
      [
        [40, 'Account Holder'],
        [300, 'Due Date'],
      ],
      [
        [40, 'JANE DOE'],
        [300, '02/15/2025'],
      ],
    ],
  });
  const lines = documentLines(doc);

  it('reads an amount in the next cell', () => {
    const v = findLabeledValue(lines, BALANCE_LABELS, { kind: 'amount' });
    expect(v?.value).toBe(1000);
    expect(v?.label).toBe('balance forward');
  });

  it('reads a value in the same cell after the label', () => {
    expect(findLabeledValue(lines, ['deposits'], { kind: 'amount' })?.value).toBe(250);
    expect(findLabeledValue(lines, ['statement period'], { kind: 'date' })?.value).toBe('2025-01-01');
  });

  it('reads a value below the label, with lower confidence', () => {
    const due = findLabeledValue(lines, ['due date'], { kind: 'date' });
    expect(due?.value).toBe('2025-02-15');
    const holder = findLabeledValue(lines, ['account holder'], { kind: 'text', direction: 'below' });
    expect(holder?.value).toBe('JANE DOE');
    expect(holder!.confidence).toBeLessThan(
      findLabeledValue(lines, BALANCE_LABELS, { kind: 'amount' })!.confidence,
    );
  });

  it('returns null when no label matches', () => {
    expect(findLabeledValue(lines, ['closing balance'], { kind: 'amount' })).toBeNull();
  });
});

describe('findLabeledValue: rival captions', () => {
  it("skips a label inside another field's longer caption ('credit line' in 'Available Credit Line')", () => {
    const lines = documentLines(
      makeDoc({
        rows: [
          [
            [40, 'Available Credit Line'],
            [300, '$4,250.00'],
          ],
          [
            [40, 'Credit Line'],
            [300, '$6,000.00'],
          ],
        ],
      }),
    );
    const rivals = ['available credit line', 'available credit'];
    expect(findLabeledValue(lines, ['credit line'], { kind: 'amount' })?.value).toBe(4250);
    expect(findLabeledValue(lines, ['credit line'], { kind: 'amount', rivals })?.value).toBe(6000);
    // A rival that only shares words does not hide the label.
    expect(findLabeledValue(lines.slice(1), ['credit line'], { kind: 'amount', rivals })?.value).toBe(6000);
  });
});

describe('findLabeledValue: key-value pairs side by side', () => {
  const doc = makeDoc({
    rows: [
      [
        [40, 'Minimum Payment Due'],
        [220, '133.97'],
        [300, 'Opening/Closing Date'],
        [420, '09/19/2024 through 10/18/2024'],
      ],
      [
        [40, 'Payment Due'],
        [220, '11/12/2024'],
      ],
      [
        [40, 'Invoice Number'],
        [160, 'Issued'],
        [280, 'Due Date'],
      ],
      [
        [40, '2405'],
        [160, '03/16/2024'],
        [280, '05/15/2024'],
      ],
    ],
  });
  const lines = documentLines(doc);

  it('does not read past another caption for a value', () => {
    // "payment due" inside "Minimum Payment Due": its value is 133.97, not the closing date beyond
    // the next caption; the lookup goes on to the line that prints the due date.
    expect(findLabeledValue(lines, ['payment due'], { kind: 'date', belowLines: 1 })?.value).toBe(
      '2024-11-12',
    );
  });

  it('names the caption that matched, also for a value read below it', () => {
    const v = findLabeledValue(lines.slice(2), ['date'], { kind: 'date', belowLines: 1 });
    expect(v?.caption).toBe('Due Date');
    expect(v?.value).toBe('2024-05-15');
  });
});

describe('lineHasLabel', () => {
  it('detects label lines', () => {
    expect(lineHasLabel('SUBTOTAL 702.10', ['subtotal'])).toBe(true);
    expect(lineHasLabel('COFFEE SHOP 3.20', ['subtotal'])).toBe(false);
  });
});

describe('findLabeledValue: signs', () => {
  it('keeps a minus sign printed before the amount and drops leaders and separators', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'New Balance'],
          [300, '-USD 541.15'],
        ],
        [
          [40, 'Credit balance'],
          [300, '-$12.00'],
        ],
        [[40, 'Fees ....... 3.50']],
        [[40, 'Interest: - 2.00']],
      ],
    });
    const lines = documentLines(doc);
    expect(findLabeledValue(lines, ['new balance'], { kind: 'amount' })?.value).toBe(-541.15);
    expect(findLabeledValue(lines, ['credit balance'], { kind: 'amount' })?.value).toBe(-12);
    expect(findLabeledValue(lines, ['fees'], { kind: 'amount' })?.value).toBe(3.5);
    expect(findLabeledValue(lines, ['interest'], { kind: 'amount' })?.value).toBe(2);
  });
});

describe('looksLikeCaption (one caption test for label lookups and form boxes)', () => {
  it('beside an amount or a date, any word is a caption', () => {
    expect(looksLikeCaption('Closing Date', 'date')).toBe(true);
    expect(looksLikeCaption('Opening/Closing Date', 'amount')).toBe(true);
    expect(looksLikeCaption('$1,250.00', 'amount')).toBe(false);
  });
  it('beside a text value only a form caption is one, so names and addresses stay values', () => {
    expect(looksLikeCaption('3 Social security wages')).toBe(true);
    expect(looksLikeCaption('Box 12a')).toBe(true);
    expect(looksLikeCaption("c Employer's name, address, and ZIP code")).toBe(true);
    expect(looksLikeCaption("PAYER'S TIN")).toBe(true);
    expect(looksLikeCaption('(2) Social security')).toBe(true);
    expect(looksLikeCaption('(a) Employer name')).toBe(true);
    expect(looksLikeCaption('Priya Lopez')).toBe(false);
    expect(looksLikeCaption('7953 Oak Blvd')).toBe(false);
  });
});

describe('findLabeledValue: a date below its caption in a cell shared with other dates (decision 179)', () => {
  it('takes the date printed under the caption', () => {
    const lines = documentLines(
      makeDoc({
        rows: [
          [
            [40, 'Period'],
            [215, 'Pay Date'],
            [400, 'Frequency'],
          ],
          [
            [40, 'October 1, 2025 - October 15, 2025 October 21, 2025'],
            [400, 'Semi-Monthly'],
          ],
        ],
      }),
    );
    expect(findLabeledValue(lines, ['pay date'], { kind: 'date', belowLines: 1 })?.value).toBe('2025-10-21');
  });
});

describe('findLabeledValue on a scan', () => {
  it("scores a value by its own words, not a leader's residue or a smudge elsewhere on the line", () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Amount Due iiiiiiii'],
          [300, '1,234.56'],
          [400, 'Rcf#'],
        ],
        [[40, 'Amount Due iiiiiiii 88.10']],
      ],
    });
    const page = doc.pages[0]!;
    page.source = 'ocr';
    for (const it of page.items) it.confidence = /^[il]+$|#/.test(it.text) ? 0.3 : 0.95;
    const lines = documentLines(doc);
    const right = findLabeledValue(lines.slice(0, 1), ['amount due'], { kind: 'amount' });
    expect(right?.value).toBe(1234.56);
    expect(right!.confidence).toBeGreaterThan(0.85);
    const same = findLabeledValue(lines.slice(1), ['amount due'], { kind: 'amount' });
    expect(same?.value).toBe(88.1);
    expect(same!.confidence).toBeGreaterThan(0.9);
  });
});
