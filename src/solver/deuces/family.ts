/**
 * Which games the compact tableau of the suit-built waste family (tableau.ts) models
 * exactly, read from the rules' data, and the tables it needs of them. A game whose
 * rules use anything the tableau does not read, or a word the solver does not know
 * (core/vocabulary.ts), is not taken (null): the solver then searches it over engine
 * positions, with the engine's own moves.
 *
 * The family: one or two decks; a stock turned once, one card at a time, onto one waste
 * whose top card goes to the tableau or home; one group of tableau piles building down
 * by suit without wrap (the Ace above the King or below the Two), moving any run that
 * follows the build (so of one suit), whose empty piles take only the waste's top card;
 * foundations bound to suits, one per suit and deck, each building up by suit from the
 * base to the top of the same order, thirteen cards, never giving a card back. Its
 * stock turned once and its foundations keeping their cards make every line finite, so
 * a complete search ends; what a search on it may leave out is proved in tableau.ts.
 */
import { rankOn } from "../../engine/build.js";
import { ACE, KING, type Rank } from "../../engine/card.js";
import { type Layout, layoutOf } from "../../engine/layout.js";
import { perRules } from "../../engine/per-rules.js";
import type { Build, GameRules, PileGroup, PileKind } from "../../engine/rules.js";
import { knownVocabulary } from "../core/vocabulary.js";

export interface SuitWastePlan {
  readonly layout: Layout;
  /** Copies of each card: one per deck, and one foundation per suit and deck. */
  readonly decks: number;
  /** Per rank, its place in the foundations' order (the base 0, the last 12). */
  readonly order: readonly number[];
  /** Per rank, the rank that goes on it on the tableau (one place lower), or 0 for none. */
  readonly below: readonly number[];
  /** Whether runs move together (any run that follows the build), or only top cards. */
  readonly runs: boolean;
}

const sameKinds = (kinds: readonly PileKind[], wanted: readonly PileKind[]) =>
  kinds.length === wanted.length && wanted.every((kind) => kinds.includes(kind));

const STOCK = (group: PileGroup | undefined) =>
  group?.kind === "stock" &&
  group.count === 1 &&
  (group.turns ?? 1) === 1 &&
  group.build === undefined &&
  group.space === undefined &&
  sameKinds(group.sendsTo, ["waste"]);

/** A waste never turned back over, whose top card goes to the tableau or home. */
const WASTE = (group: PileGroup | undefined) =>
  group?.kind === "waste" &&
  group.count === 1 &&
  group.build === undefined &&
  sameKinds(group.sendsTo, ["tableau", "foundation"]);

const TABLEAU = (group: PileGroup | undefined): group is PileGroup =>
  group?.kind === "tableau" &&
  group.count >= 1 &&
  group.count <= 16 &&
  group.build !== undefined &&
  group.build.direction === "down" &&
  group.build.suit === "same" &&
  !group.build.wrap &&
  group.space === "any" &&
  group.spaceFrom === "waste" &&
  group.suitByIndex === undefined &&
  group.runLimit === undefined &&
  group.capacity === undefined &&
  group.turns === undefined &&
  group.dealsOntoSpaces === undefined &&
  sameKinds(group.sendsTo, ["tableau", "foundation"]);

const FOUNDATIONS = (group: PileGroup | undefined, decks: number): group is PileGroup =>
  group?.kind === "foundation" &&
  group.count === 4 * decks &&
  group.suitByIndex === true &&
  group.build !== undefined &&
  group.build.direction === "up" &&
  group.build.suit === "same" &&
  !group.build.wrap &&
  group.space === "base" &&
  group.spaceFrom === undefined &&
  group.capacity === 13 &&
  group.unit === undefined &&
  group.runLimit === undefined &&
  group.turns === undefined &&
  group.sendsTo.length === 0;

/** The compact tableau's view of `rules`, or null when it does not model them exactly. */
export const suitWastePlanOf: (rules: GameRules) => SuitWastePlan | null = perRules(buildPlan);

function buildPlan(rules: GameRules): SuitWastePlan | null {
  if (!knownVocabulary(rules) || rules.completedRunsLeave || typeof rules.base !== "number")
    return null;
  const [stock, waste, tableau, foundations, ...more] = rules.piles;
  if (more.length > 0 || !STOCK(stock) || !WASTE(waste)) return null;
  if (!TABLEAU(tableau) || !FOUNDATIONS(foundations, rules.decks)) return null;
  const up = foundations.build as Build;
  const down = tableau.build as Build;
  if (Boolean(up.aceHigh) !== Boolean(down.aceHigh)) return null;
  // The foundations' order from the base: thirteen ranks, each one step up from the last.
  const order: number[] = Array<number>(KING + 1).fill(-1);
  let rank: Rank | null = rules.base;
  for (let place = 0; place < 13; place++) {
    if (rank === null || order[rank] !== -1) return null;
    order[rank] = place;
    rank = place < 12 ? rankOn(rank, up) : null;
  }
  // The tableau builds down that very order: what goes on each rank is the one before.
  const below: number[] = Array<number>(KING + 1).fill(0);
  for (let onto = ACE; onto <= KING; onto++) {
    const under = rankOn(onto, down);
    if (under === null ? order[onto] !== 0 : order[under] !== order[onto] - 1) return null;
    below[onto] = under ?? 0;
  }
  return {
    layout: layoutOf(rules),
    decks: rules.decks,
    order,
    below,
    runs: (tableau.unit ?? "top") !== "top",
  };
}

/** True when the compact tableau of this family (tableau.ts) takes the game. */
export const searchesSuitWasteCompactly = (rules: GameRules): boolean =>
  suitWastePlanOf(rules) !== null;
