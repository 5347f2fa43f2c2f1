import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPdfForTest } from '../../../test-support/extraction/parse/test-helpers';
import { corpusForTest } from '../../../test-support/extraction/corpus';
import { parseInvoice } from './invoice';

// invoice2data's expected outputs: amount (total), amount_tax, date, invoice_number, issuer.
interface Truth {
  amount?: number | null;
  amount_tax?: number | null;
  date?: string;
  invoice_number?: string;
  issuer?: string;
}
const DIR = corpusForTest('invoice2data', 'parseInvoice on the invoice2data corpus');
const names = !DIR
  ? []
  : readdirSync(DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5))
      .filter((n) => readdirSync(DIR).includes(`${n}.pdf`));

function squash(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\b(b\.?v|inc|ltd|ag|sas|gmbh|pvt|limited)\b\.?/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** Field-by-field comparison; a vendor is right when one name contains the other (legal forms aside). */
export function compareInvoice(
  fields: Record<string, unknown>,
  truth: Truth,
): Record<string, boolean | null> {
  const money = (a: unknown, b: number | null | undefined) =>
    b == null ? null : typeof a === 'number' && Math.abs(a - b) < 0.005;
  const vendor = typeof fields.vendorName === 'string' ? squash(fields.vendorName) : '';
  const issuer = truth.issuer ? squash(truth.issuer) : '';
  return {
    totalAmount: money(fields.totalAmount, truth.amount),
    taxAmount: money(fields.taxAmount, truth.amount_tax),
    invoiceDate: truth.date ? fields.invoiceDate === truth.date : null,
    invoiceNumber: truth.invoice_number
      ? fields.invoiceNumber === truth.invoice_number.replace(/^#/, '')
      : null,
    vendorName: issuer ? vendor.length >= 3 && (issuer.includes(vendor) || vendor.includes(issuer)) : null,
  };
}

describe.skipIf(!DIR)('parseInvoice on the invoice2data corpus', () => {
  it('reads total, date, number and vendor on most real invoices', async () => {
    const tally: Record<string, { right: number; of: number }> = {};
    const report: string[] = [];
    for (const name of names) {
      const truth = (JSON.parse(readFileSync(`${DIR}/${name}.json`, 'utf8')) as Truth[])[0]!;
      const parsed = parseInvoice(await readPdfForTest(`${DIR}/${name}.pdf`));
      const result = compareInvoice(parsed.fields, truth);
      for (const [k, v] of Object.entries(result)) {
        if (v === null) continue;
        tally[k] ??= { right: 0, of: 0 };
        tally[k].of++;
        if (v) tally[k].right++;
        else report.push(`${name}.${k}: got ${JSON.stringify(parsed.fields[k])}`);
      }
    }
    if (process.env.INVOICE_REPORT) console.log(JSON.stringify(tally), '\n' + report.join('\n'));
    expect(names).toHaveLength(11);
    expect(tally.totalAmount!.right).toBeGreaterThanOrEqual(9);
    expect(tally.invoiceDate!.right).toBeGreaterThanOrEqual(10);
    expect(tally.invoiceNumber!.right).toBeGreaterThanOrEqual(10);
    expect(tally.vendorName!.right).toBeGreaterThanOrEqual(7);
    expect(tally.taxAmount!.right).toBe(tally.taxAmount!.of);
  });
});
