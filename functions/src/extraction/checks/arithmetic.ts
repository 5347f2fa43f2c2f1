// Small helpers shared by the per-type checks: numeric reads of parsed fields and a tolerant compare.
import type { CheckResult, ChildRow, ScalarValue } from '../types';

/** Rounding tolerance: printed amounts are rounded to cents. */
export const TOLERANCE = 0.01;

export function num(record: Record<string, ScalarValue> | ChildRow | undefined, name: string): number | null {
  const v = record?.[name];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

export function round2(n: number): number {
  return Math.round((n + Number.EPSILON * Math.sign(n)) * 100) / 100;
}

/** Equal within `tolerance` plus float noise. */
export function approxEqual(a: number, b: number, tolerance = TOLERANCE): boolean {
  return Math.abs(a - b) <= tolerance + 1e-9;
}

export function sum(values: number[]): number {
  return round2(values.reduce((a, b) => a + b, 0));
}

/** `{ verified }` for a passed equality check (spread into its result), nothing for a failed one. */
export function verifiedWhen(passed: boolean, keys: string[]): { verified?: string[] } {
  return passed ? { verified: keys } : {};
}

/**
 * An equality check (a sum or a difference that must hold to the cent): when it passed, the values
 * it lists were read independently and agree, so each confirms the others.
 */
export function asEquality(check: CheckResult): CheckResult {
  return check.passed ? { ...check, verified: check.fields } : check;
}

/**
 * An inequality check that holds with equality to the cent ("line 15 ≤ line 11 − line 12" where
 * line 13 is empty, "box 2 ≤ box 1" when all of it was withheld): the values were read independently
 * and land exactly on the bound, which a misread digit in any of them would break. They confirm each
 * other as an equality's do. `keys` are the values the bound is made of.
 */
export function verifiedWhenExact(
  passed: boolean,
  actual: number,
  bound: number,
  keys: string[],
): { verified?: string[] } {
  return passed && approxEqual(actual, bound) ? { verified: keys } : {};
}
