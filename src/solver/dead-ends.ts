/**
 * A sound dead-end test for the open castle family (reduction.ts says which games):
 * is there a card that can never go home, whatever is played?
 *
 * What may ever happen is over-approximated by a least fixpoint over the tableau: a
 * card may come to the top when it is the top or the card on it may leave; it may
 * leave when it may go home, onto some card one rank up that may be a top (not one
 * under it), or, where it fills a space, into another pile that may empty (whose
 * bottom card may leave); it may go home when it may come to the top and the card
 * below it in its suit is home or may go home. Each rule only asks for what must have
 * happened before the event, so by induction on time whatever happens in play is
 * flagged; a card left unflagged for going home can never get there.
 *
 * (Sets of the cards that must be home before each event, shrunk to the greatest
 * solution of the same rules, were tried instead: on the six public deals compared they
 * pruned exactly the same positions, more slowly.)
 */
import { rankOf, suitOf } from "../engine/card.js";
import type { Layout } from "../engine/layout.js";

export const CARD_CODES = 64;

/** The parts of the rules the test reads. */
export interface OpenCastle {
  readonly layout: Layout;
  /** Per card code: the cards it may be placed on, and the cards that may be placed on it. */
  readonly onto: readonly (readonly number[])[];
  readonly under: readonly (readonly number[])[];
  /** Per card code: 1 when an empty tableau pile takes it. */
  readonly fillsSpace: Uint8Array;
}

/** A position as the test reads it. */
export interface Tableau {
  readonly plan: OpenCastle;
  /** The cards of each tableau pile, bottom first. */
  readonly slots: readonly (readonly number[])[];
  /** Per suit, the rank on its foundation (0 when empty). */
  readonly homeTop: readonly number[];
}

/** The test with its scratch space, reused from position to position. */
export class DeadEnds {
  private readonly slotOfCard = new Int8Array(CARD_CODES);
  private readonly indexOfCard = new Int8Array(CARD_CODES);
  private readonly mayTop = new Uint8Array(CARD_CODES);
  private readonly mayLeave = new Uint8Array(CARD_CODES);
  private readonly mayHome = new Uint8Array(CARD_CODES);
  private mayEmpty = new Uint8Array(0);

  /** The tableau slot of `card` in the last position tested, -1 when home. */
  slotOf(card: number): number {
    return this.slotOfCard[card];
  }

  /** Is there a tableau card that can never go home? */
  someCardNeverHome(tableau: Tableau): boolean {
    this.settle(tableau);
    return tableau.slots.some((cards) => cards.some((card) => !this.mayHome[card]));
  }

  private settle(tableau: Tableau): void {
    const { slots } = tableau;
    if (this.mayEmpty.length !== slots.length) this.mayEmpty = new Uint8Array(slots.length);
    this.slotOfCard.fill(-1);
    this.mayTop.fill(0);
    this.mayLeave.fill(0);
    this.mayHome.fill(0);
    this.mayEmpty.fill(0);
    slots.forEach((cards, slot) => {
      cards.forEach((card, index) => {
        this.slotOfCard[card] = slot;
        this.indexOfCard[card] = index;
      });
      if (cards.length === 0) this.mayEmpty[slot] = 1;
    });
    // Each flag, once set, tries again the rules it may enable: the least fixpoint.
    for (const cards of slots) {
      if (cards.length > 0) this.becomeTop(tableau, cards[cards.length - 1]);
    }
  }

  private becomeTop(tableau: Tableau, card: number): void {
    if (this.mayTop[card]) return;
    this.mayTop[card] = 1;
    this.goHome(tableau, card);
    this.leave(tableau, card);
    for (const other of tableau.plan.under[card]) this.leave(tableau, other);
  }

  private goHome(tableau: Tableau, card: number): void {
    if (this.slotOfCard[card] < 0 || this.mayHome[card] || !this.mayTop[card]) return;
    const belowHome = tableau.homeTop[suitOf(card)] >= rankOf(card) - 1;
    if (!belowHome && !this.mayHome[card - 4]) return;
    this.mayHome[card] = 1;
    this.leave(tableau, card);
    if (card + 4 < CARD_CODES) this.goHome(tableau, card + 4);
  }

  private leave(tableau: Tableau, card: number): void {
    if (this.slotOfCard[card] < 0 || this.mayLeave[card] || !this.mayTop[card]) return;
    if (!this.canLeave(tableau, card)) return;
    this.mayLeave[card] = 1;
    const slot = this.slotOfCard[card];
    const index = this.indexOfCard[card];
    if (index > 0) {
      this.becomeTop(tableau, tableau.slots[slot][index - 1]);
      return;
    }
    this.mayEmpty[slot] = 1;
    const fillsSpace = tableau.plan.fillsSpace;
    // A new space: every card that may fill one tries again.
    for (let other = 0; other < CARD_CODES; other++) {
      if (fillsSpace[other]) this.leave(tableau, other);
    }
  }

  private canLeave(tableau: Tableau, card: number): boolean {
    if (this.mayHome[card]) return true;
    const slot = this.slotOfCard[card];
    const slots = tableau.slots;
    if (tableau.plan.fillsSpace[card]) {
      for (let other = 0; other < slots.length; other++) {
        if (other !== slot && this.mayEmpty[other]) return true;
      }
    }
    for (const target of tableau.plan.onto[card]) {
      // A card under this one is uncovered only after this one has left.
      const under =
        this.slotOfCard[target] === slot && this.indexOfCard[target] < this.indexOfCard[card];
      if (this.mayTop[target] && !under) return true;
    }
    return false;
  }
}
