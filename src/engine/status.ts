/** What a position says about the game's end: stuck, and which moves are safe to make first. */
import { type Card, cardOf, nextRank, rankOf, suitOf } from "./card.js";
import { layoutOf } from "./layout.js";
import type { Move } from "./move.js";
import { legalMoves } from "./moves.js";
import { isWon, type Position } from "./position.js";

/**
 * Not won, and no legal move but carrying a whole pile into an empty pile of the
 * same group, which only reorders the piles (rules.md, "No moves left").
 */
export function isStuck(
  position: Position,
  moves: readonly Move[] = legalMoves(position),
): boolean {
  return !isWon(position) && moves.every((move) => isPileShuffle(position, move));
}

export function isPileShuffle(position: Position, move: Move): boolean {
  const layout = layoutOf(position.rules);
  return (
    move.to >= 0 &&
    position.piles[move.to].cards.length === 0 &&
    move.count === position.piles[move.from].cards.length &&
    layout.groupIds[move.from] === layout.groupIds[move.to]
  );
}

/**
 * A move to a foundation that can never be regretted: the foundation never gives
 * cards back, and every card that a tableau pile would accept onto the moved card is
 * already on the foundations. Autoplay and the solver make such moves first.
 */
export function isSafeFoundationMove(position: Position, move: Move): boolean {
  const layout = layoutOf(position.rules);
  if (
    move.to < 0 ||
    layout.kinds[move.to] !== "foundation" ||
    layout.groups[move.to].sendsTo.length > 0
  ) {
    return false;
  }
  const source = position.piles[move.from].cards;
  const card = source[source.length - 1];
  return cardsBuiltOn(position, card).every(
    (needed) => homeCount(position, needed) === position.rules.decks,
  );
}

/** Every card that some tableau pile of the game would accept onto `card`. */
function cardsBuiltOn(position: Position, card: Card): Card[] {
  const layout = layoutOf(position.rules);
  const result = new Set<Card>();
  for (const index of layout.tableau) {
    const build = layout.groups[index].build;
    if (!build) continue;
    const rank = nextRank(rankOf(card), build.direction === "down" ? -1 : 1, build.wrap);
    if (rank === null) continue;
    for (let suit = 0; suit < 4; suit++) {
      if (build.suit === "any" || suit === suitOf(card)) result.add(cardOf(rank, suit));
    }
  }
  return [...result];
}

function homeCount(position: Position, card: Card): number {
  let count = 0;
  for (const index of layoutOf(position.rules).foundations) {
    for (const home of position.piles[index].cards) if (home === card) count++;
  }
  return count;
}

/** The first safe foundation move in canonical order, or null. */
export function safeFoundationMove(
  position: Position,
  moves: readonly Move[] = legalMoves(position),
): Move | null {
  return moves.find((move) => isSafeFoundationMove(position, move)) ?? null;
}
