// Session 14's written form families (decision 222): every amount and name the truth holds is
// printed on the page, for two seeds of each family, so a tuner never chases a value that is not there.
import { describe, expect, it } from 'vitest';
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import { readDocument } from '../../../../src/extraction/read/read-document';
import { readPdf } from '../../test-forms';
import { generateDocument } from '../generate';
import type { GroundTruth } from '../truth';
import { WRITTEN_S14_FORM_FAMILIES } from './written-s14-forms';

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

/** The page's text with thousands separators and currency signs dropped. */
const bare = (s: string) => s.replace(/(\d),(?=\d{3})/g, '$1').replace(/\$\s?/g, '');

const FAMILIES = Object.entries(WRITTEN_S14_FORM_FAMILIES).flatMap(([type, fams]) =>
  Object.keys(fams ?? {}).map((family) => ({ type: type as ExtractableTypeCode, family })),
);

describe("session 14's written form families", () => {
  it.each(FAMILIES)(
    '$type/$family prints every amount and party its truth holds',
    async ({ type, family }) => {
      for (const seed of [8400001, 8400002]) {
        const d = await generateDocument({ type, family, seed });
        const text = bare((await readPdf(d.files[0]!.bytes, type)).plainText);
        for (const v of amountsOf(d.truth)) {
          if (v === 0) continue;
          const abs = Math.abs(v);
          const printed = new RegExp(`(?<![\\d.])(${abs.toFixed(2)}|${abs}\\.?)(?![\\d])`);
          expect(text, `${family} ${seed}: ${v}`).toMatch(printed);
        }
        for (const [k, v] of Object.entries(d.truth.fields))
          if (typeof v === 'string' && /Name$|City$|^city$/.test(k))
            expect(text.toUpperCase(), `${family} ${seed}: ${k}`).toContain(v.toUpperCase());
      }
    },
  );

  // Seeds 8700001 and 8800020 drew Courier, whose wide letters ran the W-2 copy's title into its
  // copy line and a year-end summary's longest box caption into its amount.
  it.each(FAMILIES)('$type/$family prints no word over another on its line', async ({ type, family }) => {
    for (const seed of [8700001, 8700002, 8800020]) {
      const d = await generateDocument({ type, family, seed });
      const read = await readDocument({ documentType: type, files: d.files, maxPages: 5 }, {});
      for (const page of read.pages) {
        const items = [...page.items].sort((a, b) => a.y - b.y || a.x - b.x);
        for (const [i, a] of items.entries())
          for (const b of items.slice(i + 1)) {
            if (b.y - a.y >= 2) break;
            const [l, r] = a.x <= b.x ? [a, b] : [b, a];
            expect(l.x + l.width, `${family} ${seed}: "${l.text}" over "${r.text}"`).toBeLessThanOrEqual(
              r.x + 1.5,
            );
          }
      }
    }
  });
});
