/**
 * How good a position looks to a player who sees only the face-up cards: what a good
 * human weighs at a glance. Cards home, cards still face down, empty tableau piles, and
 * how the face-up cards of each pile lie on one another: in an order that moves together
 * (a run of one suit in Spider), in the build's order only, or out of order. It reads no
 * face-down card and no stock card.
 */
import { canPlace } from "../../engine/build.js";
import { type Card, isRed, suitOf } from "../../engine/card.js";
import { layoutOf } from "../../engine/layout.js";
import { perRules } from "../../engine/per-rules.js";
import type { Position } from "../../engine/position.js";
import type { Build, GameRules, Unit } from "../../engine/rules.js";

interface Weights {
  /** A card on a foundation. */
  readonly home: number;
  /** A face-down tableau card: turning one up is worth about as much. */
  readonly faceDown: number;
  /**
   * A tableau pile whose cards are all face down: its top card turns up for free, so it
   * is worth a face-down card back (a leaf of the planner's look ahead: heuristic.ts).
   */
  readonly freeTurn: number;
  /** An empty tableau pile. */
  readonly space: number;
  /** A waste card: out of play until the cards turned after it are played. */
  readonly wasteCard: number;
  /** A card on one it moves together with (a run of the pile's unit). */
  readonly joined: number;
  /** A card on one it could be built on, but that it does not move with (another suit in Spider). */
  readonly built: number;
  /** A card on one it could not have been built on (a deal's card): it must move again. */
  readonly outOfOrder: number;
}

const joinsMove = (unit: Unit, card: Card, below: Card): boolean =>
  unit === "suit-run"
    ? suitOf(card) === suitOf(below)
    : unit === "colour-run"
      ? isRed(card) === isRed(below)
      : true;

const weightsOf = perRules((rules: GameRules): Weights => {
  const layout = layoutOf(rules);
  const tableau = layout.tableau.length > 0 ? layout.groups[layout.tableau[0]] : undefined;
  // Where a space takes any card, it is the player's most flexible resource.
  const anySpace = tableau?.space === "any";
  return {
    home: 10,
    faceDown: 8,
    freeTurn: 8,
    space: anySpace ? 7 : 3,
    wasteCard: -0.5,
    joined: 2,
    built: 0.5,
    outOfOrder: -1,
  };
});

/** The appraisal of `position` (higher is better), from its face-up cards only. */
export function appraise(position: Position): number {
  const layout = layoutOf(position.rules);
  const weights = weightsOf(position.rules);
  let score = 0;
  for (const index of layout.foundations) {
    score += weights.home * position.piles[index].cards.length;
  }
  if (layout.waste >= 0) score += weights.wasteCard * position.piles[layout.waste].cards.length;
  for (const index of layout.tableau) {
    const pile = position.piles[index];
    const group = layout.groups[index];
    if (pile.cards.length === 0) {
      score += weights.space;
      continue;
    }
    score -= weights.faceDown * pile.down;
    if (pile.down === pile.cards.length) score += weights.freeTurn;
    score += joinsScore(pile.cards, pile.down, group.build, group.unit ?? "top", weights);
  }
  return score;
}

function joinsScore(
  cards: readonly Card[],
  down: number,
  build: Build | undefined,
  unit: Unit,
  weights: Weights,
): number {
  if (!build) return 0;
  let score = 0;
  for (let i = Math.max(down, 0) + 1; i < cards.length; i++) {
    const below = cards[i - 1];
    const card = cards[i];
    if (!canPlace(card, below, build)) score += weights.outOfOrder;
    else score += joinsMove(unit, card, below) ? weights.joined : weights.built;
  }
  return score;
}
