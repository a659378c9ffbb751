/** Summaries used by every benchmark: the median of runs with min and max, and percentiles. */

export interface Summary {
  /** Number of samples. */
  n: number;
  median: number;
  min: number;
  max: number;
  p50: number;
  p95: number;
}

/** Nearest-rank percentile (p in 0..100) of the samples. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const round = (v: number) => Math.round(v * 10) / 10;

export function summarize(values: number[]): Summary {
  return {
    n: values.length,
    median: round(median(values)),
    min: round(Math.min(...values)),
    max: round(Math.max(...values)),
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
  };
}

/** Wall-clock milliseconds with sub-millisecond precision, comparable with a browser's clock. */
export const now = () => performance.timeOrigin + performance.now();
