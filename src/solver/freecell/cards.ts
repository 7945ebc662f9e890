/**
 * Cards of the FreeCell tableau as indices 0-51 (`(rank - 1) * 4 + suit`, the engine's
 * code less four), and the one relation the rules build on: which card goes on which.
 */
import { type Card, isRed } from "../../engine/card.js";

export const DECK = 52;
/** The engine's code of the Ace of clubs: card indices are engine codes less this. */
const FIRST_CODE = 4;

export const indexOfCard = (card: Card): number => card - FIRST_CODE;
/** 1 (Ace) to 13 (King). */
export const rankOf = (card: number): number => (card >> 2) + 1;
export const suitOf = (card: number): number => card & 3;

/**
 * Per pair `card * DECK + onto`: does `card` go on `onto` (one rank down, other colour)?
 * An index has its engine code's suit, so the engine's `isRed` reads it.
 */
export const FITS = (() => {
  const fits = new Uint8Array(DECK * DECK);
  for (let card = 0; card < DECK; card++) {
    for (let onto = 0; onto < DECK; onto++) {
      if (rankOf(onto) === rankOf(card) + 1 && isRed(onto) !== isRed(card)) {
        fits[card * DECK + onto] = 1;
      }
    }
  }
  return fits;
})();
