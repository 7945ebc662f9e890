/**
 * A sound dead-end test for the open castle family (family.ts says which games):
 * is there a card that can never go home, whatever is played?
 *
 * What may ever happen is over-approximated by a least fixpoint over the tableau: a
 * card may come to the top when it is the top or the card on it may leave; it may
 * leave when it may go home, onto some card one rank up that may be a top (not one
 * under it), or, where it fills a space, into another pile that may empty (whose
 * bottom card may leave); it may go home when it may come to the top and the card
 * below it in its suit is home or may go home. Each rule only asks for what must have
 * happened before the event, so by induction on time whatever happens in play is
 * allowed; a card the fixpoint never lets go home can never get there.
 *
 * (Sets of the cards that must be home before each event, shrunk to the greatest
 * solution of the same rules, were tried instead: on the six public deals compared they
 * pruned exactly the same positions, more slowly.)
 */
import { rankOf, suitOf } from "../../engine/card.js";
import { CARD_CODES } from "../core/placement-table.js";
import type { CastlePiles, OpenCastle } from "./family.js";

/** A position as the test reads it. */
export interface Scene extends CastlePiles {
  readonly plan: OpenCastle;
  /** Per card code: the slot the card lies in (-1 when home or no card), and its index there. */
  readonly slotOfCard: Int8Array;
  readonly indexOfCard: Int8Array;
}

/** Where each card of `slots` lies, as `Scene` holds it. */
export function cardPlaces(slots: readonly (readonly number[])[]): {
  slotOfCard: Int8Array;
  indexOfCard: Int8Array;
} {
  const slotOfCard = new Int8Array(CARD_CODES).fill(-1);
  const indexOfCard = new Int8Array(CARD_CODES);
  slots.forEach((cards, slot) => {
    cards.forEach((card, index) => {
      slotOfCard[card] = slot;
      indexOfCard[card] = index;
    });
  });
  return { slotOfCard, indexOfCard };
}

/**
 * The test with its scratch space, reused from position to position.
 *
 * A card may leave only after every card above it has, so what may have happened on a
 * pile is one depth: `reach`, the index of the deepest card that may come to the top
 * (the only one of those not yet known to be able to leave). The fixpoint lowers the
 * depths, pile after pile round the tableau, until no pile's card at its depth may leave.
 */
export class DeadEnds {
  private readonly mayHome = new Uint8Array(CARD_CODES);
  private reach = new Int8Array(0);
  private homeCount = 0;
  /** Piles that may be empty one day (those empty now included). */
  private spaces = 0;

  /** Is there a tableau card that can never go home? */
  someCardNeverHome(tableau: Scene): boolean {
    const { slots } = tableau;
    if (this.reach.length !== slots.length) this.reach = new Int8Array(slots.length);
    const reach = this.reach;
    this.mayHome.fill(0);
    this.homeCount = 0;
    this.spaces = 0;
    let cardCount = 0;
    for (let slot = 0; slot < slots.length; slot++) {
      const cards = slots[slot];
      cardCount += cards.length;
      reach[slot] = cards.length - 1;
      if (cards.length === 0) this.spaces++;
    }
    for (const cards of slots) {
      if (cards.length > 0) this.comeToTop(tableau, cards[cards.length - 1]);
    }
    // Every pile looked at since the last change is settled: a whole round of them ends it.
    for (let slot = 0, settled = 0; settled < slots.length && this.homeCount < cardCount; ) {
      const cards = slots[slot];
      settled++;
      while (reach[slot] >= 0 && this.canLeave(tableau, cards[reach[slot]])) {
        settled = 1;
        reach[slot]--;
        if (reach[slot] >= 0) this.comeToTop(tableau, cards[reach[slot]]);
        else this.spaces++;
      }
      slot = slot + 1 === slots.length ? 0 : slot + 1;
    }
    return this.homeCount < cardCount;
  }

  /** May `card`, in the tableau, come to the top as far as the depths known say? */
  private mayBeTop(tableau: Scene, card: number): boolean {
    const slot = tableau.slotOfCard[card];
    return slot >= 0 && tableau.indexOfCard[card] >= this.reach[slot];
  }

  /** `card` may come to the top: it, and the cards of its suit above it, may go home. */
  private comeToTop(tableau: Scene, card: number): void {
    const homeTop = tableau.homeTop;
    if (homeTop[suitOf(card)] < rankOf(card) - 1 && !this.mayHome[card - 4]) return;
    for (let next = card; next < CARD_CODES && this.mayBeTop(tableau, next); next += 4) {
      if (this.mayHome[next]) return;
      this.mayHome[next] = 1;
      this.homeCount++;
    }
  }

  private canLeave(tableau: Scene, card: number): boolean {
    if (this.mayHome[card]) return true;
    if (this.spaces > 0 && tableau.plan.fillsSpace[card]) return true;
    const { slotOfCard, indexOfCard } = tableau;
    const slot = slotOfCard[card];
    for (const target of tableau.plan.onto[card]) {
      // A card under this one comes to the top only after this one has left.
      const under = slotOfCard[target] === slot && indexOfCard[target] < indexOfCard[card];
      if (!under && this.mayBeTop(tableau, target)) return true;
    }
    return false;
  }
}
