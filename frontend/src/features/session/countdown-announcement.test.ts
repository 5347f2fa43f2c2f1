import { describe, expect, it } from 'vitest';
import { announcement } from './countdown-announcement';

describe('timeout announcement', () => {
  it('changes only at 15-second steps, then every second of the last 10', () => {
    expect(announcement(60_000)).toBe('Your session will expire in 1 minute.');
    expect(announcement(46_000)).toBe('Your session will expire in 1 minute.');
    expect(announcement(44_000)).toBe('Your session will expire in 45 seconds.');
    expect(announcement(31_000)).toBe('Your session will expire in 45 seconds.');
    expect(announcement(29_500)).toBe('Your session will expire in 30 seconds.');
    expect(announcement(10_000)).toBe('Your session will expire in 10 seconds.');
    expect(announcement(900)).toBe('Your session will expire in 1 second.');
    expect(announcement(0)).toBe('Your session has expired.');
  });
});
