/**
 * How promising a position looks, for trying the best positions first. It only orders
 * the search (so wins are found sooner); it never decides that anything is lost.
 */
import { isRed } from "../../engine/card.js";
import { type Layout, layoutOf } from "../../engine/layout.js";
import { perRules } from "../../engine/per-rules.js";
import type { Pile, Position } from "../../engine/position.js";
import type { Build, GameRules } from "../../engine/rules.js";
import { Join, joinTable, pairOf } from "./joins.js";

/** The weights of one game, derived once from its rules (never from its id). */
interface Weights {
  readonly home: number;
  readonly faceDown: number;
  readonly space: number;
  readonly freeCell: number;
  readonly stockCard: number;
  readonly wasteCard: number;
  /** A card lying on one it could not have been built on: it must move again. */
  readonly outOfOrder: number;
  /**
   * A card built on another of another suit, where suits matter: only one-suit runs
   * move together, or only one-suit runs leave for the foundations.
   */
  readonly mixedSuits: number;
  /**
   * A card built on one of the other colour, where only runs of one colour move: it
   * locks the cards under it, and must move off again as a card out of order must, so
   * it costs as much (docs/solver.md has the measurements). Elsewhere `mixedSuits`.
   */
  readonly offColour: number;
  /** A card built on one of its own suit, where that is what completes a run. */
  readonly suited: number;
  /** And this much more for each suited join under it in the same unbroken run. */
  readonly suitedGrowth: number;
}

/**
 * A point of score: all weights are multiplied by this. The best-first search charges
 * each move made a quarter of a point; at this scale that is a tie-breaker, so the
 * search dives along its best line instead of widening on plateaus (measured: more
 * wins in every game with a stock).
 */
export const POINT = 20;

/**
 * Which weights a search scores positions by. `eager`: the searches' own, which dig for
 * face-down cards first. `patient`: a face-down card counts 0.6 times as much and a card
 * on a card of another suit 1.5 times as much, so that keeping runs of one suit together
 * can outweigh turning a card up. Beams by each win deals the other misses: the winning
 * line of one Spiderette deal keeps 20 cards face down for its first 30 moves while it
 * sorts runs by suit, and from its 20th move to its 30th it scores below every position
 * an eager beam 2,700 wide keeps; a patient beam that wide wins the deal in a second.
 */
export type Temper = "eager" | "patient";

const eagerWeights = perRules((rules) => deriveWeights(rules, layoutOf(rules)));
const patientWeights = perRules((rules): Weights => {
  const eager = eagerWeights(rules);
  return {
    ...eager,
    faceDown: 0.6 * eager.faceDown,
    mixedSuits: 1.5 * eager.mixedSuits,
    offColour: 1.5 * eager.offColour,
  };
});
const weightsOf = (rules: GameRules, temper: Temper): Weights =>
  temper === "eager" ? eagerWeights(rules) : patientWeights(rules);

function deriveWeights(rules: GameRules, layout: Layout): Weights {
  const tableau = layout.tableau.length > 0 ? layout.groups[layout.tableau[0]] : undefined;
  const runsLeave = rules.completedRunsLeave === true;
  // Where only one-suit runs move, a mixed join locks the cards under it; where any
  // run moves, it only has to be sorted out before the run can complete.
  const suitRunsMove = tableau?.unit === "suit-run";
  const mixedSuits = suitRunsMove ? -2 : runsLeave ? -1 : 0;
  const outOfOrder = -3;
  return {
    home: 10,
    faceDown: runsLeave ? 10 : 12,
    space: runsLeave ? 5 : 8,
    freeCell: 3,
    // A deal buries a card on every pile: better kept until the moves run out.
    stockCard: runsLeave ? 1.5 : -1,
    // The stock passes once: a waste card is buried under every card turned after it.
    wasteCard: layout.waste >= 0 ? -6 : 0,
    outOfOrder,
    mixedSuits,
    offColour: tableau?.unit === "colour-run" ? outOfOrder : mixedSuits,
    suited: runsLeave ? 1 : 0,
    suitedGrowth: runsLeave ? 1.5 : 0,
  };
}

/** Higher is better: cards home, cards turned up, piles in order, spaces free. */
export function progressScore(position: Position, temper: Temper = "eager"): number {
  const layout = layoutOf(position.rules);
  const weights = weightsOf(position.rules, temper);
  const piles = position.piles;
  const cardsOf = (index: number) => (index >= 0 ? piles[index].cards.length : 0);
  let home = 0;
  for (const index of layout.foundations) home += cardsOf(index);
  let freeCells = 0;
  for (const index of layout.cells) if (cardsOf(index) === 0) freeCells++;
  let score = offTableauScore(
    weights,
    home,
    freeCells,
    cardsOf(layout.stock),
    cardsOf(layout.waste),
  );
  for (const index of layout.tableau)
    score += scoreOfPile(weights, piles[index], layout.groups[index].build);
  return score * POINT;
}

/**
 * How a tableau of a game without cells or waste is scored: each pile join by join, for
 * a tableau that keeps its piles' scores as running sums (pile-sums.ts), and the whole
 * by `parts`.
 */
export interface TableauScoring {
  /** What an empty pile adds, and what each face-down card takes away. */
  readonly space: number;
  readonly faceDown: number;
  /** How each card lies on each other (`pairOf`); null where the pile builds nothing. */
  readonly joins: Uint8Array | null;
  /**
   * What a card adds lying as `join` says, with `stretch` suited joins in a row under it.
   * A join is told by `Join` alone, without colours: no compact tableau models a game
   * where only runs of one colour move (spider/family.ts), so `offColour` is never due.
   */
  worth(join: Join, stretch: number): number;
  /**
   * `progressScore` of a position without cells or waste, told by its parts: how many
   * cards are home and in the stock, and the sum of its tableau piles' scores.
   */
  parts(home: number, stock: number, piles: number): number;
}

/** The scoring of a tableau of `rules` whose piles are built by `build`. */
export function tableauScoring(
  rules: GameRules,
  build: Build | undefined,
  temper: Temper,
): TableauScoring {
  const weights = weightsOf(rules, temper);
  return {
    space: weights.space,
    faceDown: weights.faceDown,
    joins: build ? joinTable(build) : null,
    worth: (join, stretch) => joinWorth(weights, join, stretch),
    parts: (home, stock, piles) => (offTableauScore(weights, home, 0, stock, 0) + piles) * POINT,
  };
}

function offTableauScore(
  weights: Weights,
  home: number,
  freeCells: number,
  stock: number,
  waste: number,
): number {
  return (
    weights.home * home +
    weights.freeCell * freeCells +
    weights.stockCard * stock +
    weights.wasteCard * waste
  );
}

function scoreOfPile(weights: Weights, pile: Pile, build: Build | undefined): number {
  const cards = pile.cards;
  if (cards.length === 0) return weights.space;
  let score = -weights.faceDown * pile.down;
  if (!build) return score;
  const joins = joinTable(build);
  let stretch = 0;
  for (let i = Math.max(pile.down, 1); i < cards.length; i++) {
    const join = joins[pairOf(cards[i], cards[i - 1])];
    score +=
      join === Join.Mixed && isRed(cards[i]) !== isRed(cards[i - 1])
        ? weights.offColour
        : joinWorth(weights, join, stretch);
    stretch = join === Join.Suited ? stretch + 1 : 0;
  }
  return score;
}

/**
 * What a card adds lying on the card under it as `join` says. Suited joins in a row are
 * worth more and more: a long one-suit run is close to completing, many short ones are
 * not.
 */
function joinWorth(weights: Weights, join: Join, stretch: number): number {
  if (join === Join.Broken) return weights.outOfOrder;
  if (join === Join.Mixed) return weights.mixedSuits;
  return weights.suited + weights.suitedGrowth * stretch;
}
