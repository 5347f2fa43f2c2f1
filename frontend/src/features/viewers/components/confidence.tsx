import { cn } from '../../../lib/cn';
import { confidenceTone, toPercent, type ConfidenceScale, type ConfidenceTone } from '../lib/confidence';

const dotClass: Record<ConfidenceTone, string> = {
  success: 'bg-success',
  warning: 'bg-amber-500',
  destructive: 'bg-destructive',
};
const textClass: Record<ConfidenceTone, string> = {
  success: 'text-success',
  warning: 'text-warning',
  destructive: 'text-destructive',
};
const toneWord: Record<ConfidenceTone, string> = {
  success: 'high',
  warning: 'medium',
  destructive: 'low',
};

/** A coloured dot with the percentage (UI.md "Confidence"); the tone is also in words for screen readers. */
export function ConfidenceBadge({
  score,
  scale = 'default',
  className,
}: {
  score: number | null | undefined;
  scale?: ConfidenceScale;
  className?: string;
}) {
  const pct = toPercent(score);
  const tone = confidenceTone(score, scale);
  if (pct === null || tone === null) return <span className="text-slate-400">—</span>;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-xs font-medium tabular-nums',
        textClass[tone],
        className,
      )}
      title={`${toneWord[tone]} confidence`}
    >
      <span className={cn('size-2 rounded-full', dotClass[tone])} aria-hidden />
      {pct}%<span className="sr-only"> ({toneWord[tone]} confidence)</span>
    </span>
  );
}

const barClass: Record<ConfidenceTone, string> = {
  success: 'bg-success',
  warning: 'bg-amber-500',
  destructive: 'bg-destructive',
};

/** The 'AI Extraction Confidence' bar of the summaries. */
export function ConfidenceBar({
  score,
  scale = 'default',
  label = 'AI Extraction Confidence',
}: {
  score: number | null | undefined;
  scale?: ConfidenceScale;
  label?: string;
}) {
  const pct = toPercent(score);
  const tone = confidenceTone(score, scale);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <ConfidenceBadge score={score} scale={scale} />
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct ?? 0}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        {pct !== null && tone && (
          <div className={cn('h-full rounded-full', barClass[tone])} style={{ width: `${pct}%` }} />
        )}
      </div>
    </div>
  );
}
