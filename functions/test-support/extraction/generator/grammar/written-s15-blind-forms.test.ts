// Session 15's blind form families (decision 232): each renders reproducibly on three seeds, its
// truth passes the schema, every amount and party of the truth is printed on the page, and the
// form's own arithmetic holds. The families are composed here directly: they are not registered
// in the grammar until the lead has scored them blind (decision 230).
import { describe, expect, it } from 'vitest';
import { DOCUMENT_FIELD_SCHEMAS } from '@docledger/shared/domain/document-fields';
import { loadPdfjs } from '../../../../src/extraction/read/pdf-text';
import type { GroundTruth } from '../truth';
import { compose } from './compose';
import type { GrammarOutput } from './types';
import { WRITTEN_S15_BLIND_FORM_FAMILIES } from './written-s15-blind-forms';

const SEEDS = [8500101, 8500102, 8500103];

async function render(g: GrammarOutput): Promise<Uint8Array> {
  const { pdf } = await compose(g.blocks, {
    font: g.font,
    margin: g.margin,
    ...(g.footer ? { footer: g.footer } : {}),
    ...(g.runningHeader ? { runningHeader: g.runningHeader } : {}),
  });
  return pdf;
}

interface Word {
  text: string;
  x: number;
  y: number;
  width: number;
}

/** The text items of each page, with where they sit. */
async function pdfWords(bytes: Uint8Array): Promise<Word[][]> {
  const pdfjs = await loadPdfjs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: Word[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    const words: Word[] = [];
    for (const item of content.items)
      if ('str' in item && item.str.trim())
        words.push({ text: item.str, x: item.transform[4], y: item.transform[5], width: item.width });
    pages.push(words);
  }
  await doc.destroy();
  return pages;
}

const pdfText = async (bytes: Uint8Array) =>
  (await pdfWords(bytes))
    .flat()
    .map((w) => w.text)
    .join(' ')
    .replace(/\s+/g, ' ');

/** The page's text with thousands separators and currency signs dropped. */
const bare = (s: string) => s.replace(/(\d),(?=\d{3})/g, '$1').replace(/\$\s?/g, '');

/** The truth's amounts, wherever they sit (fields, box 12, box 14, states). */
function amountsOf(t: GroundTruth): number[] {
  const out: number[] = [];
  const visit = (o: unknown, key = ''): void => {
    if (typeof o === 'number' && !/year|last4/i.test(key)) out.push(o);
    else if (Array.isArray(o)) o.forEach((x) => visit(x, key));
    else if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) visit(v, k);
  };
  visit(t.fields);
  for (const [k, v] of Object.entries(t)) if (k !== 'fields' && k !== 'documentType') visit(v, k);
  return out;
}

function checkSchema(t: GroundTruth): void {
  const schema = DOCUMENT_FIELD_SCHEMAS[t.documentType];
  const fields = schema.fields.strict().safeParse(t.fields);
  expect(fields.success, JSON.stringify(fields.error?.issues.slice(0, 3))).toBe(true);
  for (const [name, rowSchema] of Object.entries(schema.children))
    for (const row of ((t as Record<string, unknown>)[name] as unknown[] | undefined) ?? [])
      expect(rowSchema.strict().safeParse(row).success, name).toBe(true);
}

const close = (a: unknown, b: unknown, what: string) =>
  expect(Math.abs(Number(a ?? 0) - Number(b ?? 0)), what).toBeLessThan(0.011);

/** The relations each form's boxes and lines keep among themselves. */
function checkArithmetic(t: GroundTruth): void {
  const f = t.fields;
  const n = (k: string) => Number(f[k] ?? 0);
  switch (t.documentType) {
    case 'w2':
      expect(n('box1_wages')).toBeLessThanOrEqual(n('box5_medicareWages'));
      close(
        Math.round((n('box3_socialSecurityWages') + n('box7_socialSecurityTips')) * 0.062 * 100) / 100,
        n('box4_socialSecurityTaxWithheld'),
        'box 4 is 6.2% of boxes 3 and 7',
      );
      for (const s of t.stateTaxInfo ?? []) close(s.stateWages, n('box1_wages'), 'state wages');
      break;
    case 'irs_1099':
      if (f.formVariant === 'DIV')
        expect(n('box1b_qualifiedDividends')).toBeLessThanOrEqual(n('box1a_totalOrdinaryDividends'));
      break;
    case 'irs_1040':
      if (f.line9_totalIncome !== null) {
        close(n('line9_totalIncome') - n('line10_adjustments'), n('line11_agi'), 'line 11');
        close(
          [
            'line1z_wages',
            'line2b_taxableInterest',
            'line3b_ordinaryDividends',
            'line7_capitalGain',
            'line8_additionalIncome',
          ]
            .map(n)
            .reduce((s, v) => s + v, 0),
          n('line9_totalIncome'),
          'line 9',
        );
      }
      if (f.line15_taxableIncome !== null && f.line12_standardDeduction !== null)
        close(
          Math.max(0, n('line11_agi') - n('line12_standardDeduction')),
          n('line15_taxableIncome'),
          'line 15',
        );
      if (f.line25a_w2Withholding !== null)
        close(
          n('line25a_w2Withholding') + n('line25b_1099Withholding') + n('line25c_otherWithholding'),
          n('line25d_totalWithholding'),
          'line 25d',
        );
      if (f.line32_totalPayments !== null && f.line24_totalTax !== null)
        close(
          n('line32_totalPayments') - n('line24_totalTax'),
          n('line35a_refund') - n('line36_amountYouOwe'),
          'refund or amount owed',
        );
      break;
    default:
      break;
  }
}

const FAMILIES = Object.entries(WRITTEN_S15_BLIND_FORM_FAMILIES).flatMap(([type, fams]) =>
  Object.entries(fams ?? {}).map(([family, fn]) => ({ type, family, fn })),
);

describe("session 15's blind form families", () => {
  it('has two families of each form type', () => {
    for (const type of ['w2', 'irs_1099', 'irs_1040'] as const)
      expect(Object.keys(WRITTEN_S15_BLIND_FORM_FAMILIES[type] ?? {})).toHaveLength(2);
  });

  it.each(FAMILIES)(
    '$type/$family is reproducible, schema-valid, prints its truth and keeps its arithmetic',
    async ({ type, family, fn }) => {
      for (const seed of SEEDS) {
        const g = fn(seed);
        expect(g.truth.documentType).toBe(type);
        checkSchema(g.truth);
        checkArithmetic(g.truth);
        const pdf = await render(g);
        expect(Buffer.from(pdf).equals(Buffer.from(await render(fn(seed))))).toBe(true);
        const text = bare(await pdfText(pdf));
        for (const v of amountsOf(g.truth)) {
          if (v === 0) continue;
          const abs = Math.abs(v);
          const printed = new RegExp(`(?<![\\d.])(${abs.toFixed(2)}|${abs}\\.?)(?![\\d])`);
          expect(text, `${family} ${seed}: ${v}`).toMatch(printed);
        }
        for (const [k, v] of Object.entries(g.truth.fields))
          if (typeof v === 'string' && /Name$|City$|^city$|Address$/.test(k))
            expect(text.toUpperCase(), `${family} ${seed}: ${k}`).toContain(v.toUpperCase());
      }
    },
    30_000,
  );

  // Seeds 9100001-9100004 draw Courier for the 1040 line listing and the 1099 substitute statement,
  // whose wide letters ran a filing status off the page and line captions into their line numbers.
  it.each(FAMILIES)(
    '$type/$family prints no word over another on its line',
    async ({ family, fn }) => {
      for (const seed of [9100001, 9100003, 9100004, ...SEEDS]) {
        for (const words of await pdfWords(await render(fn(seed)))) {
          const sorted = [...words].sort((a, b) => a.y - b.y || a.x - b.x);
          for (const [i, a] of sorted.entries()) {
            expect(a.x + a.width, `${family} ${seed}: "${a.text}" off the page`).toBeLessThanOrEqual(612);
            for (const b of sorted.slice(i + 1)) {
              if (b.y - a.y >= 2) break;
              const [l, r] = a.x <= b.x ? [a, b] : [b, a];
              expect(l.x + l.width, `${family} ${seed}: "${l.text}" over "${r.text}"`).toBeLessThanOrEqual(
                r.x + 1.5,
              );
            }
          }
        }
      }
    },
    30_000,
  );
});
