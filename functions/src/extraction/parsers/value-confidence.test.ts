// Issue 9: on a scan a value's confidence is its own words', not the lowest OCR word on its line.
import { describe, expect, it } from 'vitest';
import { documentLines } from '../parse/layout';
import { readLabelled } from './form-layout';
import { parsePayslip } from './payslip';
import { parseBankStatement } from './bank-statement';
import { makeDoc, ocrDoc } from '../../../test-support/extraction/parse/test-helpers';

describe("a labelled value's confidence on a scan", () => {
  it("is its own words', not a dash the OCR doubted at the start of the line", () => {
    // A transcript line: "- WAGES, SALARIES, TIPS, ETC: $149,709.00", the dash read at 0.
    const doc = ocrDoc([
      [
        ['--', 40, 0],
        ['WAGES,', 60, 0.96],
        ['SALARIES,', 95, 0.96],
        ['TIPS,', 145, 0.95],
        ['ETC:', 172, 0.96],
        ['$149,709.00', 196, 0.95],
      ],
    ]);
    const got = readLabelled(documentLines(doc), { wages: ['wages, salaries, tips, etc'] }).get('wages');
    expect(got?.value).toBe('$149,709.00');
    expect(got!.confidence).toBeGreaterThan(0.8);
  });
});

describe("a pay stub line's confidence on a scan", () => {
  it("gives its name and this period's amount their own words', not a smudged year-to-date figure", () => {
    const doc = makeDoc({
      rows: [
        [[40, 'Acme Widgets Inc.']],
        [
          [40, 'Pay Date:'],
          [140, '01/20/2025'],
        ],
        null,
        [[40, 'EARNINGS']],
        [
          [40, 'Description'],
          [340, 'Current'],
          [450, 'YTD'],
        ],
        [
          [40, 'Overtime'],
          [340, '469.48'],
          [450, '5,088.23'],
        ],
      ],
    });
    const page = doc.pages[0]!;
    page.source = 'ocr';
    for (const it of page.items) it.confidence = it.text === '5,088.23' ? 0.04 : 0.95;
    const p = parsePayslip(doc);
    const i = p.lineItems?.findIndex((r) => r.description === 'Overtime') ?? -1;
    expect(i).toBeGreaterThanOrEqual(0);
    expect(p.fieldConfidence[`lineItems[${i}].description`]).toBeGreaterThan(0.8);
    expect(p.fieldConfidence[`lineItems[${i}].amount`]).toBeGreaterThan(0.8);
    expect(p.fieldConfidence[`lineItems[${i}].itemType`]).toBeGreaterThan(0.8);
    expect(p.fieldConfidence[`lineItems[${i}].ytdAmount`]).toBeLessThan(0.1);
  });
});

describe("a bank statement row's description on a scan", () => {
  it("keeps its own words' doubt, apart from the row's date and amount", () => {
    const doc = makeDoc({
      rows: [
        [[40, 'Statement from Jan 5, 2025 to Feb 4, 2025']],
        [
          [40, 'Opening balance'],
          [300, '500.00'],
        ],
        [
          [40, 'Closing balance'],
          [300, '470.00'],
        ],
        null,
        [
          [40, 'Date'],
          [120, 'Details'],
          [400, 'Amount'],
        ],
        [
          [40, '01/05/2025'],
          [120, 'Card payment COFFEE fe'],
          [400, '-30.00'],
        ],
      ],
    });
    const page = doc.pages[0]!;
    page.source = 'ocr';
    for (const it of page.items) it.confidence = it.text === 'fe' ? 0.4 : 0.95;
    const p = parseBankStatement(doc);
    expect(p.transactions?.[0]?.amount).toBe(30);
    expect(p.fieldConfidence['transactions[0].description']).toBe(0.4);
    expect(p.fieldConfidence['transactions[0].amount']).toBeGreaterThan(0.8);
  });
});
