// Hand-drawn SVG/HTML charts (decision 071): two simple charts do not justify a charting library's
// 50-100 KB; these are a few KB, load only with the analysis page, and carry an accessible summary
// plus the data as a table for screen readers.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { formatMoney } from '@docledger/shared/format/money';
import { formatCompactMoney, formatMonth, niceTicks } from '../lib/scale';

export interface MonthlyFlow {
  month: string;
  moneyIn: number;
  moneyOut: number;
}

const HEIGHT = 240;

/** The chart is drawn at its real pixel width so text stays 11 px on a phone instead of shrinking. */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
const MARGIN = { top: 12, right: 8, bottom: 28, left: 56 };

/** Money in and out per month as paired bars with a currency axis. */
export function MonthlyCashFlowChart({ data }: { data: MonthlyFlow[] }) {
  const titleId = useId();
  const [ref, width] = useWidth<HTMLElement>(640);
  const max = Math.max(0, ...data.flatMap((d) => [d.moneyIn, d.moneyOut]));
  const ticks = niceTicks(max);
  const top = ticks.at(-1) ?? 1;
  const plotW = width - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = plotW / Math.max(1, data.length);
  const bar = Math.min(22, (band - 8) / 2);
  const y = (v: number) => MARGIN.top + plotH - (v / top) * plotH;
  const totalIn = data.reduce((s, d) => s + d.moneyIn, 0);
  const totalOut = data.reduce((s, d) => s + d.moneyOut, 0);
  const summary = `Money in and out per month over ${data.length} months: ${formatMoney(totalIn)} in, ${formatMoney(totalOut)} out.`;
  // A month label needs about 44 px; on a narrow screen every second or third month is labelled.
  const labelEvery = Math.ceil(44 / band);

  return (
    <figure ref={ref} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-4 text-xs text-slate-600" aria-hidden>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-brand-600" /> Money in
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-slate-400" /> Money out
        </span>
      </div>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} className="h-auto w-full" role="img" aria-labelledby={titleId}>
        <title id={titleId}>{summary}</title>
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={MARGIN.left}
              x2={width - MARGIN.right}
              y1={y(t)}
              y2={y(t)}
              className="stroke-slate-200"
            />
            <text
              x={MARGIN.left - 8}
              y={y(t)}
              dy="0.32em"
              textAnchor="end"
              className="fill-slate-500 text-[11px] tabular-nums"
            >
              {formatCompactMoney(t)}
            </text>
          </g>
        ))}
        {data.map((d, i) => {
          const x = MARGIN.left + i * band + band / 2;
          return (
            <g key={d.month}>
              <rect
                x={x - bar - 1}
                y={y(d.moneyIn)}
                width={bar}
                height={Math.max(0, y(0) - y(d.moneyIn))}
                rx={2}
                className="fill-brand-600"
              >
                <title>{`${formatMonth(d.month)} money in: ${formatMoney(d.moneyIn)}`}</title>
              </rect>
              <rect
                x={x + 1}
                y={y(d.moneyOut)}
                width={bar}
                height={Math.max(0, y(0) - y(d.moneyOut))}
                rx={2}
                className="fill-slate-400"
              >
                <title>{`${formatMonth(d.month)} money out: ${formatMoney(d.moneyOut)}`}</title>
              </rect>
              {i % labelEvery === 0 ? (
                <text x={x} y={HEIGHT - 8} textAnchor="middle" className="fill-slate-600 text-[11px]">
                  {formatMonth(d.month)}
                </text>
              ) : null}
            </g>
          );
        })}
        <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} className="stroke-slate-400" />
      </svg>
      <table className="sr-only">
        <caption>Money in and out per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Money in</th>
            <th scope="col">Money out</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.month}>
              <th scope="row">{formatMonth(d.month)}</th>
              <td>{formatMoney(d.moneyIn)}</td>
              <td>{formatMoney(d.moneyOut)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export interface CategorySpend {
  category: string;
  amount: number;
}

/** Spending per category as horizontal bars, largest first (labels stay readable on a phone). */
export function SpendingByCategoryChart({ data, limit = 8 }: { data: CategorySpend[]; limit?: number }) {
  const sorted = [...data].sort((a, b) => b.amount - a.amount);
  const shown = sorted.slice(0, limit);
  const rest = sorted.slice(limit).reduce((s, d) => s + d.amount, 0);
  const rows = rest > 0 ? [...shown, { category: 'Everything else', amount: rest }] : shown;
  const max = Math.max(1, ...rows.map((r) => r.amount));
  const total = sorted.reduce((s, d) => s + d.amount, 0);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="sr-only">
        Spending by category: {formatMoney(total)} across {sorted.length} categories.
      </figcaption>
      <ul className="flex flex-col gap-2.5">
        {rows.map((row) => (
          <li
            key={row.category}
            className="grid grid-cols-[minmax(6rem,10rem)_1fr_auto] items-center gap-3 text-sm"
          >
            <span className="truncate text-slate-700" title={row.category}>
              {row.category}
            </span>
            <span className="h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
              <span
                className="block h-full rounded-full bg-brand-600"
                style={{ width: `${Math.max(1, (row.amount / max) * 100)}%` }}
              />
            </span>
            <span className="text-right text-slate-900 tabular-nums">
              {formatMoney(row.amount)}
              <span className="ml-1.5 text-xs text-slate-500">
                {total > 0 ? `${Math.round((row.amount / total) * 100)}%` : ''}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
