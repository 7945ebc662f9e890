/**
 * The way back to the start, shared between a position and the ones after it: the moves
 * of a tableau (search/tableau.ts), each a number.
 */
export interface Trail {
  readonly move: number;
  readonly before: Trail | null;
}

/** The moves from the start along `trail`, first move first. */
export function lineOf(trail: Trail | null): number[] {
  const moves: number[] = [];
  for (let step = trail; step; step = step.before) moves.push(step.move);
  return moves.reverse();
}
