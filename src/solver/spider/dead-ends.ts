/**
 * A sound dead-end test for the one-deck Spider family (tableau.ts): is there a
 * suit that can never be completed, whatever is played?
 *
 * As in the castle family (dead-ends.ts), what may ever happen is over-approximated by a
 * least fixpoint whose rules each ask only for what must have happened before:
 * - On each pile a depth, `reach`: the deepest card that may come to the top. The cards
 *   above it may all have left (moved as the head of a run, or carried in one).
 * - A run may leave a pile when its head is the card at the depth, or lies under it in
 *   cards that move together (face up, each joined to the one below), and the head has
 *   somewhere to go: onto a card that may be a top (in another pile, at or above that
 *   pile's depth, or still in the stock: a dealt card is a top), into a space (a pile
 *   whose depth fell below its bottom), or home with its suit. The depth then falls to
 *   the card under the head. (A card under the head is never a place for it: it comes
 *   to the top only after the head has left.)
 * - A suit may go home when each of its cards may be face up and lies on the next card
 *   of its suit now, may have moved, is the King, or is still in the stock.
 * Whatever happens in play, the fixpoint allows (by induction on time); a suit it never
 * lets go home can never be completed, so the position cannot be won.
 *
 * Deals are left out (a dealt card covering a top, a deal refused with a space): leaving
 * out what stops a move only allows more.
 */
import { ACE, cardOf, KING, suitOf } from "../../engine/card.js";
import { CARD_CODES } from "../core/placement-table.js";
import type { SpiderPlan } from "./family.js";

const ALL_SUITS = 0b1111;

/** The test with its scratch space, reused from position to position. */
export class SpiderDeadEnds {
  private readonly slotOfCard = new Int8Array(CARD_CODES);
  private readonly indexOfCard = new Int8Array(CARD_CODES);
  private readonly inStock = new Uint8Array(CARD_CODES);
  private reach = new Int8Array(0);
  /** Piles that may be empty one day. */
  private spaces = 0;
  /** Per suit a bit: the suit may go home (or is home already). */
  private homeSuits = 0;
  /**
   * Every card fills a space: once a pile may be empty every run may leave, every pile
   * empty in turn and every suit go home, so the test stops there.
   */
  private readonly spaceTakesAll: boolean;

  constructor(private readonly plan: SpiderPlan) {
    let takesAll = true;
    for (let card = cardOf(ACE, 0); card <= cardOf(KING, 3); card++) {
      if (!plan.fillsSpace[card]) takesAll = false;
    }
    this.spaceTakesAll = takesAll;
  }

  /**
   * Is some suit never completed? `slots` are the tableau piles, bottom first, with
   * `down` face-down cards each; the stock's first `stockLeft` cards are still there.
   */
  cannotWin(
    slots: readonly (readonly number[])[],
    down: readonly number[],
    stock: readonly number[],
    stockLeft: number,
  ): boolean {
    if (this.reach.length !== slots.length) this.reach = new Int8Array(slots.length);
    const { reach, slotOfCard, indexOfCard, inStock } = this;
    this.spaces = 0;
    slotOfCard.fill(-1);
    let inPlay = 0;
    for (let slot = 0; slot < slots.length; slot++) {
      const cards = slots[slot];
      reach[slot] = cards.length - 1;
      if (cards.length === 0) this.spaces++;
      for (let index = 0; index < cards.length; index++) {
        slotOfCard[cards[index]] = slot;
        indexOfCard[cards[index]] = index;
        inPlay |= 1 << suitOf(cards[index]);
      }
    }
    if (this.spaces > 0 && this.spaceTakesAll) return false;
    inStock.fill(0);
    for (let index = 0; index < stockLeft; index++) {
      inStock[stock[index]] = 1;
      inPlay |= 1 << suitOf(stock[index]);
    }
    this.homeSuits = ALL_SUITS & ~inPlay;
    for (;;) {
      // A pile that fell is looked at again; every pile looked at since the last fall is
      // settled, and a whole round of them ends it.
      for (let slot = 0, settled = 0; settled < slots.length; ) {
        if (this.fall(slots[slot], down[slot], slot)) {
          if (this.spaces > 0 && this.spaceTakesAll) return false;
          settled = 0;
          continue;
        }
        settled++;
        slot = slot + 1 === slots.length ? 0 : slot + 1;
      }
      const newlyHome = this.suitsThatMayGoHome(slots, down) & ~this.homeSuits;
      if (newlyHome === 0) return this.homeSuits !== ALL_SUITS;
      this.homeSuits |= newlyHome;
    }
  }

  /** Lowers the pile's depth past the deepest head that may leave; true when it fell. */
  private fall(cards: readonly number[], down: number, slot: number): boolean {
    const top = this.reach[slot];
    const { joins } = this.plan;
    let deepest = -1;
    for (let head = top; head >= 0; head--) {
      if (head < top && (head < down || !joins[cards[head + 1] * CARD_CODES + cards[head]])) break;
      if (this.mayLeave(cards[head])) deepest = head;
    }
    if (deepest < 0) return false;
    this.reach[slot] = deepest - 1;
    if (deepest === 0) this.spaces++;
    return true;
  }

  private mayLeave(card: number): boolean {
    if ((this.homeSuits >> suitOf(card)) & 1) return true;
    if (this.spaces > 0 && this.plan.fillsSpace[card]) return true;
    for (const target of this.plan.onto[card]) {
      if (this.inStock[target]) return true;
      const slot = this.slotOfCard[target];
      if (slot >= 0 && this.indexOfCard[target] >= this.reach[slot]) return true;
    }
    return false;
  }

  /** The suits in play whose every card may be face up and lie where the completed run needs it. */
  private suitsThatMayGoHome(
    slots: readonly (readonly number[])[],
    down: readonly number[],
  ): number {
    let suits = 0;
    for (let suit = 0; suit < 4; suit++) {
      if ((this.homeSuits >> suit) & 1) continue;
      let may = true;
      for (let rank = ACE; rank <= KING && may; rank++) {
        const card = cardOf(rank, suit);
        if (this.inStock[card]) continue;
        const slot = this.slotOfCard[card];
        const index = this.indexOfCard[card];
        const reach = this.reach[slot];
        const faceUp = index >= down[slot] || index >= reach;
        const placed =
          rank === KING ||
          index > reach ||
          (index > 0 && slots[slot][index - 1] === cardOf(rank + 1, suit));
        may = faceUp && placed;
      }
      if (may) suits |= 1 << suit;
    }
    return suits;
  }
}
