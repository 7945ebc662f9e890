/** Small statistics shared by the benchmarks: medians and percentiles of samples. */
export function percentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index];
}

export const median = (samples: readonly number[]): number => percentile(samples, 0.5);

/** A number with thousands separators, for tables. */
export const grouped = (value: number): string => Math.round(value).toLocaleString("en-US");
