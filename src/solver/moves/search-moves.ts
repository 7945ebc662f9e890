/**
 * The moves the search tries from a position: the engine's legal moves, completed
 * where the canonical list is too short for a solver and trimmed where a move
 * provably cannot matter.
 */

import { layoutOf } from "../../engine/layout.js";
import { refusal } from "../../engine/legal.js";
import type { Move } from "../../engine/move.js";
import { legalMoves } from "../../engine/moves.js";
import type { Position } from "../../engine/position.js";
import { isPileShuffle, isSafeFoundationMove } from "../../engine/status.js";
import { reducedMoves } from "../castle/reduction.js";
import { interchangeable } from "../core/key.js";

/**
 * - A safe foundation move (the engine's `isSafeFoundationMove`) is made alone: it
 *   can never be regretted, so the position is won exactly when the one after it is.
 * - The canonical list names one empty pile per group; where the group's piles are not
 *   interchangeable (a stock still deals onto them) the other empty piles are added.
 * - Carrying a whole pile into an empty pile of the same group is dropped where that
 *   group is interchangeable: it leads to the same position up to pile order (the same
 *   key). Where the piles are not interchangeable it is a real move and is kept.
 * - In the open castle family, none from a position that cannot be won (reduction.ts).
 */
export function searchMoves(position: Position): Move[] {
  const layout = layoutOf(position.rules);
  const legal = legalMoves(position);
  const moves: Move[] = [];
  for (const move of legal) {
    if (isSafeFoundationMove(position, move)) return [move];
    const to = move.to;
    if (to < 0 || position.piles[to].cards.length > 0) {
      moves.push(move);
      continue;
    }
    const group = layout.groupIds[to];
    if (interchangeable(position, group)) {
      if (!isPileShuffle(position, move)) moves.push(move);
      continue;
    }
    moves.push(move);
    for (let other = to + 1; other < layout.size && layout.groupIds[other] === group; other++) {
      if (other === move.from || position.piles[other].cards.length > 0) continue;
      const extra = { from: move.from, to: other, count: move.count };
      if (refusal(position, extra) === null) moves.push(extra);
    }
  }
  return reducedMoves(position, moves);
}
