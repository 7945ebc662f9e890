/**
 * Where a double-click sends cards (rules.md, "What the app adds"): among the engine's
 * legal moves from that pile with that many cards, a foundation first, then a tableau
 * pile (one with cards before an empty one), then a free cell.
 */
import { layoutOf, legalMoves, type Move, type Position } from "../../engine/index.js";

function rank(position: Position, move: Move): number {
  const layout = layoutOf(position.rules);
  switch (layout.kinds[move.to]) {
    case "foundation":
      return 0;
    case "tableau":
      return position.piles[move.to].cards.length > 0 ? 1 : 2;
    case "cell":
      return 3;
    default:
      return 4;
  }
}

/** The best legal move of exactly `count` cards from pile `from`, or null. */
export function bestMove(
  position: Position,
  from: number,
  count: number,
  moves: readonly Move[] = legalMoves(position),
): Move | null {
  let best: Move | null = null;
  for (const move of moves) {
    if (move.from !== from || move.count !== count || move.to < 0) continue;
    if (best === null || rank(position, move) < rank(position, best)) best = move;
  }
  return best;
}

/**
 * A double-click on a card `count` cards from the top of pile `from`: that card's run
 * if it can go somewhere, else the longest shorter run under the pointer that can.
 */
export function doubleClickMove(position: Position, from: number, count: number): Move | null {
  const moves = legalMoves(position);
  for (let n = count; n >= 1; n--) {
    const move = bestMove(position, from, n, moves);
    if (move) return move;
  }
  return null;
}
