import { describe, expect, it } from 'vitest';
import type { SAMPLE_FIELDS } from './queue-samples';
import { downsample, HISTORY_POINTS, historyStartMs } from './queue-samples';

const HOUR = 3600_000;
const NOW = Date.parse('2026-11-24T02:37:12.000Z');

function sample(at: string, values: Partial<Record<(typeof SAMPLE_FIELDS)[number], number>> = {}) {
  return { at, ...values };
}

describe('historyStartMs', () => {
  it('starts 167 whole hours before the current hour, so the window is 168 hourly buckets', () => {
    expect(HISTORY_POINTS).toBe(168);
    expect(new Date(historyStartMs(NOW)).toISOString()).toBe('2026-11-17T03:00:00.000Z');
    expect(historyStartMs(NOW) + HISTORY_POINTS * HOUR).toBeGreaterThan(NOW);
  });
});

describe('downsample', () => {
  it('keeps the peak of each hour per field, oldest hour first, one point per hour with samples', () => {
    const points = downsample(
      [
        sample('2026-11-24T01:50:00.000Z', { extractionWaiting: 7, extractionDeadLetters: 0 }),
        sample('2026-11-24T01:10:00.000Z', { extractionWaiting: 3, extractionInFlight: 9 }),
        sample('2026-11-24T01:20:00.000Z', { extractionWaiting: 12, webhooksDeadLetters: 2 }),
        sample('2026-11-24T02:30:00.000Z', { extractionWaiting: 1, extractionDeadLetters: 1 }),
      ],
      NOW,
    );
    expect(points).toEqual([
      {
        at: '2026-11-24T01:00:00.000Z',
        samples: 3,
        extractionWaiting: 12,
        extractionInFlight: 9,
        webhooksWaiting: null,
        webhooksInFlight: null,
        extractionDeadLetters: 0,
        webhooksDeadLetters: 2,
      },
      {
        at: '2026-11-24T02:00:00.000Z',
        samples: 1,
        extractionWaiting: 1,
        extractionInFlight: null,
        webhooksWaiting: null,
        webhooksInFlight: null,
        extractionDeadLetters: 1,
        webhooksDeadLetters: null,
      },
    ]);
  });

  it('a field unreadable in every sample of the hour stays null, not 0', () => {
    const [point] = downsample([sample('2026-11-24T02:00:00.000Z', { webhooksWaiting: 0 })], NOW);
    expect(point!.webhooksWaiting).toBe(0);
    expect(point!.extractionWaiting).toBeNull();
  });

  it('ignores samples before the window, in the future or with an unreadable time', () => {
    const start = historyStartMs(NOW);
    const points = downsample(
      [
        sample(new Date(start - 1).toISOString(), { extractionWaiting: 99 }),
        sample(new Date(start).toISOString(), { extractionWaiting: 4 }),
        sample(new Date(start + HISTORY_POINTS * HOUR).toISOString(), { extractionWaiting: 98 }),
        sample('not a time', { extractionWaiting: 97 }),
      ],
      NOW,
    );
    expect(points.map((p) => [p.at, p.extractionWaiting])).toEqual([[new Date(start).toISOString(), 4]]);
  });

  it('folds a full week of 10-minute samples into at most 168 points', () => {
    const start = historyStartMs(NOW);
    const samples = [];
    for (let t = start; t <= NOW; t += 10 * 60_000)
      samples.push(sample(new Date(t).toISOString(), { extractionWaiting: (t / 60_000) % 50 }));
    expect(samples.length).toBeGreaterThan(1000);
    const points = downsample(samples, NOW);
    expect(points).toHaveLength(HISTORY_POINTS);
    expect(points.reduce((n, p) => n + p.samples, 0)).toBe(samples.length);
    // Every point is the peak of its own six samples.
    for (const p of points) {
      const t0 = Date.parse(p.at);
      const own = samples.filter((s) => Date.parse(s.at) >= t0 && Date.parse(s.at) < t0 + HOUR);
      expect(p.extractionWaiting).toBe(Math.max(...own.map((s) => s.extractionWaiting!)));
    }
  });
});
