// Queue depth over the last 7 days and the dead-letter queues now (issue 11; decision 145). Hand-drawn
// SVG bars in the analysis charts' style (decision 071): one bar per hour (the hour's peak), waiting and
// in-flight stacked, with a text summary that screen readers get as the chart's name.
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import type { AdminStats } from '@docledger/shared/api/schemas/admin';

type History = AdminStats['queueHistory'];
type Point = History['points'][number];
type QueueName = AdminStats['deadLetters'][number]['name'];

export const QUEUE_LABELS: Record<QueueName, string> = { extraction: 'Extraction', webhooks: 'Webhooks' };

const FIELDS = {
  extraction: { waiting: 'extractionWaiting', inFlight: 'extractionInFlight' },
  webhooks: { waiting: 'webhooksWaiting', inFlight: 'webhooksInFlight' },
} as const satisfies Record<QueueName, { waiting: keyof Point; inFlight: keyof Point }>;

const HEIGHT = 40;
const SLOT = 4;

const hourFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  timeZone: 'UTC',
});

/** `Nov 23, 2 PM UTC` */
export function formatHour(iso: string): string {
  return `${hourFormat.format(new Date(iso))} UTC`;
}

/** The buckets the window holds and where it starts (the server's window: the current hour is the last). */
export function historyWindow(history: Pick<History, 'days' | 'bucketMinutes'>, nowMs: number) {
  const bucketMs = history.bucketMinutes * 60_000;
  const slots = Math.round((history.days * 24 * 60) / history.bucketMinutes);
  const startMs = Math.floor(nowMs / bucketMs) * bucketMs - (slots - 1) * bucketMs;
  return { bucketMs, slots, startMs };
}

function pointsInWindow(history: History, nowMs: number) {
  const { bucketMs, slots, startMs } = historyWindow(history, nowMs);
  return history.points
    .map((p) => ({ p, slot: Math.floor((Date.parse(p.at) - startMs) / bucketMs) }))
    .filter(({ slot }) => slot >= 0 && slot < slots);
}

/** Text summary of one queue's history: its peaks and when, and how much of the window was sampled. */
export function queueSummary(history: History, queue: QueueName, nowMs: number): string {
  const f = FIELDS[queue];
  const label = QUEUE_LABELS[queue];
  const { slots } = historyWindow(history, nowMs);
  const read = pointsInWindow(history, nowMs)
    .map(({ p }) => p)
    .filter((p) => p[f.waiting] !== null || p[f.inFlight] !== null);
  if (!read.length) return `${label} queue: no samples in the last ${history.days} days.`;
  const peak = read.reduce((best, p) =>
    (p[f.waiting] ?? 0) + (p[f.inFlight] ?? 0) > (best[f.waiting] ?? 0) + (best[f.inFlight] ?? 0) ? p : best,
  );
  const peakTotal = (peak[f.waiting] ?? 0) + (peak[f.inFlight] ?? 0);
  const coverage = `${read.length} of ${slots} hours sampled`;
  if (peakTotal === 0) return `${label} queue, last ${history.days} days: always empty (${coverage}).`;
  return (
    `${label} queue, last ${history.days} days: peak ${peakTotal} ` +
    `(${peak[f.waiting] ?? 0} waiting, ${peak[f.inFlight] ?? 0} in flight) at ${formatHour(peak.at)}; ${coverage}.`
  );
}

/** One queue's hourly peaks as stacked bars (waiting dark, in flight light), scaled to the week's peak. */
export function QueueHistoryBars({
  history,
  queue,
  nowMs,
}: {
  history: History;
  queue: QueueName;
  nowMs: number;
}) {
  const titleId = useId();
  const f = FIELDS[queue];
  const { slots } = historyWindow(history, nowMs);
  const drawn = pointsInWindow(history, nowMs);
  const max = Math.max(1, ...drawn.map(({ p }) => (p[f.waiting] ?? 0) + (p[f.inFlight] ?? 0)));
  const scale = (v: number) => (v / max) * (HEIGHT - 2);
  const summary = queueSummary(history, queue, nowMs);
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-xs text-slate-600">{summary}</figcaption>
      <svg
        viewBox={`0 0 ${slots * SLOT} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-10 w-full rounded-sm bg-slate-50"
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{summary}</title>
        {drawn.map(({ p, slot }) => {
          const waiting = p[f.waiting] ?? 0;
          const inFlight = p[f.inFlight] ?? 0;
          const x = slot * SLOT;
          const text = `${formatHour(p.at)}: ${waiting} waiting, ${inFlight} in flight`;
          return (
            <g key={p.at} data-slot={slot}>
              <title>{text}</title>
              <rect
                x={x}
                width={SLOT - 1}
                y={HEIGHT - scale(waiting)}
                height={scale(waiting)}
                className="fill-brand-600"
              />
              <rect
                x={x}
                width={SLOT - 1}
                y={HEIGHT - scale(waiting) - scale(inFlight)}
                height={scale(inFlight)}
                className="fill-slate-400"
              />
            </g>
          );
        })}
        <line x1={0} x2={slots * SLOT} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-slate-300" />
      </svg>
    </figure>
  );
}

/** Dead-letter queues now: any message is a warning (a document or webhook gave up after 5 tries). */
export function DeadLetterList({ deadLetters }: { deadLetters: AdminStats['deadLetters'] }) {
  return (
    <ul className="flex flex-col gap-1 text-sm tabular-nums" aria-label="Dead-letter queues">
      {deadLetters.map((d) => {
        const label = `${QUEUE_LABELS[d.name]} dead-letter queue`;
        if (d.depth === null) return <li key={d.name}>{label}: unavailable</li>;
        if (d.depth === 0) return <li key={d.name}>{label}: empty</li>;
        return (
          <li
            key={d.name}
            className="inline-flex items-center gap-1.5 rounded-md bg-amber-50 px-2 py-1 font-medium text-amber-900"
          >
            <TriangleAlert className="size-4 shrink-0 text-amber-600" aria-hidden />
            <span>
              <span className="sr-only">Warning: </span>
              {label}: {d.depth} {d.depth === 1 ? 'message' : 'messages'}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
