/**
 * A move chosen without knowing how the game ends: the one that leaves the best-looking
 * position with the most moves open. Used where no winning line is known.
 */
import { play } from "../../engine/apply.js";
import type { Move } from "../../engine/move.js";
import { legalMoves } from "../../engine/moves.js";
import type { Position } from "../../engine/position.js";
import { isPileShuffle } from "../../engine/status.js";
import { progressScore } from "../moves/score.js";

/** What one more legal move afterwards is worth, in progress-score points. */
const OPTION_WORTH = 0.5;

/**
 * The best of `position`'s legal moves by progress and options left, never a move that
 * only reorders piles nor one for which `seen` answers true (a position already passed
 * through, so that a player following it cannot go round in circles). Null when no
 * move is left.
 */
export function heuristicMove(
  position: Position,
  seen: (after: Position) => boolean = () => false,
): Move | null {
  let best: Move | null = null;
  let bestWorth = Number.NEGATIVE_INFINITY;
  for (const move of legalMoves(position)) {
    if (isPileShuffle(position, move)) continue;
    const after = play(position, move);
    if (seen(after)) continue;
    const worth = progressScore(after) + OPTION_WORTH * legalMoves(after).length;
    if (worth > bestWorth) {
      best = move;
      bestWorth = worth;
    }
  }
  return best;
}
