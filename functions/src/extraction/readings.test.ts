import { describe, expect, it } from 'vitest';
import { runChecks } from './checks/registry';
import { fieldNamesOf } from '@docledger/shared/domain/document-fields';
import { checkW2 } from './checks/w2';
import { FieldSet } from './parse/fields';
import {
  chooseReading,
  compareReadings,
  keepBetterSupported,
  PRIMARY_READING,
  sameValues,
  scoreReading,
} from './readings';
import { AMBIGUOUS_PREFIX, reviewExtraction } from './review';
import type { ChildRow, ParsedDocument } from './types';

const run = (p: ParsedDocument) => runChecks('credit_card_statement', p);

/** A small card statement: 500.00 owed, 120.00 bought, a 300.00 payment and a 20.00 refund, 300.00 owed. */
function card(rows: ChildRow[], fields: ParsedDocument['fields'] = {}): ParsedDocument {
  return {
    fields: {
      statementEndDate: '2024-03-31',
      previousBalance: 500,
      newBalance: 300,
      totalPurchases: 120,
      totalPayments: 320,
      ...fields,
    },
    transactions: rows,
    fieldConfidence: {},
    checks: [],
  };
}

const row = (description: string, amount: number, transactionType: string): ChildRow => ({
  transactionDate: '2024-03-10',
  postDate: '2024-03-11',
  description,
  amount,
  transactionType,
});

const rightRows = [
  row('Grocer', 70, 'purchase'),
  row('Fuel', 50, 'purchase'),
  row('Payment thank you', 300, 'payment'),
  row('Return Grocer', 20, 'refund'),
];
// The same page read with its "-20.00" credit taken for a purchase (the minus sign ignored).
const creditAsPurchase = [...rightRows.slice(0, 3), row('Return Grocer', 20, 'purchase')];

describe('chooseReading', () => {
  it('keeps the reading the statement arithmetic supports, whichever the parser preferred', () => {
    const primary = {
      ...card(creditAsPurchase),
      reading: 'minus ignored',
      alternatives: [{ what: 'credits as negatives', parsed: card(rightRows) }],
    };
    const chosen = chooseReading('credit_card_statement', primary, run);
    expect(chosen.kept).toBe('credits as negatives');
    expect(chosen.keptIndex).toBe(1);
    expect(chosen.ambiguous).toBeNull();
    expect(chosen.parsed.transactions).toEqual(rightRows);
    expect(chosen.checks.every((c) => c.passed)).toBe(true);
  });

  it('keeps the primary when it is the better supported one', () => {
    const primary = {
      ...card(rightRows),
      alternatives: [{ what: 'minus ignored', parsed: card(creditAsPurchase) }],
    };
    const chosen = chooseReading('credit_card_statement', primary, run);
    expect(chosen.kept).toBe(PRIMARY_READING);
    expect(chosen.parsed.transactions).toEqual(rightRows);
  });

  it('does not let a reading win by finding less: a missing field and a check that could not run count against it', () => {
    // The primary reads everything but one purchase is misread (the purchase total fails); the
    // alternative lost the new balance and the totals, so almost nothing can fail on it.
    const misread = [row('Grocer', 71, 'purchase'), ...rightRows.slice(1)];
    const primary = {
      ...card(misread),
      alternatives: [
        {
          what: 'summary box as rows',
          parsed: card(rightRows, { newBalance: null, totalPurchases: null, totalPayments: null }),
        },
      ],
    };
    const chosen = chooseReading('credit_card_statement', primary, run);
    expect(chosen.kept).toBe(PRIMARY_READING);
    const checks = run(primary);
    expect(checks.some((c) => !c.passed)).toBe(true);
  });

  it('calls two equally supported readings with different values ambiguous, keeps the first and tells the review', () => {
    // Nothing on the page ties a row's merchant to anything: whether the city belongs to it
    // cannot be told by arithmetic.
    const withCity = rightRows.map((r) => ({ ...r, merchant: `${String(r.description)} AUSTIN` }));
    const primary = {
      ...card(rightRows.map((r) => ({ ...r, merchant: r.description ?? null }))),
      reading: 'merchant alone',
      alternatives: [{ what: 'merchant with its city', parsed: card(withCity) }],
    };
    const chosen = chooseReading('credit_card_statement', primary, run);
    expect(chosen.kept).toBe('merchant alone');
    expect(chosen.ambiguous).toBe('merchant alone or merchant with its city');
    expect(chosen.parsed.warnings).toContain(`${AMBIGUOUS_PREFIX} merchant alone or merchant with its city`);
    const review = reviewExtraction('credit_card_statement', chosen.parsed, chosen.checks);
    expect(review.reviewRequired).toBe(true);
    expect(review.reviewReasons.some((r) => r.startsWith(AMBIGUOUS_PREFIX))).toBe(true);
  });

  it('is not ambiguous when the equally supported readings give the same values', () => {
    const primary = { ...card(rightRows), alternatives: [{ what: 'same again', parsed: card(rightRows) }] };
    const chosen = chooseReading('credit_card_statement', primary, run);
    expect(chosen.ambiguous).toBeNull();
    expect(chosen.parsed.warnings).toBeUndefined();
  });

  it('drops the alternatives and the reading name from what it keeps', () => {
    const primary = {
      ...card(creditAsPurchase),
      reading: 'minus ignored',
      alternatives: [{ what: 'credits as negatives', parsed: { ...card(rightRows), alternatives: [] } }],
    };
    const chosen = chooseReading('credit_card_statement', primary, run);
    expect(chosen.parsed).not.toHaveProperty('alternatives');
    expect(chosen.parsed).not.toHaveProperty('reading');
  });

  it('takes a mended reading from the run, and counts the mend against it', () => {
    // A scan lost the point of the new balance in one reading (30000 for 300.00): the run mends
    // it, but a reading that needed no mend is better supported.
    const lostPoint = card(rightRows, { newBalance: 30000 });
    const mend = (p: ParsedDocument) => {
      if (p.fields.newBalance !== 30000) return run(p);
      const parsed: ParsedDocument = {
        ...p,
        fields: { ...p.fields, newBalance: 300 },
        provenance: { newBalance: 'repaired' },
      };
      return { parsed, checks: run(parsed) };
    };
    const alone = chooseReading('credit_card_statement', lostPoint, mend);
    expect(alone.parsed.fields.newBalance).toBe(300);
    const both = chooseReading(
      'credit_card_statement',
      { ...lostPoint, alternatives: [{ what: 'clean', parsed: card(rightRows) }] },
      mend,
    );
    expect(both.kept).toBe('clean');
  });
});

describe('scoreReading and compareReadings', () => {
  it('counts failed checks, expected fields not found and core checks that could not run against a reading', () => {
    const empty: ParsedDocument = { fields: {}, fieldConfidence: {}, checks: [] };
    const score = scoreReading('credit_card_statement', empty, run(empty));
    expect(score.unsupported).toEqual(
      expect.arrayContaining(['field:statementEndDate', 'field:newBalance', 'rows:transactions']),
    );
    expect(score.unsupported.some((u) => u.startsWith('check:credit_card.balance_equation'))).toBe(true);
    const full = scoreReading('credit_card_statement', card(rightRows), run(card(rightRows)));
    expect(full.unsupported).toEqual([]);
    expect(full.explained).toBeGreaterThan(0);
    const ran = new Set([...full.passed, ...full.failed]);
    expect(compareReadings(full, score, ran)).toBeLessThan(0);
    expect(compareReadings(score, full, ran)).toBeGreaterThan(0);
    expect(compareReadings(full, full, ran)).toBe(0);
  });

  it('compares values, not confidences or warnings', () => {
    const a = card(rightRows);
    expect(sameValues(a, { ...a, fieldConfidence: { newBalance: 0.5 }, warnings: ['x'] })).toBe(true);
    expect(sameValues(a, card(creditAsPurchase))).toBe(false);
    expect(sameValues(a, card(rightRows, { apr: null }))).toBe(true);
  });
});

describe('chooseReading with many equal readings', () => {
  it('names the first three and counts the rest', () => {
    const primary = {
      ...card(rightRows),
      alternatives: [1, 2, 3, 4].map((k) => ({
        what: `variant ${k}`,
        parsed: card(rightRows, { apr: k }),
      })),
    };
    const chosen = chooseReading('credit_card_statement', primary, run);
    expect(chosen.ambiguous).toBe(`${PRIMARY_READING} or variant 1 or variant 2 or 2 more`);
  });
});

describe('chooseReading when every reading fails', () => {
  it('keeps the first without naming rivals: the failed check flags the document already', () => {
    const wrong = card(creditAsPurchase, { newBalance: 999 });
    const primary = {
      ...wrong,
      alternatives: [{ what: 'other', parsed: card(rightRows, { newBalance: 999, totalPayments: 1 }) }],
    };
    const chosen = chooseReading('credit_card_statement', primary, run);
    expect(chosen.checks.some((c) => !c.passed)).toBe(true);
    expect(chosen.ambiguous).toBeNull();
  });
});

describe('keepBetterSupported', () => {
  const w2 = (boxes: Record<string, number>) => {
    const f = new FieldSet(fieldNamesOf('w2'));
    for (const [k, v] of Object.entries(boxes)) f.set(k, v, 0.9);
    return f;
  };
  const boxes = ['box3_socialSecurityWages', 'box4_socialSecurityTaxWithheld'];

  it("takes the alternative's values when the form's checks support it better", () => {
    const out = w2({ box3_socialSecurityWages: 50_000, box4_socialSecurityTaxWithheld: 50_000 });
    const alternative = w2({ box3_socialSecurityWages: 50_000, box4_socialSecurityTaxWithheld: 3_100 });
    keepBetterSupported('w2', out, alternative, 'amounts above their captions', checkW2, boxes);
    expect(out.get('box4_socialSecurityTaxWithheld')).toBe(3_100);
    expect(out.warnings).toEqual([]);
  });

  it('keeps the values read when the alternative is no better supported', () => {
    const out = w2({ box3_socialSecurityWages: 50_000, box4_socialSecurityTaxWithheld: 3_100 });
    const alternative = w2({ box3_socialSecurityWages: 3_100, box4_socialSecurityTaxWithheld: 50_000 });
    keepBetterSupported('w2', out, alternative, 'amounts above their captions', checkW2, boxes);
    expect(out.get('box3_socialSecurityWages')).toBe(50_000);
    expect(out.get('box4_socialSecurityTaxWithheld')).toBe(3_100);
  });
});
