// Readings search: where a parser cannot tell from the layout alone how to read the page (which
// column is the amount and which the balance, credits as "-" or "( )" or "CR", which date is the
// transaction's, which rows are totals), it returns its preferred reading with the alternatives it
// could not rule out, and the document's own arithmetic chooses. Layout cues may order the
// readings; they never decide alone. Two readings with different values that the document supports
// equally are an ambiguity: the first (the parser's safer one) is kept and the review is told.
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import type { FieldSet } from './parse/fields';
import { AMBIGUOUS_PREFIX, CORE_CHECKS, EXPECTED_FIELDS } from './review';
import {
  CHILD_ARRAYS,
  type AlternativeReading,
  type CheckResult,
  type ParsedDocument,
  type ScalarValue,
} from './types';

export type { AlternativeReading } from './types';

/** How well a document's own arithmetic and coverage support one reading of it. */
export interface ReadingScore {
  /** Ids of the checks that ran and held. */
  passed: string[];
  /** Ids of the checks that ran and failed. */
  failed: string[];
  /**
   * What a document of the type always supports but this reading does not: an expected field not
   * found, no rows, a core check that could not run, a value repaired to make the checks hold.
   */
  unsupported: string[];
  /** Distinct values a passed equality check ties to others read (values the arithmetic explains). */
  explained: number;
}

/** What the pipeline (or a parser choosing locally) runs over a reading: its checks, or a mended reading and its checks. */
export type ReadingRun = (
  parsed: ParsedDocument,
) => CheckResult[] | { parsed: ParsedDocument; checks: CheckResult[] };

export interface ChosenReading {
  /** The reading kept, without its alternatives. */
  parsed: ParsedDocument;
  checks: CheckResult[];
  /** Which reading was kept: the primary's name (or "as read") or the alternative's `what`. */
  kept: string;
  /** 0 for the primary reading, i + 1 for `alternatives[i]`. */
  keptIndex: number;
  /** The readings equally supported with other values, in words, or null. */
  ambiguous: string | null;
}

/** The name of the parser's own reading when it does not give one. */
export const PRIMARY_READING = 'as read';

const isBlank = (v: ScalarValue | undefined) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function scoreReading(
  type: ExtractableTypeCode,
  parsed: ParsedDocument,
  checks: readonly CheckResult[],
): ReadingScore {
  const expected = EXPECTED_FIELDS[type];
  const unsupported = expected.fields.filter((f) => isBlank(parsed.fields[f])).map((f) => `field:${f}`);
  if (expected.children && !(parsed[expected.children]?.length ?? 0))
    unsupported.push(`rows:${expected.children}`);
  const ran = new Set(checks.map((c) => c.id));
  for (const core of CORE_CHECKS[type])
    if ((core.when?.(parsed) ?? true) && !core.anyOf.some((id) => ran.has(id)))
      unsupported.push(`check:${core.anyOf.join('|')}`);
  for (const [key, how] of Object.entries(parsed.provenance ?? {}))
    if (how === 'repaired') unsupported.push(`repaired:${key}`);
  const explained = new Set(checks.filter((c) => c.passed).flatMap((c) => c.verified ?? []));
  return {
    passed: checks.filter((c) => c.passed).map((c) => c.id),
    failed: checks.filter((c) => !c.passed).map((c) => c.id),
    unsupported,
    explained: explained.size,
  };
}

/**
 * What counts against a reading among others: its failures, what it does not support, and every
 * check that ran on another reading but not on this one (a reading that finds less must not win by
 * leaving fewer checks able to fail).
 */
function against(score: ReadingScore, ranSomewhere: ReadonlySet<string>): number {
  const ran = new Set([...score.passed, ...score.failed]);
  const notRun = [...ranSomewhere].filter((id) => !ran.has(id)).length;
  return score.failed.length + score.unsupported.length + notRun;
}

/** Negative when `a` is better supported than `b`, positive when worse, 0 when equally. */
export function compareReadings(a: ReadingScore, b: ReadingScore, ranSomewhere: ReadonlySet<string>): number {
  return (
    against(a, ranSomewhere) - against(b, ranSomewhere) ||
    new Set(b.passed).size - new Set(a.passed).size ||
    b.explained - a.explained
  );
}

/** The values two readings give (fields and rows), ignoring confidences, provenance and warnings. */
export function sameValues(a: ParsedDocument, b: ParsedDocument): boolean {
  const valuesOf = (p: ParsedDocument) => {
    const fields = Object.entries(p.fields)
      .filter(([, v]) => !isBlank(v))
      .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return JSON.stringify([fields, CHILD_ARRAYS.map((name) => p[name] ?? [])]);
  };
  return valuesOf(a) === valuesOf(b);
}

/** Readings named for the review: the first few, and how many more (a row-by-row search may tie many). */
const NAMED_RIVALS = 3;
function namesOf(whats: string[]): string {
  const named = whats.slice(0, NAMED_RIVALS).join(' or ');
  return whats.length > NAMED_RIVALS ? `${named} or ${whats.length - NAMED_RIVALS} more` : named;
}

function withoutAlternatives(parsed: ParsedDocument): ParsedDocument {
  const { alternatives: _alternatives, reading: _reading, ...rest } = parsed;
  return rest;
}

/**
 * Scores the primary reading and each of its alternatives with `run` (the type's checks) and
 * keeps the best supported; among equally supported readings the earliest (the parser's order)
 * is kept, and when their values differ (and no check failed on it) the kept reading carries an
 * "Ambiguous reading: …" warning, which the review turns into a reason to look. A document
 * without alternatives costs one run, as before.
 */
export function chooseReading(
  type: ExtractableTypeCode,
  primary: ParsedDocument,
  run: ReadingRun,
): ChosenReading {
  const candidates = [
    { what: primary.reading ?? PRIMARY_READING, parsed: withoutAlternatives(primary) },
    ...(primary.alternatives ?? []).map((a) => ({ what: a.what, parsed: withoutAlternatives(a.parsed) })),
  ].map(({ what, parsed }, index) => {
    const out = run(parsed);
    const checked = Array.isArray(out) ? { parsed, checks: out } : out;
    return { what, index, ...checked, score: scoreReading(type, checked.parsed, checked.checks) };
  });
  const ranSomewhere = new Set(candidates.flatMap((c) => c.checks.map((k) => k.id)));
  let best = candidates[0]!;
  for (const c of candidates.slice(1)) if (compareReadings(c.score, best.score, ranSomewhere) < 0) best = c;
  // A kept reading that fails a check is flagged for that already: its equally poor rivals add nothing.
  const rivals = candidates.filter(
    (c) =>
      best.score.failed.length === 0 &&
      c !== best &&
      compareReadings(c.score, best.score, ranSomewhere) === 0 &&
      !sameValues(c.parsed, best.parsed),
  );
  const ambiguous = rivals.length > 0 ? namesOf([best, ...rivals].map((c) => c.what)) : null;
  const parsed = ambiguous
    ? { ...best.parsed, warnings: [...(best.parsed.warnings ?? []), `${AMBIGUOUS_PREFIX} ${ambiguous}`] }
    : best.parsed;
  return { parsed, checks: best.checks, kept: best.what, keptIndex: best.index, ambiguous };
}

/**
 * A parser's readings as one document: the first is the preferred reading (named `what`), the rest
 * its alternatives, each kept only when it gives values no earlier reading gives (an alternative
 * that changes nothing on this page is no alternative).
 */
export function offerAlternatives(readings: readonly AlternativeReading[]): ParsedDocument {
  const [first, ...rest] = readings;
  if (!first) throw new Error('offerAlternatives needs at least one reading');
  const distinct: AlternativeReading[] = [first];
  for (const r of rest)
    if (!distinct.some((d) => sameValues(d.parsed, r.parsed)))
      distinct.push({ what: r.what, parsed: withoutAlternatives(r.parsed) });
  const alternatives = distinct.slice(1);
  return {
    ...withoutAlternatives(first.parsed),
    reading: first.what,
    ...(alternatives.length > 0 ? { alternatives } : {}),
  };
}

/**
 * A form parser's local choice between the values read (`out`) and one alternative reading of some
 * of its `fields`: both are scored with the form's checks (chooseReading) and, when the
 * alternative is better supported, its values for `fields` replace the read ones. An equally
 * supported alternative with other values leaves the values read and tells the review.
 */
export function keepBetterSupported(
  type: ExtractableTypeCode,
  out: FieldSet,
  alternative: FieldSet,
  what: string,
  check: (parsed: ParsedDocument) => CheckResult[],
  fields: readonly string[],
): void {
  const asRead = out.result();
  const other = alternative.result();
  if (sameValues(asRead, other)) return;
  const chosen = chooseReading(type, { ...asRead, alternatives: [{ what, parsed: other }] }, check);
  if (chosen.keptIndex === 0) {
    if (chosen.ambiguous) out.warnings.push(chosen.parsed.warnings!.at(-1)!);
    return;
  }
  for (const field of fields) {
    out.fields[field] = null;
    out.set(field, alternative.get(field), alternative.confidence[field] ?? 0, true);
  }
}
