// Cash flow statement: operating, investing and financing rows under their headings, each
// section's net, the net change and the cash at the beginning and end of the period.
import { fieldNamesOf } from '@docledger/shared/domain/document-fields';
import { roundMoney } from '../parse/amounts';
import type { TypeParser } from '../types';
import { isTotalLabel, nameCell, normLabel, readStatement, type StatementRow } from './financial-statement';
import { FieldSet, type ConfidentRow } from '../parse/fields';

const FIELDS = fieldNamesOf('cash_flow');

type Section = 'operating' | 'investing' | 'financing';
const SECTION_FIELD: Record<Section, string> = {
  operating: 'operatingCashFlow',
  investing: 'investingCashFlow',
  financing: 'financingCashFlow',
};

// A scan may run the word before or after a section's name into it ("Net cash used ininvesting
// activities", "Net Cash Used in InvestingActivities").
const GLUED = String.raw`(?:\b|(?<=\b(?:in|from|by|for)))`;
const GLUED_AFTER = String.raw`(?:\b|(?=activit))`;
const SECTION_NAMES: [Section, RegExp][] = [
  ['operating', new RegExp(`${GLUED}operat(?:ing|ions)${GLUED_AFTER}`)],
  ['investing', new RegExp(`${GLUED}investing${GLUED_AFTER}`)],
  ['financing', new RegExp(`${GLUED}financing${GLUED_AFTER}`)],
];

function sectionOf(label: string): Section | null {
  return SECTION_NAMES.find(([, re]) => re.test(label))?.[0] ?? null;
}

// A scan may lose the space after "Net" ("Netcash provided by financing activities").
const SECTION_TOTAL =
  /^(?:net\s*cash|cash\s+(?:flows?\s+)?(?:provided|used|generated|from|\(used\))|net\s+cash\s+flows?|total\s+cash|cash\s+flows?\s+from\s+\w+\s+activit(?:y|ies)\s+total)|activit(?:y|ies)(?:\s+total|,?\s+net)$|^total\b/;
const NET_CHANGE =
  /\bnet\s*(?:increase|decrease|change|\(decrease\)|\(increase\))|^(?:net\s*)?cash\s*(?:increase|decrease|change)\b(?!.*(?:operat|invest|financ))|^(?:increase|decrease)\s*(?:\((?:increase|decrease)\))?\s+in\s+cash|^net\s+cash\s+flow$|^change\s+in\s+cash/;
const BEGINNING =
  /\b(?:beginning|start)\s+of\s+(?:the\s+)?(?:year|period|month)|\bbeg(?:inning)?\.?\s+balance\b|\bat\s+(?:the\s+)?beginning\b|beginning\s+(?:balance|cash)|cash.*\bbeginning\b|^opening\s+(?:cash|balance)/;
const ENDING =
  /\bend\s+of\s+(?:the\s+)?(?:year|period|month)|\bat\s+(?:the\s+)?end\b|ending\s+(?:balance|cash)|cash.*\bend(?:ing)?\b|^cash\s*end\b|^closing\s+(?:cash|balance)/;
/** Subtotals inside the operating section ("Operating income before working capital changes"). */
const SUBTOTAL =
  /before\s+(?:working\s+capital|changes)|^net\s+cash\s+(?:income|loss|\(loss\))|^cash\s+generated\s+from\s+operations$/;

/**
 * Lines that reconcile the net change to the ending cash without being an activity: the effect of
 * exchange rate changes on cash held in other currencies, cash reclassified as held for sale.
 * They belong to no section's sum (nor to the line items). An operating adjustment for a
 * foreign exchange gain or loss ("Unrealized foreign exchange loss") is no such line.
 */
export const RECONCILING =
  /^(?:net\s+)?effects?\s+of\s+(?:(?:changes?|movements?|fluctuations?)\s+in\s+)?(?:foreign\s+)?(?:currency\s+)?(?:exchange|currency|translation)|^(?:net\s+)?(?:foreign\s+)?(?:currency\s+)?(?:exchange|translation)\s+(?:rate\s+)?(?:differences?|effects?|adjustments?)\s+on\s+cash\b|^(?:net\s+)?(?:foreign\s+)?exchange\s+(?:rate\s+)?(?:differences?|effects?)$|\bcash\b.*\b(?:held\s+for\s+sale|reclassified)\b/;

const SUPPLEMENTAL =
  /^supplement(?:al|ary)\b|^non-?\s?cash\s+(?:investing|financing|activities|transactions)|^cash\s+paid\s+(?:during|for)\b/;

/**
 * Which period column is the current one, by the statement's own arithmetic: each period begins
 * with the cash the period before ended with, so the latest column is the one whose beginning cash
 * is another column's ending cash while its own ending cash begins no other column. Null when the
 * chain does not single one out (one column, no cash lines, or equal balances).
 */
export function currentColumnByCash(rows: readonly StatementRow[], columns: number): number | null {
  if (columns < 2) return null;
  const first = (re: RegExp) =>
    rows.find((r) => re.test(normLabel(r.label)) && r.values.some((v) => v !== null));
  const begin = first(BEGINNING)?.values;
  const end = first(ENDING)?.values;
  if (!begin || !end) return null;
  const same = (a: number | null | undefined, b: number | null | undefined) =>
    a !== null && a !== undefined && b !== null && b !== undefined && a !== 0 && Math.abs(a - b) <= 0.01;
  const latest: number[] = [];
  for (let k = 0; k < columns; k++) {
    const others = [...Array(columns).keys()].filter((j) => j !== k);
    if (others.some((j) => same(begin[k], end[j])) && !others.some((j) => same(end[k], begin[j])))
      latest.push(k);
  }
  return latest.length === 1 ? latest[0]! : null;
}

/**
 * A scan may lose a minus sign ("385.75" for -385.75): the section's lines and its printed net
 * tell which. Lines that add up to minus the net: the net lost its sign. One positive line whose
 * sign alone, turned, makes the lines add up to the net: that line lost it. Otherwise nothing.
 */
export function mendLostMinus(out: FieldSet, items: ConfidentRow[]): void {
  const close = (a: number, b: number) => Math.abs(a - b) <= 0.005;
  for (const s of ['operating', 'investing', 'financing'] as const) {
    const net = out.provenance[SECTION_FIELD[s]] === undefined ? out.num(SECTION_FIELD[s]) : null;
    const rows = items.filter((i) => i.row.section === s && typeof i.row.amount === 'number');
    if (net === null || net === 0 || rows.length === 0) continue;
    const sum = roundMoney(rows.reduce((a, i) => a + (i.row.amount as number), 0));
    if (close(sum, net)) continue;
    if (net > 0 && close(sum, -net)) {
      out.repair(SECTION_FIELD[s], -net, 0.5);
      out.warnings.push(`The ${s} net read ${net}; its lines add up to ${sum}: its minus sign was lost.`);
      continue;
    }
    const flips = rows.filter(
      (i) => (i.row.amount as number) > 0 && close(sum - 2 * (i.row.amount as number), net),
    );
    if (flips.length !== 1) continue;
    const item = flips[0]!;
    item.row.amount = -(item.row.amount as number);
    item.confidence = Math.min(item.confidence, 0.5);
    out.provenance[`lineItems[${items.indexOf(item)}].amount`] = 'repaired';
    out.warnings.push(
      `"${String(item.row.accountName)}" read ${-(item.row.amount as number)}; the ${s} net makes it ${item.row.amount as number}: its minus sign was lost.`,
    );
  }
}

export const parseCashFlow: TypeParser = (doc) => {
  const read = readStatement(doc, 'cash_flow');
  const out = new FieldSet(FIELDS);
  // The column the headers chose, checked against the cash carried from one period to the next.
  // A total beside its periods spans them all (its beginning cash is the first period's): the chain
  // of cash carried between the periods says nothing about it.
  const byCash = read.chosenBySum ? null : currentColumnByCash(read.rows, read.columns.length);
  let st = read;
  if (byCash !== null && byCash !== read.chosen) {
    const unlabelled = read.columns.every((c) => c.year === null) && !read.chosenByWords;
    if (unlabelled) {
      st = {
        ...read,
        chosen: byCash,
        rows: read.rows.map((r) => ({ ...r, amount: r.values[byCash] ?? null })),
        warnings: read.warnings.filter((w) => !/^Ambiguous reading: \d+ amount columns/.test(w)),
      };
      out.warnings.push(
        `No period is printed above the amount columns; column ${byCash + 1} is the current period because its beginning cash is the ending cash of another column.`,
      );
    } else
      out.warnings.push(
        `Ambiguous reading: the column headers make column ${read.chosen + 1} the current period, but the cash carried between periods makes it column ${byCash + 1}.`,
      );
  } else if (byCash !== null && read.columns.every((c) => c.year === null) && !read.chosenByWords) {
    // The first column, as statements print it, and the cash carried between periods agrees.
    st = {
      ...read,
      warnings: read.warnings.filter((w) => !/^Ambiguous reading: \d+ amount columns/.test(w)),
    };
    out.warnings.push(
      `No period is printed above the amount columns; the first is the current period, as the cash carried between periods confirms.`,
    );
  }
  out.warnings.push(...st.warnings);
  out.set('companyName', st.companyName, st.companyConfidence);
  out.set('periodStartDate', st.periodStartDate, 0.8);
  out.set('periodEndDate', st.periodEndDate, 0.85);
  out.set('reportDate', st.reportDate, 0.75);

  const items: ConfidentRow[] = [];
  let section: Section = 'operating';
  let category: string | null = null;
  const headingValue: Partial<Record<Section, number>> = {};
  const headingsSeen = new Set<Section>();
  // Supplemental disclosures (cash paid for interest and taxes, non-cash activities) follow the
  // statement's last line, ending cash, or sit under their own heading: never line items.
  let excluded = false;
  let reconciling = 0;
  const lost: ConfidentRow[] = [];
  const closed = new Set<Section>();
  const netBySum: Partial<Record<Section, { amount: number; confidence: number }>> = {};
  // A statement that prints cents: a whole one- or two-digit figure on a scan is what OCR kept of
  // a lost amount ("Net Increase Cash  1" for 89,705.88), not the amount.
  const amounts = st.rows.map((r) => r.amount).filter((a): a is number => a !== null);
  const cents = amounts.filter((a) => !Number.isInteger(a)).length >= amounts.length * 0.6;
  const ocr = doc.pages.some((p) => p.source === 'ocr');
  for (const row of st.rows) {
    const label = normLabel(row.label);
    const conf = row.confidence * 0.9;
    if (ocr && cents && row.amount !== null && Number.isInteger(row.amount) && Math.abs(row.amount) < 100)
      row.amount = null;
    if (SUPPLEMENTAL.test(label)) excluded = true;
    if (excluded) continue;
    const named = sectionOf(label);
    const isHeading =
      /^cash\s+flows?\s+(?:from|provided|used)|activit(?:y|ies):?$/.test(label) &&
      !/^net|\bnet\b|total/.test(label);
    if (row.amount === null) {
      if (row.values.some((v) => v !== null)) {
        // This period's figure lost (a scan), another period's read: a line of its section keeps
        // its place, its amount to come from the section's printed net (after the last line).
        const totalOrBalance =
          named ||
          isTotalLabel(row.label) ||
          [BEGINNING, ENDING, NET_CHANGE, RECONCILING, SUBTOTAL, SECTION_TOTAL].some((re) => re.test(label));
        if (named && (SECTION_TOTAL.test(label) || isTotalLabel(row.label))) closed.add(named);
        // A section ends at its net: a line after it is none of the section's (a garbled net change).
        if (ocr && !totalOrBalance && !closed.has(section)) {
          const item: ConfidentRow = {
            row: {
              section,
              accountName: row.label,
              category: category ?? `${section[0]!.toUpperCase()}${section.slice(1)} activities`,
              amount: null,
            },
            confidence: conf,
            cells: { ...nameCell(row), amount: 0.3 },
          };
          items.push(item);
          lost.push(item);
        }
        continue;
      }
      if (named) headingsSeen.add(named);
      if (named) section = named;
      category = named ? null : row.label.replace(/:$/, '').trim();
      continue;
    }
    if (BEGINNING.test(label)) {
      out.set('beginningCash', row.amount, conf);
      continue;
    }
    if (ENDING.test(label)) {
      out.set('endingCash', row.amount, conf);
      if (out.get('beginningCash') !== null) excluded = true;
      continue;
    }
    // "Net change in operating assets and liabilities" is a line of the operating section, not
    // the net change in cash.
    if (NET_CHANGE.test(label) && !/\b(?:assets|liabilities|working\s+capital)\b/.test(label)) {
      out.set('netCashFlow', row.amount, conf);
      continue;
    }
    // After the section's own lines, "Cash used in investing activities  (279,060)" is its net,
    // not a one-line section.
    if (named && isHeading && !items.some((i) => i.row.section === named)) {
      // A section printed as one line with its amount ("Cash flows from financing activities  0").
      section = named;
      category = null;
      headingValue[named] = row.amount;
      continue;
    }
    if (RECONCILING.test(label)) {
      reconciling += row.amount;
      continue;
    }
    if (named && (SECTION_TOTAL.test(label) || isTotalLabel(row.label)) && !SUBTOTAL.test(label)) {
      // "Net cash from operating activities" is the section's net; an earlier "Total cash ..."
      // line can be a subtotal before working-capital changes.
      out.set(SECTION_FIELD[named], row.amount, conf, /^net\b/.test(label));
      closed.add(named);
      continue;
    }
    if (SUBTOTAL.test(label) || isTotalLabel(row.label)) continue;
    // The section's net known by its arithmetic whatever a scan made of its caption: the sum of
    // two lines or more of the section above it, before any net of it was read (cents or a
    // figure of four digits: small round numbers agree by chance).
    const above = items.filter((i) => i.row.section === section && typeof i.row.amount === 'number');
    if (
      ocr &&
      above.length >= 2 &&
      out.get(SECTION_FIELD[section]) === null &&
      (Math.abs(row.amount) >= 1000 || !Number.isInteger(row.amount)) &&
      Math.abs(roundMoney(above.reduce((a, i) => a + (i.row.amount as number), 0)) - row.amount) <= 0.005
    ) {
      // A net printed further down (this was a subtotal) comes first.
      netBySum[section] ??= { amount: row.amount, confidence: conf * 0.8 };
      continue;
    }
    items.push({
      row: {
        section,
        accountName: row.label,
        category: category ?? `${section[0]!.toUpperCase()}${section.slice(1)} activities`,
        amount: row.amount,
      },
      confidence: conf,
      cells: nameCell(row),
    });
  }
  for (const [s, net] of Object.entries(netBySum) as [Section, { amount: number; confidence: number }][])
    out.set(SECTION_FIELD[s], net.amount, net.confidence);
  // A line whose figure was lost is the section's printed net less its other lines, when it is the
  // section's only such line; otherwise nothing gives it, and it goes.
  for (const item of lost) {
    const s = item.row.section as Section;
    const net = out.provenance[SECTION_FIELD[s]] === undefined ? out.num(SECTION_FIELD[s]) : null;
    const inSection = items.filter((i) => i.row.section === s);
    // Otherwise the line keeps its place with its amount unknown (the checks then fail on it).
    if (net === null || lost.filter((l) => l.row.section === s).length > 1) continue;
    const others = inSection.reduce((a, i) => a + (i === item ? 0 : (i.row.amount as number)), 0);
    item.row.amount = roundMoney(net - others);
    out.warnings.push(
      `The current figure of "${String(item.row.accountName)}" was not read; the ${s} net less the section's other lines gives ${item.row.amount}.`,
    );
  }
  for (const item of lost)
    if (item.row.amount !== null) out.provenance[`lineItems[${items.indexOf(item)}].amount`] = 'derived';
  if (ocr) mendLostMinus(out, items);
  for (const s of ['operating', 'investing', 'financing'] as const) {
    if (out.get(SECTION_FIELD[s]) !== null) continue;
    const rows = items.filter((i) => i.row.section === s);
    // A line whose amount is unknown: its section's sum is unknown too.
    if (rows.some((i) => i.row.amount === null)) continue;
    if (rows.length > 0)
      out.derive(SECTION_FIELD[s], roundMoney(rows.reduce((a, i) => a + (i.row.amount as number), 0)), 0.7);
    else if (headingValue[s] !== undefined) out.set(SECTION_FIELD[s], headingValue[s]!, 0.8);
    // A section printed as a bare heading has no activity.
    else if (headingsSeen.has(s)) out.set(SECTION_FIELD[s], 0, 0.6);
  }
  const op = out.num('operatingCashFlow');
  const inv = out.num('investingCashFlow');
  const fin = out.num('financingCashFlow');
  if (out.get('netCashFlow') === null) {
    const begin = out.num('beginningCash');
    const end = out.num('endingCash');
    // The net change is before the reconciling lines (the exchange rate effect).
    if (begin !== null && end !== null) out.derive('netCashFlow', roundMoney(end - begin - reconciling), 0.7);
    else if (op !== null || inv !== null || fin !== null)
      out.derive('netCashFlow', roundMoney((op ?? 0) + (inv ?? 0) + (fin ?? 0)), 0.65);
  }
  // Cash at one end of the period unread (a scan lost it): the other end and the net change give it.
  {
    const [begin, end, net] = [out.num('beginningCash'), out.num('endingCash'), out.num('netCashFlow')];
    const netRead = out.provenance.netCashFlow === undefined;
    if (netRead && net !== null && begin !== null && end === null)
      out.derive('endingCash', roundMoney(begin + net + reconciling), 0.6);
    if (netRead && net !== null && end !== null && begin === null)
      out.derive('beginningCash', roundMoney(end - net - reconciling), 0.6);
  }
  if (st.rows.length === 0) out.warnings.push('No statement rows with amounts were found.');
  return out.result({ lineItems: out.rows('lineItems', items) });
};
