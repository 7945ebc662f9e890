/** What a position says about the game's end: stuck, and which moves are safe to make first. */
import { play } from "./apply.js";
import { canPlace, rankOn } from "./build.js";
import { type Card, cardOf, KING, rankOf, suitOf } from "./card.js";
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

/** A move that deals or turns the stock, or turns the waste back over as the stock. */
export function isStockMove(position: Position, move: Move): boolean {
  const { stock } = layoutOf(position.rules);
  return move.from === stock || move.to === stock;
}

/** A move that sends a card to a foundation. */
export function isHomeMove(position: Position, move: Move): boolean {
  return move.to >= 0 && layoutOf(position.rules).kinds[move.to] === "foundation";
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
 * A move to a foundation that can never be regretted. Where the foundation never gives
 * cards back: every card that a tableau pile would accept onto the moved card is
 * expendable (below). Where it does (Klondike, one deck): the card is settled once home
 * (`isSettled`). Never a card from the waste where the stock turns several cards at a
 * time: the cards left would then be turned up in other groups. Autoplay and the
 * solver make such moves first.
 */
export function isSafeFoundationMove(position: Position, move: Move): boolean {
  const layout = layoutOf(position.rules);
  if (move.to < 0 || layout.kinds[move.to] !== "foundation") return false;
  if (layout.kinds[move.from] === "waste" && (layout.groups[layout.stock].turns ?? 1) > 1) {
    return false;
  }
  const source = position.piles[move.from].cards;
  const card = source[source.length - 1];
  if (layout.groups[move.to].sendsTo.length > 0) {
    return position.rules.decks === 1 && isSettled(play(position, move), card, new Map());
  }
  const depth = movesOneByOne(position) ? KING : 0;
  return cardsBuiltOn(position, card).every((other) => isExpendable(position, other, depth));
}

/**
 * Where foundations give cards back (one deck): a home card is settled when every card
 * a tableau pile would accept onto it, and the card under it on its foundation, are
 * settled too. Whatever win takes a settled card back into play can leave it home and
 * skip its moves until it is home again: only settled cards are ever put on it, so
 * every other move stays legal, a pile then differing only by settled cards on its top,
 * and no card above a settled one on a foundation is unsettled. (Klondike: both cards
 * of the other colour one rank down home, and the other suit of the card's colour two
 * ranks down.) `known` remembers answers, a card in question counting as unsettled.
 */
function isSettled(position: Position, card: Card, known: Map<Card, boolean>): boolean {
  const answer = known.get(card);
  if (answer !== undefined) return answer;
  known.set(card, false);
  const below = cardUnder(position, card);
  const settled =
    below !== undefined &&
    (below === null || isSettled(position, below, known)) &&
    cardsBuiltOn(position, card).every((other) => isSettled(position, other, known));
  known.set(card, settled);
  return settled;
}

/** The card under `card` on its foundation, null at the bottom, undefined when it is not home. */
function cardUnder(position: Position, card: Card): Card | null | undefined {
  for (const index of layoutOf(position.rules).foundations) {
    const cards = position.piles[index].cards;
    const at = cards.indexOf(card);
    if (at >= 0) return at === 0 ? null : cards[at - 1];
  }
  return undefined;
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
    const rank = rankOn(rankOf(card), build);
    if (rank === null) continue;
    for (let suit = 0; suit < 4; suit++) {
      const other = cardOf(rank, suit);
      if (canPlace(other, card, build)) result.add(other);
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
