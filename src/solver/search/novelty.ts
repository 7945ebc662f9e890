/**
 * How new a position is, for a best-first search or beam that looks first at what it
 * has not seen (best-first.ts, beam.ts), as width-based planners do. A position is a set of facts,
 * one per card in sight: what it lies on (its `Placement` entry). Among the positions of
 * the same progress (the tableau's `progress`: in the Spider family, cards still hidden and
 * runs gone home) and about the same score (a band of `band` points), one that brings a
 * fact never seen is of tier 0; among those of the same progress, one that brings a pair
 * of facts never seen together is of tier 1; any other is of tier 2.
 *
 * A search by score alone sorts the same face-up cards into ever new orders (seen on
 * Spiderette deals the beams left open); these tiers send it to positions where some
 * card lies somewhere new first, and win deals no beam won. Facts counted per score
 * band too keep a card's new place new in a better position than the one it was first
 * seen in. Progress told pile by pile (`byPile`: which piles the hidden cards lie in, not
 * only how many) keeps a card's place new once more for every pile dug further.
 * docs/solver.md says what each kind wins.
 */
import { grown } from "../core/grown.js";
import { CARD_CODES, type Placement } from "../core/placement-table.js";

/**
 * How a search sorts positions into tiers, the first tier expanded first: how many
 * tiers there are, and which one the position the tableau is at goes to (0 the first);
 * `expanding` is told when the tableau is at a position whose children come next.
 */
export interface Tiers {
  readonly count: number;
  of(): number;
  expanding?(): void;
}

/** What the tiers read of a tableau. */
export interface NoveltyTableau {
  /** What each card lies on. */
  readonly placement: Placement;
  /** How far the deal has come, as a small whole number: facts are new per progress. */
  progress(): number;
  /** How far the deal has come pile by pile, as a whole number (see `Novelty`). */
  pileProgress(): number;
  /** How promising the position looks (score.ts). */
  score(): number;
  /** Per code a card may lie on, 1 when a card lying there is in sight (face up on the tableau). */
  readonly inSight: Uint8Array;
}

/**
 * What has been seen at one progress: single facts per score band, and pairs (bits, a
 * triangle), both by the facts' numbers. A search meets a few dozen progresses, or a few
 * hundred told pile by pile, and a bounded range of scores, so the memory stays bounded:
 * on the Spiderette deals measured, in 300,000 positions (a novelty lane's limit,
 * plans.ts), 2 MB or less by progress, 2 to 18 MB told pile by pile (182 to 728
 * progresses).
 */
interface Seen {
  readonly factsByBand: Map<number, Uint8Array>;
  pairs: Uint8Array;
}

const FACTS = CARD_CODES * CARD_CODES;
/**
 * Facts are numbered in the order they are first met, and a single fact's byte and a
 * pair's bit in the triangle are found by those numbers: a search meets a few hundred
 * of the 4,096 facts, so the triangle of a progress takes kilobytes and its single
 * facts hundreds of bytes a band, grown as facts come, where arrays for every fact took
 * a megabyte and four kilobytes (told pile by pile, 48 MB instead of 18 on one deal). The
 * tiers are the same.
 */
const FIRST_PAIR_BYTES = 1 << 12;
const FIRST_FACTS = 1 << 8;

/** A band that holds every score: single facts counted per progress alone. */
export const ONE_BAND = Number.POSITIVE_INFINITY;

/**
 * How facts are counted: per band of `band` points of score, and per progress, the
 * tableau's `progress` (cards still hidden, runs gone home) or, `byPile`, its
 * `pileProgress` (each pile's face-down cards, the stock, runs gone home).
 */
export interface Novelty {
  readonly band: number;
  readonly byPile?: boolean;
}

/**
 * The tiers of a tableau's positions, facts counted as `novelty` says, each position's
 * facts remembered as seen once tiered.
 */
export function noveltyTiers(tableau: NoveltyTableau, { band, byPile }: Novelty): Tiers {
  const progressOf = byPile ? () => tableau.pileProgress() : () => tableau.progress();
  const seenAt = new Map<number, Seen>();
  const numberOf = new Int16Array(FACTS).fill(-1);
  let numbered = 0;
  const numbering = (fact: number) => {
    if (numberOf[fact] < 0) numberOf[fact] = numbered++;
    return numberOf[fact];
  };
  // The numbers of the position's facts.
  const facts = new Int32Array(CARD_CODES);
  const { inSight } = tableau;
  const on = tableau.placement.on;
  // The position being expanded, whose pairs were all seen when it was tiered.
  const parentOn = new Uint8Array(CARD_CODES);
  let parentProgress = -1;
  const expanding = () => {
    parentOn.set(on);
    parentProgress = progressOf();
  };
  const of = () => {
    const progress = progressOf();
    let seen = seenAt.get(progress);
    if (seen === undefined) {
      seen = { factsByBand: new Map(), pairs: new Uint8Array(FIRST_PAIR_BYTES) };
      seenAt.set(progress, seen);
    }
    let count = 0;
    for (let card = 0; card < CARD_CODES; card++) {
      if (inSight[on[card]]) facts[count++] = numbering(card * CARD_CODES + on[card]);
    }
    const scoreBand = Math.floor(tableau.score() / band);
    let seenFacts = seen.factsByBand.get(scoreBand);
    if (seenFacts === undefined || seenFacts.length < numbered) {
      seenFacts = seenFacts
        ? grown(seenFacts, Math.max(2 * seenFacts.length, numbered))
        : new Uint8Array(Math.max(FIRST_FACTS, numbered));
      seen.factsByBand.set(scoreBand, seenFacts);
    }
    let newFact = false;
    for (let at = 0; at < count; at++) {
      if (seenFacts[facts[at]] === 0) {
        seenFacts[facts[at]] = 1;
        newFact = true;
      }
    }
    // Room for the pairs of every fact numbered so far.
    const pairBytes = Math.ceil((numbered * (numbered - 1)) / 16);
    if (seen.pairs.length < pairBytes) {
      seen.pairs = grown(seen.pairs, Math.max(2 * seen.pairs.length, pairBytes));
    }
    const { pairs } = seen;
    let newPair = false;
    if (progress === parentProgress) {
      // Of the same progress as its parent: only pairs with a card that moved can be new.
      for (let card = 0; card < CARD_CODES; card++) {
        if (on[card] === parentOn[card] || !inSight[on[card]]) continue;
        const fact = numberOf[card * CARD_CODES + on[card]];
        for (let other = 0; other < count; other++) {
          if (facts[other] !== fact && seePair(pairs, fact, facts[other])) newPair = true;
        }
      }
    } else {
      for (let later = 1; later < count; later++) {
        for (let earlier = 0; earlier < later; earlier++) {
          if (seePair(pairs, facts[later], facts[earlier])) newPair = true;
        }
      }
    }
    return newFact ? 0 : newPair ? 1 : 2;
  };
  return { count: 3, of, expanding };
}

/** Marks a pair of distinct facts seen in the triangle of bits `pairs`: true if it was not. */
function seePair(pairs: Uint8Array, fact: number, other: number): boolean {
  const bit = fact > other ? (fact * (fact - 1)) / 2 + other : (other * (other - 1)) / 2 + fact;
  const mask = 1 << (bit & 7);
  if ((pairs[bit >> 3] & mask) !== 0) return false;
  pairs[bit >> 3] |= mask;
  return true;
}
