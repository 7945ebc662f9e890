/**
 * Every length of a drawn card, in whole pixels, from its width: its height, the gaps
 * between piles, the corner index (rank and suit) and how far apart fanned cards lie.
 * The stylesheet draws from these numbers (set as CSS variables), so that what the
 * fit computes is what the page shows.
 */

export interface CardMetrics {
  readonly width: number;
  readonly height: number;
  /** Between the piles of a row, and the board's padding. */
  readonly gap: number;
  /** Between rows of piles. */
  readonly rowGap: number;
  /** The height of the corner index: a fanned face-up card shows at least this much. */
  readonly index: number;
  /** The least and the natural distance between a fanned face-up card and the next. */
  readonly minUp: number;
  readonly naturalUp: number;
  /** The same for a face-down card, which may stack tighter (it shows no index). */
  readonly minDown: number;
  readonly naturalDown: number;
}

/** Cards are this much taller than wide (poker cards: 88 by 63 mm). */
export const CARD_RATIO = 1.4;
/** The narrowest card whose index reads well; below it the board scrolls instead. */
export const MIN_CARD_WIDTH = 30;
/** The widest card drawn, however much room the screen has. */
export const MAX_CARD_WIDTH = 140;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

export function cardMetrics(width: number): CardMetrics {
  const height = Math.round(width * CARD_RATIO);
  const gap = clamp(Math.round(width * 0.09), 3, 12);
  const index = clamp(Math.round(width * 0.26), 12, 30);
  const minUp = index + Math.max(2, Math.round(width * 0.03));
  const minDown = Math.max(3, Math.round(height * 0.04));
  return {
    width,
    height,
    gap,
    rowGap: Math.round(gap * 1.5),
    index,
    minUp,
    // Small cards have a large index for their size: their natural fan leaves a margin.
    naturalUp: Math.max(Math.round(minUp * 1.3), Math.round(height * 0.27)),
    minDown,
    naturalDown: Math.max(minDown, Math.round(height * 0.08)),
  };
}
