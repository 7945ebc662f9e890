/**
 * What the compact tableau of the one-deck Spider family (tableau.ts) needs of a
 * game's rules, derived once, and which games it takes.
 */
import { canPlace, fitsSpace } from "../../engine/build.js";
import { ACE, cardOf, KING, suitOf } from "../../engine/card.js";
import { type Layout, layoutOf } from "../../engine/layout.js";
import { perRules } from "../../engine/per-rules.js";
import type { GameRules, PileGroup, PileKind } from "../../engine/rules.js";
import { CARD_CODES } from "../core/placement-table.js";
import { knownVocabulary } from "../core/vocabulary.js";
import { joinTable } from "../moves/joins.js";

/** A bottom card lies on `PILE_BOTTOM + pile` while the stock deals. */
export const PILE_BOTTOM = 56;
const MOST_PILES = CARD_CODES - PILE_BOTTOM;

/** What the compact tableau needs of a game's rules, derived once. */
export interface SpiderPlan {
  readonly rules: GameRules;
  readonly layout: Layout;
  /** The tableau's one group of piles. */
  readonly group: PileGroup;
  /** `fits[card * CARD_CODES + other]`: `card` may be put on `other`. */
  readonly fits: Uint8Array;
  /** Per card code: the cards it may be put on. */
  readonly onto: readonly (readonly number[])[];
  /** `joins[card * CARD_CODES + other]`: `card`, lying on `other`, moves with it. */
  readonly joins: Uint8Array;
  /** How each card would lie on each other: the tableau's join table (joins.ts). */
  readonly joinKinds: Uint8Array;
  readonly fillsSpace: Uint8Array;
}

/** The compact tableau's view of `rules`, or null when the game is not of the family. */
export const spiderPlanOf: (rules: GameRules) => SpiderPlan | null = perRules(buildPlan);

/**
 * Does the compact tableau (and its dead-end test) model the rules exactly? One deck,
 * foundations from the Ace that take completed King-to-Ace runs of one suit, by
 * themselves, and never give cards back; a stock that deals a row onto the tableau; a
 * tableau of at most `MOST_PILES` piles that builds down regardless of suit, moves runs
 * (of one suit, or any), and whose spaces take any card or only Kings; nothing else (no
 * other field of a pile group), and no word of the rules the solver does not know
 * (vocabulary.ts).
 */
function modelsExactly(rules: GameRules): boolean {
  if (!knownVocabulary(rules) || rules.decks !== 1 || rules.base !== ACE) return false;
  if (!rules.completedRunsLeave || rules.deal.foundations !== undefined) return false;
  const [stock, tableau, foundations, ...others] = rules.piles;
  return (
    others.length === 0 &&
    stock?.kind === "stock" &&
    stock.count === 1 &&
    onlyFields(stock, ["kind", "count", "sendsTo"]) &&
    sameKinds(stock.sendsTo, ["tableau"]) &&
    tableau?.kind === "tableau" &&
    onlyFields(tableau, ["kind", "count", "build", "space", "unit", "sendsTo"]) &&
    tableau.count <= MOST_PILES &&
    (tableau.unit === "suit-run" || tableau.unit === "run") &&
    tableau.build?.direction === "down" &&
    tableau.build.suit === "any" &&
    !tableau.build.wrap &&
    !tableau.build.aceHigh &&
    (tableau.space === "any" || tableau.space === "king") &&
    sameKinds(tableau.sendsTo, ["tableau"]) &&
    foundations?.kind === "foundation" &&
    foundations.count === 4 &&
    onlyFields(foundations, ["kind", "count", "capacity", "sendsTo"]) &&
    (foundations.capacity ?? 13) === 13 &&
    foundations.sendsTo.length === 0
  );
}

const onlyFields = (group: PileGroup, fields: readonly string[]) =>
  Object.keys(group).every((field) => fields.includes(field));

const sameKinds = (kinds: readonly PileKind[], wanted: readonly PileKind[]) =>
  kinds.length === wanted.length && wanted.every((kind) => kinds.includes(kind));

function buildPlan(rules: GameRules): SpiderPlan | null {
  if (!modelsExactly(rules)) return null;
  const tableau = rules.piles.filter((group) => group.kind === "tableau");
  const { build, space, unit = "top" } = tableau[0];
  if (!build) return null;
  const fits = new Uint8Array(CARD_CODES * CARD_CODES);
  const joins = new Uint8Array(CARD_CODES * CARD_CODES);
  const fillsSpace = new Uint8Array(CARD_CODES);
  const onto = Array.from({ length: CARD_CODES }, () => [] as number[]);
  for (let card = cardOf(ACE, 0); card <= cardOf(KING, 3); card++) {
    if (space !== undefined && fitsSpace(card, space, ACE)) fillsSpace[card] = 1;
    for (let other = cardOf(ACE, 0); other <= cardOf(KING, 3); other++) {
      if (!canPlace(card, other, build)) continue;
      fits[card * CARD_CODES + other] = 1;
      onto[card].push(other);
      const together = unit === "run" || (unit === "suit-run" && suitOf(card) === suitOf(other));
      if (together) joins[card * CARD_CODES + other] = 1;
    }
  }
  const joinKinds = joinTable(build);
  return {
    rules,
    layout: layoutOf(rules),
    group: tableau[0],
    fits,
    onto,
    joins,
    joinKinds,
    fillsSpace,
  };
}

/** True when the compact tableau (and `spiderDepthFirst` and the other searches on it) takes this game. */
export const searchesSpiderCompactly = (rules: GameRules): boolean => spiderPlanOf(rules) !== null;

/** The plan of a game `searchesSpiderCompactly` takes; any other game is an error. */
export function spiderPlanFor(rules: GameRules): SpiderPlan {
  const plan = spiderPlanOf(rules);
  if (!plan) throw new Error(`${rules.id} is not searched compactly`);
  return plan;
}
