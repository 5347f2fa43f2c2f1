// Confidence colours of spec part 2 §9: bank data 95+/85+, credit cards 85+/70+, everything else
// the rounded percentage against 85/70. Scores arrive as percentages 0-100 (the view schemas).
import { CONFIDENCE_THRESHOLDS } from '@docledger/shared/domain/limits';

export type ConfidenceScale = keyof typeof CONFIDENCE_THRESHOLDS;
export type ConfidenceTone = 'success' | 'warning' | 'destructive';

/** A 0-100 score as a whole percentage; null when absent. */
export function toPercent(score: number | null | undefined): number | null {
  if (score == null || !Number.isFinite(score)) return null;
  return Math.round(Math.min(100, Math.max(0, score)));
}

export function confidenceTone(
  score: number | null | undefined,
  scale: ConfidenceScale = 'default',
): ConfidenceTone | null {
  const pct = toPercent(score);
  if (pct === null) return null;
  const t = CONFIDENCE_THRESHOLDS[scale];
  if (pct >= t.success) return 'success';
  if (pct >= t.warning) return 'warning';
  return 'destructive';
}

/** A field is highlighted when its confidence is below the scale's success threshold. */
export function isLowConfidence(
  score: number | null | undefined,
  scale: ConfidenceScale = 'default',
): boolean {
  const tone = confidenceTone(score, scale);
  return tone !== null && tone !== 'success';
}
