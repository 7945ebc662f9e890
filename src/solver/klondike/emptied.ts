/**
 * When a pile may be emptied by moving all it holds onto a card: only where it is then
 * the first empty pile and a King can come into it by the next move, which must then do
 * so (tableau.ts keys the position between apart, and gives it only those moves).
 *
 * In Klondike only a King goes into an empty pile. Take a win, and in it a move m that
 * carries the whole of pile A, a run R with no card face down under it, onto a card y,
 * where the next move puts no King into A. Leave R in A instead, up to the first move k
 * that puts a King into A, and make m just before k, onto the card R's first card lies
 * on there in the win (or never, if no King comes or R's first card has gone home).
 * Until then:
 * - R lies on the table instead of on y. What is done with R's cards is done the same
 *   from A: cards put on its top card, parts of it moved off (a part lying on a card it
 *   fits moves to that card's twin in both) or sent home. All of R could leave y only for
 *   y's twin, and only with a move that then needs y free (tableau.ts, `twinSlots`): y
 *   being free here, that move is made without R's, which is left out.
 * - y is free instead of covered. It only adds moves, and leaves out none: y could go
 *   home alone only once R's first card, one rank lower and of the other colour, were
 *   home (settled.ts), and the rules that ask whether a card could be put on another, or
 *   go home, by the next move (covers.ts, talon-home.ts) only find more with y free.
 * - A is not empty. A King put into the first empty pile meanwhile went elsewhere: A was
 *   not the first empty pile, or k would be that move.
 * - The talon is the same, and no card turns up later.
 * So the line is still a win, no longer, in which m comes later or not at all; repeating
 * this ends with a win where each such move comes just before a King goes into its pile.
 * It moves no card into or out of the talon or a foundation, so it keeps what
 * talon-home.ts made of the win; where a card c came into the tableau for R to go onto
 * it at once, covers.ts brings c in later too, just before m, and neither rule then
 * undoes what the other made.
 * There A was the first empty pile, and the King could come in by the next move: one
 * heading a run on top of a pile, not on the table (a whole pile moved into a space is no
 * move: tableau.ts), a talon card that may come into the tableau (covers.ts), or one that
 * may come off its foundation.
 */
import { KING } from "../../engine/card.js";
import { type CoverScene, mayComeOffHome } from "./covers.js";
import { mayLeaveHome } from "./settled.js";

/** What the rule reads of a position, as the compact tableau holds it. */
export interface SpaceScene extends CoverScene {
  /** The cards of each tableau pile, bottom first. */
  readonly piles: readonly (readonly number[])[];
  /** May talon card `card`, which the stock brings up, come into the tableau (covers.ts)? */
  mayEnter(card: number): boolean;
}

/**
 * Could the next move put a King into a pile just emptied by moving its run onto a card
 * (were that pile the first empty one)?
 */
export function kingMayComeIn(scene: SpaceScene): boolean {
  const { piles, home, plan } = scene;
  for (let suit = 0; suit < 4; suit++) {
    const king = KING * 4 + suit;
    if (scene.headsTopRun(king)) {
      // Not on the table: that whole pile into a space would be no move. (A King never
      // lies in a run moved onto a card: it fits on none.)
      if (piles.some((cards) => cards.indexOf(king) > 0)) return true;
    } else if (scene.comesUp(king)) {
      if (scene.mayEnter(king)) return true;
    } else if (
      plan.homeGivesBack &&
      home[suit] === KING &&
      mayLeaveHome(suit, home, plan.buildsOn) &&
      mayComeOffHome(scene, king)
    ) {
      return true;
    }
  }
  return false;
}
