/**
 * How far a FreeCell position looks from a win, for the best-first search: a small whole
 * number, lower is better. It only orders the search, never prunes it.
 *
 * The score is a sum over the piles and a few counts, so a move that sends no card home
 * changes only the parts of the two piles it touches: `Scorer` keeps the parts of one
 * position and scores the positions one move away from it by those two alone.
 */
import { DECK, FITS } from "./cards.js";
import { MOST_PILES } from "./family.js";
import { CELL, type FreecellTableau, fromOf, NO_CARD, PILE_ROOM, toOf } from "./tableau.js";

export interface Weights {
  /** Per card not home. */
  readonly away: number;
  /** Per card lying above the next card home of some suit. */
  readonly burying: number;
  /** Per card lying on a card it does not fit on, or above such a card in its pile. */
  readonly disorder: number;
  /** Per card lying above a card of lower rank in its pile. */
  readonly blocking: number;
  /** Per occupied free cell. */
  readonly cell: number;
  /** Per tableau pile that is not empty. */
  readonly pile: number;
}

export const WEIGHTS: Weights = {
  away: 6,
  burying: 3,
  disorder: 3,
  blocking: 2,
  cell: 16,
  pile: 24,
};

/**
 * The weights of the scores whose queues take turns in the search (search.ts): the first,
 * and two that win most deals the first buries itself on (burying counted instead of
 * blocking; piles and cells cheaper). The two were picked on ten such deals of Windows
 * FreeCell's 1-32000, and measured on all of them (`npm run bench -- freecell`).
 */
export const SCORES: readonly Weights[] = [
  WEIGHTS,
  { ...WEIGHTS, blocking: 0, burying: 5 },
  { ...WEIGHTS, pile: 12, cell: 10 },
];

/**
 * The weights of the scores of the same search on a second core beside the first
 * (schedule/plans.ts): disorder and blocking counted about twice as much, so it digs out
 * what lies on the wrong card first. It wins at once most deals the first scores bury
 * themselves on, picked on ten such deals of 1-32000 and measured on 32001-33000
 * (docs/solver.md).
 */
export const SCORES_BESIDE: readonly Weights[] = [
  { ...WEIGHTS, disorder: 6, blocking: 4 },
  { ...WEIGHTS, disorder: 6, blocking: 0, burying: 6 },
];

/** The sets of scores a plan's FreeCell step names. */
export const FREECELL_SCORES = { solver: SCORES, beside: SCORES_BESIDE } as const;

/** The scores range from 0 to below this. */
export const MOST_SCORE = 4096;

export class Scorer {
  /** Per pile of the primed position, its part of the score. */
  private readonly parts = new Int32Array(MOST_PILES);
  private partSum = 0;
  /** The primed position's cards home: a move that changes them changes every part. */
  private homeCount = -1;

  constructor(private readonly weights: Weights = WEIGHTS) {}

  /** The score of the tableau's position, remembered for `after`. */
  prime(tableau: FreecellTableau): number {
    let sum = 0;
    for (let p = 0; p < tableau.pileCount; p++) {
      const part = this.pilePart(tableau, p);
      this.parts[p] = part;
      sum += part;
    }
    this.partSum = sum;
    this.homeCount = tableau.homeCount;
    return this.total(tableau, sum);
  }

  /** The score of the tableau's position, reached by `move` from the primed one. */
  after(tableau: FreecellTableau, move: number): number {
    if (tableau.homeCount !== this.homeCount) {
      let sum = 0;
      for (let p = 0; p < tableau.pileCount; p++) sum += this.pilePart(tableau, p);
      return this.total(tableau, sum);
    }
    let sum = this.partSum;
    const from = fromOf(move);
    const to = toOf(move);
    if (from < CELL) sum += this.pilePart(tableau, from) - this.parts[from];
    if (to < CELL) sum += this.pilePart(tableau, to) - this.parts[to];
    return this.total(tableau, sum);
  }

  private total(tableau: FreecellTableau, partSum: number): number {
    const { weights } = this;
    let cells = 0;
    for (let i = 0; i < tableau.cellCount; i++) if (tableau.cells[i] !== NO_CARD) cells++;
    const value = weights.away * (DECK - tableau.homeCount) + weights.cell * cells + partSum;
    return value < MOST_SCORE ? value : MOST_SCORE - 1;
  }

  private pilePart(tableau: FreecellTableau, p: number): number {
    const length = tableau.lengths[p];
    if (length === 0) return 0;
    const { cards, home } = tableau;
    const base = p * PILE_ROOM;
    let burying = 0;
    let disorder = 0;
    let blocking = 0;
    let lowest = 0xffff;
    let broken = false;
    let below = -1;
    for (let i = 0; i < length; i++) {
      const card = cards[base + i];
      const rank = card >> 2;
      if (rank === home[card & 3]) burying += length - 1 - i;
      if (below >= 0 && !broken) broken = FITS[card * DECK + below] === 0;
      if (broken) disorder++;
      if (rank > lowest) blocking++;
      else lowest = rank;
      below = card;
    }
    const { weights } = this;
    return (
      weights.pile +
      weights.burying * burying +
      weights.disorder * disorder +
      weights.blocking * blocking
    );
  }
}
