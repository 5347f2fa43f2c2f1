import { describe, expect, it } from 'vitest';
import { ocrDoc } from '../../../test-support/extraction/parse/test-helpers';
import { readStatement } from './financial-statement';
import { parseBalanceSheet } from './balance-sheet';

describe('financial statement rows on a scan', () => {
  it("take their confidence from their own name and the chosen period's amount, not a doubtful word elsewhere on the line", () => {
    const doc = ocrDoc([
      [
        ['Statement', 200, 0.96],
        ['of', 250, 0.96],
        ['Operations', 265, 0.96],
      ],
      [
        ['2024', 400, 0.96],
        ['2023', 480, 0.96],
      ],
      [
        ['Revenue', 60, 0.96],
        ['1,000', 400, 0.96],
        ['900', 490, 0.96],
      ],
      // The prior year's figure is a smudge the OCR doubted; the current year's 675 is clean.
      [
        ['Salaries', 60, 0.96],
        ['and', 105, 0.96],
        ['Wages', 125, 0.96],
        ['675', 405, 0.96],
        ['7', 500, 0.46],
      ],
      [
        ['Rent', 60, 0.4],
        ['120', 405, 0.96],
        ['110', 490, 0.96],
      ],
    ]);
    const rows = readStatement(doc, 'profit_loss').rows;
    const salaries = rows.find((r) => r.label === 'Salaries and Wages');
    expect(salaries?.amount).toBe(675);
    expect(salaries?.confidence).toBe(0.96);
    // A doubtful word in the row's own name still counts.
    expect(rows.find((r) => r.label === 'Rent')?.confidence).toBe(0.4);
  });

  it("give a line item's name its own words' confidence when the chosen amount is the doubtful word", () => {
    const doc = ocrDoc([
      [
        ['Balance', 200, 0.96],
        ['Sheet', 250, 0.96],
      ],
      [['2024', 400, 0.96]],
      [['Assets', 60, 0.96]],
      [
        ['Cash', 60, 0.96],
        ['and', 90, 0.95],
        ['Cash', 112, 0.96],
        ['Equivalents', 137, 0.96],
        ['$19,470.51', 390, 0.35],
      ],
      [
        ['Total', 60, 0.96],
        ['Assets', 90, 0.96],
        ['19,470.51', 395, 0.96],
      ],
    ]);
    const parsed = parseBalanceSheet(doc);
    const i = parsed.lineItems?.findIndex((r) => r.accountName === 'Cash and Cash Equivalents') ?? -1;
    expect(i).toBeGreaterThanOrEqual(0);
    expect(parsed.fieldConfidence[`lineItems[${i}].accountName`]).toBeGreaterThan(0.85);
    expect(parsed.fieldConfidence[`lineItems[${i}].amount`]).toBeLessThan(0.4);
  });
});
