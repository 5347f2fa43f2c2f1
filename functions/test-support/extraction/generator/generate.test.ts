import { describe, expect, it } from 'vitest';
import { EXTRACTABLE_TYPE_CODES } from '@docledger/shared/domain/document-types';
import { PDFDocument } from 'pdf-lib';
import { LAYOUT_COUNT, generateDocument, setRequests } from './generate';
import { corpusPath } from '../corpus';
import type { GroundTruth } from './truth';

const num = (t: GroundTruth, k: string) => Number(t.fields[k] ?? 0);
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(0.011);

describe('generator', () => {
  it('is deterministic for a seed and differs across seeds', async () => {
    const a = await generateDocument({ type: 'invoice', layout: 1, seed: 5 });
    const b = await generateDocument({ type: 'invoice', layout: 1, seed: 5 });
    const c = await generateDocument({ type: 'invoice', layout: 1, seed: 6 });
    expect(Buffer.from(a.files[0]!.bytes).equals(Buffer.from(b.files[0]!.bytes))).toBe(true);
    expect(a.truth).toEqual(b.truth);
    expect(c.truth).not.toEqual(a.truth);
  });

  it('offers at least four distinct layouts for every type', async () => {
    for (const type of EXTRACTABLE_TYPE_CODES) {
      const names = new Set<string>();
      for (let l = 0; l < LAYOUT_COUNT[type]; l++)
        names.add((await generateDocument({ type, layout: l, seed: 11 })).layout);
      // Some W-2 and 1040 layouts are the official IRS forms from the corpus (filled or flattened); without
      // the corpus only the generator's own drawings remain, so the full bar applies where the corpus is.
      const officialFormsMissing = (type === 'w2' || type === 'irs_1040') && !corpusPath('irs_forms');
      expect(names.size, type).toBeGreaterThanOrEqual(officialFormsMissing ? 2 : 4);
    }
  });

  it('chains bank balances and totals, also across a multi-page statement', async () => {
    for (let layout = 0; layout < 4; layout++) {
      const d = await generateDocument({
        type: 'bank_statement',
        layout,
        seed: 90 + layout,
        options: { rows: 120 },
      });
      expect(d.pages).toBeGreaterThan(1);
      const t = d.truth;
      const txs = t.transactions ?? [];
      const credits = txs.filter((x) => x.creditDebit === 'credit').reduce((s, x) => s + Number(x.amount), 0);
      const debits = txs.filter((x) => x.creditDebit === 'debit').reduce((s, x) => s + Number(x.amount), 0);
      close(credits, num(t, 'totalDeposits'));
      close(debits, num(t, 'totalWithdrawals'));
      close(num(t, 'beginningBalance') + credits - debits, num(t, 'endingBalance'));
      expect(txs.every((x) => Number(x.amount) > 0)).toBe(true);
    }
  });

  it('keeps card, invoice and payslip arithmetic consistent', async () => {
    for (let layout = 0; layout < 4; layout++) {
      const cc = (await generateDocument({ type: 'credit_card_statement', layout, seed: 300 + layout }))
        .truth;
      close(
        num(cc, 'previousBalance') -
          num(cc, 'totalPayments') +
          num(cc, 'totalPurchases') +
          num(cc, 'totalFees') +
          num(cc, 'totalInterest'),
        num(cc, 'newBalance'),
      );
      const inv = (await generateDocument({ type: 'invoice', layout, seed: 400 + layout })).truth;
      close(
        (inv.lineItems ?? []).reduce((s, l) => s + Number(l.amount), 0),
        num(inv, 'subtotal'),
      );
      close(num(inv, 'subtotal') + num(inv, 'taxAmount'), num(inv, 'totalAmount'));
      const ps = (await generateDocument({ type: 'payslip', layout, seed: 500 + layout })).truth;
      close(num(ps, 'grossPay') - num(ps, 'totalDeductions'), num(ps, 'netPay'));
      close(num(ps, 'ytdGrossPay') - num(ps, 'ytdDeductions'), num(ps, 'ytdNetPay'));
    }
  });

  it('keeps tax-form and financial-statement equations', async () => {
    for (let layout = 0; layout < 4; layout++) {
      const w2 = (await generateDocument({ type: 'w2', layout, seed: 600 + layout })).truth;
      close(
        num(w2, 'box4_socialSecurityTaxWithheld'),
        Math.round((num(w2, 'box3_socialSecurityWages') + num(w2, 'box7_socialSecurityTips')) * 0.062 * 100) /
          100,
      );
      expect(num(w2, 'box6_medicareTaxWithheld')).toBeGreaterThanOrEqual(
        Math.round(num(w2, 'box5_medicareWages') * 0.0145 * 100) / 100 - 0.01,
      );
      const f = (await generateDocument({ type: 'irs_1040', layout, seed: 700 + layout })).truth;
      close(num(f, 'line11_agi'), num(f, 'line9_totalIncome') - num(f, 'line10_adjustments'));
      close(
        num(f, 'line25d_totalWithholding'),
        num(f, 'line25a_w2Withholding') +
          num(f, 'line25b_1099Withholding') +
          num(f, 'line25c_otherWithholding'),
      );
      close(
        num(f, 'line33_overpayment') - num(f, 'line36_amountYouOwe'),
        num(f, 'line32_totalPayments') - num(f, 'line24_totalTax'),
      );
      const pl = (await generateDocument({ type: 'profit_loss', layout, seed: 800 + layout })).truth;
      close(num(pl, 'totalRevenue') - num(pl, 'totalExpenses'), num(pl, 'netIncome'));
      const bs = (await generateDocument({ type: 'balance_sheet', layout, seed: 900 + layout })).truth;
      close(num(bs, 'totalLiabilities') + num(bs, 'totalEquity'), num(bs, 'totalAssets'));
      const cf = (await generateDocument({ type: 'cash_flow', layout, seed: 1000 + layout })).truth;
      close(
        num(cf, 'operatingCashFlow') + num(cf, 'investingCashFlow') + num(cf, 'financingCashFlow'),
        num(cf, 'netCashFlow'),
      );
      close(num(cf, 'beginningCash') + num(cf, 'netCashFlow'), num(cf, 'endingCash'));
    }
  });

  it('scans pages into rotated, noisy images without a text layer', async () => {
    const pdfScan = await generateDocument({ type: 'invoice', layout: 0, seed: 3, scan: true });
    const photos = await generateDocument({ type: 'invoice', layout: 0, seed: 3, scan: true, photos: true });
    const bytes = pdfScan.files[0]!.bytes;
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(Buffer.from(bytes).includes(Buffer.from('/Font'))).toBe(false);
    expect(photos.files).toHaveLength(pdfScan.pages);
    expect([...photos.files[0]!.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(photos.truth).toEqual(pdfScan.truth);
  }, 60_000);

  it.skipIf(!corpusPath('irs_forms'))(
    'fills the official IRS forms with the truth values as AcroForm fields',
    async () => {
      const w2 = await generateDocument({ type: 'w2', layout: 3, seed: 12 });
      expect(w2.variant).toBe('form');
      const form = (await PDFDocument.load(w2.files[0]!.bytes)).catalog.toString();
      expect(form).toContain('NeedAppearances');
      const f1040 = await generateDocument({ type: 'irs_1040', layout: 0, seed: 12 });
      expect(f1040.variant).toBe('form');
      expect(f1040.pages).toBe(2);
    },
  );

  it('plans text and scanned copies of each document in a set', () => {
    const reqs = setRequests({ perType: 2, scans: true, types: ['payslip'] });
    expect(reqs.map((r) => [r.layout, !!r.scan])).toEqual([
      [0, false],
      [0, true],
      [1, false],
      [1, true],
    ]);
  });
});
