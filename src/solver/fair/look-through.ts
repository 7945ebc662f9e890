/**
 * Looking through the stock. Where the waste may be turned back over as the stock as
 * often as the player likes, dealing to the stock's end and turning the waste back over
 * shows every stock card, and the stock comes back in the order it had: begun with an
 * empty waste, the pass ends in the very position it began in. A player who has not yet
 * seen the stock learns it that way at no cost, and from then on guesses only the
 * face-down tableau cards (unseen.ts, Memory) instead of the stock's order as well.
 */
import { layoutOf } from "../../engine/layout.js";
import type { Move } from "../../engine/move.js";
import { legalMoves } from "../../engine/moves.js";
import { isStockMove } from "../../engine/status.js";
import { arrangement, type PlayerView } from "./unseen.js";

/** The rules turn the waste back over as the stock, with no limit on passes. */
function wasteTurnsBack(view: PlayerView): boolean {
  const { waste, groups } = layoutOf(view.rules);
  return waste >= 0 && groups[waste].sendsTo.includes("stock");
}

/**
 * The next move of a look through the stock (a deal, or the waste turned back over once
 * the stock is spent), while the player has not yet seen the whole stock; null where
 * there is nothing to look through. Stock moves depend on how many cards lie in the
 * stock and the waste, never on which, so the layout used to list them reads no hidden card.
 */
export function lookThroughMove(view: PlayerView): Move | null {
  if (view.memory.stockSeen || !wasteTurnsBack(view)) return null;
  const position = arrangement(view, () => 0);
  return legalMoves(position).find((move) => isStockMove(position, move)) ?? null;
}
