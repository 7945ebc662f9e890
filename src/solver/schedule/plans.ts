/**
 * How a deal of each family of games is decided: one plan per family, read by the
 * scheduler (solve.ts). A plan lists the searches the solver runs, in order, each with
 * its share of the budget, and those a second core runs beside it (`beside`); the lanes
 * are the beam searches that take turns within a `lanes` step. A family is told by the
 * game's rules (never its id): the open castle family, the one-deck Spider family and
 * the FreeCell and the Klondike families where their compact tableaux model the rules
 * exactly (castle/family.ts, spider/family.ts, freecell/family.ts, klondike/family.ts),
 * otherwise by how the promising moves are picked (promising.ts).
 *
 * This module holds data and the family test only, so that the page can ask
 * `searchesBeside` without loading the searches.
 */
import type { GameRules } from "../../engine/rules.js";
import { anyCardFillsSpace, manyPiles, openCastleOf } from "../castle/family.js";
import { dealsOntoTableau } from "../core/key.js";
import { suitWastePlanOf } from "../deuces/family.js";
import { freecellShapeOf } from "../freecell/family.js";
import { klondikePlanOf } from "../klondike/family.js";
import { familyOf } from "../moves/promising.js";
import { POINT, type Temper } from "../moves/score.js";
import { type Novelty, ONE_BAND } from "../search/novelty.js";
import type { MoveSet } from "../search/tableau.js";
import { spiderPlanOf } from "../spider/family.js";

/**
 * One search of a plan. `share`: its part of the budget left when it starts (1: all
 * that is left). A search starts only while the budget lasts; its `won` ends the solve,
 * and so does its `exhausted` where it searched every move (`lost`).
 */
export type Step =
  /** Best-first over the promising moves (search/best-first.ts); run again, it goes on where it stopped. */
  | { readonly search: "best-first"; readonly share: number }
  /**
   * The plan's lanes taking turns (lanes.ts); `dryShare` instead of `share` where the
   * best-first search before ran dry over the promising moves.
   */
  | { readonly search: "lanes"; readonly share: number; readonly dryShare: number }
  /** The castle family's rank game (castle/rank-game.ts), whose verdicts later searches use. */
  | { readonly search: "rank-game"; readonly share: number }
  /** Depth-first searches restarted in random move orders (search/restarts.ts). */
  | { readonly search: "restarts"; readonly share: number; readonly alone?: boolean }
  /**
   * Where the rank game can be won: finer rank games keeping the suits of the moved
   * cards of each run of ranks in turn (castle/rank-tableau.ts), each given `share`.
   */
  | {
      readonly search: "finer-rank-games";
      readonly share: number;
      readonly ranks: readonly (readonly [number, number])[];
      readonly alone?: boolean;
    }
  /** Depth-first search over every search move (search/depth-first.ts): the proof of loss. */
  | { readonly search: "depth-first"; readonly share: number }
  /**
   * Depth-first search of the start in a game that allows more (`relaxed` of the
   * tableau), for a proof of loss only: run dry, it proves the deal lost; a win there
   * ends the step and says nothing. Where the tableau knows no such game, it ends at once.
   */
  | { readonly search: "relaxed-depth-first"; readonly share: number }
  /**
   * The FreeCell family's best-first search on its own compact tableau
   * (freecell/search.ts), which expands every position it reaches: run dry, the proof of
   * loss. `scores`: which set of scores its queues follow (freecell/heuristic.ts).
   */
  | { readonly search: "freecell"; readonly share: number; readonly scores: FreecellScores };

/** The sets of scores of the FreeCell search (`FREECELL_SCORES` of freecell/heuristic.ts). */
export type FreecellScores = "solver" | "beside";

/** The searches steps name. */
export const SEARCHES = [
  "best-first",
  "lanes",
  "rank-game",
  "restarts",
  "finer-rank-games",
  "depth-first",
  "relaxed-depth-first",
  "freecell",
] as const satisfies readonly Step["search"][];

/** The widths a lane's beams take in one setting: from `from`, growing, staying below `below`. */
export interface Widths {
  readonly from: number;
  readonly below?: number;
}

/**
 * Where a lane runs: on the solver alone, on the solver paired with a second core, on
 * that second core beside it; for beams, with which widths.
 */
export interface LaneRuns<Where = Widths> {
  readonly alone?: Where;
  readonly paired?: Where;
  readonly beside?: Where;
}

export type Setting = keyof LaneRuns;

/**
 * A lane of a `lanes` step, with a name for people. Its moves: the promising ones or every search move; `first`,
 * the promising ones, or every search move where best-first search ran dry over them.
 * Where best-first ran dry, lanes over the promising moves are left out, and the `first`
 * lane becomes the lane of every move with its weights, if the plan has one.
 */
export type Lane = {
  readonly name: string;
} /** Beam searches ever wider (search/beam.ts), scored by `temper`, new positions first given `novelty`. */ & (
  | ({
      readonly search: "beams";
      readonly moves: MoveSet | "first";
      readonly temper: Temper;
      readonly novelty?: Novelty;
    } & LaneRuns)
  /** Stage beam searches ever wider (search/stages.ts), where the stock deals onto the tableau. */
  | ({ readonly search: "stage-beams"; readonly moves: MoveSet } & LaneRuns)
  /**
   * Best-first search over every search move, new positions first (search/novelty.ts),
   * in turns of `turn` positions, going on where it stopped, for at most `most`.
   */
  | ({
      readonly search: "novelty";
      readonly novelty: Novelty;
      readonly turn: number;
      readonly most: number;
    } & LaneRuns<true>)
);

export interface Plan {
  /** The family's compact tableau, on which each search runs that it serves (castle/, spider/). */
  readonly tableau: "castle" | "spider" | "klondike" | "suit-waste" | "engine";
  readonly solver: readonly Step[];
  /** What a second core searches beside the solver, which then leaves out steps marked `alone`. */
  readonly beside: readonly Step[];
  readonly lanes: readonly Lane[];
}

/** The widths of the beams on the solver, and of those on a second core beside it. */
const FIRST_WIDTH = 100;
const FIRST_WIDTH_BESIDE = 2700;
const ON_THE_SOLVER: LaneRuns = { alone: { from: FIRST_WIDTH }, paired: { from: FIRST_WIDTH } };
const NARROW: Widths = { from: FIRST_WIDTH, below: FIRST_WIDTH_BESIDE };
/** The first widths of the beams and the stage beams where only runs of one colour move. */
const COLOUR_RUNS_WIDTH = 50;
const COLOUR_RUNS_STAGE_WIDTH = 30;

/** The castle family whose spaces take only Kings (Penelope's Web). */
const CASTLE: Plan = {
  tableau: "castle",
  solver: [
    // Alone, as beside: short restarts first win most won deals in a fraction of what
    // the rank game takes, where they would otherwise wait for its half of the budget.
    { search: "restarts", share: 0.1, alone: true },
    { search: "best-first", share: 0.05 },
    { search: "rank-game", share: 0.5 },
    { search: "restarts", share: 0.2, alone: true },
    {
      search: "finer-rank-games",
      share: 0.12,
      ranks: [
        [9, 11],
        [11, 13],
        [7, 9],
      ],
      alone: true,
    },
    { search: "depth-first", share: 1 },
  ],
  beside: [
    // Short restarts first win most won deals in a fraction of what the rank game takes.
    { search: "restarts", share: 0.1 },
    { search: "rank-game", share: 0.5 },
    { search: "restarts", share: 0.2 },
    {
      search: "finer-rank-games",
      share: 0.5,
      ranks: [
        [9, 11],
        [11, 13],
        [7, 9],
      ],
    },
    { search: "restarts", share: 1 },
  ],
  lanes: [],
};

/**
 * The castle family whose rank game is rarely searched whole (castle/family.ts): where
 * spaces take any card (Streets and Alleys, Beleaguered Castle, Citadel), and, paired,
 * over more piles (below). It gets what proofs need, and the budget goes to the
 * searches that win.
 */
const CASTLE_SHORT_RANK_GAME: Plan = {
  ...CASTLE,
  solver: CASTLE.solver.map((step) =>
    step.search === "rank-game" ? { ...step, share: 0.1 } : step,
  ),
  beside: CASTLE.beside.map((step) =>
    step.search === "rank-game" ? { ...step, share: 0.1 } : step,
  ),
};

/**
 * The castle family over more piles (Baker's Dozen, Portuguese Solitaire). Alone, only
 * restarts: they win its won deals, and restarts after other steps would begin again
 * from their first searches. Its lost deals seen were all proved by the dead-end test
 * at the start, which a restart applies as depth-first search does; a restart that
 * ends within its length proves the deal lost. Paired, the solver searches as the
 * short rank game plan does, the restarts being beside it.
 */
const CASTLE_MANY_PILES: Plan = {
  ...CASTLE_SHORT_RANK_GAME,
  solver: [
    { search: "restarts", share: 1, alone: true },
    ...CASTLE_SHORT_RANK_GAME.solver.filter((step) => !("alone" in step && step.alone)),
  ],
};

/** The one-deck Spider family (Spiderette, Will o' the Wisp), all on its compact tableau. */
const SPIDER: Plan = {
  tableau: "spider",
  solver: [
    { search: "best-first", share: 0.1 },
    { search: "lanes", share: 0.95, dryShare: 0.5 },
    { search: "best-first", share: 0.7 },
    { search: "depth-first", share: 1 },
  ],
  beside: [
    { search: "lanes", share: 1, dryShare: 1 },
    { search: "depth-first", share: 1 },
  ],
  lanes: [
    { name: "beams", search: "beams", moves: "first", temper: "eager", ...ON_THE_SOLVER },
    {
      name: "beams over every move",
      search: "beams",
      moves: "search",
      temper: "eager",
      alone: { from: FIRST_WIDTH },
      beside: { from: FIRST_WIDTH_BESIDE },
    },
    {
      name: "patient beams",
      search: "beams",
      moves: "search",
      temper: "patient",
      alone: { from: FIRST_WIDTH },
      paired: NARROW,
      beside: { from: FIRST_WIDTH_BESIDE },
    },
    {
      name: "patient beams, new positions first",
      search: "beams",
      moves: "search",
      temper: "patient",
      novelty: { band: POINT, byPile: true },
      alone: NARROW,
      paired: NARROW,
    },
    ...(
      [
        ["new positions first, by score", { band: POINT }],
        ["new positions first, by progress", { band: ONE_BAND }],
        ["new positions first, by score and pile", { band: POINT, byPile: true }],
      ] as const
    ).map(
      ([name, novelty]): Lane => ({
        name,
        search: "novelty",
        novelty,
        turn: 20_000,
        most: 300_000,
        alone: true,
        paired: true,
      }),
    ),
  ],
};

/**
 * The Spider family of two decks (Spider, Black Widow), over engine positions; where
 * only runs of one colour move, `COLOUR_RUNS`.
 */
const RUNS: Plan = {
  tableau: "engine",
  solver: [
    { search: "best-first", share: 0.27 },
    { search: "lanes", share: 0.86, dryShare: 0.5 },
    { search: "depth-first", share: 1 },
  ],
  beside: [{ search: "lanes", share: 1, dryShare: 1 }],
  lanes: [
    { name: "beams", search: "beams", moves: "first", temper: "eager", ...ON_THE_SOLVER },
    {
      name: "stage beams",
      search: "stage-beams",
      moves: "promising",
      alone: { from: FIRST_WIDTH },
      beside: { from: FIRST_WIDTH },
    },
  ],
};

/**
 * The Spider family of two decks where only runs of one colour move (Tarantula), over
 * engine positions. Its deals are won by narrow beams: a beam costs about its width
 * times the length of a win, so the first beams start narrower than the runs plan's,
 * and no best-first search comes before them (docs/solver.md has the measurements).
 * The two cores start at different widths, so that between them they try more.
 */
const COLOUR_RUNS: Plan = {
  tableau: "engine",
  solver: [
    { search: "lanes", share: 0.95, dryShare: 0.95 },
    { search: "depth-first", share: 1 },
  ],
  beside: [{ search: "lanes", share: 1, dryShare: 1 }],
  lanes: [
    {
      name: "beams",
      search: "beams",
      moves: "first",
      temper: "eager",
      alone: { from: COLOUR_RUNS_WIDTH },
      paired: { from: COLOUR_RUNS_WIDTH },
    },
    {
      name: "stage beams",
      search: "stage-beams",
      moves: "promising",
      alone: { from: COLOUR_RUNS_STAGE_WIDTH },
      beside: { from: COLOUR_RUNS_STAGE_WIDTH },
    },
  ],
};

/**
 * The Klondike family, on its compact tableau (klondike/), where only depth-first
 * searches run: its `lost` is a proof, and it finds most wins too; beside it, restarted
 * depth-first searches in random move orders find many of the wins its one order
 * buries itself before. Both add the positions they prove lost to a table they share
 * (search/shared-proof.ts), and leave out those the other proved: a proof of loss on two
 * cores comes sooner. Drawing three, the deal drawing one comes first beside it: most
 * deals are won there within a few hundred positions, and where that game is lost, its
 * proof is often far shorter than the one drawing three.
 */
const KLONDIKE: Plan = {
  tableau: "klondike",
  solver: [{ search: "depth-first", share: 1 }],
  beside: [
    { search: "relaxed-depth-first", share: 0.3 },
    { search: "restarts", share: 1 },
  ],
  lanes: [],
};

/** Games whose promising moves keep every move (Penguin): best-first search is complete. */
const ORDER_ONLY: Plan = {
  tableau: "engine",
  solver: [
    { search: "best-first", share: 0.2 },
    { search: "lanes", share: 0.4, dryShare: 0.5 },
    { search: "best-first", share: 1 },
  ],
  beside: [],
  lanes: [{ name: "beams", search: "beams", moves: "first", temper: "eager", ...ON_THE_SOLVER }],
};

/** Games with a waste (Penta). */
const WASTE: Plan = {
  tableau: "engine",
  solver: [
    { search: "best-first", share: 0.5 },
    { search: "depth-first", share: 1 },
  ],
  beside: [],
  lanes: [],
};

/**
 * Games with a waste whose tableau moves runs (Deuces): beams over the promising moves
 * after a shorter best-first search, where best-first alone buries itself.
 */
const WASTE_RUNS: Plan = {
  ...WASTE,
  solver: [
    { search: "best-first", share: 0.2 },
    { search: "lanes", share: 0.6, dryShare: 0.6 },
    { search: "depth-first", share: 1 },
  ],
  lanes: [{ name: "beams", search: "beams", moves: "first", temper: "eager", ...ON_THE_SOLVER }],
};

/**
 * The suit-built waste family (Deuces) where its compact tableau models the rules
 * (deuces/family.ts): the plan of games with a waste whose tableau moves runs, on that
 * tableau, whose depth-first search is a proof of loss (its stock turns once and its
 * foundations keep their cards: the search ends); beside it, restarted depth-first
 * searches in random move orders, which win most deals the solver's order buries.
 */
const SUIT_WASTE: Plan = {
  ...WASTE_RUNS,
  tableau: "suit-waste",
  beside: [{ search: "restarts", share: 1 }],
};

/**
 * The FreeCell family where its compact tableau models the rules (freecell/family.ts):
 * its own search, which needs no tableau of the plan's; beside it, the same search with
 * other scores, which wins most deals the first buries itself on.
 */
const FREECELL: Plan = {
  tableau: "engine",
  solver: [{ search: "freecell", share: 1, scores: "solver" }],
  beside: [{ search: "freecell", share: 1, scores: "beside" }],
  lanes: [],
};

export const PLANS = {
  castle: CASTLE,
  "castle, any card in a space": CASTLE_SHORT_RANK_GAME,
  "castle, many piles": CASTLE_MANY_PILES,
  spider: SPIDER,
  klondike: KLONDIKE,
  "suit-waste": SUIT_WASTE,
  runs: RUNS,
  "runs of one colour": COLOUR_RUNS,
  "order-only": ORDER_ONLY,
  waste: WASTE,
  "waste, runs": WASTE_RUNS,
  freecell: FREECELL,
} as const satisfies Record<string, Plan>;

export type PlanName = keyof typeof PLANS;

/** The plan of a game, by its rules. */
export function planNameOf(rules: GameRules): PlanName {
  if (openCastleOf(rules)) {
    if (anyCardFillsSpace(rules)) return "castle, any card in a space";
    return manyPiles(rules) ? "castle, many piles" : "castle";
  }
  if (spiderPlanOf(rules)) return "spider";
  if (freecellShapeOf(rules)) return "freecell";
  if (klondikePlanOf(rules)) return "klondike";
  if (suitWastePlanOf(rules)) return "suit-waste";
  const family = familyOf(rules);
  if (family === "runs" && movesColourRuns(rules)) return "runs of one colour";
  return family === "waste" && movesRuns(rules) ? "waste, runs" : family;
}

/** Do the tableau piles move runs of one colour (and no others)? */
const movesColourRuns = (rules: GameRules): boolean =>
  rules.piles.some((group) => group.kind === "tableau" && group.unit === "colour-run");

/** Does some tableau pile move more than its top card? */
const movesRuns = (rules: GameRules): boolean =>
  rules.piles.some((group) => group.kind === "tableau" && (group.unit ?? "top") !== "top");

/** The plan of a game, by its rules. */
export const planOf = (rules: GameRules): Plan => PLANS[planNameOf(rules)];

/** Does the lane run in this setting, for a game of these rules? */
export function laneRuns(lane: Lane, rules: GameRules, setting: Setting): boolean {
  if (lane[setting] === undefined) return false;
  return lane.search !== "stage-beams" || dealsOntoTableau(rules);
}

/**
 * Whether a second core has anything to search beside the solver in a game: the page and
 * the command line give it a second worker only then.
 */
export function searchesBeside(rules: GameRules): boolean {
  const plan = planOf(rules);
  return plan.beside.some(
    (step) => step.search !== "lanes" || plan.lanes.some((lane) => laneRuns(lane, rules, "beside")),
  );
}
