/**
 * A quick proof that a position of the compact Klondike tableau is lost: some card
 * buried in the tableau can never leave its pile.
 *
 * Call the face-down cards of a pile and its lowest face-up card, where it lies on a
 * face-down card or on the table, its *buried* cards. In a win every card goes home, so
 * every buried card leaves its place once; take the first time it does. A buried card
 * leaves as the head of what moves (nothing lies under it but face-down cards, which
 * never move), and a face-down one only once every buried card above it has left. It
 * goes home, which needs every lower card of its suit home, so every buried one of them
 * left before; or onto a card it fits, a pile's top card then, so that every buried
 * card above that card (in the pile it was dealt to) left before; or, a King, into an
 * empty pile. Every other card (the talon's, home, face-up on a buried card) is taken to
 * be at hand whenever needed.
 *
 * So the buried cards that may ever leave are found from none, adding each card whose
 * conditions the cards found so far meet, until none is added: in any win each buried
 * card's first leaving comes after those its conditions name, so every buried card is
 * found. A card left over proves the position lost. Turning a card up only takes a
 * card out of the buried ones, which asks less of every other, so a position that
 * passes the test passes it after any move: the test is run on the search's start.
 */
import { KING, rankOf, suitOf } from "../../engine/card.js";
import { CARD_CODES } from "../core/placement-table.js";

/**
 * Is some buried card of `piles` (bottom first, `down` of each face down) unable ever to
 * leave? `fits[card * CARD_CODES + other]`: `card` may be placed on `other`.
 */
export function buriedForGood(
  piles: readonly (readonly number[])[],
  down: readonly number[],
  fits: Uint8Array,
): boolean {
  /** Per card: its pile and height, where it is buried. */
  const pileOf = new Int8Array(CARD_CODES).fill(-1);
  const heightOf = new Int8Array(CARD_CODES);
  const buried: number[] = [];
  piles.forEach((cards, pile) => {
    const top = Math.min(down[pile], cards.length - 1);
    for (let height = 0; height <= top; height++) {
      pileOf[cards[height]] = pile;
      heightOf[cards[height]] = height;
      buried.push(cards[height]);
    }
  });
  const left = new Uint8Array(CARD_CODES);
  /** Have the buried cards above `card`'s place (which it lies under, if buried) all left? */
  const uncovered = (card: number): boolean => {
    const pile = pileOf[card];
    if (pile < 0) return true;
    const cards = piles[pile];
    const top = Math.min(down[pile], cards.length - 1);
    for (let height = heightOf[card] + 1; height <= top; height++) {
      if (!left[cards[height]]) return false;
    }
    return true;
  };
  const mayLeave = (card: number): boolean => {
    if (heightOf[card] < down[pileOf[card]] && !uncovered(card)) return false;
    if (rankOf(card) === KING) return true;
    let home = true;
    for (let lower = suitOf(card) + 4; lower < card; lower += 4) {
      if (pileOf[lower] >= 0 && !left[lower]) home = false;
    }
    if (home) return true;
    for (let other = 4; other < CARD_CODES; other++) {
      if (fits[card * CARD_CODES + other] && uncovered(other)) return true;
    }
    return false;
  };
  let found = 0;
  for (let grew = true; grew; ) {
    grew = false;
    for (const card of buried) {
      if (left[card] || !mayLeave(card)) continue;
      left[card] = 1;
      found++;
      grew = true;
    }
  }
  return found < buried.length;
}
