// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInactivityTimer, formatCountdown } from './inactivity-timer';

const MINUTE = 60_000;

describe('inactivity timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  function setup() {
    const onWarning = vi.fn();
    const onTimeout = vi.fn();
    const timer = createInactivityTimer({ onWarning, onTimeout });
    timer.restart();
    return { timer, onWarning, onTimeout };
  }

  it('warns one minute before twenty minutes of inactivity, then times out', () => {
    const { onWarning, onTimeout } = setup();
    vi.advanceTimersByTime(19 * MINUTE - 1);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('restarts on activity once more than a second has passed since the last restart', () => {
    const { timer, onWarning } = setup();
    vi.advanceTimersByTime(1000);
    expect(timer.activity()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(timer.activity()).toBe(true);
    expect(timer.deadline()).toBe(Date.now() + 20 * MINUTE);
    vi.advanceTimersByTime(19 * MINUTE - 1);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledTimes(1);
  });

  it('throttles a burst of activity to one restart', () => {
    const { timer } = setup();
    vi.advanceTimersByTime(5000);
    const restarts = Array.from({ length: 50 }, () => {
      vi.advanceTimersByTime(10);
      return timer.activity();
    }).filter(Boolean).length;
    expect(restarts).toBe(1);
  });

  it('ignores activity while the warning shows; Stay Logged In restarts the full period', () => {
    const { timer, onTimeout } = setup();
    vi.advanceTimersByTime(19 * MINUTE + 10_000);
    expect(timer.isWarning()).toBe(true);
    expect(timer.activity()).toBe(false);
    timer.restart();
    expect(timer.isWarning()).toBe(false);
    vi.advanceTimersByTime(19 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('does nothing after stop', () => {
    const { timer, onWarning, onTimeout } = setup();
    timer.stop();
    vi.advanceTimersByTime(30 * MINUTE);
    expect(timer.activity()).toBe(false);
    expect(onWarning).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

describe('formatCountdown', () => {
  it('formats mm:ss rounding partial seconds up and never below zero', () => {
    expect(formatCountdown(60_000)).toBe('01:00');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(59_000)).toBe('00:59');
    expect(formatCountdown(5_000)).toBe('00:05');
    expect(formatCountdown(-10)).toBe('00:00');
  });
});
