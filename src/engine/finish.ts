/**
 * The end of a game that needs no more thought: no card lies face down, and foundation
 * moves alone carry every card home, with the stock turned through where it holds cards.
 * A foundation move never takes another away: it uncovers a card and raises one
 * foundation, and a card that fitted that foundation is the moved card's twin, which
 * fits wherever it did. So foundation moves made in any order reach the win whenever
 * some order does.
 *
 * The stock's order is hidden, so a stock may hold cards only where its order cannot
 * matter: it turns one card at a time onto a waste that is turned back over as the new
 * stock (Klondike drawing one). Each pass then brings every card of stock and waste to
 * the top once, so what can go home does not depend on where it lies, and the cards
 * there are known: the deck less every card in sight.
 */
import { play } from "./apply.js";
import { type Layout, layoutOf } from "./layout.js";
import type { Move } from "./move.js";
import { legalMoves } from "./moves.js";
import { isWon, type Position } from "./position.js";
import { isHomeMove, isStockMove } from "./status.js";

/** Moves that win from `position` as above (foundation moves and stock turns); null if there are none. */
export function finishingMoves(position: Position): readonly Move[] | null {
  const layout = layoutOf(position.rules);
  if (isWon(position) || position.piles.some((pile) => pile.down > 0)) return null;
  const talon = layout.stock >= 0 ? position.piles[layout.stock].cards.length : 0;
  if (talon > 0 && !turnsThrough(layout)) return null;
  const moves: Move[] = [];
  let current = position;
  // Stock moves since the last card went home: more than a pass through the talon and
  // back means nothing left can go home.
  let idle = 0;
  while (!isWon(current)) {
    const legal = legalMoves(current);
    const home = legal.find((move) => isHomeMove(current, move));
    const turn = home ? undefined : legal.find((move) => isStockMove(current, move));
    const next = home ?? turn;
    if (!next) return null;
    idle = home ? 0 : idle + 1;
    if (idle > talonSize(current, layout) + 1) return null;
    moves.push(next);
    current = play(current, next);
  }
  return moves;
}

/** A stock that turns one card at a time onto a waste turned back over as the new stock. */
function turnsThrough(layout: Layout): boolean {
  const stock = layout.groups[layout.stock];
  return (
    layout.waste >= 0 &&
    stock.turns === 1 &&
    stock.sendsTo.includes("waste") &&
    layout.groups[layout.waste].sendsTo.includes("stock")
  );
}

function talonSize(position: Position, layout: Layout): number {
  const stock = layout.stock >= 0 ? position.piles[layout.stock].cards.length : 0;
  return stock + (layout.waste >= 0 ? position.piles[layout.waste].cards.length : 0);
}
