/**
 * The open castle family (Penelope's Web, Streets and Alleys, Beleaguered Castle, Baker's
 * Dozen and their relatives: one deck, every card face up, tableau piles that give up
 * only their top card, foundations by suit that never give cards back) as its compact tableau, dead-end test and rank game
 * read it, derived once from the rules, and which games it takes.
 */
import { canPlace, fitsSpace } from "../../engine/build.js";
import { ACE, cardOf, KING, rankOf, suitOf } from "../../engine/card.js";
import { type Layout, layoutOf } from "../../engine/layout.js";
import { perRules } from "../../engine/per-rules.js";
import type { Build, GameRules, PileGroup, PileKind } from "../../engine/rules.js";
import { CARD_CODES } from "../core/placement-table.js";
import { knownVocabulary } from "../core/vocabulary.js";

/** What the family's searches need of a game's rules. */
export interface OpenCastle {
  readonly layout: Layout;
  /** Per card code: the cards it may be placed on, and the cards that may be placed on it. */
  readonly onto: readonly (readonly number[])[];
  readonly under: readonly (readonly number[])[];
  /** Per pair of card codes `card * CARD_CODES + target`: 1 when `card` may go on `target`. */
  readonly fits: Uint8Array;
  /** Per card code: 1 when an empty tableau pile takes it. */
  readonly fillsSpace: Uint8Array;
}

/** A position of the family as its searches read it. */
export interface CastlePiles {
  /** The cards of each tableau pile, bottom first. */
  readonly slots: readonly (readonly number[])[];
  /** Per suit, the rank on its foundation (0 when empty). */
  readonly homeTop: ArrayLike<number>;
}

/** The open-castle view of `rules`, or null when the game is not of that family. */
export const openCastleOf: (rules: GameRules) => OpenCastle | null = perRules(buildPlan);

/**
 * Does the family's model (the compact tableau, its dead-end test and rank game) fit the
 * rules exactly? One deck, dealt face up, the foundations from the Ace (or founded with
 * the Aces by the deal), a tableau of at most fifteen piles (a move names a pile in four
 * bits) that builds down regardless of suit, one card at a time, whose spaces take any
 * card, only Kings, or nothing (a pile once emptied stays empty), four suit foundations
 * that never give a card back, nothing else: no stock, waste or cells, no other field of
 * a pile group, and no word of the rules the solver does not know (vocabulary.ts). How
 * the deal lays the cards out (founding, feeding the foundations, Kings to the bottom)
 * changes only the start.
 */
function modelsExactly(rules: GameRules): boolean {
  if (!knownVocabulary(rules) || rules.decks !== 1 || rules.base !== ACE) return false;
  if (rules.completedRunsLeave || rules.deal.topCardOnly) return false;
  if (rules.deal.foundations !== undefined && rules.deal.foundations !== ACE) return false;
  const [tableau, foundations, ...others] = rules.piles;
  return (
    others.length === 0 &&
    tableau?.kind === "tableau" &&
    onlyFields(tableau, ["kind", "count", "build", "space", "unit", "sendsTo"]) &&
    tableau.count <= 15 &&
    (tableau.unit ?? "top") === "top" &&
    sameBuild(tableau.build, "down", "any") &&
    (tableau.space === undefined || tableau.space === "any" || tableau.space === "king") &&
    sameKinds(tableau.sendsTo, ["tableau", "foundation"]) &&
    foundations?.kind === "foundation" &&
    onlyFields(foundations, [
      "kind",
      "count",
      "build",
      "space",
      "suitByIndex",
      "capacity",
      "sendsTo",
    ]) &&
    foundations.count === 4 &&
    foundations.suitByIndex === true &&
    sameBuild(foundations.build, "up", "same") &&
    foundations.space === "base" &&
    (foundations.capacity ?? 13) === 13 &&
    foundations.sendsTo.length === 0
  );
}

const onlyFields = (group: PileGroup, fields: readonly string[]) =>
  Object.keys(group).every((field) => fields.includes(field));

const sameBuild = (build: Build | undefined, direction: Build["direction"], suit: Build["suit"]) =>
  build !== undefined &&
  build.direction === direction &&
  build.suit === suit &&
  !build.wrap &&
  !build.aceHigh;

const sameKinds = (kinds: readonly PileKind[], wanted: readonly PileKind[]) =>
  kinds.length === wanted.length && wanted.every((kind) => kinds.includes(kind));

function buildPlan(rules: GameRules): OpenCastle | null {
  if (!modelsExactly(rules)) return null;
  const tableau = rules.piles.filter((group) => group.kind === "tableau");
  const { build, space } = tableau[0];
  const cards: number[] = [];
  for (let rank = ACE; rank <= KING; rank++) {
    for (let suit = 0; suit < 4; suit++) cards.push(cardOf(rank, suit));
  }
  const onto = Array.from({ length: CARD_CODES }, () => [] as number[]);
  const under = Array.from({ length: CARD_CODES }, () => [] as number[]);
  const fits = new Uint8Array(CARD_CODES * CARD_CODES);
  const fillsSpace = new Uint8Array(CARD_CODES);
  for (const card of cards) {
    if (space !== undefined && fitsSpace(card, space, ACE)) fillsSpace[card] = 1;
    for (const other of cards) {
      if (build && canPlace(card, other, build)) {
        onto[card].push(other);
        under[other].push(card);
        fits[card * CARD_CODES + other] = 1;
      }
    }
  }
  return { layout: layoutOf(rules), onto, under, fits, fillsSpace };
}

/**
 * True when a space takes a card of any rank (the relatives of Penelope's Web): runs of
 * every rank may then start from the table, and the rank game of a won deal is rarely
 * searched whole within a budget (public Streets and Alleys and Beleaguered Castle deals:
 * more than 7 million rank positions, where Penelope's Web's take at most 3 million).
 */
export function anyCardFillsSpace(rules: GameRules): boolean {
  const fillsSpace = openCastleOf(rules)?.fillsSpace;
  if (!fillsSpace) return false;
  for (let rank = ACE; rank <= KING; rank++) {
    for (let suit = 0; suit < 4; suit++) if (!fillsSpace[cardOf(rank, suit)]) return false;
  }
  return true;
}

/**
 * The most tableau piles whose rank game (rank-game.ts) a deal's budget searches whole
 * often enough to pay for it: the eight-pile games' rank games prove many deals lost
 * within a few million rank positions, where those of the thirteen-pile games grow past
 * what a deal's budget buys.
 */
const RANK_GAME_MOST_PILES = 8;

/** True when the family's tableau has more piles than its rank game is searched whole for. */
export function manyPiles(rules: GameRules): boolean {
  const plan = openCastleOf(rules);
  return plan !== null && plan.layout.tableau.length > RANK_GAME_MOST_PILES;
}

/**
 * Sending `card` (next home) home first keeps every win: every card that could be built
 * on it is expendable (the engine's `isSafeFoundationMove`, status.ts). `homeTop`: per
 * suit, the rank home.
 */
export function safeHome(plan: OpenCastle, homeTop: ArrayLike<number>, card: number): boolean {
  return plan.under[card].every((other) => expendable(plan, homeTop, other));
}

/** Home, or next home with every card that could be built on it expendable. */
function expendable(plan: OpenCastle, homeTop: ArrayLike<number>, card: number): boolean {
  const home = homeTop[suitOf(card)];
  return home >= rankOf(card) || (home === rankOf(card) - 1 && safeHome(plan, homeTop, card));
}
