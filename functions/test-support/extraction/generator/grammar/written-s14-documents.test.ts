// The session-14 written document families: each is reproducible from its seed, and every value its
// truth holds is printed on the page (in one of the forms the family prints it), so a tuner can
// trust that what the truth asks for is there to read.
import { describe, expect, it } from 'vitest';
import { loadPdfjs } from '../../../../src/extraction/read/pdf-text';
import { formatDate } from '../format';
import { generateDocument } from '../generate';
import type { GroundTruth } from '../truth';
import { WRITTEN_S14_DOCUMENT_FAMILIES } from './written-s14-documents';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await loadPdfjs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}

/** The ways a family may print an amount: with or without thousands separators, whole or with cents. */
function amountForms(v: number): string[] {
  const abs = Math.abs(v);
  const cents = abs.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const forms = [cents, cents.replace(/,/g, '')];
  if (Number.isInteger(abs)) forms.push(abs.toLocaleString('en-US'), String(abs));
  return forms;
}

const DATE_STYLES = ['us', 'us-short-year', 'iso', 'long', 'short-month', 'day-month'] as const;

/** What of the truth must be found in the text: a label for the failure and the forms to look for. */
function expectations(t: GroundTruth): [string, string[]][] {
  const out: [string, string[]][] = [];
  for (const [key, v] of Object.entries(t.fields)) {
    if (v === null || v === undefined || typeof v === 'boolean') continue;
    if (typeof v === 'number') out.push([key, amountForms(v)]);
    else if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
      // A period of whole months may be printed as months only ("July 2020 - June 2021").
      const month = formatDate(v, 'long').split(' ')[0] ?? '';
      const monthOnly = [`${month} ${v.slice(0, 4)}`, `${month} - `];
      out.push([
        key,
        [...DATE_STYLES.map((s) => formatDate(v, s)), ...monthOnly].flatMap((s) => [s, s.toUpperCase()]),
      ]);
    } else if (key === 'payFrequency') continue;
    // An address is printed over two lines: its street, then its city line.
    else for (const part of v.split(', ').slice(0, 2)) out.push([key, [part, part.toUpperCase()]]);
  }
  for (const [name, rows] of Object.entries(t))
    if (Array.isArray(rows))
      rows.forEach((row: Record<string, unknown>, i) => {
        if (typeof row.amount === 'number') out.push([`${name}[${i}].amount`, amountForms(row.amount)]);
        // Long descriptions wrap: their start is on one line.
        if (typeof row.description === 'string')
          out.push([`${name}[${i}].description`, [row.description.slice(0, 14)]]);
      });
  return out;
}

const FAMILIES = Object.entries(WRITTEN_S14_DOCUMENT_FAMILIES).flatMap(([type, families]) =>
  Object.keys(families ?? {}).map((family) => [type, family] as const),
);

describe('session-14 written document families', () => {
  it.each(FAMILIES)('%s/%s is reproducible and prints every value of its truth', async (type, family) => {
    for (const seed of [8400001, 8400002, 8400003]) {
      const a = await generateDocument({ type: type as GroundTruth['documentType'], family, seed });
      const b = await generateDocument({ type: type as GroundTruth['documentType'], family, seed });
      expect(Buffer.from(a.files[0]!.bytes).equals(Buffer.from(b.files[0]!.bytes))).toBe(true);
      const text = await pdfText(a.files[0]!.bytes);
      expect(text.length).toBeGreaterThan(200);
      for (const [what, forms] of expectations(a.truth))
        expect(
          forms.some((f) => text.includes(f)),
          `${family} ${seed} ${what}: ${forms[0]}`,
        ).toBe(true);
    }
  });

  it('bills each invoice line its quantity times its unit price', async () => {
    for (const family of Object.keys(WRITTEN_S14_DOCUMENT_FAMILIES.invoice ?? {}))
      for (const seed of [8400001, 8400002, 8400003, 8400004]) {
        const { truth } = await generateDocument({ type: 'invoice', family, seed });
        for (const l of truth.lineItems ?? [])
          expect(Math.abs(Number(l.quantity) * Number(l.unitPrice) - Number(l.amount))).toBeLessThan(0.006);
      }
  });
});
