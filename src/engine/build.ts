/** The two questions every pile rule reduces to: does this card go on that one, or into a space? */
import { type Card, KING, nextRank, type Rank, rankOf, suitOf } from "./card.js";
import type { Build, Space } from "./rules.js";

/** May `card` be placed on `onto` under `build`? */
export function canPlace(card: Card, onto: Card, build: Build): boolean {
  if (build.suit === "same" && suitOf(card) !== suitOf(onto)) return false;
  return nextRank(rankOf(onto), build.direction === "down" ? -1 : 1, build.wrap) === rankOf(card);
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
