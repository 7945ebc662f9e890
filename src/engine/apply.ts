/** Making a move: the new position, with the consequences the rules make automatic. */
import { ACE, type Card, rankOf, suitOf } from "./card.js";
import { type Layout, layoutOf } from "./layout.js";
import { type Refusal, refusal } from "./legal.js";
import { ALL_TABLEAU, type Move } from "./move.js";
import { isWon, type Pile, type Position } from "./position.js";

export type MoveResult =
  | { readonly ok: true; readonly position: Position }
  | { readonly ok: false; readonly refusal: Refusal };

/** Plays `move` if it is legal; never changes `position`. */
export function tryMove(position: Position, move: Move): MoveResult {
  const refused = refusal(position, move);
  return refused ? { ok: false, refusal: refused } : { ok: true, position: play(position, move) };
}

export type LineResult =
  | { readonly ok: true; readonly position: Position }
  | {
      readonly ok: false;
      readonly refusal: Refusal;
      /** The refused move's index in the line. */
      readonly at: number;
    };

/**
 * Plays `moves` in turn, each checked as `tryMove` checks it, and stops at the first
 * refused.
 */
export function tryLine(position: Position, moves: readonly Move[]): LineResult {
  let current = position;
  for (let at = 0; at < moves.length; at++) {
    const result = tryMove(current, moves[at]);
    if (!result.ok) return { ok: false, refusal: result.refusal, at };
    current = result.position;
  }
  return { ok: true, position: current };
}

/**
 * Why `moves` do not win from `position` (a move refused, or the game not won where they
 * end), or null when they do: a solution checked before it is reported.
 */
export function whyLineFails(position: Position, moves: readonly Move[]): string | null {
  const line = tryLine(position, moves);
  if (!line.ok) return `its move ${line.at} is refused (${line.refusal})`;
  return isWon(line.position) ? null : "it ends before the game is won";
}

/**
 * Plays a move already known to be legal (from `legalMoves`), without checking it:
 * the fast path for search. Turning up and (Spider family) completed runs leaving
 * are part of the move.
 */
export function play(position: Position, move: Move): Position {
  const layout = layoutOf(position.rules);
  const piles = position.piles.slice();
  if (move.to === ALL_TABLEAU) {
    const stock = piles[move.from].cards;
    for (let i = 0; i < move.count; i++) {
      const target = layout.tableau[i];
      piles[target] = withCards(piles[target], [stock[stock.length - 1 - i]]);
    }
    piles[move.from] = { cards: stock.slice(0, stock.length - move.count), down: 0 };
  } else {
    const source = piles[move.from];
    const cut = source.cards.length - move.count;
    const moving = source.cards.slice(cut);
    // Between stock and waste the cards are turned over, one after another: the last
    // to leave lies on top.
    if (turnsOver(layout, move)) moving.reverse();
    piles[move.to] = withCards(piles[move.to], moving);
    piles[move.from] = turnUp({ cards: source.cards.slice(0, cut), down: source.down });
  }
  if (position.rules.completedRunsLeave) removeCompletedRuns(piles, layout);
  return { rules: position.rules, base: position.base, piles };
}

const turnsOver = (layout: Layout, move: Move): boolean =>
  move.from === layout.stock || move.to === layout.stock;

const withCards = (pile: Pile, cards: readonly Card[]): Pile => ({
  cards: pile.cards.concat(cards),
  down: pile.down,
});

/** A face-down card left on top turns face up. */
function turnUp(pile: Pile): Pile {
  const length = pile.cards.length;
  return pile.down >= length && pile.down > 0 ? { cards: pile.cards, down: length - 1 } : pile;
}

/** Does the pile end with thirteen face-up cards of one suit, King down to Ace? */
export function endsWithCompletedRun(pile: Pile): boolean {
  const cards = pile.cards;
  const length = cards.length;
  if (length - pile.down < 13 || rankOf(cards[length - 1]) !== ACE) return false;
  const suit = suitOf(cards[length - 1]);
  for (let i = 0; i < 13; i++) {
    const card = cards[length - 1 - i];
    if (rankOf(card) !== ACE + i || suitOf(card) !== suit) return false;
  }
  return true;
}

/** Finished runs leave in pile order, each for the lowest empty foundation, lying as they lay. */
function removeCompletedRuns(piles: Pile[], layout: Layout): void {
  for (const index of layout.tableau) {
    const pile = piles[index];
    if (!endsWithCompletedRun(pile)) continue;
    const home = layout.foundations.find((f) => piles[f].cards.length === 0);
    if (home === undefined) continue;
    const cut = pile.cards.length - 13;
    piles[home] = { cards: pile.cards.slice(cut), down: 0 };
    piles[index] = turnUp({ cards: pile.cards.slice(0, cut), down: pile.down });
  }
}
