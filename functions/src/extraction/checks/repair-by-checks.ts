// Repairing a single OCR misread with the document's own checks, for every type.
//
// A scan often loses a decimal point ("102345" for 1,023.45) or reads a "$" as a digit ("395781.35"
// for $95,781.35). The bank-statement and payslip parsers mend lost points in their balance chains
// and pay sums (parse/repair.ts); the other types' arithmetic lives in their checks. Here, when
// checks fail on an OCR'd document, each value a failed check names is tried with its cents
// restored, its first digit dropped, or both; the repair is made only when
// exactly one such change makes every check that ran pass (none newly failing), and it is recorded
// as provenance "repaired" with a warning, so the review flags it.
import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import type { CheckResult, ChildArrayName, ParsedDocument } from '../types';

const CHILD = /^(transactions|lineItems|box12_codes|box14_other|stateTaxInfo|dependents)\[(\d+)\]\.(\w+)$/;

function valueAt(parsed: ParsedDocument, path: string): unknown {
  const m = CHILD.exec(path);
  if (!m) return parsed.fields[path];
  return parsed[m[1] as ChildArrayName]?.[Number(m[2])]?.[m[3]!];
}

function withValue(parsed: ParsedDocument, path: string, value: number): ParsedDocument {
  const m = CHILD.exec(path);
  if (!m) return { ...parsed, fields: { ...parsed.fields, [path]: value } };
  const name = m[1] as ChildArrayName;
  const rows = [...(parsed[name] ?? [])];
  rows[Number(m[2])] = { ...rows[Number(m[2])], [m[3]!]: value };
  return { ...parsed, [name]: rows };
}

/** The value a lost decimal point made of `v`: only whole amounts of three or more digits. */
function withCents(v: number): number | null {
  return Number.isInteger(v) && Math.abs(v) >= 100 ? Math.round(v) / 100 : null;
}

/** `v` without its first digit: a "$" read as a digit ("$95,781.35" as 395781.35). */
function withoutLeadingDigit(v: number): number | null {
  const digits = Math.abs(v).toFixed(2).replace(/\.00$/, '');
  if (!/^\d\d/.test(digits)) return null;
  return Math.sign(v) * Number(digits.slice(1));
}

/**
 * What a single OCR slip may have made of the printed value: the cents restored, a "$" read as a
 * leading digit dropped, or both (the scan lost the "$" and the point of the same amount).
 */
function readings(v: number): number[] {
  const stripped = withoutLeadingDigit(v);
  const all = [withCents(v), stripped, stripped === null ? null : withCents(stripped)];
  return [...new Set(all.filter((x): x is number => x !== null && x !== 0))];
}

export interface CheckRepair {
  parsed: ParsedDocument;
  checks: CheckResult[];
  path: string;
  from: number;
  to: number;
}

/**
 * The one dropped-decimal repair that makes all the checks pass, or null (no failed check, no
 * candidate, or more than one candidate that would do).
 */
export function repairByChecks(
  type: ExtractableTypeCode,
  parsed: ParsedDocument,
  checks: readonly CheckResult[],
  run: (type: ExtractableTypeCode, parsed: ParsedDocument) => CheckResult[],
): CheckRepair | null {
  const failed = checks.filter((c) => !c.passed);
  if (failed.length === 0) return null;
  const ran = new Set(checks.map((c) => c.id));
  const paths = [...new Set(failed.flatMap((c) => c.fields))].filter(
    (p) => parsed.provenance?.[p] !== 'derived' && parsed.provenance?.[p] !== 'repaired',
  );
  const found: CheckRepair[] = [];
  for (const path of paths) {
    const from = valueAt(parsed, path);
    if (typeof from !== 'number') continue;
    for (const to of readings(from)) {
      const candidate = withValue(parsed, path, to);
      const after = run(type, candidate);
      const allPass = after.every((c) => c.passed) && [...ran].every((id) => after.some((c) => c.id === id));
      if (allPass) found.push({ parsed: candidate, checks: after, path, from, to });
    }
  }
  if (found.length !== 1) return null;
  const r = found[0]!;
  return {
    ...r,
    parsed: {
      ...r.parsed,
      provenance: { ...r.parsed.provenance, [r.path]: 'repaired' },
      fieldConfidence: {
        ...r.parsed.fieldConfidence,
        [r.path]: Math.min(r.parsed.fieldConfidence[r.path] ?? 0.8, 0.6),
      },
      warnings: [
        ...(r.parsed.warnings ?? []),
        `${r.path} read as ${r.from} was repaired to ${r.to} so the document's checks hold.`,
      ],
    },
  };
}
