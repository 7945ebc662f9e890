/**
 * The end of a game that needs no more thought: every card is in sight (none face down,
 * the stock spent) and foundation moves alone carry every card home. A foundation move
 * never takes another away: it uncovers a card and raises one foundation, and a card
 * that fitted that foundation is the moved card's twin, which fits wherever it did. So
 * foundation moves made in any order reach the win whenever some order does.
 */
import { play } from "./apply.js";
import { layoutOf } from "./layout.js";
import type { Move } from "./move.js";
import { legalMoves } from "./moves.js";
import { isWon, type Position } from "./position.js";

/** Foundation moves that win from `position` with every card in sight; null if there are none. */
export function finishingMoves(position: Position): readonly Move[] | null {
  const layout = layoutOf(position.rules);
  if (isWon(position) || position.piles.some((pile) => pile.down > 0)) return null;
  if (layout.stock >= 0 && position.piles[layout.stock].cards.length > 0) return null;
  const moves: Move[] = [];
  let current = position;
  while (!isWon(current)) {
    const home = legalMoves(current).find(
      (move) => move.to >= 0 && layout.kinds[move.to] === "foundation",
    );
    if (!home) return null;
    moves.push(home);
    current = play(current, home);
  }
  return moves;
}
