// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminStats } from '@docledger/shared/api/schemas/admin';
import { DeadLetterList, historyWindow, QueueHistoryBars, queueSummary } from './queue-history';

const NOW = Date.parse('2026-11-24T02:37:00.000Z');
type Point = AdminStats['queueHistory']['points'][number];

function point(at: string, values: Partial<Point> = {}): Point {
  return {
    at,
    samples: 6,
    extractionWaiting: null,
    extractionInFlight: null,
    webhooksWaiting: null,
    webhooksInFlight: null,
    extractionDeadLetters: null,
    webhooksDeadLetters: null,
    ...values,
  };
}

const history = (points: Point[]): AdminStats['queueHistory'] => ({ days: 7, bucketMinutes: 60, points });

describe('queue history', () => {
  afterEach(cleanup);

  it('places hourly points in the 168 slots of the week, the current hour last', () => {
    const window = historyWindow({ days: 7, bucketMinutes: 60 }, NOW);
    expect(window.slots).toBe(168);
    expect(new Date(window.startMs).toISOString()).toBe('2026-11-17T03:00:00.000Z');
    const { container } = render(
      <QueueHistoryBars
        nowMs={NOW}
        queue="extraction"
        history={history([
          point('2026-11-17T03:00:00.000Z', { extractionWaiting: 2, extractionInFlight: 1 }),
          point('2026-11-24T02:00:00.000Z', { extractionWaiting: 10, extractionInFlight: 4 }),
          // Outside the window (an older sample the server would not send): not drawn.
          point('2026-11-10T02:00:00.000Z', { extractionWaiting: 50 }),
        ])}
      />,
    );
    expect([...container.querySelectorAll('g[data-slot]')].map((g) => g.getAttribute('data-slot'))).toEqual([
      '0',
      '167',
    ]);
    // The week's peak (14) fills the height; waiting and in flight stack.
    const [waiting, inFlight] = container.querySelectorAll('g[data-slot="167"] rect');
    expect(Number(waiting!.getAttribute('height')) + Number(inFlight!.getAttribute('height'))).toBeCloseTo(
      38,
    );
    expect(
      screen.getByRole('img', {
        name: 'Extraction queue, last 7 days: peak 14 (10 waiting, 4 in flight) at Nov 24, 2 AM UTC; 2 of 168 hours sampled.',
      }),
    ).toBeTruthy();
  });

  it('says when a queue had no samples or was always empty', () => {
    expect(queueSummary(history([]), 'webhooks', NOW)).toBe('Webhooks queue: no samples in the last 7 days.');
    expect(
      queueSummary(
        history([point('2026-11-24T01:00:00.000Z', { webhooksWaiting: 0, webhooksInFlight: 0 })]),
        'webhooks',
        NOW,
      ),
    ).toBe('Webhooks queue, last 7 days: always empty (1 of 168 hours sampled).');
    // Points where only the other queue was read do not count as this queue's samples.
    expect(
      queueSummary(history([point('2026-11-24T01:00:00.000Z', { extractionWaiting: 3 })]), 'webhooks', NOW),
    ).toBe('Webhooks queue: no samples in the last 7 days.');
  });

  it('shows a dead-letter queue with messages as a warning, an empty one plainly', () => {
    render(
      <DeadLetterList
        deadLetters={[
          { name: 'extraction', depth: 3 },
          { name: 'webhooks', depth: 0 },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Warning: Extraction dead-letter queue: 3 messages',
      'Webhooks dead-letter queue: empty',
    ]);
    expect(items[0]!.className).toContain('bg-amber-50');
    expect(items[1]!.className).not.toContain('amber');
  });

  it('says when a dead-letter queue could not be read', () => {
    render(<DeadLetterList deadLetters={[{ name: 'webhooks', depth: null }]} />);
    expect(screen.getByRole('listitem').textContent).toBe('Webhooks dead-letter queue: unavailable');
  });
});
