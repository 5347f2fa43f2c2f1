// A corrected W-2 (W-2c) printed by a payroll provider (session 13, decision 215): every box with
// the amount previously reported beside the correct one. Fixtures are invented.
import { describe, expect, it } from 'vitest';
import { parseW2 } from './w2';
import { documentOf, page } from '../../../test-support/extraction/test-forms';

function w2c(correctFirst: boolean): ReturnType<typeof documentOf> {
  const [a, b] = correctFirst ? [420, 330] : [330, 420];
  const runs: [string, number, number][] = [
    ['Form W-2c Corrected Wage and Tax Statement', 40, 30],
    ["a Employer's name, address, and ZIP code", 40, 60],
    ['c Tax year/Form corrected', 360, 60],
    ['Bayside Tooling Co', 44, 72],
    ['2024 / W-2', 364, 72],
    ['88 Quarry Rd', 44, 84],
    ['Salem, MA 01970', 44, 96],
    ["b Employer's Federal EIN", 40, 116],
    ["d Employee's correct SSN", 300, 116],
    ['04-5558812', 44, 128],
    ['123-45-6789', 304, 128],
    ['Box', 40, 160],
    ['Description', 80, 160],
    ['Previously reported', a, 160],
    ['Correct information', b, 160],
  ];
  const rows: [string, string, string, string][] = [
    ['1', 'Wages, tips, other compensation', '50,000.00', '52,500.00'],
    ['2', 'Federal income tax withheld', '6,000.00', '6,550.00'],
    ['3', 'Social security wages', '50,000.00', '52,500.00'],
    ['14', 'UNION DUES', '120.00', '120.00'],
    ['15', "State MA  Employer's state ID no. 044-1234", '', ''],
    ['16', 'State wages, tips, etc.', '50,000.00', '52,500.00'],
    ['17', 'State income tax', '2,500.00', '2,625.00'],
  ];
  rows.forEach(([no, words, before, after], i) => {
    const y = 174 + i * 14;
    runs.push([no, 40, y], [words, 80, y]);
    if (before) runs.push([before, a + 20, y], [after, b + 20, y]);
  });
  return documentOf([page(runs, { size: 7.5 })]);
}

describe('parseW2 on a corrected statement (previously reported | correct information)', () => {
  for (const correctFirst of [false, true])
    it(`reads the correct column${correctFirst ? ' printed first' : ''}, and box 15's state apart from its number`, () => {
      const r = parseW2(w2c(correctFirst));
      expect(r.fields).toMatchObject({
        box1_wages: 52500,
        box2_federalTaxWithheld: 6550,
        box3_socialSecurityWages: 52500,
      });
      expect(r.box14_other).toMatchObject([{ description: 'UNION DUES', amount: 120 }]);
      expect(r.stateTaxInfo).toMatchObject([
        { state: 'MA', employerStateId: '044-1234', stateWages: 52500, stateIncomeTax: 2625 },
      ]);
    });
});
