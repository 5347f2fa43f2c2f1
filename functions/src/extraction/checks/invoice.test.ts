import { describe, expect, it } from 'vitest';
import type { ParsedDocument } from '../types';
import { checkInvoice } from './invoice';

const lineItems = [
  { lineNumber: 1, description: 'Widget', quantity: 3, unitPrice: 10, amount: 30 },
  { lineNumber: 2, description: 'Gadget', quantity: 2, unitPrice: 12.5, amount: 25 },
];
function doc(fields: ParsedDocument['fields'], lines = lineItems): ParsedDocument {
  return { fields, lineItems: lines, fieldConfidence: {}, checks: [] };
}

describe('checkInvoice', () => {
  it('passes a consistent invoice', () => {
    const checks = checkInvoice(doc({ subtotal: 55, taxAmount: 5.5, totalAmount: 60.5 }));
    expect(checks.map((c) => [c.id, c.passed])).toEqual([
      ['invoice.line_amounts', true],
      ['invoice.lines_subtotal', true],
      ['invoice.total', true],
    ]);
  });

  it('names the first line whose quantity × unit price is off', () => {
    const bad = lineItems.map((l, i) => (i === 1 ? { ...l, amount: 26 } : l));
    const line = checkInvoice(doc({}, bad)).find((c) => c.id === 'invoice.line_amounts')!;
    expect(line).toMatchObject({ passed: false, values: { firstBrokenLine: 1, expected: 25, amount: 26 } });
    expect(line.fields).toContain('lineItems[1].amount');
  });

  it('fails when lines do not add up to the subtotal or subtotal + tax ≠ total', () => {
    const checks = checkInvoice(doc({ subtotal: 60, taxAmount: 5, totalAmount: 66 }));
    expect(checks.find((c) => c.id === 'invoice.lines_subtotal')).toMatchObject({
      passed: false,
      values: { sumOfLines: 55, subtotal: 60 },
    });
    expect(checks.find((c) => c.id === 'invoice.total')).toMatchObject({
      passed: false,
      values: { expected: 65, totalAmount: 66 },
    });
  });

  it('accepts tax-inclusive lines that add up to the total', () => {
    const checks = checkInvoice(doc({ subtotal: 50, taxAmount: 5, totalAmount: 55 }));
    expect(checks.find((c) => c.id === 'invoice.lines_subtotal')?.passed).toBe(true);
  });

  it('checks the lines against the total less tax when no subtotal is printed', () => {
    const held = checkInvoice(doc({ taxAmount: 11, totalAmount: 66 })).find(
      (c) => c.id === 'invoice.lines_subtotal',
    );
    expect(held).toMatchObject({ passed: true, values: { sumOfLines: 55, totalLessTax: 55 } });
    expect(held?.verified).toEqual(
      expect.arrayContaining(['totalAmount', 'taxAmount', 'lineItems[0].amount']),
    );
    const lost = checkInvoice(doc({ taxAmount: 11, totalAmount: 70 })).find(
      (c) => c.id === 'invoice.lines_subtotal',
    );
    expect(lost).toMatchObject({ passed: false, fields: expect.arrayContaining(['taxAmount']) });
  });
});
