/**
 * Test positions written as interchange JSON, so that tests read like the rules.
 * Everything goes through the engine's own reader (parsePosition, parseMove).
 */
import { type Card, cardCode, parseCard, parseRank, RANKS } from "../engine/card.js";
import { freshDeck } from "../engine/deal.js";
import { explain } from "../engine/explain.js";
import { refusal } from "../engine/legal.js";
import type { Move } from "../engine/move.js";
import { parseMove } from "../engine/move-json.js";
import type { Position } from "../engine/position.js";
import { parsePosition } from "../engine/position-json.js";
import { gameById } from "./index.js";

/** A position from its interchange JSON; a fixture that is not valid fails the test at once. */
export function position(json: object): Position {
  const result = parsePosition({ format: 1, ...json }, gameById);
  if (!result.ok) throw new Error(`bad fixture: ${result.error}`);
  return result.value;
}

/** Consecutive ranks of one suit from `first` to `last`, up or down: `run("KS", "9S")`. */
export function run(first: string, last: string): string[] {
  const suit = first.slice(-1);
  const from = parseRank(first.slice(0, -1)) as number;
  const to = parseRank(last.slice(0, -1)) as number;
  const step = to >= from ? 1 : -1;
  const codes: string[] = [];
  for (let rank = from; rank !== to + step; rank += step) codes.push(RANKS[rank - 1] + suit);
  return codes;
}

/** The codes of a game's cards not already used in `placed`, in fresh-deck order. */
export function rest(gameId: string, ...placed: readonly (readonly string[])[]): string[] {
  const decks = gameById(gameId)?.decks ?? 1;
  const left = new Map<Card, number>();
  for (const card of freshDeck(decks)) left.set(card, (left.get(card) ?? 0) + 1);
  for (const code of placed.flat()) {
    const card = parseCard(code)?.card as Card;
    left.set(card, (left.get(card) ?? 0) - 1);
  }
  return [...left].flatMap(([card, count]) =>
    Array<string>(Math.max(count, 0)).fill(cardCode(card)),
  );
}

/** A move named as in interchange JSON, such as `move(p, "tableau:0", "foundation:1")`. */
export function move(at: Position, from: string, to: string, count = 1): Move {
  const result = parseMove({ from, to, count }, at.rules);
  if (!result.ok) throw new Error(`bad fixture move: ${result.error}`);
  return result.value;
}

/** Why the move is refused, in the player's words; null when it is legal. */
export function refusedBecause(at: Position, from: string, to: string, count = 1): string | null {
  const chosen = move(at, from, to, count);
  const refused = refusal(at, chosen);
  return refused ? explain(at, chosen, refused) : null;
}

/**
 * A castle-family game near its end: an empty pile, Kings and Queens on top, an
 * in-order pair, foundations part built.
 */
export const lateCastle = (game: string): Position =>
  position({
    game,
    tableau: [
      [],
      ["KC"],
      ["KH", "QH"],
      ["QS", "JS"],
      ["KS", "TS", "9H"],
      ["AD"],
      run("KD", "2D"),
      ["JH", "TH"],
    ],
    foundations: [run("AC", "QC"), [], run("AH", "8H"), run("AS", "9S")],
  });
