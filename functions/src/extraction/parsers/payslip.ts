// Payslips of any payroll provider: earnings/deductions tables found by their column titles
// (side by side or stacked, typed by section title, a type/code column, sign or wording), totals
// by label (beside, or in a Current/YTD grid), and identity/period values by label.
import { repairSum } from '../parse/repair';
import { findAmounts, parseAmount, parseOcrMoney } from '../parse/amounts';
import { findDateRange, findDates, inferNumericOrder, type ParseDateOptions } from '../parse/dates';
import { FieldSet, looksLikeName, looksLikeStreet, parseCityLine, rowConfidence } from '../parse/fields';
import { findLabel, findLabeledValue, normalizeLabel } from '../parse/labels';
import { documentLines, type Cell, type Line } from '../parse/layout';
import type { ChildRow, DocumentText, ParsedDocument, TypeParser } from '../types';

export const PAYSLIP_FIELDS = [
  'employeeName',
  'employeeId',
  'employerName',
  'employerAddress',
  'payPeriodStartDate',
  'payPeriodEndDate',
  'payDate',
  'payFrequency',
  'grossPay',
  'netPay',
  'totalDeductions',
  'ytdGrossPay',
  'ytdDeductions',
  'ytdNetPay',
] as const;

type Kind = 'earning' | 'deduction';

const CURRENT_TITLE = /^(current|this period|this pay|amount|current period|period|this pay period)$/;
const YTD_TITLE = /^(ytd|year ?to ?date|ytd amount|y t d|ytd total)$/;
const SECTION_TITLE: [RegExp, Kind][] = [
  [/^(earnings?|income|pay|payments|gross earnings|earnings and hours|hours and earnings)$/, 'earning'],
  [
    /^(deductions?|taxes|withholdings?|taxes and deductions|deductions and taxes|statutory deductions|voluntary deductions|pre tax deductions|post tax deductions)$/,
    'deduction',
  ],
];
const SUMMARY_ROW =
  /^(gross|total|totals|net|earnings total|deductions total|take home|sum|current total|ytd total|this period total)\b|\btotals?$/;
/** Blocks the line items exclude: where the net pay went, and leave balances. */
const EXCLUDED_BLOCK =
  /^(net pay distribution|pay distribution|direct deposits?|deposit (information|distribution)|distribution|time off|time off balances?|leave balances?|leave|pto balances?|accruals?|absence plans?)$/;
const DEPOSIT_ROW = /\b(?:x{2,}|\*{2,})\d{2,4}\b|\bdirect deposit\b/i;
const TAX_WORDS =
  /\b(tax|fica|oasdi|social security|medicare|withholding|fed|federal|state|sdi|sui|local|city|county|paye|national insurance|ni)\b/i;
const BENEFIT_WORDS =
  /\b(401\s*\(?k\)?|403\s*\(?b\)?|457|roth|retirement|pension|insurance|medical|dental|vision|health|hsa|fsa|life|disability|ltd|std|benefit|cafeteria|section 125)\b/i;
const DEDUCTION_WORDS =
  /\b(tax|fica|social security|medicare|withholding|insurance|401|403|dues|garnish|deduction|contribution|loan|repayment|charity|union|hsa|fsa|medical|dental|vision)\b/i;

function deductionCategory(description: string): 'taxes' | 'benefits' | 'other' {
  if (TAX_WORDS.test(description)) return 'taxes';
  if (BENEFIT_WORDS.test(description)) return 'benefits';
  return 'other';
}

function isNumberCell(text: string): boolean {
  const t = text.trim();
  return /\d/.test(t) && parseAmount(t) !== null;
}

interface Section {
  kind: Kind | null;
  x0: number;
  x1: number;
  header: Line;
  /** Titles of numeric columns in header order, e.g. ['rate', 'hours', 'current', 'ytd']. */
  numeric: ('rate' | 'hours' | 'current' | 'ytd')[];
  hasType: boolean;
}

function titleTokens(text: string): ('rate' | 'hours' | 'current' | 'ytd')[] {
  const out: ('rate' | 'hours' | 'current' | 'ytd')[] = [];
  const t = normalizeLabel(text);
  for (const m of t.matchAll(
    /\b(rate|hours|hrs|units|current|this period|this pay|amount|ytd|year ?to ?date)\b/g,
  )) {
    const w = m[1]!;
    const token =
      w === 'rate'
        ? 'rate'
        : /^(hours|hrs|units)$/.test(w)
          ? 'hours'
          : /^(ytd|year ?to ?date)$/.test(w)
            ? 'ytd'
            : 'current';
    if (!out.includes(token)) out.push(token);
  }
  return out;
}

/** Header rows of earnings/deductions tables, split into side-by-side sections. */
function findSections(lines: Line[]): Section[] {
  const sections: Section[] = [];
  for (const line of lines) {
    const norms = line.cells.map((c) => normalizeLabel(c.text));
    const hasAmountTitle =
      norms.some((n) => CURRENT_TITLE.test(n) || YTD_TITLE.test(n)) ||
      titleTokens(line.text).includes('current');
    const hasRowTitle = norms.some(
      (n) =>
        /^(description|item|code|type|earnings?|deductions?|taxes|pay type|hours|rate)$/.test(n) ||
        SECTION_TITLE.some(([re]) => re.test(n)),
    );
    if (!hasAmountTitle || !hasRowTitle || line.cells.length < 3) continue;
    // Each section title cell starts a section; without one the whole line is one section.
    const starts = line.cells
      .map((c, i) => ({ c, i, kind: SECTION_TITLE.find(([re]) => re.test(norms[i]!))?.[1] ?? null }))
      .filter((s) => s.kind !== null);
    const bounds = starts.length > 0 ? starts : [{ c: line.cells[0]!, i: 0, kind: null as Kind | null }];
    bounds.forEach((s, k) => {
      const next = bounds[k + 1];
      const cells = line.cells.slice(k === 0 ? 0 : s.i, next ? next.i : undefined);
      const x1 = next ? next.c.x0 - 1 : Infinity;
      sections.push({
        kind: s.kind ?? kindAbove(lines, line),
        x0: k === 0 ? -Infinity : s.c.x0 - 1,
        x1,
        header: line,
        numeric: titleTokens(cells.map((c) => c.text).join(' ')),
        hasType: cells.some((c) => /^(type|code)$/i.test(normalizeLabel(c.text))),
      });
    });
  }
  return sections;
}

function kindAbove(lines: Line[], header: Line): Kind | null {
  for (let i = header.index - 1; i >= Math.max(0, header.index - 3); i--) {
    const n = normalizeLabel(lines[i]!.text);
    const hit = SECTION_TITLE.find(([re]) => re.test(n));
    if (hit) return hit[1];
  }
  return null;
}

function rowKind(
  description: string,
  typeText: string | null,
  negative: boolean,
  section: Kind | null,
): { kind: Kind; sure: boolean } {
  if (typeText) {
    if (/^(e|earning|earnings|income)$/i.test(typeText)) return { kind: 'earning', sure: true };
    if (/^(d|t|deduction|deductions|tax|taxes)$/i.test(typeText)) return { kind: 'deduction', sure: true };
  }
  if (section) return { kind: section, sure: true };
  if (negative) return { kind: 'deduction', sure: true };
  return { kind: DEDUCTION_WORDS.test(description) ? 'deduction' : 'earning', sure: false };
}

function readItems(lines: Line[], sections: Section[]): { rows: ChildRow[]; confidences: number[] } {
  const rows: ChildRow[] = [];
  const confidences: number[] = [];
  const headerIdx = new Set(sections.map((s) => s.header.index));
  for (const section of sections) {
    let empty = 0;
    for (let i = section.header.index + 1; i < lines.length && empty < 3; i++) {
      const line = lines[i]!;
      if (headerIdx.has(i)) break;
      const cells = line.cells.filter(
        (c) => (c.x0 + c.x1) / 2 > section.x0 && (c.x0 + c.x1) / 2 < section.x1,
      );
      // An excluded block's title ("Net Pay Distribution", "Time Off") ends the section's rows.
      if (cells.length > 0 && EXCLUDED_BLOCK.test(normalizeLabel(cells[0]!.text))) break;
      const texts = cells.filter((c) => !isNumberCell(c.text));
      const nums = cells.filter((c) => isNumberCell(c.text));
      if (nums.length === 0 || texts.length === 0) {
        empty++;
        continue;
      }
      empty = 0;
      let typeText: string | null = null;
      const descCells: Cell[] = [];
      // OCR leaves stray quotes on words ("Regular Pay\"", "‘Earning").
      const bare = (t: string) => t.trim().replace(/^[^\p{L}\p{N}(]+|[^\p{L}\p{N})%.]+$/gu, '');
      for (const c of texts) {
        if (
          section.hasType &&
          /^(e|d|t|earning|deduction|earnings|deductions|tax)$/i.test(bare(c.text)) &&
          typeText === null
        )
          typeText = bare(c.text);
        else descCells.push(c);
      }
      const description = descCells
        .map((c) => bare(c.text))
        .join(' ')
        .trim();
      if (!description) continue;
      if (SUMMARY_ROW.test(normalizeLabel(description))) continue;
      // A deposit to an account ("Checking XXXX2722") is where net pay went, not an item.
      if (DEPOSIT_ROW.test(description)) continue;
      const values = nums.map((c) => (line.confidence < 1 ? parseOcrMoney(c.text) : parseAmount(c.text))!);
      const mapped: Partial<Record<'rate' | 'hours' | 'current' | 'ytd', number>> = {};
      const titles = section.numeric.length > 0 ? section.numeric : (['current', 'ytd'] as const);
      const hasYtd = titles.includes('ytd');
      const rest = [...values];
      const leadingTitles = titles.filter((t) => t === 'rate' || t === 'hours').length;
      // A garbled YTD title still leaves its column: a number beyond the titled ones is YTD.
      if ((hasYtd && rest.length >= 2) || (!hasYtd && rest.length > leadingTitles + 1))
        mapped.ytd = rest.pop()!.value;
      const cur = rest.pop();
      if (!cur) continue;
      mapped.current = cur.value;
      const leading = titles.filter((t) => t === 'rate' || t === 'hours');
      rest.forEach((v, k) => {
        const t = leading[k];
        if (t) mapped[t] = v.magnitude;
      });
      const negative = (mapped.current ?? 0) < 0;
      const { kind, sure } = rowKind(description, typeText, negative, section.kind);
      const row: ChildRow = {
        itemType: kind,
        description,
        category: null,
        amount: Math.abs(mapped.current!),
        ytdAmount: mapped.ytd !== undefined ? Math.abs(mapped.ytd) : null,
        hours: mapped.hours ?? null,
        rate: mapped.rate ?? null,
        deductionCategory: kind === 'deduction' ? deductionCategory(description) : null,
      };
      rows.push(row);
      confidences.push(line.confidence * (sure ? 0.9 : 0.7));
    }
  }
  return { rows, confidences };
}

interface Totals {
  current: number | null;
  ytd: number | null;
  confidence: number;
}

/**
 * A total by label: numbers after the label on its line (current, then YTD), or a grid with the
 * label as a column title and rows titled Current / YTD below it.
 */
function totalByLabels(lines: Line[], labels: string[]): Totals | null {
  for (const label of labels) {
    for (const line of lines) {
      for (const [ci, cell] of line.cells.entries()) {
        const hit = findLabel(cell.text, label, line.confidence < 1);
        if (!hit || hit.score < 0.85 || hit.start > 2) continue;
        const after = [cell.text.slice(hit.end), ...line.cells.slice(ci + 1).map((c) => c.text)].join('   ');
        // Stop at the next label on the line (side-by-side summary blocks).
        const own = after.split(/\s{3}(?=[A-Za-z]{3})/)[0]!;
        const amounts =
          line.confidence < 1
            ? own
                .split(/\s{3}|\s(?=[$€£]?\d)/)
                .map((t) => (/\d/.test(t) ? parseOcrMoney(t.replace(/^[$€£]/, '')) : null))
                .filter((a): a is NonNullable<typeof a> => a !== null)
                .map((a) => Math.abs(a.value))
            : findAmounts(own).map((a) => Math.abs(a.amount.value));
        if (amounts.length > 0)
          return {
            current: amounts[0]!,
            ytd: amounts[1] ?? null,
            confidence: hit.score * line.confidence * 0.95,
          };
        let current: number | null = null;
        let ytd: number | null = null;
        for (let k = line.index + 1; k <= line.index + 3 && k < lines.length; k++) {
          const below = lines[k]!;
          const title = normalizeLabel(below.cells[0]?.text ?? '');
          const under = below.cells.find(
            (c) => c.x1 > cell.x0 - 4 && c.x0 < cell.x1 + 50 && isNumberCell(c.text),
          );
          if (!under) continue;
          const v = Math.abs(parseAmount(under.text)!.value);
          if (YTD_TITLE.test(title)) ytd ??= v;
          else current ??= v;
        }
        if (current !== null) return { current, ytd, confidence: hit.score * line.confidence * 0.85 };
      }
    }
  }
  return null;
}

const FREQUENCIES: [RegExp, string][] = [
  [/semi ?-?monthly|twice (a|per) month/i, 'semimonthly'],
  [/bi ?-?weekly|fortnightly|every (two|2) weeks/i, 'biweekly'],
  [/weekly/i, 'weekly'],
  [/monthly/i, 'monthly'],
  [/quarterly/i, 'quarterly'],
  [/annual|yearly/i, 'annually'],
  [/daily/i, 'daily'],
];

function frequencyOf(lines: Line[]): { value: string; confidence: number } | null {
  const labeled = findLabeledValue(
    lines,
    ['pay frequency', 'frequency', 'freq', 'pay cycle', 'pay schedule'],
    { kind: 'text', direction: 'right' },
  );
  const texts = labeled
    ? [String(labeled.value)]
    : lines.map((l) => l.text).filter((t) => /\bpaid\b|\bpay (period|frequency)\b/i.test(t));
  for (const t of texts) {
    const hit = FREQUENCIES.find(([re]) => re.test(t));
    if (hit) return { value: hit[1], confidence: labeled ? 0.9 : 0.7 };
  }
  return null;
}

function periodOf(
  lines: Line[],
  o: ParseDateOptions,
): { start: string | null; end: string | null; confidence: number } {
  const range = findLabeledValue(lines, ['pay period', 'period', 'pay period dates', 'period covered'], {
    kind: 'text',
    direction: 'both',
    belowLines: 1,
    accept: (v) => !!findDateRange(String(v), o) || findDates(String(v), o).length >= 2,
  });
  if (range) {
    const r = findDateRange(String(range.value), o);
    if (r) return { start: r.start, end: r.end, confidence: range.confidence };
    const d = findDates(String(range.value), o);
    return { start: d[0]!.iso, end: d[1]!.iso, confidence: range.confidence };
  }
  const start = findLabeledValue(
    lines,
    ['period beginning', 'period start', 'period from', 'start date', 'from'],
    { kind: 'date', date: o, direction: 'right' },
  );
  const end = findLabeledValue(
    lines,
    ['period ending', 'period end', 'period to', 'end date', 'through', 'to'],
    { kind: 'date', date: o, direction: 'right' },
  );
  return {
    start: (start?.value as string) ?? null,
    end: (end?.value as string) ?? null,
    confidence: Math.min(start?.confidence ?? 1, end?.confidence ?? 1),
  };
}

/** Employer: a labelled value, else the first name-like line at the top with its address lines below. */
function employerOf(
  lines: Line[],
  employeeName: string | null,
): { name: string; address: string | null; confidence: number } | null {
  const labeled = findLabeledValue(lines, ['employer name', 'employer', 'company'], {
    kind: 'text',
    direction: 'right',
    // OCR-tolerant matching must not read "Employee name" as "Employer name".
    accept: (v) => !employeeName || normalizeLabel(String(v)) !== normalizeLabel(employeeName),
  });
  const top = lines.filter((l) => l.pageNumber === 1 && l.top < l.pageHeight * 0.15).slice(0, 8);
  const bottom = lines.filter((l) => l.pageNumber === 1 && l.top > l.pageHeight * 0.8);
  let name: string | null = labeled && typeof labeled.value === 'string' ? labeled.value : null;
  let at: { line: Line; cell: Cell } | null = null;
  if (!name) {
    for (const l of top) {
      const c = l.cells[0];
      if (!c) continue;
      const t = c.text.trim();
      if (/(statement|stub|slip|advice|earnings|payroll)\b/i.test(t) && !/\b(inc|llc|ltd|corp|co)\b/i.test(t))
        continue;
      if (employeeName && normalizeLabel(t).includes(normalizeLabel(employeeName))) continue;
      const companyLike = t.split(/\s+/).length >= 2 || /\b(inc|llc|ltd|corp|co|gmbh|plc)\b/i.test(t);
      if (/^[A-Za-z][\w&.,'’ -]{2,60}$/.test(t) && !/:/.test(t) && companyLike) {
        name = t;
        at = { line: l, cell: c };
        break;
      }
    }
  }
  // Footer form: "Employer Corp., 954 Pine St, Boise, ID 83702".
  if (!name) {
    for (const l of bottom) {
      const m = l.text.match(/^([^,]{3,60}?(?:,\s*(?:inc|llc|ltd|corp|co)\.?)?),\s*(\d+.+)$/i);
      if (m) return { name: m[1]!.trim(), address: m[2]!.trim(), confidence: 0.6 };
    }
  }
  if (!name) return null;
  let address: string | null = null;
  if (at) {
    const parts: string[] = [];
    for (let k = at.line.index + 1; k <= at.line.index + 3 && k < lines.length; k++) {
      const below = lines[k]!;
      const c = below.cells.find((x) => Math.abs(x.x0 - at!.cell.x0) < 15);
      if (!c) break;
      if (looksLikeStreet(c.text) || parseCityLine(c.text) || /,\s*[A-Z]{2}\s+\d{5}/.test(c.text))
        parts.push(c.text);
      else break;
    }
    address = parts.length > 0 ? parts.join(', ') : null;
  }
  return { name: name.replace(/[,;]$/, ''), address, confidence: labeled ? 0.85 : 0.65 };
}

function employeeOf(lines: Line[]): { name: string; confidence: number } | null {
  const labeled = findLabeledValue(lines, ['employee name', 'employee', 'name', 'pay to', 'payee'], {
    kind: 'text',
    direction: 'both',
    belowLines: 1,
    // A title beside the label ("EMPLOYEE  PAY PERIOD") is a column header, not the name.
    accept: (v) =>
      looksLikeName(String(v)) &&
      !/\b(period|date|pay|id|number|employee|employer|frequency|address|department|ssn)\b/i.test(String(v)),
  });
  if (labeled)
    return {
      name: String(labeled.value)
        .replace(/\s{2,}.*$/, '')
        .trim(),
      confidence: labeled.confidence * 0.9,
    };
  // The employee's mailing block: a name line right above a street line, away from the top-left employer.
  for (const [i, l] of lines.entries()) {
    for (const c of l.cells) {
      if (!looksLikeStreet(c.text)) continue;
      const prev = lines[i - 1]?.cells.find((p) => Math.abs(p.x0 - c.x0) < 15);
      if (prev && looksLikeName(prev.text) && i > 3) return { name: prev.text, confidence: 0.6 };
    }
  }
  return null;
}

function employeeIdOf(lines: Line[]): { value: string; confidence: number } | null {
  for (const l of lines) {
    const m =
      l.text.match(
        /\b(?:employee|emp(?:loyee)?\.?)\s*(?:id|no\.?|number|#)\s*[:#]?\s*([A-Z0-9][\w-]*\d[\w-]*)/i,
      ) ?? l.text.match(/(?:^|\s)ID[:#]?\s+([A-Z0-9][\w-]*\d[\w-]*)/);
    if (m) return { value: m[1]!, confidence: 0.9 };
  }
  return null;
}

/**
 * A scan that lost a decimal point breaks the pay arithmetic: earning lines to gross, deduction
 * lines to total deductions, gross − deductions to net, each over values read. Where exactly one
 * single-value repair makes a sum hold, it is made, marked "repaired" and reported.
 */
function repairDroppedDecimals(
  f: FieldSet,
  items: { rows: ChildRow[]; confidences: number[] },
  warnings: string[],
): void {
  const fix = (key: string, from: number, to: number) => {
    const m = /^lineItems\[(\d+)\]$/.exec(key);
    if (m) {
      const i = Number(m[1]);
      const was = items.rows[i]!.amount;
      items.rows[i]!.amount = typeof was === 'number' && was < 0 ? -to : to;
      items.confidences[i] = Math.min(items.confidences[i] ?? 0.8, 0.6);
      f.provenance[`lineItems[${i}].amount`] = 'repaired';
    } else f.repair(key, (f.num(key) ?? 0) < 0 ? -to : to, Math.min(f.confidence[key] ?? 0.8, 0.6));
    warnings.push(`${key} read as ${from} was repaired to ${to} so the pay arithmetic holds.`);
  };
  for (const [kind, totalKey] of [
    ['earning', 'grossPay'],
    ['deduction', 'totalDeductions'],
  ] as const) {
    const total = f.num(totalKey);
    const terms = items.rows.flatMap((r, i) =>
      r.itemType === kind && typeof r.amount === 'number'
        ? [{ key: `lineItems[${i}]`, value: Math.abs(r.amount), sign: 1 as const }]
        : [],
    );
    if (total === null || terms.length === 0) continue;
    const r = repairSum(terms, { key: totalKey, value: total });
    if (r) fix(r.key, r.from, r.to);
  }
  const [g, d, n] = [f.num('grossPay'), f.num('totalDeductions'), f.num('netPay')];
  if (g === null || d === null || n === null) return;
  const r = repairSum(
    [
      { key: 'grossPay', value: g, sign: 1 },
      { key: 'totalDeductions', value: Math.abs(d), sign: -1 },
    ],
    { key: 'netPay', value: n },
  );
  if (r) fix(r.key, r.from, r.to);
}

export const parsePayslip: TypeParser = (doc: DocumentText): ParsedDocument => {
  const lines = documentLines(doc);
  const numericOrder = inferNumericOrder(lines.map((l) => l.text).join('\n'));
  const dates: ParseDateOptions = { numericOrder };
  const f = new FieldSet(PAYSLIP_FIELDS);
  const warnings: string[] = [];

  const employee = employeeOf(lines);
  if (employee) f.set('employeeName', employee.name, employee.confidence);
  const id = employeeIdOf(lines);
  if (id) f.set('employeeId', id.value, id.confidence);
  const employer = employerOf(lines, employee?.name ?? null);
  if (employer) {
    f.set('employerName', employer.name, employer.confidence);
    f.set('employerAddress', employer.address, employer.confidence * 0.9);
  }
  const period = periodOf(lines, dates);
  f.set('payPeriodStartDate', period.start, period.confidence);
  f.set('payPeriodEndDate', period.end, period.confidence);
  const payDate = findLabeledValue(
    lines,
    ['pay date', 'payment date', 'check date', 'paid on', 'date of payment', 'deposit date', 'pay day'],
    { kind: 'date', date: dates },
  );
  if (payDate) f.set('payDate', payDate.value as string, payDate.confidence);
  const freq = frequencyOf(lines);
  if (freq) f.set('payFrequency', freq.value, freq.confidence);

  const gross = totalByLabels(lines, [
    'total gross pay',
    'gross pay',
    'gross earnings',
    'total earnings',
    'gross wages',
    'total gross',
    'gross',
  ]);
  const deductions = totalByLabels(lines, [
    'total deductions',
    'deductions total',
    'total taxes and deductions',
    'deductions',
  ]);
  const net = totalByLabels(lines, [
    'net pay',
    'net amount',
    'take home pay',
    'net salary',
    'net wages',
    'amount paid',
    'net',
  ]);
  for (const [t, cur, ytd] of [
    [gross, 'grossPay', 'ytdGrossPay'],
    [deductions, 'totalDeductions', 'ytdDeductions'],
    [net, 'netPay', 'ytdNetPay'],
  ] as const) {
    if (!t) continue;
    f.set(cur, t.current, t.confidence);
    f.set(ytd, t.ytd, t.confidence * 0.95);
  }

  const items = readItems(lines, findSections(lines));
  if (items.rows.length === 0) warnings.push('No earnings or deductions table was found.');
  const sum = (kind: Kind, key: 'amount' | 'ytdAmount') =>
    Math.round(
      items.rows
        .filter((r) => r.itemType === kind)
        .reduce((a, r) => a + (typeof r[key] === 'number' ? (r[key] as number) : 0), 0) * 100,
    ) / 100;
  if (doc.pages.some((p) => p.source === 'ocr')) repairDroppedDecimals(f, items, warnings);
  if (items.rows.length > 0) {
    if (items.rows.some((r) => r.itemType === 'earning')) f.derive('grossPay', sum('earning', 'amount'), 0.6);
    if (items.rows.some((r) => r.itemType === 'deduction'))
      f.derive('totalDeductions', sum('deduction', 'amount'), 0.6);
  }
  const g = f.num('grossPay');
  const d = f.num('totalDeductions');
  const n = f.num('netPay');
  if (g !== null && n !== null) f.derive('totalDeductions', Math.round((g - n) * 100) / 100, 0.55);
  if (g !== null && d !== null) f.derive('netPay', Math.round((g - d) * 100) / 100, 0.55);
  const yg = f.num('ytdGrossPay');
  const yd = f.num('ytdDeductions');
  const yn = f.num('ytdNetPay');
  if (yg !== null && yn !== null) f.derive('ytdDeductions', Math.round((yg - yn) * 100) / 100, 0.5);
  if (yg !== null && yd !== null) f.derive('ytdNetPay', Math.round((yg - yd) * 100) / 100, 0.5);

  const fieldConfidence: Record<string, number> = { ...f.confidence };
  rowConfidence('lineItems', items.rows, items.confidences, fieldConfidence);
  return {
    fields: f.fields,
    lineItems: items.rows,
    fieldConfidence,
    checks: [],
    provenance: f.provenance,
    warnings,
  };
};
