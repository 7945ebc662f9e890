/** Statistics for the benchmarks, on top of the command line's summaries. */
import { quantile } from "../src/cli/stats.js";

/** The nearest-rank percentile of unsorted samples. */
export const percentile = (samples: readonly number[], fraction: number): number =>
  quantile(
    [...samples].sort((a, b) => a - b),
    fraction,
  );

export const median = (samples: readonly number[]): number => percentile(samples, 0.5);

/** A number with thousands separators, for tables. */
export const grouped = (value: number): string => Math.round(value).toLocaleString("en-US");
