/**
 * How far down each card of a tableau pile lies, in card heights. Face-down cards
 * overlap more than face-up ones; a pile that would run past the room it has is
 * drawn closer, down to a floor that keeps every card's corner readable.
 */
import type { Pile } from "../../engine/index.js";

export const DOWN_STEP = 0.12;
export const UP_STEP = 0.3;
/** The most a pile is squeezed: below this, the page scrolls instead. */
const MIN_SCALE = 0.45;

export interface Fan {
  /** Per card, bottom to top: its distance from the pile's top edge. */
  readonly offsets: readonly number[];
  /** The pile's height beyond one card. */
  readonly extent: number;
}

/** `room`: card heights available below the first card before the board runs out. */
export function fanOf(pile: Pile, room: number): Fan {
  const count = pile.cards.length;
  const steps: number[] = [];
  let natural = 0;
  for (let i = 1; i < count; i++) {
    const step = i - 1 < pile.down ? DOWN_STEP : UP_STEP;
    steps.push(step);
    natural += step;
  }
  const scale = natural > room ? Math.max(room / natural, MIN_SCALE) : 1;
  const offsets = [0];
  for (const step of steps) offsets.push(offsets[offsets.length - 1] + step * scale);
  return { offsets: count === 0 ? [] : offsets, extent: natural * scale };
}

export const STACKED: (pile: Pile) => Fan = (pile) => ({
  offsets: pile.cards.map(() => 0),
  extent: 0,
});
