/**
 * A plain exhaustive search, the referee of the solver's verdicts: every legal move of
 * the engine, into every empty pile that takes it (not one per group), and a table of
 * every position met. It shares nothing with the solver's searches but the engine's
 * rules: no safe moves, no dead-end tests, no rank game, no move orders. Its one saving
 * is what the layout makes plain: piles of one group that nothing reaches by position
 * (free cells; tableau piles when no stock is left to deal onto them by position) are
 * compared as a set, since swapping two of them changes nothing a move can see.
 *
 * The tests check small positions with it; the solver benchmark cross-examines the
 * `lost` verdicts on the public deals with it (PATIENCE_BENCH_CHECK_LOST).
 */
import { play } from "../../engine/apply.js";
import { layoutOf } from "../../engine/layout.js";
import { refusal } from "../../engine/legal.js";
import type { Move } from "../../engine/move.js";
import { legalMoves } from "../../engine/moves.js";
import { isWon, type Pile, type Position } from "../../engine/position.js";

/** `too-big`: more than the allowed number of positions are reachable. */
export type ExhaustiveVerdict = "won" | "lost" | "too-big";

/** The most entries a JavaScript `Set` holds. */
const SET_CAPACITY = 2 ** 24;

/** Searches until a win, or every position reachable, or `limit` positions (at most `SET_CAPACITY`). */
export function exhaustiveSearch(start: Position, limit: number): ExhaustiveVerdict {
  const most = Math.min(limit, SET_CAPACITY);
  const seen = new Set<string>([plainKey(start)]);
  const todo = [start];
  while (todo.length > 0) {
    const current = todo.pop() as Position;
    if (isWon(current)) return "won";
    for (const move of everyMove(current)) {
      const next = play(current, move);
      const key = plainKey(next);
      if (seen.has(key)) continue;
      if (seen.size >= most) return "too-big";
      seen.add(key);
      todo.push(next);
    }
  }
  return "lost";
}

/**
 * The legal moves, each into an empty pile also into every other empty pile that takes
 * it (the engine's list names one per group).
 */
function everyMove(position: Position): Move[] {
  const legal = legalMoves(position);
  const moves = [...legal];
  for (const move of legal) {
    if (move.to < 0 || position.piles[move.to].cards.length > 0) continue;
    for (let to = 0; to < position.piles.length; to++) {
      const other = { ...move, to };
      if (to === move.to || position.piles[to].cards.length > 0) continue;
      if (refusal(position, other) === null) moves.push(other);
    }
  }
  return moves;
}

// One character per card (codes start above the face-down counts), a pile's text
// ended by a character no card or count uses.
const END = 0;
const FIRST_CARD = 64;

function pileText(pile: Pile): string {
  return String.fromCharCode(1 + pile.down, ...pile.cards.map((card) => FIRST_CARD + card), END);
}

/**
 * The position as text, the piles of each group compared as a set where nothing tells
 * them apart. A group's piles are consecutive in the layout and every pile's text ends
 * in `END`, so the text still tells every two positions apart that differ otherwise.
 */
export function plainKey(position: Position): string {
  const layout = layoutOf(position.rules);
  const stockLeft = layout.stock >= 0 && position.piles[layout.stock].cards.length > 0;
  const texts = position.piles.map(pileText);
  for (let first = 0; first < texts.length; ) {
    let end = first + 1;
    while (end < texts.length && layout.groupIds[end] === layout.groupIds[first]) end++;
    const kind = layout.kinds[first];
    if (kind === "cell" || (kind === "tableau" && !stockLeft)) {
      texts.splice(first, end - first, ...texts.slice(first, end).sort());
    }
    first = end;
  }
  return texts.join("");
}
