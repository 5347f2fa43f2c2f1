// Balance sheet: asset, liability and equity rows under their headings; printed totals, or totals
// derived from subtotals and rows when the statement does not print them.
import { fieldNamesOf } from '@docledger/shared/domain/document-fields';
import { roundMoney } from '../parse/amounts';
import type { TypeParser } from '../types';
import {
  isTotalLabel,
  nameCell,
  normLabel,
  readStatement,
  subtotalsByArithmetic,
} from './financial-statement';
import { FieldSet, type ConfidentRow } from '../parse/fields';

const FIELDS = fieldNamesOf('balance_sheet');

type Section = 'assets' | 'liabilities' | 'equity';

const OWNERS = "(?:stockholders'?|shareholders'?|members'?|owners'?|owner's|partners'?|proprietor's)?\\s*";
const EQUITY_WORDS = `${OWNERS}(?:equity|capital|net worth|deficit|deficiency)(?:\\s*\\((?:deficit|deficiency|net of [^)]*)\\))?`;
const TOTAL_ASSETS = /^total\s+assets$/;
const TOTAL_LIABILITIES = /^total\s+liabilities$/;
const TOTAL_L_AND_E = new RegExp(`^total\\s+liabilities\\s+(?:and|&)\\s+${EQUITY_WORDS}$`);
const TOTAL_EQUITY = new RegExp(`^total\\s+${EQUITY_WORDS}$|^${OWNERS}equity,?\\s+end(?:ing)?$`);
const TOTAL_CURRENT_LIAB = /^total\s+(?:current|non-?\s?current|long-?\s?term)\s+liabilities$/;
/** "Current assets" printed with an amount: a subtotal after its accounts, an account in a condensed statement. */
const GROUP_LINE = /^(?:current|non-?\s?current|long-?\s?term|fixed)\s+(assets|liabilities)$/;

function headingSection(label: string): Section | null {
  if (/liabilit/.test(label)) return 'liabilities';
  if (new RegExp(`\\b${EQUITY_WORDS}\\b`).test(label) || /\bequity\b/.test(label)) return 'equity';
  if (/\bassets?\b/.test(label)) return 'assets';
  return null;
}

function titleCase(s: Section): string {
  return s === 'assets' ? 'Assets' : s === 'liabilities' ? 'Liabilities' : 'Equity';
}

export const parseBalanceSheet: TypeParser = (doc) => {
  const st = readStatement(doc, 'balance_sheet');
  const out = new FieldSet(FIELDS);
  out.warnings.push(...st.warnings);
  out.set('companyName', st.companyName, st.companyConfidence);
  out.set('periodEndDate', st.periodEndDate, 0.85);
  out.set('reportDate', st.reportDate, 0.75);

  let items: ConfidentRow[] = [];
  const liabilitySubtotals: number[] = [];
  let totalLE: number | null = null;
  let section: Section = 'assets';
  let category: string | null = null;
  let itemsSinceHeading = 0;
  for (const row of st.rows) {
    const label = normLabel(row.label);
    const conf = row.confidence * 0.9;
    if (row.amount === null) {
      if (row.values.some((v) => v !== null)) continue;
      section = headingSection(label) ?? section;
      category = row.label.replace(/:$/, '').trim();
      itemsSinceHeading = 0;
      continue;
    }
    // A group line equal to the accounts above it is their subtotal (statements that omit "Total").
    const sinceHeading = items.slice(items.length - itemsSinceHeading);
    const groupSum = roundMoney(sinceHeading.reduce((a, i) => a + (i.row.amount as number), 0));
    if (GROUP_LINE.test(label) && itemsSinceHeading > 0 && Math.abs(groupSum - row.amount) <= 0.01) {
      itemsSinceHeading = 0;
      category = null;
      continue;
    }
    if (TOTAL_ASSETS.test(label)) {
      out.set('totalAssets', row.amount, conf);
      section = 'liabilities';
      category = null;
    } else if (TOTAL_L_AND_E.test(label)) {
      totalLE = row.amount;
    } else if (TOTAL_LIABILITIES.test(label)) {
      out.set('totalLiabilities', row.amount, conf);
      section = 'equity';
      category = null;
    } else if (TOTAL_EQUITY.test(label)) {
      out.set('totalEquity', row.amount, conf);
    } else if (TOTAL_CURRENT_LIAB.test(label)) {
      liabilitySubtotals.push(row.amount);
      category = null;
    } else if (isTotalLabel(row.label)) {
      // Subtotals (total current assets, …) are not accounts.
      continue;
    } else {
      const own = headingSection(label);
      // "Share capital", "Retained earnings", a condensed "Equity" line: equity wherever a heading was missed.
      const equityItem =
        own === 'equity' ||
        /^(?:share|capital|common|preferred)\b.*\b(?:capital|stock)\b|^retained\s+earnings|^additional\s+paid/.test(
          label,
        );
      const itemSection = section === 'liabilities' && equityItem ? 'equity' : section;
      if (itemSection === 'equity' && section === 'liabilities') {
        section = 'equity';
        category = null;
      }
      items.push({
        row: {
          section: itemSection,
          accountName: row.label,
          category: category ?? titleCase(itemSection),
          amount: row.amount,
        },
        confidence: conf,
        cells: nameCell(row),
      });
      itemsSinceHeading++;
    }
  }
  // Total assets whose caption a scan garbled ("WORET assets"): the last asset row equal to the
  // printed total liabilities and equity (assets = liabilities + equity) is that total, not an account.
  if (out.get('totalAssets') === null && totalLE !== null && totalLE !== 0) {
    const assets = items.filter((i) => i.row.section === 'assets');
    const last = assets.at(-1);
    if (last && assets.length > 1 && Math.abs((last.row.amount as number) - totalLE) <= 0.01) {
      items = items.filter((i) => i !== last);
      out.set('totalAssets', totalLE, last.confidence * 0.8);
      out.warnings.push(
        `Read as total assets (it equals total liabilities and equity): ${String(last.row.accountName)}.`,
      );
    }
  }
  // Subtotals printed without "Total" ("Net property and equipment"): the printed section totals
  // decide which reading of the rows holds.
  for (const [sec, field] of [
    ['assets', 'totalAssets'],
    ['liabilities', 'totalLiabilities'],
    ['equity', 'totalEquity'],
  ] as const) {
    const inSection = items.filter((i) => i.row.section === sec);
    const found = subtotalsByArithmetic(
      inSection.map((i) => i.row.amount as number),
      out.num(field),
    );
    if (found.ambiguous)
      out.warnings.push(
        `Ambiguous reading: more than one row of the ${sec} could be a subtotal that makes them add up to ${field}.`,
      );
    const drop = found.map((k) => inSection[k]!);
    if (drop.length === 0) continue;
    items = items.filter((i) => !drop.includes(i));
    out.warnings.push(
      `Read as subtotals, not accounts (the ${sec} add up to ${field} without them): ${drop.map((i) => String(i.row.accountName)).join(', ')}.`,
    );
  }
  const sum = (s: Section) =>
    roundMoney(items.filter((i) => i.row.section === s).reduce((a, i) => a + (i.row.amount as number), 0));
  const has = (s: Section) => items.some((i) => i.row.section === s);
  if (out.get('totalAssets') === null && has('assets')) out.derive('totalAssets', sum('assets'), 0.7);
  if (out.get('totalLiabilities') === null) {
    // Statements that print no "Total liabilities" (many 10-Ks): the printed "Total liabilities and
    // equity" less the printed total equity, else the liability accounts. "Total current
    // liabilities" alone leaves out the long-term debt listed after it.
    const equityRead = out.get('totalEquity') !== null ? out.num('totalEquity') : null;
    if (totalLE !== null && equityRead !== null)
      out.derive('totalLiabilities', roundMoney(totalLE - equityRead), 0.8);
    else if (has('liabilities')) out.derive('totalLiabilities', sum('liabilities'), 0.7);
    else if (liabilitySubtotals.length > 0)
      out.derive('totalLiabilities', roundMoney(liabilitySubtotals.reduce((a, b) => a + b, 0)), 0.7);
  }
  if (out.get('totalEquity') === null) {
    if (has('equity')) out.derive('totalEquity', sum('equity'), 0.7);
    else if (totalLE !== null && out.num('totalLiabilities') !== null)
      out.derive('totalEquity', roundMoney(totalLE - out.num('totalLiabilities')!), 0.7);
  }
  if (totalLE !== null && out.num('totalLiabilities') !== null && out.num('totalEquity') !== null) {
    const diff = roundMoney(totalLE - out.num('totalLiabilities')! - out.num('totalEquity')!);
    if (Math.abs(diff) > 0.01)
      out.warnings.push(
        `Total liabilities and equity (${totalLE}) differs from liabilities + equity by ${diff}.`,
      );
  }
  if (st.rows.length === 0) out.warnings.push('No statement rows with amounts were found.');
  return out.result({ lineItems: out.rows('lineItems', items) });
};
