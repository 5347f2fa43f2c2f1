// Session 15's blind document families (decision 230): not registered in grammar/index.ts until the
// session's tuners stop, so this test renders them itself as renderFamily does. Each is reproducible
// from its seed, its truth passes the schema, every value of the truth is printed on the page, and
// the document's own arithmetic holds.
import { DOCUMENT_FIELD_SCHEMAS } from '@docledger/shared/domain/document-fields';
import { describe, expect, it } from 'vitest';
import { loadPdfjs } from '../../../../src/extraction/read/pdf-text';
import { MONTHS } from '../fake-data';
import { formatDate } from '../format';
import type { GroundTruth } from '../truth';
import { compose } from './compose';
import { WRITTEN_S15_BLIND_DOCUMENT_FAMILIES } from './written-s15-blind-documents';

const SEEDS = [8500001, 8500002, 8500003];

async function render(type: string, family: string, seed: number) {
  const f = WRITTEN_S15_BLIND_DOCUMENT_FAMILIES[type as GroundTruth['documentType']]?.[family];
  if (!f) throw new Error(`no family ${type}/${family}`);
  const g = f(seed);
  const { pdf, pages } = await compose(g.blocks, {
    font: g.font,
    margin: g.margin,
    ...(g.footer ? { footer: g.footer } : {}),
    ...(g.runningHeader ? { runningHeader: g.runningHeader } : {}),
  });
  return { pdf, pages, truth: g.truth };
}

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

/** Pairs of words printed over each other on one line of a page (a cell too narrow for its text). */
async function overlaps(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await loadPdfjs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    const items = content.items
      .filter((it) => 'str' in it && it.str.trim() !== '')
      .map((it) =>
        'str' in it
          ? { s: it.str, x: it.transform[4] as number, y: it.transform[5] as number, w: it.width }
          : null,
      )
      .filter((it) => it !== null)
      .sort((a, b) => a.y - b.y || a.x - b.x);
    for (let a = 0; a < items.length; a++)
      for (let b = a + 1; b < items.length && Math.abs(items[b]!.y - items[a]!.y) < 1; b++) {
        const [l, r] = items[a]!.x <= items[b]!.x ? [items[a]!, items[b]!] : [items[b]!, items[a]!];
        if (l.x + l.w > r.x + 1) out.push(`p${i} "${l.s}" / "${r.s}"`);
      }
  }
  await doc.destroy();
  return out;
}

/** The ways a family may print an amount: with or without thousands separators. */
function amountForms(v: number): string[] {
  const cents = Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return [cents, cents.replace(/,/g, '')];
}

const DATE_STYLES = ['us', 'us-short-year', 'iso', 'long', 'short-month', 'day-month'] as const;

/** What of the truth must be found in the text: a label for the failure and the forms to look for. */
function expectations(t: GroundTruth): [string, string[]][] {
  const out: [string, string[]][] = [];
  for (const [key, v] of Object.entries(t.fields)) {
    if (v === null || v === undefined || typeof v === 'boolean') continue;
    if (typeof v === 'number') out.push([key, amountForms(v)]);
    else if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
      // A period of whole months may be printed as months ("January through December 2024").
      const month = MONTHS[Number(v.slice(5, 7)) - 1] ?? '';
      out.push([
        key,
        [...DATE_STYLES.map((s) => formatDate(v, s)), `${month} ${v.slice(0, 4)}`, `${month} through`],
      ]);
    }
    // An address is printed over two lines: its street, then its city line.
    else for (const part of v.split(', ').slice(0, 2)) out.push([key, [part, part.toUpperCase()]]);
  }
  for (const [name, rows] of Object.entries(t))
    if (Array.isArray(rows))
      rows.forEach((row: Record<string, unknown>, i) => {
        if (typeof row.amount === 'number') out.push([`${name}[${i}].amount`, amountForms(row.amount)]);
        for (const key of ['description', 'accountName'])
          if (typeof row[key] === 'string')
            out.push([`${name}[${i}].${key}`, [(row[key] as string).slice(0, 14)]]);
      });
  return out;
}

function checkSchema(t: GroundTruth): void {
  const schema = DOCUMENT_FIELD_SCHEMAS[t.documentType];
  const fields = schema.fields.strict().safeParse(t.fields);
  expect(fields.success, JSON.stringify(fields.error?.issues.slice(0, 3))).toBe(true);
  for (const [name, rowSchema] of Object.entries(schema.children))
    for (const row of ((t as Record<string, unknown>)[name] as unknown[] | undefined) ?? []) {
      const r = rowSchema.strict().safeParse(row);
      expect(r.success, `${name}: ${JSON.stringify(r.error?.issues.slice(0, 3))}`).toBe(true);
    }
}

const close = (a: number, b: number, what: string) => expect(Math.abs(a - b), what).toBeLessThan(0.006);
const total = (rows: GroundTruth['lineItems'], f: (r: Record<string, unknown>) => boolean) =>
  (rows ?? []).filter(f).reduce((s, r) => s + Number(r.amount), 0);

/** The relations the document's own figures satisfy, per type. */
function checkArithmetic(t: GroundTruth): void {
  const n = (k: string) => Number(t.fields[k] ?? 0);
  switch (t.documentType) {
    case 'credit_card_statement': {
      const txs = t.transactions ?? [];
      const of = (...types: string[]) => total(txs, (x) => types.includes(String(x.transactionType)));
      close(of('purchase'), n('totalPurchases'), 'purchases');
      close(of('payment', 'refund'), n('totalPayments'), 'payments');
      close(of('fee'), n('totalFees'), 'fees');
      close(of('interest'), n('totalInterest'), 'interest');
      close(
        n('previousBalance') - n('totalPayments') + n('totalPurchases') + n('totalFees') + n('totalInterest'),
        n('newBalance'),
        'new balance',
      );
      close(Math.max(0, n('creditLimit') - n('newBalance')), n('availableCredit'), 'available credit');
      break;
    }
    case 'bank_statement': {
      const txs = t.transactions ?? [];
      close(
        total(txs, (x) => x.creditDebit === 'credit'),
        n('totalDeposits'),
        'deposits',
      );
      close(
        total(txs, (x) => x.creditDebit === 'debit'),
        n('totalWithdrawals'),
        'withdrawals',
      );
      close(n('beginningBalance') + n('totalDeposits') - n('totalWithdrawals'), n('endingBalance'), 'ending');
      let balance = n('beginningBalance');
      for (const x of txs) {
        balance += (x.creditDebit === 'credit' ? 1 : -1) * Number(x.amount);
        close(balance, Number(x.balance), 'running balance');
      }
      break;
    }
    case 'invoice':
      for (const l of t.lineItems ?? [])
        close(Number(l.quantity) * Number(l.unitPrice), Number(l.amount), 'line');
      close(
        total(t.lineItems, () => true),
        n('subtotal'),
        'subtotal',
      );
      close(n('subtotal') + n('taxAmount'), n('totalAmount'), 'total');
      break;
    case 'payslip':
      close(
        total(t.lineItems, (i) => i.itemType === 'earning'),
        n('grossPay'),
        'gross',
      );
      close(
        total(t.lineItems, (i) => i.itemType === 'deduction'),
        n('totalDeductions'),
        'deductions',
      );
      close(n('grossPay') - n('totalDeductions'), n('netPay'), 'net');
      close(n('ytdGrossPay') - n('ytdDeductions'), n('ytdNetPay'), 'ytd net');
      break;
    case 'profit_loss':
      close(
        total(t.lineItems, (l) => l.section === 'revenue'),
        n('totalRevenue'),
        'revenue',
      );
      close(
        total(t.lineItems, (l) => l.section === 'expenses'),
        n('totalExpenses'),
        'expenses',
      );
      close(n('totalRevenue') - n('totalExpenses'), n('netIncome'), 'net income');
      break;
    default:
      throw new Error(`no arithmetic for ${t.documentType}`);
  }
}

const FAMILIES = Object.entries(WRITTEN_S15_BLIND_DOCUMENT_FAMILIES).flatMap(([type, families]) =>
  Object.keys(families ?? {}).map((family) => [type, family] as const),
);

describe('session-15 blind document families', () => {
  it('holds the seven families the brief asks for', () => {
    expect(FAMILIES).toHaveLength(7);
  });

  it.each(FAMILIES)(
    '%s/%s is reproducible, schema-valid, prints its truth and its arithmetic holds',
    async (type, family) => {
      for (const seed of SEEDS) {
        const a = await render(type, family, seed);
        const b = await render(type, family, seed);
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        checkSchema(a.truth);
        checkArithmetic(a.truth);
        const text = await pdfText(a.pdf);
        for (const [what, forms] of expectations(a.truth))
          expect(
            forms.some((f) => text.includes(f)),
            `${family} ${seed} ${what}: ${forms[0]}`,
          ).toBe(true);
      }
    },
  );

  it.each(FAMILIES)('%s/%s prints no word over another on its line', async (type, family) => {
    for (const seed of SEEDS)
      expect(await overlaps((await render(type, family, seed)).pdf), `${seed}`).toEqual([]);
  });

  it('varies its documents with the seed', async () => {
    for (const [type, family] of FAMILIES) {
      const [a, b] = await Promise.all(SEEDS.slice(0, 2).map((s) => render(type, family, s)));
      expect(a!.truth, family).not.toEqual(b!.truth);
    }
  });
});
