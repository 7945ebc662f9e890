/**
 * Moves chosen without knowing how the game ends, as a careful player chooses them.
 * Until a card turns up, the player knows exactly where every move leads: the planner
 * looks ahead through those moves (a bounded breadth-first search) and picks the line
 * that reaches the best-appraised position (appraise.ts), a line that ends where it turns
 * a card up counting that card as still unknown. Only when no line improves on the
 * position does it deal or turn the stock; while the stock may not deal yet it makes the
 * best single move. So it turns cards up, builds in suit, keeps spaces, never breaks a run for
 * nothing, and deals only when nothing useful is left.
 */
import { play } from "../../engine/apply.js";
import { type Layout, layoutOf } from "../../engine/layout.js";
import type { Move } from "../../engine/move.js";
import { legalMoves } from "../../engine/moves.js";
import type { Pile, Position } from "../../engine/position.js";
import { isPileShuffle, isStockMove } from "../../engine/status.js";
import { appraise } from "./appraise.js";

/** Positions the planner expands before it settles on a line. */
export const PLAN_NODES = 200;

/** A line must gain at least this much to be worth playing (it beats rounding noise). */
const GAIN = 1e-6;

/** What one more legal move is worth to the single-move fallback, in appraisal points. */
const OPTION_WORTH = 0.5;

/** Face-down tableau cards and stock cards: a move that lowers it turns a card up. */
function hiddenSlots(position: Position, layout: Layout): number {
  let slots = layout.stock >= 0 ? position.piles[layout.stock].cards.length : 0;
  for (const index of layout.tableau) slots += position.piles[index].down;
  return slots;
}

/** `after` with the cards the last move turned up laid face down again: the planner cannot know them. */
function unturned(before: Position, after: Position): Position {
  const piles: Pile[] = after.piles.map((pile, i) => {
    const was = before.piles[i].down;
    return pile.down < was ? { cards: pile.cards, down: Math.min(was, pile.cards.length) } : pile;
  });
  return { ...after, piles };
}

const keyOf = (position: Position): string =>
  position.piles.map((pile) => `${pile.down}:${pile.cards.join(",")}`).join("|");

/**
 * The line the planner would play from `position`: the moves to the best position it
 * can see to (ending at the first move that turns a card up), or one stock move, or one
 * best move. Never a move that only reorders piles, nor one into a position for which
 * `seen` answers true (one already passed through, so that the player cannot go round
 * in circles). Empty when no move is left. It reads no hidden card: the moves it
 * weighs turn cards up only at a line's end, and those cards are not looked at.
 */
export function plannedLine(
  position: Position,
  seen: (after: Position) => boolean = () => false,
  nodes: number = PLAN_NODES,
): readonly Move[] {
  const layout = layoutOf(position.rules);
  let best: readonly Move[] = [];
  let bestScore = appraise(position) + GAIN;
  const known = new Set([keyOf(position)]);
  const queue: { position: Position; line: readonly Move[] }[] = [{ position, line: [] }];
  for (let head = 0; head < queue.length && head < nodes; head++) {
    const node = queue[head];
    const hidden = hiddenSlots(node.position, layout);
    for (const move of legalMoves(node.position)) {
      if (isStockMove(node.position, move) || isPileShuffle(node.position, move)) continue;
      const after = play(node.position, move);
      const line = [...node.line, move];
      if (hiddenSlots(after, layout) < hidden) {
        const score = appraise(unturned(node.position, after));
        if (score > bestScore) [best, bestScore] = [line, score];
        continue;
      }
      const key = keyOf(after);
      if (known.has(key)) continue;
      known.add(key);
      if (seen(after)) continue;
      const score = appraise(after);
      if (score > bestScore) [best, bestScore] = [line, score];
      queue.push({ position: after, line });
    }
  }
  if (best.length > 0) return best;
  const moves = legalMoves(position);
  const stock = moves.find((move) => isStockMove(position, move));
  if (stock) return seen(play(position, stock)) ? [] : [stock];
  // A stock that may not deal yet (Spider's spaces must be filled first) waits on one move;
  // with the stock spent and nothing to gain, the player stops rather than wander.
  if (layout.stock < 0 || position.piles[layout.stock].cards.length === 0) return [];
  const single = bestSingleMove(position, moves, seen);
  return single ? [single] : [];
}

function bestSingleMove(
  position: Position,
  moves: readonly Move[],
  seen: (after: Position) => boolean,
): Move | null {
  let best: Move | null = null;
  let bestWorth = Number.NEGATIVE_INFINITY;
  for (const move of moves) {
    if (isPileShuffle(position, move)) continue;
    const after = play(position, move);
    if (seen(after)) continue;
    const worth = appraise(unturned(position, after)) + OPTION_WORTH * legalMoves(after).length;
    if (worth > bestWorth) [best, bestWorth] = [move, worth];
  }
  return best;
}

/**
 * The first move of the planned line or, where the planner would stop (nothing gains and
 * no stock is left), the best single move: a move whenever one is left (the open games'
 * Hint offers it in a lost position).
 */
export function heuristicMove(
  position: Position,
  seen: (after: Position) => boolean = () => false,
): Move | null {
  return plannedLine(position, seen)[0] ?? bestSingleMove(position, legalMoves(position), seen);
}
