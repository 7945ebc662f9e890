/**
 * A sound dead-end test for the compact Klondike tableau: is there a tableau card that
 * can never go home, whatever is played?
 *
 * What may ever happen is over-approximated by a least fixpoint over two kinds of event
 * per card off the foundations: it *leaves* its place (the first time it moves), and it
 * *goes home*. In a win every card goes home; take the first time each event happens:
 * the conditions below name only events that happened before it (or with it), so by
 * induction on time every event of any play is found, and a tableau card the fixpoint
 * never sends home proves the position lost.
 * - A tableau card leaves as the head of what moves, taking the run on it along (the
 *   face-up cards above it, as far as each fits on the one below), once every card above
 *   that run has left: so once the card right above the run has (taking the rest with it,
 *   or after the rest left). A card that rides along on the head is found by the next
 *   rule: it fits on the card under it, which has left.
 * - A card goes home once the card below it in its suit has (or is home now), and, in the
 *   tableau, once it lies on top: the card on it has left, or it left first and went home
 *   from elsewhere.
 * - A card goes onto a card it fits that lies on top of a pile then: a tableau card that
 *   is the top, or whose card above has left, or that has left itself (which every card
 *   under this one in its pile can only do after this one has left); a talon card that
 *   went into the tableau; or, where foundation cards come back, one from home.
 * - A King goes into a pile that is empty, or whose bottom card has left (taking the
 *   whole pile along).
 * The talon's order is not read: any talon card may go into the tableau or home whenever
 * those conditions hold, so the test holds for any stock and any number of turns of it.
 */
import { ACE, cardOf, KING, rankOf } from "../../engine/card.js";
import { CARD_CODES } from "../core/placement-table.js";
import type { KlondikePlan } from "./family.js";

/** The position the test reads, as the compact tableau holds it. */
export interface DeadEndScene {
  /** The cards of each tableau pile, bottom first; `down[pile]` of them face down. */
  readonly piles: readonly (readonly number[])[];
  readonly down: readonly number[];
  /** Per suit, the rank on its foundation. */
  readonly home: readonly number[];
  /** The talon's cards. */
  readonly talon: readonly number[];
}

/** Where a card lies for the test: in a pile, in the talon, or home now. */
const IN_TALON = -2;
const HOME_NOW = -1;
const KINGS = [0, 1, 2, 3].map((suit) => cardOf(KING, suit));

/**
 * The test with its scratch space. The fixpoint is reached by a work list: a card is
 * looked at again only when an event its conditions read has just been found.
 */
export class DeadEnds {
  private readonly left = new Uint8Array(CARD_CODES);
  private readonly gone = new Uint8Array(CARD_CODES);
  /** Per card: its pile, `IN_TALON` or `HOME_NOW`; and its height in its pile. */
  private readonly pileOf = new Int8Array(CARD_CODES);
  private readonly heightOf = new Int8Array(CARD_CODES);
  /** Per card: the height of the top of the run it heads (its own height, face down). */
  private readonly runTop = new Int8Array(CARD_CODES);
  /** Cards to look at again; a card may be listed more than once. */
  private work = new Int8Array(1024);
  private workLength = 0;
  private piles: readonly (readonly number[])[] = [];

  constructor(private readonly plan: KlondikePlan) {}

  /** Is there a tableau card in `scene` that can never go home? */
  cannotWin(scene: DeadEndScene): boolean {
    const { piles, down, home, talon } = scene;
    const { left, gone, pileOf, heightOf, runTop } = this;
    const { fits } = this.plan;
    this.piles = piles;
    left.fill(0);
    gone.fill(0);
    pileOf.fill(HOME_NOW);
    this.workLength = 0;
    for (let suit = 0; suit < 4; suit++) {
      for (let rank = 1; rank <= home[suit]; rank++) gone[rank * 4 + suit] = 1;
    }
    for (const card of talon) {
      pileOf[card] = IN_TALON;
      this.push(card);
    }
    let waiting = 0;
    for (let pile = 0; pile < piles.length; pile++) {
      const cards = piles[pile];
      for (let height = cards.length - 1; height >= 0; height--) {
        const card = cards[height];
        pileOf[card] = pile;
        heightOf[card] = height;
        const fitsAbove =
          height >= down[pile] &&
          height + 1 < cards.length &&
          fits[cards[height + 1] * CARD_CODES + card] === 1;
        runTop[card] = fitsAbove ? runTop[cards[height + 1]] : height;
        // At first only the top run may move or go home; the rest waits for a card to leave.
        if (runTop[card] === cards.length - 1) this.push(card);
      }
      waiting += cards.length;
    }
    while (this.workLength > 0 && waiting > 0) {
      const card = this.work[--this.workLength];
      const pile = pileOf[card];
      if (pile === HOME_NOW) continue;
      if (pile === IN_TALON) {
        if (!left[card] && this.mayFindPlace(card, -1)) this.setLeft(card);
        if (!gone[card] && this.belowGone(card)) this.setGone(card);
        continue;
      }
      const cards = piles[pile];
      const height = heightOf[card];
      if (!left[card] && this.headReady(cards, card) && this.mayFindPlace(card, pile)) {
        this.setLeft(card);
      }
      if (!gone[card] && this.belowGone(card) && (left[card] || this.onTop(cards, height))) {
        this.setGone(card);
        this.setLeft(card);
        waiting--;
      }
    }
    return waiting > 0;
  }

  private push(card: number): void {
    if (this.gone[card] && this.left[card]) return;
    if (this.workLength === this.work.length) {
      const longer = new Int8Array(this.work.length * 2);
      longer.set(this.work);
      this.work = longer;
    }
    this.work[this.workLength++] = card;
  }

  /** `card` has left its place: look again at what that may free. */
  private setLeft(card: number): void {
    if (this.left[card]) return;
    this.left[card] = 1;
    this.push(card);
    for (const guest of this.plan.guests[card]) this.push(guest);
    const pile = this.pileOf[card];
    if (pile < 0) return;
    const height = this.heightOf[card];
    if (height === 0) {
      for (const king of KINGS) if (!this.left[king]) this.push(king);
      return;
    }
    // The card under it may now lie on top, and so be a host, go home, or head a run.
    const cards = this.piles[pile];
    const under = cards[height - 1];
    this.push(under);
    for (const guest of this.plan.guests[under]) this.push(guest);
    for (let at = height - 2; at >= 0 && this.runTop[cards[at]] === height - 1; at--) {
      this.push(cards[at]);
    }
  }

  private setGone(card: number): void {
    this.gone[card] = 1;
    if (rankOf(card) < KING) this.push(card + 4);
    if (this.plan.homeGivesBack) for (const guest of this.plan.guests[card]) this.push(guest);
  }

  private belowGone(card: number): boolean {
    return rankOf(card) === ACE || this.gone[card - 4] === 1;
  }

  /** Does the card at `height` of `cards` lie on top, or may the card on it have left? */
  private onTop(cards: readonly number[], height: number): boolean {
    return height === cards.length - 1 || this.left[cards[height + 1]] === 1;
  }

  /** May `card` head what moves: has the card above its run left? */
  private headReady(cards: readonly number[], card: number): boolean {
    return this.onTop(cards, this.runTop[card]);
  }

  /** May `card`, of pile `pile` (-1: the talon), be put onto a top card or a space? */
  private mayFindPlace(card: number, pile: number): boolean {
    if (rankOf(card) === KING) return this.mayFindSpace(pile);
    for (const host of this.plan.hosts[card]) if (this.mayBeTop(host)) return true;
    return false;
  }

  /** May `card` lie on top of a pile (or be brought to one) some time? */
  private mayBeTop(card: number): boolean {
    if (this.left[card]) return true;
    const pile = this.pileOf[card];
    // From home (or the talon by way of home), where foundation cards come back.
    if (pile < 0) return this.plan.homeGivesBack && (pile === HOME_NOW || this.gone[card] === 1);
    return this.onTop(this.piles[pile], this.heightOf[card]);
  }

  /** May some pile but `pile` be empty some time? */
  private mayFindSpace(pile: number): boolean {
    const { piles } = this;
    for (let other = 0; other < piles.length; other++) {
      if (other !== pile && (piles[other].length === 0 || this.left[piles[other][0]])) return true;
    }
    return false;
  }
}
