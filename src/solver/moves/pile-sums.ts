/**
 * The scores of a compact tableau's piles (score.ts), kept as running sums join by join
 * from the bottom, for a tableau changed in place (spider/tableau.ts). A move changes
 * the top of a pile or two, so a child's score costs the joins the move made, not its
 * piles' every join again: in a wide beam, which scores every child, scoring whole
 * piles took a quarter of the time.
 */
import { Join, pairOf } from "./joins.js";
import type { TableauScoring } from "./score.js";

export class PileSums {
  /** Per pile and card: the worth of the joins from the first scored one up to that card. */
  private readonly sums: Float64Array[];
  /** Per pile and card: how many suited joins in a row end at that card. */
  private readonly stretches: Uint8Array[];
  /** Per pile: how many of its entries, from the bottom, are up to date. */
  private readonly valid: Int32Array;

  /** For `piles` piles of at most `most` cards each. */
  constructor(
    private readonly scoring: TableauScoring,
    piles: number,
    most: number,
  ) {
    this.sums = Array.from({ length: piles }, () => new Float64Array(most));
    this.stretches = Array.from({ length: piles }, () => new Uint8Array(most));
    this.valid = new Int32Array(piles);
  }

  /** The cards of pile `slot` from `index` on have changed (from 0 when its face-down count did). */
  changed(slot: number, index: number): void {
    if (this.valid[slot] > index) this.valid[slot] = index;
  }

  /** Every pile has changed. */
  forgetAll(): void {
    this.valid.fill(0);
  }

  /** The sum of the piles' scores: `slots` the piles' cards, bottom first, `down` their face-down counts. */
  total(slots: readonly (readonly number[])[], down: readonly number[]): number {
    let total = 0;
    for (let slot = 0; slot < slots.length; slot++)
      total += this.pile(slot, slots[slot], down[slot]);
    return total;
  }

  private pile(slot: number, cards: readonly number[], down: number): number {
    const { scoring } = this;
    const length = cards.length;
    if (length === 0) return scoring.space;
    const score = -scoring.faceDown * down;
    const { joins } = scoring;
    if (!joins) return score;
    // The first join scored is the first face-up card's, on whatever lies under it.
    const first = Math.max(down, 1);
    if (length <= first) return score;
    const sums = this.sums[slot];
    const stretches = this.stretches[slot];
    let at = Math.max(this.valid[slot], first);
    let sum = at > first ? sums[at - 1] : 0;
    let stretch = at > first ? stretches[at - 1] : 0;
    for (; at < length; at++) {
      const join = joins[pairOf(cards[at], cards[at - 1])];
      sum += scoring.worth(join, stretch);
      stretch = join === Join.Suited ? stretch + 1 : 0;
      sums[at] = sum;
      stretches[at] = stretch;
    }
    this.valid[slot] = length;
    return score + sum;
  }
}
