// Small helpers shared by the per-type checks: numeric reads of parsed fields and a tolerant compare.
import type { ChildRow, ScalarValue } from '../types';

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
