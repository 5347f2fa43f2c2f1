import { describe, expect, it } from 'vitest';
import {
  FieldSet,
  findAddressBlocks,
  legalFormPattern,
  legalFormSpellings,
  looksLikeName,
  looksLikeStreet,
  parseCityLine,
  rowConfidence,
} from './fields';
import { documentLines } from './layout';
import { makeDoc } from '../../../test-support/extraction/parse/test-helpers';

describe('FieldSet', () => {
  it('keeps the first value, rounds money and clamps confidence', () => {
    const f = new FieldSet(['a', 'b']);
    f.set('a', 0.1 + 0.2, 1.4);
    f.set('a', 99, 0.9);
    f.set('b', '', 0.9);
    expect(f.fields).toEqual({ a: 0.3, b: null });
    expect(f.confidence).toEqual({ a: 1 });
    f.replace('a', 5, 0.5);
    expect(f.num('a')).toBe(5);
  });
  it('overrides on request, records derived and repaired values, builds the result', () => {
    const f = new FieldSet(['total', 'net', 'name']);
    f.set('total', Number.NaN, 0.9);
    expect(f.has('total')).toBe(false);
    f.derive('total', 10, 0.8);
    expect(f.provenance).toEqual({ total: 'derived' });
    f.set('total', 12, 0.9, true);
    expect(f.provenance).toEqual({});
    f.set('net', 1000, 0.9);
    f.repair('net', 10, 0.6);
    f.warnings.push('w');
    const rows = f.rows('lineItems', [{ row: { amount: 2, label: null }, confidence: 0.7 }]);
    const r = f.result({ lineItems: rows });
    expect(r.fields).toEqual({ total: 12, net: 10, name: null });
    expect(r.provenance).toEqual({ net: 'repaired' });
    expect(r.fieldConfidence).toEqual({ total: 0.9, net: 0.6, 'lineItems[0].amount': 0.7 });
    expect(r.warnings).toEqual(['w']);
    expect(r.lineItems).toEqual([{ amount: 2, label: null }]);
  });
});

describe('rowConfidence', () => {
  it('scores every non-null cell of each row', () => {
    const into: Record<string, number> = {};
    rowConfidence('transactions', [{ amount: 1, description: null }], [0.8], into);
    expect(into).toEqual({ 'transactions[0].amount': 0.8 });
  });

  it("gives a cell its own words' confidence where the parser knows it, the row's elsewhere", () => {
    // A statement row: a cleanly read name beside a smudged amount (or the other way round).
    const f = new FieldSet([]);
    f.rows('lineItems', [
      {
        row: { accountName: 'Cash and Cash Equivalents', amount: 19470.51, section: 'assets' },
        confidence: 0.35,
        cells: { accountName: 0.96, amount: 0.35 },
      },
    ]);
    expect(f.confidence).toEqual({
      'lineItems[0].accountName': 0.96,
      'lineItems[0].amount': 0.35,
      'lineItems[0].section': 0.35,
    });
  });
});

describe('legal forms (one list for every reader of company names)', () => {
  const anyForm = new RegExp(`^${legalFormPattern()}\\.?$`, 'i');
  const withDotIfAWord = new RegExp(`^${legalFormPattern(undefined, (f) => !f.alsoAWord)}\\.?$`, 'i');
  it('knows US and foreign forms, dotted or not', () => {
    for (const form of [
      'Inc.',
      'LLC',
      'L.L.C.',
      'Corp',
      'Ltd.',
      'LLP',
      'PLLC',
      'P.C.',
      'GmbH',
      'S.A.',
      'B.V.',
      'Pty',
    ])
      expect(anyForm.test(form), form).toBe(true);
    for (const word of ['Incorporeal', 'Total', 'Group', 'Bank'])
      expect(anyForm.test(word), word).toBe(false);
  });
  it('takes a form that is also a word only with its dot where a reader asks so', () => {
    for (const form of ['Co.', 'N.A.', 'LLC', 'Inc', 'PC.'])
      expect(withDotIfAWord.test(form), form).toBe(true);
    // "Co" of a column, "NV" of Nevada, "as" of a sentence.
    for (const word of ['Co', 'NV', 'as', 'PC', 'Company'])
      expect(withDotIfAWord.test(word), word).toBe(false);
  });
  it('spells the forms in capitals for case-sensitive shapes', () => {
    const spellings = legalFormSpellings();
    expect(spellings).toEqual(expect.arrayContaining(['Inc', 'INC', 'LLC', 'GmbH', 'Co', 'CO']));
    // Dotted initials are no single run of letters to glue to a word.
    expect(spellings.some((s) => s.includes('.'))).toBe(false);
  });
});

describe('address helpers', () => {
  it('recognise streets, names and US city lines', () => {
    expect(looksLikeStreet('742 Evergreen Terrace')).toBe(true);
    expect(looksLikeStreet('P.O. Box 8490, Charlotte')).toBe(true);
    expect(looksLikeStreet('01/02/2025 Coffee')).toBe(false);
    expect(looksLikeName('Jane Q Public')).toBe(true);
    expect(looksLikeName('Total: 5.00')).toBe(false);
    // Firms' names: a star inside a word, a partnership's long name ending in its legal form.
    expect(looksLikeName('E*TRADE Securities LLC')).toBe(true);
    expect(looksLikeName('Merrill Lynch, Pierce, Fenner & Smith Inc.')).toBe(true);
    expect(looksLikeName('* Important tax information')).toBe(false);
    expect(looksLikeName('one two three four five six seven')).toBe(false);
    expect(parseCityLine('Springfield, IL 62704-1234')).toEqual({
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704-1234',
    });
    expect(parseCityLine('Springfield')).toBeNull();
  });

  it('finds a name/street/city block in its own column, beside other text', () => {
    const lines = documentLines(
      makeDoc({
        rows: [
          [
            [40, 'JANE DOE'],
            [350, 'Account Summary'],
          ],
          [
            [40, '12 Oak St Apt 4'],
            [350, 'Beginning Balance'],
            [520, '1.00'],
          ],
          [
            [350, 'Deposits'],
            [520, '2.00'],
          ],
          [[40, 'Denver, CO 80202']],
        ],
      }),
    );
    expect(findAddressBlocks(lines)).toMatchObject([
      {
        name: 'JANE DOE',
        street: '12 Oak St Apt 4',
        cityLine: { city: 'Denver', state: 'CO', zipCode: '80202' },
      },
    ]);
  });
});
