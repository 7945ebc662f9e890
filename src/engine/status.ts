/** What a position says about the game's end: stuck, and which moves are safe to make first. */
import { type Card, cardOf, KING, nextRank, rankOf, suitOf } from "./card.js";
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
 * expendable (below). Autoplay and the solver make such moves first.
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
  const depth = movesOneByOne(position) ? KING : 0;
  return cardsBuiltOn(position, card).every((other) => isExpendable(position, other, depth));
}

/**
 * A card is expendable when it is home, or, where the tableau gives up one card at a
 * time and one deck is dealt, when it is the next card of its foundation and every card
 * built on it is expendable in turn. Whatever win puts an expendable card on a card sent
 * home early can send it home instead, and skip its later moves: every other move
 * stays legal, as a pile then differs only by cards already home, none of which
 * another card would have been put on but an expendable one. (A run carried at once
 * could hold cards that are not.) `depth` bounds the chain, in games whose ranks wrap.
 */
function isExpendable(position: Position, card: Card, depth: number): boolean {
  if (homeCount(position, card) === position.rules.decks) return true;
  if (depth === 0 || !isNextHome(position, card)) return false;
  return cardsBuiltOn(position, card).every((other) => isExpendable(position, other, depth - 1));
}

function movesOneByOne(position: Position): boolean {
  const layout = layoutOf(position.rules);
  return (
    position.rules.decks === 1 &&
    layout.tableau.every((index) => (layout.groups[index].unit ?? "top") === "top")
  );
}

/** The card's foundation takes it now: it is the base rank or the card below it is home. */
function isNextHome(position: Position, card: Card): boolean {
  const { base } = position.rules;
  if (base === "beak") return false;
  return rankOf(card) === base || homeCount(position, cardOf(rankOf(card) - 1, suitOf(card))) > 0;
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
