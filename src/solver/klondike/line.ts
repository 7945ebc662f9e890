/**
 * A line of the compact Klondike tableau's moves (tableau.ts) as engine moves: a talon
 * card is brought to the top of the waste by turning the stock (and the waste back
 * over) as often as it takes, then played; a move made after moving a run to a twin
 * (`twinPileOf`) makes that move first.
 */
import { play } from "../../engine/apply.js";
import { suitOf } from "../../engine/card.js";
import type { Move } from "../../engine/move.js";
import type { Position } from "../../engine/position.js";
import type { KlondikePlan } from "./family.js";
import { cardOfMove, countOf, fromOf, HOME, TALON, toOf, twinOf, twinPileOf } from "./moves.js";

/**
 * The engine moves of a line of compact moves from `start`: a talon card is brought to
 * the top of the waste by turning the stock (and the waste back over) as often as it
 * takes, then played.
 */
export function engineLine(start: Position, plan: KlondikePlan, line: readonly number[]): Move[] {
  const { layout } = plan;
  const moves: Move[] = [];
  let position = start;
  const make = (move: Move) => {
    moves.push(move);
    position = play(position, move);
  };
  for (const step of line) {
    const card = cardOfMove(step);
    const from = fromOf(step);
    const to = toOf(step);
    const target = to === HOME ? layout.foundations[suitOf(card)] : layout.tableau[to];
    const twinPile = twinPileOf(step);
    if (twinPile >= 0) {
      // The run on the card the move uncovers goes to that card's twin first.
      const pile = layout.tableau[to === HOME ? from : to];
      const twinCards = position.piles[layout.tableau[twinPile]].cards;
      const cards = position.piles[pile].cards;
      const at = cards.lastIndexOf(twinOf(twinCards[twinCards.length - 1]));
      make({ from: pile, to: layout.tableau[twinPile], count: cards.length - 1 - at });
    }
    if (from === TALON) {
      bringToWaste(position, plan, card, make);
      make({ from: layout.waste, to: target, count: 1 });
    } else if (from === HOME) {
      make({ from: layout.foundations[suitOf(card)], to: target, count: 1 });
    } else {
      make({ from: layout.tableau[from], to: target, count: countOf(step) });
    }
  }
  return moves;
}

/** Turns the stock, and the waste back over, until `card` is the waste's top card. */
function bringToWaste(
  position: Position,
  plan: KlondikePlan,
  card: number,
  make: (move: Move) => void,
): void {
  const { stock, waste } = plan.layout;
  let now = position;
  const size = now.piles[stock].cards.length + now.piles[waste].cards.length;
  // Two rounds of the talon reach every card a move may play (talon.ts).
  for (let step = 0; step <= 2 * (size + 1); step++) {
    const shown = now.piles[waste].cards;
    if (shown[shown.length - 1] === card) return;
    const left = now.piles[stock].cards.length;
    const move =
      left > 0
        ? { from: stock, to: waste, count: Math.min(left, plan.turns) }
        : { from: waste, to: stock, count: shown.length };
    make(move);
    now = play(now, move);
  }
  throw new Error("a talon card the search played cannot be brought to the waste");
}
