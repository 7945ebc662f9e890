/**
 * When a talon card may go home, drawing one: only where the next move can send the next
 * card of its suit home (or where it settles, and goes home alone: settled.ts).
 *
 * Drawing one, take a shortest win, and in it a talon card c that goes home from the
 * talon, where it does not settle, at a move after which the next move does not send c +
 * 1 (the next card of its suit) home. Leave c in the talon until the move that sends c +
 * 1 home, and play c home from the talon just before it; a King, which has no next card,
 * until the end of the win, where every other card being home it settles. Until then c
 * home served nothing: c + 1 was not home; c did not come off its foundation (the win
 * would have brought it in from the talon, a move shorter); the card under c stayed home,
 * c lying on it. Drawing one, the talon is the set of its cards, each playable at any
 * time, so c staying there changes no other move and no card turns up later, and c can
 * still go home when it is needed. The line is a win as short, in which c goes home just
 * before c + 1, or settles.
 *
 * Do this to the last such move of a shortest win that does not come just before the
 * move that needs it (c + 1 going home; a King goes to the end): the move before that
 * one is no such move (it would be needed by the same move, and each move sends one
 * card home), so the places of these moves, read from the last, grow, and repeating
 * this ends with a win as short where each comes just before the move that needs it.
 * It is independent of the rearrangement of covers.ts: a card going home from the
 * talon is not a move that brings a card into the tableau or puts a card on one, nor
 * needed by one, and the move that needs it is neither; so each keeps what the other
 * made of the win.
 */
import { KING, rankOf } from "../../engine/card.js";

/** What the rule reads of a position, as the compact tableau holds it. */
export interface HomeScene {
  /** Is `card` a talon card the stock can bring to the top of the waste now? */
  comesUp(card: number): boolean;
  /**
   * Does `card` lie on top of a tableau pile, as the key sees it: on top, or under a run
   * that could as well lie on its twin, a pile's top card (tableau.ts gives the two
   * positions one key, and so one set of moves)?
   */
  liesOnTop(card: number): boolean;
}

/**
 * Drawing one, may talon card `card`, the next card of its foundation, go home where it
 * does not settle: can the next move send the card after it home, from the talon or from
 * the top of a pile?
 */
export const mayGoHomeFromTalon = (scene: HomeScene, card: number): boolean =>
  rankOf(card) < KING && (scene.comesUp(card + 4) || scene.liesOnTop(card + 4));
