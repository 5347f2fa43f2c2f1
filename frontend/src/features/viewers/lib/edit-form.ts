// Edit forms of spec part 2 §5: money fields numeric (step 0.01), dates as date inputs, APR a
// percent, no required or range checks. Form state is strings; these convert both ways.
export type EditFieldKind = 'text' | 'money' | 'number' | 'percent' | 'date' | 'select';

export interface EditFieldSpec {
  name: string;
  label: string;
  kind: EditFieldKind;
  options?: readonly { value: string; label: string }[];
  /** Spans both columns (descriptions, addresses). */
  wide?: boolean;
}

export type FormValues = Record<string, string>;

export function toFormValues(record: Record<string, unknown>, specs: readonly EditFieldSpec[]): FormValues {
  const values: FormValues = {};
  for (const spec of specs) {
    const value = record[spec.name];
    values[spec.name] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

const numericKinds: ReadonlySet<EditFieldKind> = new Set(['money', 'number', 'percent']);

/**
 * Only the fields the user changed, typed for the PATCH body: numbers for numeric kinds, null for a
 * cleared value. Sending only changes keeps a concurrent edit of another field intact.
 */
export function changedValues(
  initial: FormValues,
  current: FormValues,
  specs: readonly EditFieldSpec[],
): Record<string, string | number | null> {
  const changes: Record<string, string | number | null> = {};
  for (const spec of specs) {
    const before = initial[spec.name] ?? '';
    const after = (current[spec.name] ?? '').trim();
    if (after === before.trim()) continue;
    if (after === '') {
      changes[spec.name] = null;
    } else if (numericKinds.has(spec.kind)) {
      const n = Number(after.replace(/[$,\s%]/g, ''));
      changes[spec.name] = Number.isFinite(n) ? n : after;
    } else {
      changes[spec.name] = after;
    }
  }
  return changes;
}
