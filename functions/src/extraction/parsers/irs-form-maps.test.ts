import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IRS_1040_FORM_MAPS, W2_2024_COPY_B } from './irs-form-maps';
import { corpusBytes, corpusFile, readPdf } from '../../../test-support/extraction/test-forms';

interface Widget {
  name: string;
  page: number;
  rect: [number, number, number, number];
}

function widgets(path: string): Widget[] {
  return (JSON.parse(readFileSync(path, 'utf8')) as { fields: Widget[] }).fields;
}

function find(all: Widget[], ref: string): Widget[] {
  return all.filter((w) => w.name === ref || w.name.endsWith(`.${ref}`));
}

// The printed line number of each amount, by meaning, per revision (DESIGN §10: the spec's names
// after line 30 follow an older numbering).
const LINE_NUMBERS: Record<string, string | Record<number, string>> = {
  line1z_wages: '1z',
  line2b_taxableInterest: '2b',
  line3b_ordinaryDividends: '3b',
  line7_capitalGain: { 2023: '7', 2024: '7', 2025: '7a' },
  line8_additionalIncome: '8',
  line9_totalIncome: '9',
  line10_adjustments: '10',
  line11_agi: { 2023: '11', 2024: '11', 2025: '11a' },
  line12_standardDeduction: { 2023: '12', 2024: '12', 2025: '12e' },
  line15_taxableIncome: '15',
  line16_tax: '16',
  line22_taxAfterCredits: '22',
  line24_totalTax: '24',
  line25a_w2Withholding: '25a',
  line25b_1099Withholding: '25b',
  line25c_otherWithholding: '25c',
  line25d_totalWithholding: '25d',
  line26_estimatedPayments: '26',
  line27_eic: { 2023: '27', 2024: '27', 2025: '27a' },
  line28_additionalChildTaxCredit: '28',
  line29_americanOpportunityCredit: '29',
  line30_schedule3Line15: '31',
  line32_totalPayments: '33',
  line33_overpayment: '34',
  line34_refundAmount: '35a',
  line35a_refund: '35a',
  line36_amountYouOwe: '37',
  line37_estimatedTaxPenalty: '38',
};

describe('IRS form maps', () => {
  const w2 = corpusFile('irs_forms/w2_idp_data_generator/fw2_2024_copyB_placeholders.fields.json');
  it.skipIf(!w2)('name only widgets that exist on the 2024 W-2 copy B', () => {
    const all = widgets(w2!);
    const refs = [
      ...Object.keys(W2_2024_COPY_B.values),
      W2_2024_COPY_B.box14,
      ...W2_2024_COPY_B.box12.flatMap((b) => [b.code, b.amount]),
      ...W2_2024_COPY_B.box13.map((b) => b.ref),
      ...W2_2024_COPY_B.states.flatMap((s) => Object.values(s)),
    ];
    for (const ref of refs) expect(find(all, ref), ref).toHaveLength(1);
  });

  for (const map of IRS_1040_FORM_MAPS) {
    const fields = corpusFile(`irs_forms/ustaxes/f1040_${map.year}.fields.json`);
    const pdf = corpusFile(`irs_forms/ustaxes/f1040_${map.year}.pdf`);
    it.skipIf(!fields || !pdf)(
      `puts each ${map.year} 1040 amount on the row printed with its line number`,
      async () => {
        const all = widgets(fields!);
        const refs = [
          ...Object.values(map.values),
          map.aptNo,
          ...map.filingStatus.map((o) => o.ref),
          ...map.accountType.map((o) => o.ref),
          ...map.dependents.flatMap((d) =>
            [d.name, d.firstName, d.lastName, d.ssn, d.relationship, d.childTaxCredit.ref].filter(
              (r): r is string => !!r,
            ),
          ),
        ];
        for (const ref of refs) expect(find(all, ref), `${map.year} ${ref}`).toHaveLength(1);

        const doc = await readPdf(corpusBytes(pdf!), 'irs_1040');
        for (const [field, expected] of Object.entries(LINE_NUMBERS)) {
          const w = find(all, map.values[field]!)[0]!;
          const page = doc.pages[w.page - 1]!;
          const top = page.height - w.rect[3];
          const bottom = page.height - w.rect[1];
          const left = page.items
            .filter(
              (i) =>
                i.y + i.height / 2 > top && i.y + i.height / 2 < bottom && i.x + i.width <= w.rect[0] + 1,
            )
            .sort((a, b) => a.x - b.x);
          const number = typeof expected === 'string' ? expected : expected[map.year];
          expect(left.at(-1)?.text, `${map.year} ${field}`).toBe(number);
        }
      },
    );
  }
});
