/** A move names its piles by their index in the game's layout (layout.ts). */
export interface Move {
  readonly from: number;
  /** A pile index, or ALL_TABLEAU for a deal from the stock onto every tableau pile. */
  readonly to: number;
  /** How many cards leave `from`. */
  readonly count: number;
}

/** The `to` of a deal from the stock onto the tableau (`"to": "tableau"` in interchange). */
export const ALL_TABLEAU = -1;

export const sameMove = (a: Move, b: Move): boolean =>
  a.from === b.from && a.to === b.to && a.count === b.count;
