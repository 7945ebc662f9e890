/**
 * The seeded shuffle behind deal numbers. Frozen: changing anything here changes
 * every shared deal (docs/deals.md; tests/vectors guard it).
 *
 * Generator: Mulberry32 (a 32-bit state advanced by 0x6D2B79F5, then mixed), seeded
 * with the deal number. Shuffle: Fisher-Yates from the last card down, swapping card i
 * with card floor(u * (i + 1)), u being the next output divided by 2^32.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const random = mulberry32(seed);
  const result = items.slice();
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

/** The project's deal numbers (deal-numbers.ts says which games take others). */
export const MIN_DEAL = 1;
export const MAX_DEAL = 4294967295;
