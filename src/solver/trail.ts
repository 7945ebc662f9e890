/** The way back to the start, shared between a position and the ones after it. */
import type { Move } from "../engine/move.js";

export interface Trail {
  readonly move: Move;
  readonly before: Trail | null;
}

export function movesOf(trail: Trail | null): Move[] {
  const moves: Move[] = [];
  for (let step = trail; step; step = step.before) moves.push(step.move);
  return moves.reverse();
}
