import { describe, expect, it } from 'vitest';
import { windowStart } from './reads';

describe('windowStart (the dashboard keeps the last 3 months)', () => {
  it('goes back to the same calendar day', () => {
    expect(windowStart(Date.UTC(2026, 4, 15, 13), 3)).toBe('2026-02-15T00:00:00.000Z');
  });
  it('clamps to the end of a shorter month', () => {
    expect(windowStart(Date.UTC(2026, 4, 31), 3)).toBe('2026-02-28T00:00:00.000Z');
  });
  it('crosses the year', () => {
    expect(windowStart(Date.UTC(2026, 0, 10), 3)).toBe('2025-10-10T00:00:00.000Z');
  });
});
