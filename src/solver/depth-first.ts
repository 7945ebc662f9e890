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

interface Frame {
  readonly texts: string[];
  readonly position: Position;
  /** Moves not yet tried, best last (so `pop` takes the best). */
  readonly moves: Move[];
  /** The move that led here from the frame below. */
  readonly move: Move | null;
}

export function depthFirst(start: Position, budget: Budget, memory: number): Outcome {
  const { table, first } = startSearch(start, memory);
  const stack: Frame[] = [];
  const enter = (position: Position, texts: string[], move: Move | null): Outcome | null => {
    const scored: { move: Move; score: number }[] = [];
    for (const next of searchMoves(position)) {
      const after = play(position, next);
      if (isWon(after))
        return { kind: "won", moves: [...lineOf(stack), ...(move ? [move] : []), next] };
      scored.push({ move: next, score: progressScore(after) });
    }
    // Only the moves are kept, the children made again when entered: a frame keeping
    // every child took about 20 KB in Black Widow, 2 GB for a line of 100,000.
    scored.sort((a, b) => a.score - b.score);
    stack.push({ texts, position, moves: scored.map((child) => child.move), move });
    return null;
  };
  if (!budget.spend()) return { kind: "gave-up" };
  const opened = enter(start, first.texts, null);
  if (opened) return opened;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    const move = frame.moves.pop();
    if (!move) {
      stack.pop();
      continue;
    }
    const child = play(frame.position, move);
    const texts = pileTexts(child, frame.position, frame.texts);
    const key = positionKey(child, texts);
    if (table.has(key)) continue;
    table.add(key);
    if (!budget.spend() || stack.length === longestLine(memory)) return { kind: "gave-up" };
    const won = enter(child, texts, move);
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

/**
 * The most positions the line may hold, given the memory allowance (positions
 * remembered by the table). A line longer than the table only comes of forgotten
 * positions met again and could grow without bound; a frame takes about 2 KB (Black
 * Widow), the room of some fifteen remembered positions, so this line takes at most
 * about twice the table's memory.
 */
const longestLine = (memory: number): number => Math.max(1, Math.floor(memory / 8));
