/**
 * Test positions written as interchange JSON, so that tests read like the rules.
 * Everything goes through the engine's own reader (parsePosition, parseMove).
 */
import { expect } from "vitest";
import { tryMove } from "../engine/apply.js";
import { type Card, cardCode, parseCard, parseRank, RANKS } from "../engine/card.js";
import { dealPosition, freshDeck } from "../engine/deal.js";
import { explain } from "../engine/explain.js";
import { refusal } from "../engine/legal.js";
import type { Move } from "../engine/move.js";
import { parseMove } from "../engine/move-json.js";
import type { Position } from "../engine/position.js";
import { parsePosition, positionToJson } from "../engine/position-json.js";
import { shuffle } from "../engine/random.js";
import type { GameRules } from "../engine/rules.js";
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

/** The position after a move named as in interchange JSON; a refused move fails the test. */
export function played(at: Position, from: string, to: string, count = 1): Position {
  const result = tryMove(at, move(at, from, to, count));
  if (!result.ok) throw new Error(`refused: ${result.refusal}`);
  return result.position;
}

/**
 * Checks a layout dealt in rows from the shuffle: pile sizes, only the top card face up,
 * and the stock, the next card to deal last.
 */
export function expectDealtInRows(rules: GameRules, deal: number, sizes: number[], stock: number) {
  const json = positionToJson(dealPosition(rules, deal));
  expect(json.tableau.map((pile) => pile.length)).toEqual(sizes);
  for (const pile of json.tableau) {
    const top = pile[pile.length - 1];
    expect(top).toBe(top.toUpperCase());
    for (const code of pile.slice(0, -1)) expect(code).toBe(code.toLowerCase());
  }
  expect(json.foundations.every((foundation) => foundation.length === 0)).toBe(true);
  const shuffled = shuffle(freshDeck(rules.decks), deal).map(cardCode);
  const rows: string[] = [];
  for (let row = 0; row < Math.max(...sizes); row++) {
    json.tableau.forEach((pile) => {
      if (row < pile.length) rows.push(pile[row].toUpperCase());
    });
  }
  expect(rows).toEqual(shuffled.slice(0, rows.length));
  expect(json.stock).toEqual(shuffled.slice(rows.length).reverse());
  expect(json.stock).toHaveLength(stock);
}

/** Why the move is refused, in the player's words; null when it is legal. */
export function refusedBecause(at: Position, from: string, to: string, count = 1): string | null {
  const chosen = move(at, from, to, count);
  const refused = refusal(at, chosen);
  return refused ? explain(at, chosen, refused) : null;
}

/**
 * A castle-family game near its end: an empty pile, Kings and Queens on top, an
 * in-order pair, foundations part built (and, in games of more than eight piles, the
 * others empty).
 */
export function lateCastle(game: string): Position {
  const piles = [
    [],
    ["KC"],
    ["KH", "QH"],
    ["QS", "JS"],
    ["KS", "TS", "9H"],
    ["AD"],
    run("KD", "2D"),
    ["JH", "TH"],
  ];
  const count = gameById(game)?.piles.find((group) => group.kind === "tableau")?.count ?? 8;
  return position({
    game,
    tableau: [...piles, ...Array.from({ length: count - piles.length }, () => [])],
    foundations: [run("AC", "QC"), [], run("AH", "8H"), run("AS", "9S")],
  });
}
