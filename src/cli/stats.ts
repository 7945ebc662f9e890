/** Summaries of solver runs, shared by `patience winrate` and the solver benchmark. */

/** The value below which `share` of the sorted values lie (nearest rank); NaN when empty. */
export function quantile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? sorted[0];
}

/** Wilson's 95 % interval for a proportion of `hits` out of `total`. */
export function wilson(hits: number, total: number): { low: number; high: number } {
  if (total === 0) return { low: 0, high: 1 };
  const z = 1.96;
  const p = hits / total;
  const denominator = 1 + (z * z) / total;
  const centre = p + (z * z) / (2 * total);
  const spread = z * Math.sqrt((p * (1 - p)) / total + (z * z) / (4 * total * total));
  // Clamped: rounding can put an end a hair outside [0, 1] (and print as "-0.0 %").
  return {
    low: Math.max(0, (centre - spread) / denominator),
    high: Math.min(1, (centre + spread) / denominator),
  };
}

export const percent = (share: number): string => `${(100 * share).toFixed(1)} %`;

export function duration(ms: number): string {
  if (Number.isNaN(ms)) return "-";
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}
