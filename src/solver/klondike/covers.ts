/**
 * When a card may come into the tableau from the talon or off its foundation: only where
 * the next move can put a card on it.
 *
 * Drawing one, take a win, and in it a talon card c that goes into the tableau without a
 * card put on it by the next move. Until a card goes onto c (or c goes home), c only lies
 * there. So leave c in the talon: leave out the moves that moved c alone (one that put c
 * on a card that had just come into the tableau becomes c's move in from the talon),
 * move the runs c rode on without it, put c in from the talon just before the first card
 * goes onto it (onto what c lies on then, a pile's top card once c is not there, or, a
 * King, into its empty pile), and play c home from the talon where it went home first.
 * Drawing one, the talon is the set of its cards, each playable at any time, so c
 * staying there changes no other move, and no card turns up later (c covers no face-down
 * card); the card c lay on is only freer. The line is still a win, no longer, and one of
 * its moves bringing a card in has come later (or the line is shorter), so repeating
 * this ends, with a win in which every talon card that comes into the tableau has a card
 * put on it by the next move (a run lying on its twin counts: the key puts it on the
 * card). tableau.ts holds the search to that.
 *
 * A card c taken off its foundation (drawing one or three: that leaves the talon as it
 * is) is left home the same way, up to the first move that puts a card on c, takes the
 * card under c off the same foundation (which needs c gone), or sends c home again (then
 * both of c's moves go); moves that moved c alone or carried it go as above. Such
 * cards can wait on one another (a King comes off for a Queen from another foundation,
 * which must first let a Jack come off for a card to go on it), so in the win that
 * results the move after c comes in is the one that needs c, or brings in another card
 * waiting in this way for a move further on: only such moves come between c and the one
 * that needs it, and they move no run and send no card home.
 *
 * So when c comes in, the card that the move needing c puts on it heads a run on top of
 * a pile, or comes from the talon or off its foundation, and then by the same token can
 * have a card put on it in turn (drawing three a talon card may go anywhere, so any talon card
 * counts that the stock brings up: drawing three, only cards taken off their
 * foundations come into the tableau before it, which leave the talon as it is, so it
 * comes up now); likewise the card under c that it takes off. So the
 * search offers a talon card into the tableau (drawing one) only where `mayBeCovered`
 * holds, and a card off its foundation only where `mayComeOffHome` does. The other rules
 * of the search (tableau.ts) keep a win by rearranging one too, and none of them turns a
 * card up later than the win did.
 */
import { ACE, rankOf, suitOf } from "../../engine/card.js";
import type { KlondikePlan } from "./family.js";

/** What the rules read of a position, as the compact tableau holds it. */
export interface CoverScene {
  readonly plan: KlondikePlan;
  /** Per suit, the rank on its foundation. */
  readonly home: readonly number[];
  /** Is `card` a talon card the stock can bring to the top of the waste now? */
  comesUp(card: number): boolean;
  /** Does `card` lie face up in the tableau, heading a run that reaches its pile's top? */
  headsTopRun(card: number): boolean;
}

/** Can a card be put on `card` at once, were it on top of a pile? */
export function mayBeCovered(scene: CoverScene, card: number): boolean {
  const { plan, home } = scene;
  for (const guest of plan.guests[card]) {
    if (scene.headsTopRun(guest)) return true;
    if (scene.comesUp(guest)) {
      if (plan.turns !== 1 || mayBeCovered(scene, guest)) return true;
    } else if (
      plan.homeGivesBack &&
      home[suitOf(guest)] === rankOf(guest) &&
      mayComeOffHome(scene, guest)
    ) {
      return true;
    }
  }
  return false;
}

/**
 * May `card`, the top card of its foundation, come back into the tableau: can a card be
 * put on it at once, or may the card under it come off in turn?
 */
export function mayComeOffHome(scene: CoverScene, card: number): boolean {
  return mayBeCovered(scene, card) || (rankOf(card) > ACE && mayComeOffHome(scene, card - 4));
}
