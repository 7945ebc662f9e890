/**
 * What the compact tableau of the one-deck Spider family (spider-tableau.ts) needs of a
 * game's rules, derived once, and which games it takes.
 */
import { canPlace, fitsSpace } from "../engine/build.js";
import { ACE, cardOf, KING, suitOf } from "../engine/card.js";
import { type Layout, layoutOf } from "../engine/layout.js";
import { perRules } from "../engine/per-rules.js";
import type { GameRules, PileGroup } from "../engine/rules.js";
import { CARD_CODES } from "./dead-ends.js";
import { joinTable } from "./joins.js";
import { dealsOntoTableau } from "./key.js";

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

function buildPlan(rules: GameRules): SpiderPlan | null {
  if (rules.decks !== 1 || !rules.completedRunsLeave || !dealsOntoTableau(rules)) return null;
  if (rules.base !== ACE) return null;
  const tableau = rules.piles.filter((group) => group.kind === "tableau");
  const ofFamily = rules.piles.every(
    (group) =>
      (group.kind === "stock" && group.sendsTo.every((kind) => kind === "tableau")) ||
      (group.kind === "tableau" &&
        group.sendsTo.every((kind) => kind === "tableau") &&
        group.capacity === undefined) ||
      (group.kind === "foundation" && group.sendsTo.length === 0),
  );
  if (!ofFamily || tableau.length !== 1 || tableau[0].count > MOST_PILES) return null;
  const { build, space, unit = "top" } = tableau[0];
  // The compact tableau reads neither one-colour runs nor spaces filled from one kind of pile.
  if (!build || unit === "colour-run" || tableau[0].spaceFrom !== undefined) return null;
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
