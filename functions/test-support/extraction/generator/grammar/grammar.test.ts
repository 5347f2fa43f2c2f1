// The layout grammar: held-out families stay out of tests and tuning, every tuned family renders a
// schema-valid truth whose arithmetic holds, and documents are reproducible from their seed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_FIELD_SCHEMAS } from '@docledger/shared/domain/document-fields';
import { EXTRACTABLE_TYPE_CODES } from '@docledger/shared/domain/document-types';
import { readPdf } from '../../test-forms';
import { generateDocument, setRequests } from '../generate';
import type { GroundTruth } from '../truth';
import { HELD_OUT_FAMILIES, HeldOutFamilyError, UNSEEN_FLAG, allFamilies, tunedFamilies } from './index';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
// Built from parts so this file does not itself contain the flag it looks for.
const FLAG = ['unseenFamilies', 'ForBenchmarkOnly'].join('');

function filesUnder(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) filesUnder(p, out);
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(name)) out.push(p);
  }
  return out;
}

const close = (a: unknown, b: unknown) =>
  expect(Math.abs(Number(a ?? 0) - Number(b ?? 0))).toBeLessThan(0.011);

describe('layout grammar families', () => {
  it('holds out about a third of each type’s families, each one a real family, and leaves tuned ones', () => {
    expect(UNSEEN_FLAG).toBe(FLAG);
    for (const type of EXTRACTABLE_TYPE_CODES) {
      const all = allFamilies(type);
      const held = HELD_OUT_FAMILIES[type];
      for (const f of held) expect(all, `${type}/${f}`).toContain(f);
      expect(held.length / all.length, type).toBeGreaterThanOrEqual(0.25);
      expect(held.length / all.length, type).toBeLessThanOrEqual(0.4);
      expect(
        tunedFamilies(type).some((f) => held.includes(f)),
        type,
      ).toBe(false);
      expect(tunedFamilies(type).length + held.length).toBe(all.length);
    }
  });

  it('refuses a held-out family without the bench-only flag', async () => {
    for (const type of EXTRACTABLE_TYPE_CODES) {
      const family = HELD_OUT_FAMILIES[type][0] ?? '';
      await expect(generateDocument({ type, family, seed: 1 }), type).rejects.toBeInstanceOf(
        HeldOutFamilyError,
      );
    }
  });

  it('is never asked for held-out families by a test, and only the extraction bench passes the flag', () => {
    const offenders: string[] = [];
    const grammarDir = path.join(repoRoot, 'functions/test-support/extraction/generator');
    for (const top of ['functions', 'frontend', 'shared', 'infra', 'bench', 'scripts']) {
      let files: string[] = [];
      try {
        files = filesUnder(path.join(repoRoot, top));
      } catch {
        continue;
      }
      for (const f of files) {
        if (!readFileSync(f, 'utf8').includes(FLAG)) continue;
        const allowed =
          !f.endsWith('.test.ts') &&
          !f.endsWith('.spec.ts') &&
          (f === path.join(repoRoot, 'bench/extraction.bench.ts') || f.startsWith(grammarDir));
        if (!allowed) offenders.push(path.relative(repoRoot, f));
      }
    }
    expect(offenders).toEqual([]);
  });

  it('plans sets from tuned families only', () => {
    const reqs = setRequests({ perType: 40, grammar: true });
    const families = reqs.filter((r) => r.family);
    expect(families.length).toBeGreaterThan(0);
    for (const r of families) expect(HELD_OUT_FAMILIES[r.type]).not.toContain(r.family);
  });
});

function checkSchema(t: GroundTruth): void {
  const schema = DOCUMENT_FIELD_SCHEMAS[t.documentType];
  const fields = schema.fields.strict().safeParse(t.fields);
  expect(fields.success, `${t.documentType}: ${JSON.stringify(fields.error?.issues.slice(0, 3))}`).toBe(true);
  for (const [name, rowSchema] of Object.entries(schema.children)) {
    const rows = (t as Record<string, unknown>)[name] as unknown[] | undefined;
    for (const row of rows ?? []) {
      const r = rowSchema.strict().safeParse(row);
      expect(r.success, `${t.documentType}.${name}: ${JSON.stringify(r.error?.issues.slice(0, 3))}`).toBe(
        true,
      );
    }
  }
}

function checkArithmetic(t: GroundTruth): void {
  const f = t.fields;
  const n = (k: string) => Number(f[k] ?? 0);
  switch (t.documentType) {
    case 'bank_statement': {
      const txs = t.transactions ?? [];
      const sumOf = (dir: string) =>
        txs.filter((x) => x.creditDebit === dir).reduce((s, x) => s + Number(x.amount), 0);
      close(sumOf('credit'), n('totalDeposits'));
      close(sumOf('debit'), n('totalWithdrawals'));
      close(n('beginningBalance') + n('totalDeposits') - n('totalWithdrawals'), n('endingBalance'));
      break;
    }
    case 'credit_card_statement':
      close(
        n('previousBalance') - n('totalPayments') + n('totalPurchases') + n('totalFees') + n('totalInterest'),
        n('newBalance'),
      );
      break;
    case 'invoice':
      close(
        (t.lineItems ?? []).reduce((s, l) => s + Number(l.amount), 0),
        n('subtotal'),
      );
      close(n('subtotal') + n('taxAmount'), n('totalAmount'));
      break;
    case 'payslip': {
      const items = t.lineItems ?? [];
      close(
        items.filter((i) => i.itemType === 'earning').reduce((s, i) => s + Number(i.amount), 0),
        n('grossPay'),
      );
      close(
        items.filter((i) => i.itemType === 'deduction').reduce((s, i) => s + Number(i.amount), 0),
        n('totalDeductions'),
      );
      close(n('grossPay') - n('totalDeductions'), n('netPay'));
      break;
    }
    case 'profit_loss':
      close(n('totalRevenue') - n('totalExpenses'), n('netIncome'));
      close(
        (t.lineItems ?? []).filter((l) => l.section === 'revenue').reduce((s, l) => s + Number(l.amount), 0),
        n('totalRevenue'),
      );
      break;
    case 'balance_sheet':
      close(n('totalLiabilities') + n('totalEquity'), n('totalAssets'));
      close(
        (t.lineItems ?? []).filter((l) => l.section === 'assets').reduce((s, l) => s + Number(l.amount), 0),
        n('totalAssets'),
      );
      break;
    case 'cash_flow':
      close(n('operatingCashFlow') + n('investingCashFlow') + n('financingCashFlow'), n('netCashFlow'));
      close(n('beginningCash') + n('netCashFlow'), n('endingCash'));
      break;
    case 'irs_1040':
      // An account transcript prints the AGI but not total income (decision 189).
      if (t.fields.line9_totalIncome !== null)
        close(n('line9_totalIncome') - n('line10_adjustments'), n('line11_agi'));
      break;
    default:
      break;
  }
}

describe('layout grammar documents', () => {
  it('renders every tuned family with a schema-valid truth whose arithmetic holds', async () => {
    for (const type of EXTRACTABLE_TYPE_CODES)
      for (const family of tunedFamilies(type)) {
        const d = await generateDocument({ type, family, seed: 4100 + family.length });
        expect(d.layout).toBe(`grammar-${family}`);
        expect(d.pages).toBeGreaterThanOrEqual(1);
        expect(Buffer.from(d.files[0]!.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
        checkSchema(d.truth);
        checkArithmetic(d.truth);
      }
  }, 60_000);

  it("prints a 1040's negative amounts with their sign, as its truth has them", async () => {
    // Seed 32 draws a capital loss (line 7) for every tuned 1040 family.
    for (const family of tunedFamilies('irs_1040')) {
      const d = await generateDocument({ type: 'irs_1040', family, seed: 32 });
      // An account transcript prints no income lines (decision 189): nothing to sign.
      if (d.truth.fields.line7_capitalGain === null && d.truth.fields.line9_totalIncome === null) continue;
      const loss = d.truth.fields.line7_capitalGain as number;
      expect(loss, family).toBeLessThan(0);
      const text = (await readPdf(d.files[0]!.bytes, 'irs_1040')).plainText;
      // Official forms print whole dollars ("1,982", "1,982.", "1982"), other layouts cents.
      const whole = Math.abs(loss).toLocaleString('en-US');
      const digits = `(?:${whole}(?:\\.00|\\.)?|${whole.replace(/,/g, '')}\\.?)(?![\\d,])`;
      expect(text, family).toMatch(new RegExp(`(-\\s*(\\$|USD )?${digits}|\\((\\$|USD )?${digits}\\))`));
    }
  }, 60_000);

  it("gives a 1040's refund both of the spec's names, transcripts printing 0.00 included", async () => {
    for (const family of tunedFamilies('irs_1040'))
      for (const seed of [4500001, 4500002]) {
        const { fields } = (await generateDocument({ type: 'irs_1040', family, seed })).truth;
        if (fields.line35a_refund !== undefined && fields.line35a_refund !== null)
          expect(fields.line34_refundAmount, `${family} ${seed}`).toBe(fields.line35a_refund);
      }
  });

  it('is reproducible from a seed and varies wording and values across seeds', async () => {
    const a = await generateDocument({ type: 'bank_statement', family: 'ledger-split', seed: 9 });
    const b = await generateDocument({ type: 'bank_statement', family: 'ledger-split', seed: 9 });
    const c = await generateDocument({ type: 'bank_statement', family: 'ledger-split', seed: 10 });
    expect(Buffer.from(a.files[0]!.bytes).equals(Buffer.from(b.files[0]!.bytes))).toBe(true);
    expect(a.truth).toEqual(b.truth);
    expect(c.truth).not.toEqual(a.truth);
  });

  it('breaks a long statement table across pages and keeps every row in the truth once', async () => {
    const d = await generateDocument({
      type: 'bank_statement',
      family: 'posted-split-grid',
      seed: 5,
      options: { rows: 90 },
    });
    expect(d.pages).toBeGreaterThan(1);
    expect(d.truth.transactions).toHaveLength(90);
    // Families whose tables break without a repeated header break even a short table.
    const short = await generateDocument({ type: 'bank_statement', family: 'signed-ref', seed: 5 });
    expect(short.pages).toBeGreaterThan(1);
  });
});
