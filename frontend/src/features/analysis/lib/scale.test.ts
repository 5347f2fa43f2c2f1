import { describe, expect, it } from 'vitest';
import { formatCompactMoney, formatMonth, niceTicks } from './scale';

describe('niceTicks', () => {
  it('rounds the top up to a step of 1, 2, 2.5 or 5 × 10^n', () => {
    expect(niceTicks(950)).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks(4321)).toEqual([0, 2000, 4000, 6000]);
    expect(niceTicks(80)).toEqual([0, 20, 40, 60, 80]);
  });
  it('always gives an axis for empty or zero data', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });
});

describe('labels', () => {
  it('formats compact currency ticks and month names', () => {
    expect(formatCompactMoney(1500)).toBe('$1.5K');
    expect(formatCompactMoney(0)).toBe('$0');
    expect(formatMonth('2025-03')).toBe('Mar 25');
    expect(formatMonth('n/a')).toBe('n/a');
  });
});
