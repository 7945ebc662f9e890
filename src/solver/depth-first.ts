/**
 * Depth-first search over every search move (moves.ts), the most promising child first.
 * It is the complete search that proves a position lost: it holds only the current
 * line, so it reaches far more positions than best-first in the same memory.
 *
 * Why `exhausted` is sound: a position's key enters the table when the search enters
 * it, and the search enters every position one search move away from any position it
 * enters unless that key is already there, i.e. entered earlier. So, as in any
 * depth-first search, every reachable position is entered. When the full table forgets
 * keys, positions may be entered again (even along a cycle), which costs budget only.
 */
import { play } from "../engine/apply.js";
import type { Move } from "../engine/move.js";
import { isWon, type Position } from "../engine/position.js";
import type { Budget } from "./budget.js";
import { startSearch } from "./children.js";
import { pileTexts, positionKey } from "./key.js";
import { searchMoves } from "./moves.js";
import type { Outcome } from "./outcome.js";
import { progressScore } from "./score.js";

interface Child {
  readonly move: Move;
  readonly position: Position;
  readonly score: number;
}

interface Frame {
  readonly texts: string[];
  readonly position: Position;
  /** Children not yet entered, best last (so `pop` takes the best). */
  readonly children: Child[];
  /** The move that led here from the frame below. */
  readonly move: Move | null;
}

export function depthFirst(start: Position, budget: Budget, memory: number): Outcome {
  const { table, first } = startSearch(start, memory);
  const stack: Frame[] = [];
  const enter = (position: Position, texts: string[], move: Move | null): Outcome | null => {
    const children: Child[] = [];
    for (const next of searchMoves(position)) {
      const after = play(position, next);
      if (isWon(after))
        return { kind: "won", moves: [...lineOf(stack), ...(move ? [move] : []), next] };
      children.push({ move: next, position: after, score: progressScore(after) });
    }
    children.sort((a, b) => a.score - b.score);
    stack.push({ texts, position, children, move });
    return null;
  };
  if (!budget.spend()) return { kind: "gave-up" };
  const opened = enter(start, first.texts, null);
  if (opened) return opened;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    const child = frame.children.pop();
    if (!child) {
      stack.pop();
      continue;
    }
    const texts = pileTexts(child.position, frame.position, frame.texts);
    const key = positionKey(child.position, texts);
    if (table.has(key)) continue;
    table.add(key);
    if (!budget.spend()) return { kind: "gave-up" };
    const won = enter(child.position, texts, child.move);
    if (won) return won;
  }
  return { kind: "exhausted" };
}

/** The moves from the start to the top frame. */
function lineOf(stack: readonly Frame[]): Move[] {
  const moves: Move[] = [];
  for (const frame of stack) if (frame.move) moves.push(frame.move);
  return moves;
}
