import type { ScheduledEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { scheduledEvent, startSchedule } from './schedule';

describe('startSchedule', () => {
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
    await new Promise((r) => setTimeout(r, 180));
    await schedule.stop();
    const count = events.length;
    expect(count).toBeGreaterThanOrEqual(2);
    expect(maxActive).toBe(1);
    expect(active).toBe(0);
    await new Promise((r) => setTimeout(r, 60));
    expect(events).toHaveLength(count);
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
    await new Promise((r) => setTimeout(r, 60));
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
