import { describe, expect, it } from 'vitest';
import type { ParsedDocument } from '../types';
import { runChecks } from './registry';
import { repairByChecks } from './repair-by-checks';

const invoice = (fields: Record<string, number>, amounts: number[]): ParsedDocument => ({
  fields,
  lineItems: amounts.map((amount, i) => ({ description: `Line ${i + 1}`, amount })),
  fieldConfidence: {},
  checks: [],
});

describe('repairByChecks (a dropped decimal point mended by the checks, any type)', () => {
  it('restores the cents of the one value whose repair makes every check pass, and records it', () => {
    // The scan read the total 1,083.25 as 108325.
    const parsed = invoice({ subtotal: 1000.5, taxAmount: 82.75, totalAmount: 108325 }, [600.25, 400.25]);
    const checks = runChecks('invoice', parsed);
    expect(checks.some((c) => !c.passed)).toBe(true);
    const r = repairByChecks('invoice', parsed, checks, runChecks);
    expect(r).not.toBeNull();
    expect(r!.parsed.fields.totalAmount).toBe(1083.25);
    expect(r!.parsed.provenance).toMatchObject({ totalAmount: 'repaired' });
    expect(r!.checks.every((c) => c.passed)).toBe(true);
    expect(r!.parsed.warnings?.join(' ')).toMatch(/108325.*1083.25/);
  });

  it('repairs a line amount the line sum points to', () => {
    const parsed = invoice({ subtotal: 1000.5, taxAmount: 82.75, totalAmount: 1083.25 }, [60025, 400.25]);
    const r = repairByChecks('invoice', parsed, runChecks('invoice', parsed), runChecks);
    expect(r?.path).toBe('lineItems[0].amount');
    expect(r?.parsed.lineItems?.[0]?.amount).toBe(600.25);
  });

  it("drops a '$' read as a leading digit, with or without the point lost too", () => {
    const pl = (netIncome: number): ParsedDocument => ({
      fields: { totalRevenue: 998821.76, totalExpenses: 903040.41, netIncome },
      lineItems: [
        { section: 'revenue', accountName: 'Sales', amount: 998821.76 },
        { section: 'expenses', accountName: 'Wages', amount: 903040.41 },
      ],
      fieldConfidence: {},
      checks: [],
    });
    for (const misread of [39578135, 395781.35]) {
      const parsed = pl(misread);
      const r = repairByChecks('profit_loss', parsed, runChecks('profit_loss', parsed), runChecks);
      expect(r?.path).toBe('netIncome');
      expect(r?.parsed.fields.netIncome).toBe(95781.35);
      expect(r?.parsed.provenance).toMatchObject({ netIncome: 'repaired' });
    }
  });

  it('changes nothing when the checks pass, when no single repair closes them, or the values are derived', () => {
    const good = invoice({ subtotal: 1000.5, taxAmount: 82.75, totalAmount: 1083.25 }, [600.25, 400.25]);
    expect(repairByChecks('invoice', good, runChecks('invoice', good), runChecks)).toBeNull();
    // Off by a real amount, not a lost decimal point: no candidate closes it.
    const off = invoice({ subtotal: 1000.5, taxAmount: 82.75, totalAmount: 1090 }, [600.25, 400.25]);
    expect(repairByChecks('invoice', off, runChecks('invoice', off), runChecks)).toBeNull();
    const derived = {
      ...invoice({ subtotal: 1000.5, taxAmount: 82.75, totalAmount: 108325 }, [600.25, 400.25]),
      provenance: { totalAmount: 'derived' as const },
    };
    expect(repairByChecks('invoice', derived, runChecks('invoice', derived), runChecks)).toBeNull();
  });
});
