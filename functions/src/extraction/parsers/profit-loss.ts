// Profit and loss (income statement): revenue and expense rows under their headings, printed totals
// where the statement has them, net income; totals missing from the page are derived from the rows.
import { fieldNamesOf } from '@docledger/shared/domain/document-fields';
import { roundMoney } from '../parse/amounts';
import type { TypeParser } from '../types';
import {
  expenseContribution,
  isTotalLabel,
  nameCell,
  normLabel,
  readStatement,
  type StatementRow,
} from './financial-statement';
import { FieldSet, type ConfidentRow } from '../parse/fields';

const FIELDS = fieldNamesOf('profit_loss');

const REVENUE_HEADING =
  /^(?:operating\s+)?(?:revenues?|income|sales|net sales|turnover|revenue and other income|gross receipts|receipts)\b(?!.*\bexpense)/;
const EXPENSE_HEADING =
  /\b(?:expenses?|costs?|cost of (?:sales|goods sold|revenues?|services)|deductions|expenditures?)\b/;
const REVENUE_ITEM =
  /\b(?:revenues?|sales|fees? (?:earned|income)|service income|commission income|interest income|other income|rental income|dividend income|gains? on|receipts)\b/;
const NET_INCOME =
  /^(?:(?:consolidated\s+)?net\s+(?:income|profit|earnings|loss|income\s*\(loss\)|profit\s*\(loss\)|profit\/loss|\(loss\)\s*income|loss\s*\/\s*income)|(?:profit|loss|income)\s+for\s+the\s+(?:year|period)|net\s+(?:income|profit|loss)\s+for\s+the\s+(?:year|period))\b/;
// "Net ordinary income" / "Net operating income" / "Net other income" of a bookkeeping package's
// report are subtotals on the way to net income.
const SUBTOTAL =
  /\b(?:net\s+(?:ordinary|operating|other)\s+(?:income|profit|loss)|gross\s+(?:profit|margin|income|loss)|operating\s+(?:income|profit|loss)|income\s+(?:\(loss\)\s+)?from\s+operations|before\s+(?:(?:the\s+)?(?:provision|benefit)\s+(?:\(benefit\)\s+)?(?:for|from)\s+)?(?:income\s+)?tax(?:es)?|ebitda|ebit)\b/;
// Spaces between the words may be lost on a scan ("Total operatingcostsand expenses").
const TOTAL_REVENUE =
  /^total\s*(?:net\s*)?(?:revenues?|sales|income|receipts|revenue\s*and\s*other\s*income)$/;
const TOTAL_EXPENSES =
  /^total\s*(?:operating\s*)?(?:expenses?|costs(?:\s*and\s*expenses)?|expenditures|deductions)$/;

/** A caption naming revenue as a whole, not one kind of it. */
const REVENUE_CAPTION =
  /^(?:net\s+|gross\s+)?(?:revenues?|sales|turnover|receipts(?:\s+or\s+sales)?)(?:\s+and\s+other\s+income)?$/;

/** A cost or expense caption that cannot be revenue. */
const COST_LINE =
  /^(?:cost\s+of\s+(?:sales|goods\s+sold|revenues?|services|operations)|direct\s+costs?|costs?\s+and\s+expenses|(?:total\s+)?operating\s+expenses|(?:general\s+and\s+)?administrative\s+expenses|selling\s+(?:and\s+\w+\s+)?expenses|expenses)\b/;

const PER_SHARE =
  /^(?:(?:basic\s+and\s+diluted\s+|basic\s+|diluted\s+)?(?:earnings|net\s+(?:income|loss|earnings)|(?:net\s+)?loss)\s*(?:\(loss\)\s*)?per\s+(?:common\s+)?share|(?:weighted[-\s]average\s+)?shares\s+(?:used|outstanding)|weighted[-\s]average\s+(?:common\s+)?shares)\b/;

type Section = 'revenue' | 'expenses';

export const parseProfitLoss: TypeParser = (doc) => {
  const st = readStatement(doc, 'profit_loss');
  const out = new FieldSet(FIELDS);
  out.warnings.push(...st.warnings);
  out.set('companyName', st.companyName, st.companyConfidence);
  out.set('periodStartDate', st.periodStartDate, 0.8);
  out.set('periodEndDate', st.periodEndDate, 0.85);
  out.set('reportDate', st.reportDate, 0.75);

  const items: ConfidentRow[] = [];
  let section: Section | null = null;
  let category: string | null = null;
  let totalExpenses: StatementRow | null = null;
  const unreadItems: ConfidentRow[] = [];
  // In a statement that prints cents, a whole one- or two-digit figure on a scanned line is what
  // OCR kept of a lost amount ("NET INCOME  42" for 54,014.42): it is not read as the amount.
  const withAmounts = st.rows.filter((r) => r.amount !== null);
  const printsCents =
    withAmounts.length >= 4 &&
    withAmounts.filter((r) => !Number.isInteger(r.amount)).length >= 0.8 * withAmounts.length;
  for (const printed of st.rows) {
    // "0.00" prints the cents: a whole amount, no fragment.
    const fragment =
      printsCents &&
      printed.line.confidence < 1 &&
      printed.amount !== null &&
      Number.isInteger(printed.amount) &&
      Math.abs(printed.amount) < 100 &&
      !/[.,]\d{2}\)?$/.test(printed.texts?.[st.chosen] ?? '');
    const row = fragment ? { ...printed, amount: null } : printed;
    const label = normLabel(row.label);
    // Per-share data follows net income: when a scan garbled the net income line ("Net 1088,
    // attributable"), its heading still ends the statement ("Basic", "Diluted" are no expenses).
    if (PER_SHARE.test(label)) break;
    if (row.amount === null) {
      if (row.values.some((v) => v !== null)) {
        // A row of an older column only, or one whose current figure a scan lost: a total or a
        // subtotal still closes the revenue above it ("Total revenues" without this period's
        // figure left cost of goods sold counted as revenue).
        if (TOTAL_REVENUE.test(label) || SUBTOTAL.test(label)) {
          section = 'expenses';
          category = null;
        }
        // Net income still ends the statement: per-share data and share counts follow it.
        if (NET_INCOME.test(label) && !/before/.test(label)) break;
        continue;
      }
      // A line whose figure a scan garbled beyond reading ("511:5%") is a line, not a heading: it
      // keeps its place, its amount unknown (or given by its section's total, below).
      if (
        printed.unread?.[st.chosen] &&
        section !== null &&
        !TOTAL_REVENUE.test(label) &&
        !TOTAL_EXPENSES.test(label) &&
        !SUBTOTAL.test(label) &&
        !NET_INCOME.test(label) &&
        !isTotalLabel(row.label) &&
        // A section's own name ("Revenues  88( 341.99") is its total with "Total" lost.
        !REVENUE_CAPTION.test(label) &&
        !/^(?:total\s+)?(?:operating\s+)?(?:expenses|costs\s+and\s+expenses)$/.test(label)
      ) {
        const item: ConfidentRow = {
          row: {
            section,
            accountName: row.label,
            category: category ?? (section === 'revenue' ? 'Revenue' : 'Expenses'),
            amount: null,
          },
          confidence: row.confidence * 0.5,
          cells: { ...nameCell(row), amount: 0.2 },
        };
        items.push(item);
        unreadItems.push(item);
        continue;
      }
      if (REVENUE_HEADING.test(label)) section = 'revenue';
      else if (EXPENSE_HEADING.test(label)) section = 'expenses';
      category = row.label.replace(/:$/, '').trim();
      continue;
    }
    const conf = row.confidence * 0.9;
    if (NET_INCOME.test(label) && !/before/.test(label)) {
      // "Net loss 1,234" printed without a sign is still a loss.
      const value = /^net loss$/.test(label) && row.amount > 0 ? -row.amount : row.amount;
      out.set('netIncome', value, conf);
      // Below net income: other comprehensive income and per-share data, not revenue or expenses.
      break;
    }
    if (TOTAL_REVENUE.test(label)) {
      out.set('totalRevenue', row.amount, conf);
      section = 'expenses';
      category = null;
      continue;
    }
    if (TOTAL_EXPENSES.test(label)) {
      // The broadest total wins: "Total costs and expenses" over "Total operating expenses".
      if (!totalExpenses || Math.abs(row.amount) >= Math.abs(totalExpenses.amount ?? 0)) totalExpenses = row;
      continue;
    }
    if (SUBTOTAL.test(label) || isTotalLabel(row.label)) {
      if (SUBTOTAL.test(label)) section = 'expenses';
      continue;
    }
    // A subtotal known by its arithmetic, whatever its caption (a scan cut "Gross Profit" to
    // "Gross"): revenue less every expense line so far, with at least one of each above it.
    const expensesSoFar = items.filter((i) => i.row.section === 'expenses');
    const revenueLines = items.filter((i) => i.row.section === 'revenue');
    // Small whole amounts (a statement in thousands or millions) agree by chance too often.
    const telling = Math.abs(row.amount) >= 1000 || !Number.isInteger(row.amount);
    if (expensesSoFar.length > 0 && revenueLines.length > 0 && telling) {
      const sum = (xs: typeof items) => xs.reduce((a, i) => a + (i.row.amount as number), 0);
      const revenue = out.num('totalRevenue') ?? sum(revenueLines);
      if (Math.abs(roundMoney(revenue - sum(expensesSoFar)) - row.amount) <= 0.01) continue;
    }
    // A line equal to the revenue lines above it is their total printed without "Total" ("Net
    // revenues"): it closes the revenue section. One line above is only a total when the label
    // says revenue (a second account of the same amount is far less likely than a total).
    const revenueSoFar = items.filter((i) => i.row.section === 'revenue');
    if (
      section !== 'expenses' &&
      out.get('totalRevenue') === null &&
      (revenueSoFar.length >= 2 ||
        (revenueSoFar.length === 1 && /\b(?:revenues?|sales|income)\b/.test(label))) &&
      revenueSoFar.length === items.length &&
      Math.abs(roundMoney(revenueSoFar.reduce((a, i) => a + (i.row.amount as number), 0)) - row.amount) <=
        0.01
    ) {
      out.set('totalRevenue', row.amount, conf * 0.9);
      section = 'expenses';
      category = null;
      continue;
    }
    // "Net revenues" after two revenue lines or more is their total even when a scan misread one
    // of them (so the sum above does not hold): the check then shows the misread, not an extra line.
    if (
      section !== 'expenses' &&
      out.get('totalRevenue') === null &&
      revenueSoFar.length >= 2 &&
      revenueSoFar.length === items.length &&
      /^net\s*(?:revenues?|sales)$/.test(label)
    ) {
      out.set('totalRevenue', row.amount, conf * 0.8);
      section = 'expenses';
      category = null;
      continue;
    }
    // A cost caption printed with its amount right under the revenue ("COST OF SERVICES  4
    // 1,279,080", no heading of its own) ends the revenue: gross profit follows.
    if (section === 'revenue' && COST_LINE.test(label)) {
      section = 'expenses';
      category = null;
    }
    const itemSection: Section =
      section ??
      (REVENUE_ITEM.test(label) && !/expense|cost|tax/.test(label)
        ? 'revenue'
        : items.length === 0
          ? 'revenue'
          : 'expenses');
    items.push({
      row: {
        section: itemSection,
        accountName: row.label,
        category: category ?? (itemSection === 'revenue' ? 'Revenue' : 'Expenses'),
        amount: row.amount,
      },
      confidence: conf,
      cells: nameCell(row),
    });
  }
  const revenueRows = items.filter((i) => i.row.section === 'revenue');
  const expenseRows = items.filter((i) => i.row.section === 'expenses');
  // One revenue line and no total under it: captioned with the section's own name ("REVENUE  P
  // 6,672,793" of an audited statement) it is the total revenue as printed; captioned as one kind of
  // revenue ("Consulting fees") it is only a line, and a total from it stays derived (a check over it
  // proves nothing: other revenue lines may have been lost or read as costs).
  const [onlyRevenue] = revenueRows;
  if (out.get('totalRevenue') === null && revenueRows.length === 1 && onlyRevenue) {
    if (REVENUE_CAPTION.test(normLabel(String(onlyRevenue.row.accountName))))
      out.set('totalRevenue', onlyRevenue.row.amount, onlyRevenue.confidence * 0.95);
    else out.derive('totalRevenue', onlyRevenue.row.amount, onlyRevenue.confidence * 0.8);
  }
  // A multi-step statement prints "Total operating expenses" and keeps cost of revenue and income
  // taxes outside it: that total is not the statement's total expenses. The reading that holds
  // (revenue − expenses = net income) decides; the expense lines then give the total.
  // With no total revenue printed (one revenue line, or lines without a total), the revenue lines.
  const revenueRead =
    out.num('totalRevenue') ??
    (revenueRows.length > 0
      ? roundMoney(revenueRows.reduce((a, i) => a + (i.row.amount as number), 0))
      : null);
  const netRead = out.num('netIncome');
  if (totalExpenses && revenueRead !== null && netRead !== null && expenseRows.length > 0) {
    const close = (a: number, b: number) => Math.abs(a - b) <= 0.01 + 1e-9;
    const linesTotal = roundMoney(
      expenseRows.reduce(
        (a, i) => a + expenseContribution(String(i.row.accountName), i.row.amount as number),
        0,
      ),
    );
    if (
      !close(revenueRead - Math.abs(totalExpenses.amount ?? 0), netRead) &&
      close(revenueRead - linesTotal, netRead)
    ) {
      out.warnings.push(
        `"${totalExpenses.label}" covers only part of the expenses; total expenses is the sum of the expense lines, which agrees with net income.`,
      );
      totalExpenses = null;
    }
  }
  if (totalExpenses) out.set('totalExpenses', totalExpenses.amount, totalExpenses.confidence * 0.9);
  // One line of a section unread: the section's printed total less its other lines gives it.
  for (const [sectionName, totalKey] of [
    ['revenue', 'totalRevenue'],
    ['expenses', 'totalExpenses'],
  ] as const) {
    const unknown = unreadItems.filter((i) => i.row.section === sectionName);
    const total = out.provenance[totalKey] === undefined ? out.num(totalKey) : null;
    if (unknown.length !== 1 || total === null) continue;
    const item = unknown[0]!;
    const others = items.filter((i) => i.row.section === sectionName && i !== item);
    const contribution = (i: ConfidentRow) =>
      sectionName === 'expenses'
        ? expenseContribution(String(i.row.accountName), i.row.amount as number)
        : (i.row.amount as number);
    const value = roundMoney(Math.abs(total) - others.reduce((a, i) => a + contribution(i), 0));
    if (value <= 0) continue;
    item.row.amount = value;
    out.provenance[`lineItems[${items.indexOf(item)}].amount`] = 'derived';
    out.warnings.push(
      `The amount of "${String(item.row.accountName)}" was not read; ${totalKey} less the other lines gives ${value}.`,
    );
  }

  if (out.get('totalRevenue') === null && revenueRows.length > 0) {
    out.derive(
      'totalRevenue',
      roundMoney(revenueRows.reduce((a, i) => a + (i.row.amount as number), 0)),
      0.75,
    );
  }
  if (out.get('totalExpenses') === null && expenseRows.length > 0) {
    // Expenses printed in parentheses are outflows; the total is their size.
    out.derive(
      'totalExpenses',
      roundMoney(
        expenseRows.reduce(
          (a, i) => a + expenseContribution(String(i.row.accountName), i.row.amount as number),
          0,
        ),
      ),
      0.7,
    );
  }
  const revenue = out.num('totalRevenue');
  const expenses = out.num('totalExpenses');
  if (out.get('netIncome') === null && revenue !== null && expenses !== null) {
    out.derive('netIncome', roundMoney(revenue - Math.abs(expenses)), 0.65);
  }
  if (st.rows.length === 0) out.warnings.push('No statement rows with amounts were found.');
  return out.result({ lineItems: out.rows('lineItems', items) });
};
