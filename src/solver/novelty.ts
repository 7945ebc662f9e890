/**
 * How new a position is, for a best-first search that looks first at what it has not
 * seen (compact-best-first.ts), as width-based planners do. A position is a set of facts,
 * one per card in sight: what it lies on (its `Placement` entry). Among the positions of
 * the same progress (the tableau's `progress`: in the Spider family, cards still hidden and
 * runs gone home), one that brings a fact never seen is of tier 0, one that brings a
 * pair of facts never seen together is of tier 1, any other of tier 2.
 *
 * A search by score alone sorts the same face-up cards into ever new orders (public
 * Spiderette deals, docs/benchmarks.md, twenty-sixth round); these tiers send it to
 * positions where some card lies somewhere new first, and win deals no beam won.
 */
import type { Tiers } from "./compact-best-first.js";
import { CARD_CODES } from "./dead-ends.js";
import type { Placement } from "./placement-table.js";

/** What the tiers read of a tableau. */
export interface NoveltyTableau {
  /** What each card lies on. */
  readonly placement: Placement;
  /** How far the deal has come, as a small whole number: facts are new per progress. */
  progress(): number;
  /** Per code a card may lie on, 1 when a card lying there is in sight (face up on the tableau). */
  readonly inSight: Uint8Array;
}

/**
 * What has been seen at one progress: single facts, and pairs (bits, a triangle), under
 * a megabyte. A search meets a few dozen progresses (in the Spider family fewer than a
 * deck's count per run gone home), so the memory stays bounded.
 */
interface Seen {
  readonly facts: Uint8Array;
  readonly pairs: Uint8Array;
}

const FACTS = CARD_CODES * CARD_CODES;

/** The tiers of a tableau's positions, each position's facts remembered as seen once tiered. */
export function noveltyTiers(tableau: NoveltyTableau): Tiers {
  const seenAt = new Map<number, Seen>();
  const facts = new Int32Array(CARD_CODES);
  const { inSight } = tableau;
  const on = tableau.placement.on;
  const of = () => {
    const progress = tableau.progress();
    let seen = seenAt.get(progress);
    if (seen === undefined) {
      seen = {
        facts: new Uint8Array(FACTS),
        pairs: new Uint8Array(Math.ceil((FACTS * (FACTS - 1)) / 16)),
      };
      seenAt.set(progress, seen);
    }
    let count = 0;
    let newFact = false;
    for (let card = 0; card < CARD_CODES; card++) {
      if (!inSight[on[card]]) continue;
      // Increasing with the card, so each pair below has `fact` the larger.
      const fact = card * CARD_CODES + on[card];
      facts[count++] = fact;
      if (seen.facts[fact] === 0) {
        seen.facts[fact] = 1;
        newFact = true;
      }
    }
    let newPair = false;
    const { pairs } = seen;
    for (let later = 1; later < count; later++) {
      const fact = facts[later];
      const row = (fact * (fact - 1)) / 2;
      for (let earlier = 0; earlier < later; earlier++) {
        const bit = row + facts[earlier];
        const mask = 1 << (bit & 7);
        if ((pairs[bit >> 3] & mask) === 0) {
          pairs[bit >> 3] |= mask;
          newPair = true;
        }
      }
    }
    return newFact ? 0 : newPair ? 1 : 2;
  };
  return { count: 3, of };
}
