/**
 * Where each card of a tableau pile lies, in pixels below the pile's top edge. A pile
 * that would run past its room draws closer: face-down cards first (they show no
 * index), then face-up ones, but never so close that a face-up card's corner index is
 * covered. Below that floor the fit makes the cards smaller (board-fit.ts).
 */
import type { Pile } from "../../engine/index.js";
import type { CardMetrics } from "./card-metrics.js";

export interface Fan {
  /** Per card, bottom to top: its distance from the pile's top edge. */
  readonly offsets: readonly number[];
  /** The distance from the pile's top edge to its top card's top edge. */
  readonly extent: number;
}

/** How many gaps of a pile follow a face-down card, and how many a face-up one. */
function steps(pile: Pile): { readonly down: number; readonly up: number } {
  const gaps = Math.max(pile.cards.length - 1, 0);
  const down = Math.min(pile.down, gaps);
  return { down, up: gaps - down };
}

/** The pile's extent with every gap at its least. */
export function minExtent(pile: Pile, metrics: CardMetrics): number {
  const { down, up } = steps(pile);
  return down * metrics.minDown + up * metrics.minUp;
}

/** How far apart a fanned pile's cards lie, after a face-down card and after a face-up one. */
export interface FanSteps {
  readonly down: number;
  readonly up: number;
}

/**
 * The steps that fit `pile` into `room` (how far below the pile's top edge its top card
 * may lie): natural where they fit, face-down cards closed up first, never below the
 * least steps (then the pile runs past its room).
 */
export function fanSteps(pile: Pile, metrics: CardMetrics, room: number): FanSteps {
  const { down, up } = steps(pile);
  if (down * metrics.naturalDown + up * metrics.naturalUp <= room) {
    return { down: metrics.naturalDown, up: metrics.naturalUp };
  }
  if (down * metrics.minDown + up * metrics.naturalUp <= room) {
    return { down: Math.floor((room - up * metrics.naturalUp) / down), up: metrics.naturalUp };
  }
  return {
    down: metrics.minDown,
    up: Math.max(metrics.minUp, Math.floor((room - down * metrics.minDown) / up)),
  };
}

/**
 * One set of steps for every pile of the tableau, the closest any pile needs, so that
 * the piles' fans match.
 */
export function tableauSteps(piles: readonly Pile[], metrics: CardMetrics, room: number): FanSteps {
  return piles.reduce<FanSteps>(
    (most, pile) => {
      const needed = fanSteps(pile, metrics, room);
      return { down: Math.min(most.down, needed.down), up: Math.min(most.up, needed.up) };
    },
    { down: metrics.naturalDown, up: metrics.naturalUp },
  );
}

export function fanOf(pile: Pile, steps: FanSteps): Fan {
  const offsets: number[] = [];
  let y = 0;
  pile.cards.forEach((_, i) => {
    offsets.push(y);
    y += i < pile.down ? steps.down : steps.up;
  });
  return { offsets, extent: offsets.length > 0 ? offsets[offsets.length - 1] : 0 };
}

/** A pile drawn as one stack: only its top card shows. */
export const stacked = (pile: Pile): Fan => ({ offsets: pile.cards.map(() => 0), extent: 0 });
