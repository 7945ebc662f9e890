/** The two questions every pile rule reduces to: does this card go on that one, or into a space? */
import { ACE, type Card, isRed, KING, nextRank, type Rank, rankOf, suitOf } from "./card.js";
import type { Build, Space } from "./rules.js";

/** Where the Ace ranks above the King, its place in the order 2, 3, ..., K, A. */
const HIGH_ACE = KING + 1;

/** The rank a card must have to go on a card of rank `onto` under `build`, or null for none. */
export function rankOn(onto: Rank, build: Build): Rank | null {
  const step = build.direction === "down" ? -1 : 1;
  if (!build.aceHigh) return nextRank(onto, step, build.wrap);
  const next = (onto === ACE ? HIGH_ACE : onto) + step;
  if (next <= ACE || next > HIGH_ACE) return null;
  return next === HIGH_ACE ? ACE : next;
}

/** May `card` be placed on `onto` under `build`? */
export function canPlace(card: Card, onto: Card, build: Build): boolean {
  if (
    build.suit === "same"
      ? suitOf(card) !== suitOf(onto)
      : build.suit === "alternate" && isRed(card) === isRed(onto)
  ) {
    return false;
  }
  return rankOn(rankOf(onto), build) === rankOf(card);
}

/** The rank an empty pile with rule `space` requires, or null when any rank will do. */
export function spaceRank(space: Space, base: Rank): Rank | null {
  switch (space) {
    case "any":
      return null;
    case "king":
      return KING;
    case "base":
      return base;
    case "below-base":
      return nextRank(base, -1, true);
  }
}

export function fitsSpace(card: Card, space: Space, base: Rank): boolean {
  const rank = spaceRank(space, base);
  return rank === null || rankOf(card) === rank;
}
