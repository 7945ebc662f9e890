/**
 * Which games the compact Klondike tableau (tableau.ts) models exactly, read from the
 * rules' data, and the tables it needs of them. A game whose rules use anything the
 * tableau does not read, or a word the solver does not know (core/vocabulary.ts), is
 * not taken (null): the solver then searches it over engine positions, with the
 * engine's own moves.
 *
 * The family: one deck; a stock that turns one card or a few at a time onto one waste,
 * turned back over as often as the player likes; one group of tableau piles building
 * down without wrap, any run that follows the build moving together, an empty pile
 * taking a King (or a run headed by one) from anywhere; four foundations bound to
 * suits, Ace to King, whose top card may or may not come back onto the tableau.
 */
import { canPlace } from "../../engine/build.js";
import { ACE, cardOf, KING } from "../../engine/card.js";
import { type Layout, layoutOf } from "../../engine/layout.js";
import { perRules } from "../../engine/per-rules.js";
import type { GameRules, PileGroup } from "../../engine/rules.js";
import { CARD_CODES } from "../core/placement-table.js";
import { knownVocabulary } from "../core/vocabulary.js";

export interface KlondikePlan {
  readonly layout: Layout;
  /** Cards the stock turns per move. */
  readonly turns: number;
  /** Foundation cards may come back onto the tableau. */
  readonly homeGivesBack: boolean;
  /** `fits[card * CARD_CODES + other]`: `card` may be placed on `other`. */
  readonly fits: Uint8Array;
  /** Per card code: the cards it may be placed on, and the cards that may be placed on it. */
  readonly hosts: readonly (readonly number[])[];
  readonly guests: readonly (readonly number[])[];
  /**
   * Per suit, a bit per suit whose cards may be placed on it (one rank lower): the
   * other colour's suits where the build alternates colours.
   */
  readonly buildsOn: readonly number[];
  /**
   * Colours alternate, so every card but a King has one twin, the card of its rank and
   * colour in the other suit (`card ^ 3`, suits being C, D, H, S), which takes the same
   * cards.
   */
  readonly twins: boolean;
}

const isSameSet = (kinds: readonly string[], wanted: readonly string[]) =>
  kinds.length === wanted.length && wanted.every((kind) => kinds.includes(kind));

const STOCK = (group: PileGroup) =>
  group.kind === "stock" && group.count === 1 && isSameSet(group.sendsTo, ["waste"]);

/** A waste turned back over as the new stock, whose top card goes to the tableau or home. */
const WASTE = (group: PileGroup) =>
  group.kind === "waste" &&
  group.count === 1 &&
  isSameSet(group.sendsTo, ["stock", "tableau", "foundation"]);

const TABLEAU = (group: PileGroup) =>
  group.kind === "tableau" &&
  group.count >= 1 &&
  group.count <= 12 &&
  group.build !== undefined &&
  group.build.direction === "down" &&
  !group.build.wrap &&
  !group.build.aceHigh &&
  group.space === "king" &&
  group.spaceFrom === undefined &&
  group.unit === "run" &&
  group.runLimit === undefined &&
  group.capacity === undefined &&
  isSameSet(group.sendsTo, ["tableau", "foundation"]);

const FOUNDATIONS = (group: PileGroup) =>
  group.kind === "foundation" &&
  group.count === 4 &&
  group.suitByIndex === true &&
  group.build !== undefined &&
  group.build.direction === "up" &&
  group.build.suit === "same" &&
  !group.build.wrap &&
  !group.build.aceHigh &&
  group.space === "base" &&
  group.capacity === 13 &&
  group.spaceFrom === undefined &&
  (group.sendsTo.length === 0 || isSameSet(group.sendsTo, ["tableau"]));

/** The compact tableau's view of `rules`, or null when it does not model them exactly. */
export const klondikePlanOf: (rules: GameRules) => KlondikePlan | null = perRules(buildPlan);

function buildPlan(rules: GameRules): KlondikePlan | null {
  if (!knownVocabulary(rules) || rules.decks !== 1 || rules.base !== ACE) return null;
  if (rules.completedRunsLeave) return null;
  const [stock, waste, tableau, foundations, ...more] = rules.piles;
  if (more.length > 0 || !stock || !waste || !tableau || !foundations) return null;
  if (!STOCK(stock) || !WASTE(waste) || !TABLEAU(tableau) || !FOUNDATIONS(foundations)) {
    return null;
  }
  const build = tableau.build;
  if (!build) return null;
  const fits = new Uint8Array(CARD_CODES * CARD_CODES);
  const buildsOn = [0, 0, 0, 0];
  for (let card = cardOf(ACE, 0); card <= cardOf(KING, 3); card++) {
    for (let other = cardOf(ACE, 0); other <= cardOf(KING, 3); other++) {
      if (!canPlace(card, other, build)) continue;
      fits[card * CARD_CODES + other] = 1;
      buildsOn[other & 3] |= 1 << (card & 3);
    }
  }
  const codes = Array.from({ length: CARD_CODES }, (_, card) => card);
  return {
    layout: layoutOf(rules),
    turns: stock.turns ?? 1,
    homeGivesBack: foundations.sendsTo.length > 0,
    fits,
    hosts: codes.map((card) => codes.filter((other) => fits[card * CARD_CODES + other])),
    guests: codes.map((card) => codes.filter((other) => fits[other * CARD_CODES + card])),
    buildsOn,
    twins: build.suit === "alternate",
  };
}

export const searchesKlondike = (rules: GameRules): boolean => klondikePlanOf(rules) !== null;
