import type { ScheduledEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduledEvent, startSchedule } from './schedule';

// A fake clock drives the interval and the handlers' work: the counts are exact and a loaded machine
// cannot starve the timers.
describe('startSchedule', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at start and then every interval, never overlapping, and stop waits for the run', async () => {
    const events: ScheduledEvent[] = [];
    let active = 0;
    let maxActive = 0;
    const schedule = startSchedule({
      name: 'sweep-stuck',
      everyMs: 20,
      region: 'us-east-1',
      log: () => undefined,
      handler: async (event) => {
        active++;
        maxActive = Math.max(maxActive, active);
        events.push(event);
        await new Promise((r) => setTimeout(r, 50));
        active--;
      },
    });
    expect(events).toHaveLength(1);
    // Runs at 0, 60, 120 and 180: the ticks while a 50 ms run is busy are skipped, not queued.
    await vi.advanceTimersByTimeAsync(180);
    expect(events).toHaveLength(4);
    expect(active).toBe(1);
    const stopped = schedule.stop();
    let stopDone = false;
    void stopped.then(() => (stopDone = true));
    await vi.advanceTimersByTimeAsync(49);
    expect(stopDone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await stopped;
    expect(maxActive).toBe(1);
    expect(active).toBe(0);
    await vi.advanceTimersByTimeAsync(60);
    expect(events).toHaveLength(4);
  });

  it('keeps running after a failed run and reports it', async () => {
    const logged: string[] = [];
    let calls = 0;
    const schedule = startSchedule({
      name: 'sweep-stuck',
      everyMs: 10,
      region: 'us-east-1',
      log: (m) => logged.push(m),
      handler: async () => {
        calls++;
        throw new Error('boom');
      },
    });
    await vi.advanceTimersByTimeAsync(60);
    await schedule.stop();
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(logged[0]).toContain('sweep-stuck failed: boom');
  });
});

describe('scheduledEvent', () => {
  it('has the EventBridge scheduled event shape', () => {
    const event = scheduledEvent('sweep-stuck', 'us-east-1', new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678)));
    expect(event).toMatchObject({
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      time: '2026-01-02T03:04:05Z',
      resources: ['arn:aws:events:us-east-1:000000000000:rule/sweep-stuck'],
      detail: {},
    });
  });
});
