// Latency statistics shared by the benchmarks: one percentile rule (nearest rank) for every report.

/** Nearest-rank percentile of an ascending array (NaN when empty). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Count, percentiles, extremes and mean of samples in milliseconds, rounded to 0.1 ms. */
export function summarise(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    count: s.length,
    p50: round(percentile(s, 50)),
    p90: round(percentile(s, 90)),
    p95: round(percentile(s, 95)),
    p99: round(percentile(s, 99)),
    min: round(s[0] ?? NaN),
    max: round(s.at(-1) ?? NaN),
    mean: round(s.reduce((a, b) => a + b, 0) / Math.max(1, s.length)),
  };
}
