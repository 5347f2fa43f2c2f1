// Balance sheets: the shared statement styles plus an account-form layout (assets on the left,
// liabilities and equity on the right).
import { DocBuilder, GREY } from '../draw';
import { COMPANIES } from '../fake-data';
import { addDays, endOfMonth, formatDate, formatMoney } from '../format';
import { Rng, round2, sum } from '../random';
import type { RenderedDocument, TypeGeneratorOptions } from '../truth';
import {
  lineItems,
  priorOf,
  renderStatement,
  type Statement,
  type StatementRow,
  type StatementStyle,
} from './financial-statement';

export function balanceSheetStatement(seed: number): Statement {
  const rng = new Rng(seed);
  const year = rng.int(2021, 2025);
  const month = rng.pick([3, 6, 9, 12, 12, 12]);
  const end = endOfMonth(year, month);
  const row = (code: string, name: string, lo: number, hi: number): StatementRow => {
    const amount = rng.money(lo, hi);
    return { code, name, amount, prior: priorOf(rng, amount) };
  };
  const assets = [
    row('1000', 'Cash and Cash Equivalents', 5_000, 400_000),
    row('1100', 'Accounts Receivable', 2_000, 250_000),
    ...(rng.bool(0.6) ? [row('1200', 'Inventory', 3_000, 300_000)] : []),
    ...(rng.bool(0.6) ? [row('1300', 'Prepaid Expenses', 500, 30_000)] : []),
    row('1500', 'Property and Equipment, Net', 10_000, 900_000),
    ...(rng.bool(0.3) ? [row('1700', 'Intangible Assets', 5_000, 120_000)] : []),
  ];
  const liabilities = [
    row('2000', 'Accounts Payable', 1_000, 150_000),
    row('2100', 'Accrued Liabilities', 500, 60_000),
    ...(rng.bool(0.5) ? [row('2200', 'Deferred Revenue', 1_000, 50_000)] : []),
    ...(rng.bool(0.5) ? [row('2300', 'Short-Term Debt', 2_000, 80_000)] : []),
    row('2700', 'Long-Term Debt', 5_000, 400_000),
  ];
  const totalAssets = sum(assets.map((r) => r.amount));
  const priorAssets = sum(assets.map((r) => r.prior));
  // Keep liabilities below assets so equity is positive and retained earnings can absorb the rest.
  const liabScale = Math.min(1, (totalAssets * 0.7) / sum(liabilities.map((r) => r.amount)));
  for (const r of liabilities) {
    r.amount = round2(r.amount * liabScale);
    r.prior = round2(r.prior * liabScale);
  }
  const totalLiabilities = sum(liabilities.map((r) => r.amount));
  const priorLiabilities = sum(liabilities.map((r) => r.prior));
  const stock = rng.pick([1_000, 10_000, 50_000, 100_000]);
  const stockAmount = Math.min(stock, round2((totalAssets - totalLiabilities) / 3));
  const priorStock = Math.min(stock, round2((priorAssets - priorLiabilities) / 3));
  const equity: StatementRow[] = [
    { code: '3000', name: 'Common Stock', amount: stockAmount, prior: priorStock },
    {
      code: '3900',
      name: 'Retained Earnings',
      amount: round2(totalAssets - totalLiabilities - stockAmount),
      prior: round2(priorAssets - priorLiabilities - priorStock),
    },
  ];
  const totalEquity = sum(equity.map((r) => r.amount));
  const priorEquity = sum(equity.map((r) => r.prior));
  return {
    title: rng.pick(['Balance Sheet', 'Statement of Financial Position', 'Balance Sheet (Unaudited)']),
    company: rng.pick(COMPANIES),
    periodLabel: `As of ${formatDate(end, 'long')}`,
    currentLabel: formatDate(end, 'short-month'),
    priorLabel: formatDate(endOfMonth(year - 1, month), 'short-month'),
    reportDate: addDays(end, rng.int(5, 45)),
    periodStart: null,
    periodEnd: end,
    sections: [
      {
        key: 'assets',
        title: 'Assets',
        rows: assets,
        totalLabel: 'Total Assets',
        total: totalAssets,
        priorTotal: priorAssets,
      },
      {
        key: 'liabilities',
        title: 'Liabilities',
        rows: liabilities,
        totalLabel: 'Total Liabilities',
        total: totalLiabilities,
        priorTotal: priorLiabilities,
      },
      {
        key: 'equity',
        title: "Stockholders' Equity",
        rows: equity,
        totalLabel: 'Total Equity',
        total: totalEquity,
        priorTotal: priorEquity,
      },
    ],
    after: {
      2: [
        {
          label: 'Total Liabilities and Equity',
          amount: round2(totalLiabilities + totalEquity),
          prior: round2(priorLiabilities + priorEquity),
          strong: true,
        },
      ],
    },
  };
}

/** Account form: assets left, liabilities and equity right, one page. */
async function renderAccountForm(s: Statement): Promise<{ pdf: Uint8Array; pages: number }> {
  const doc = await DocBuilder.create('helvetica');
  const p = doc.addPage([792, 612]);
  p.text(s.company, 396, 36, { size: 14, bold: true, align: 'center' });
  p.text(`${s.title} - ${s.periodLabel}`, 396, 56, { size: 10, align: 'center' });
  p.line(396, 84, 396, 560, 0.5, GREY);
  const column = (
    secs: Statement['sections'],
    x: number,
    right: number,
    extra: { label: string; amount: number }[],
  ) => {
    let y = 90;
    for (const sec of secs) {
      p.text(sec.title.toUpperCase(), x, y, { size: 9.5, bold: true });
      y += 15;
      for (const r of sec.rows) {
        p.text(r.name, x + 10, y, { size: 9 });
        p.text(formatMoney(r.amount), right, y, { size: 9, align: 'right' });
        y += 13;
      }
      p.line(right - 90, y, right, y, 0.4);
      p.text(sec.totalLabel, x, y + 3, { size: 9, bold: true });
      p.text(formatMoney(sec.total), right, y + 3, { size: 9, bold: true, align: 'right' });
      y += 26;
    }
    for (const e of extra) {
      p.text(e.label, x, y, { size: 9.5, bold: true });
      p.text(formatMoney(e.amount, { currency: true }), right, y, { size: 9.5, bold: true, align: 'right' });
      p.line(right - 90, y + 13, right, y + 13, 0.8);
    }
  };
  const [assets, liabilities, equity] = s.sections;
  column(assets ? [assets] : [], 40, 376, []);
  column(
    [liabilities, equity].filter((x) => x !== undefined),
    416,
    752,
    (s.after[2] ?? []).map((l) => ({ label: l.label, amount: l.amount })),
  );
  return { pdf: await doc.save(), pages: 1 };
}

export async function generateBalanceSheet(
  seed: number,
  layout: number,
  _opts: TypeGeneratorOptions = {},
): Promise<RenderedDocument> {
  const s = balanceSheetStatement(seed);
  const styles: (StatementStyle | 'account-form')[] = ['plain', 'comparative', 'leaders', 'account-form'];
  const style = styles[layout % styles.length] ?? 'plain';
  const { pdf, pages } =
    style === 'account-form' ? await renderAccountForm(s) : await renderStatement(s, style);
  const [a, l, e] = s.sections;
  return {
    layout: style,
    pdf,
    pages,
    truth: {
      documentType: 'balance_sheet',
      fields: {
        companyName: s.company,
        ...(style === 'leaders' ? { reportDate: s.reportDate } : {}),
        periodEndDate: s.periodEnd,
        totalAssets: a?.total ?? null,
        totalLiabilities: l?.total ?? null,
        totalEquity: e?.total ?? null,
      },
      lineItems: lineItems(s),
    },
  };
}
