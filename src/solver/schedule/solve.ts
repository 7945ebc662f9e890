/**
 * The solver for the open game (every card known, the stock's order included): it reads
 * the plan of the game's family (plans.ts) and runs its steps in order, each with its
 * share of the budget, on the tableau each search runs on (tableaux.ts). A second core
 * can run the plan's `beside` steps (`solveBeside`), and the solver, told so (`paired`),
 * leaves out the steps marked `alone`.
 *
 * `won` comes with moves that replay to a win. `lost` is said only when a search over
 * every move that keeps a win ran dry (a complete search: best-first, depth-first or
 * beams over the search moves, the restarts, the rank games, the FreeCell search): a wrong `lost` is the
 * worst bug the solver can have.
 */
import type { Move } from "../../engine/move.js";
import { isWon, type Position } from "../../engine/position.js";
import { provesByRank, type RankSolution, rankSolve } from "../castle/rank-game.js";
import { keptRanks } from "../castle/rank-tableau.js";
import { Budget, type SearchLimits } from "../core/budget.js";
import type { Outcome } from "../core/outcome.js";
import { freecellShapeOf } from "../freecell/family.js";
import { FREECELL_SCORES } from "../freecell/heuristic.js";
import { freecellBestFirst } from "../freecell/search.js";
import { isCompleteFilter } from "../moves/promising.js";
import { BestFirst } from "../search/best-first.js";
import { depthFirst } from "../search/depth-first.js";
import { restarts } from "../search/restarts.js";
import { runLanes } from "./lanes.js";
import { type Plan, planOf, type Setting, type Step } from "./plans.js";
import { type PlanTableaux, TABLEAUX } from "./tableaux.js";

export interface SolveOptions extends SearchLimits {
  /**
   * How many positions the search may remember at once. A smaller number saves memory
   * and may turn a `lost` into an `unknown`.
   */
  readonly maxMemoryEntries?: number;
  /**
   * A second core runs `solveBeside` on the same position and budget: the solver leaves
   * the steps of its plan marked `alone` to it.
   */
  readonly paired?: boolean;
  /** The plan to follow instead of the game's (plans.ts), to measure another. */
  readonly plan?: Plan;
  /**
   * The memory of a table of positions proved lost (core/proved-table.ts), shared with
   * the search on the other core, its round started for this solve: the depth-first
   * searches add to it and read it.
   */
  readonly shared?: SharedArrayBuffer;
}

export interface SolveResult {
  readonly result: "won" | "lost" | "unknown";
  /** For `won`: the moves from the given position to the win; otherwise empty. */
  readonly moves: Move[];
  /** Positions expanded. */
  readonly nodes: number;
  readonly ms: number;
}

export const DEFAULT_MEMORY_ENTRIES = 2_000_000;

export function solve(start: Position, options: SolveOptions = {}): SolveResult {
  return solveIn(start, options, options.paired ? "paired" : "alone");
}

/**
 * What a second core searches beside `solve` (given `paired`), on the same position and
 * budget: the `beside` steps of the plan. Its `won` comes with a solution and its `lost`
 * only after a complete search, as `solve`'s; in a game whose plan has nothing beside
 * (`searchesBeside` of plans.ts) it is `unknown` at once.
 */
export function solveBeside(start: Position, options: SolveOptions = {}): SolveResult {
  return solveIn(start, options, "beside");
}

function solveIn(start: Position, options: SolveOptions, setting: Setting): SolveResult {
  const budget = new Budget(options);
  const finish = (result: SolveResult["result"], moves: Move[] = []): SolveResult => ({
    result,
    moves,
    nodes: budget.nodes,
    ms: budget.ms,
  });
  if (isWon(start)) return finish("won");
  const plan = options.plan ?? planOf(start.rules);
  const memory = options.maxMemoryEntries ?? DEFAULT_MEMORY_ENTRIES;
  const outcome = new Run(start, plan, setting, memory, options.shared).steps(budget);
  if (outcome.kind === "won") return finish("won", outcome.moves);
  return finish(outcome.kind === "exhausted" ? "lost" : "unknown");
}

/** One solve: the plan's steps, and what a step leaves to the later ones. */
class Run {
  private readonly tableaux: PlanTableaux;
  /** The best-first search, which a later best-first step goes on with. */
  private bestFirst: BestFirst<unknown> | null = null;
  /** Best-first search over the promising moves ran dry on its first run. */
  private dry = false;
  /** The rank game's solution, where it was played. */
  private rank: RankSolution | null = null;

  constructor(
    private readonly start: Position,
    private readonly plan: Plan,
    private readonly setting: Setting,
    private readonly memory: number,
    private readonly shared: SharedArrayBuffer | undefined,
  ) {
    this.tableaux = TABLEAUX[plan.tableau];
  }

  steps(budget: Budget): Outcome {
    const steps = this.setting === "beside" ? this.plan.beside : this.plan.solver;
    for (const step of steps) {
      if (this.setting === "paired" && "alone" in step && step.alone) continue;
      // A search sets up its tables before it first looks at the budget: once it is
      // spent, none starts.
      if (budget.spent) break;
      const outcome = this.run(step, budget);
      if (outcome.kind === "won") return outcome;
      if (outcome.kind === "exhausted" && this.proves(step)) return outcome;
    }
    return { kind: "gave-up" };
  }

  /** Does the step's `exhausted` prove the deal lost? Where it searched every move. */
  private proves(step: Step): boolean {
    return step.search !== "best-first" || isCompleteFilter(this.start.rules);
  }

  /** Runs the step with its share of `budget`. */
  private run(step: Step, budget: Budget): Outcome {
    const { start, memory } = this;
    switch (step.search) {
      case "best-first": {
        const first = this.bestFirst === null;
        this.bestFirst ??= new BestFirst(this.tableaux.saving(start, "eager"), memory);
        const outcome = this.bestFirst.run(budget.part(step.share));
        if (first) this.dry = outcome.kind === "exhausted";
        return outcome;
      }
      case "lanes": {
        const part = budget.part(this.dry ? step.dryShare : step.share);
        return runLanes(start, this.plan, this.tableaux, this.setting, this.dry, part, memory);
      }
      case "rank-game": {
        if (!provesByRank(start.rules)) return { kind: "gave-up" };
        this.rank = rankSolve(start, budget.part(step.share), memory);
        return this.rank.kind === "lost" ? { kind: "exhausted" } : { kind: "gave-up" };
      }
      case "restarts": {
        const lossProof = this.lossProof();
        const tableauOf = (random: () => number) =>
          this.tableaux.plain(start, { lossProof, random });
        return restarts(tableauOf, budget.part(step.share), memory, this.shared);
      }
      case "finer-rank-games": {
        // Only a loss is of use: where the rank game is lost, so is the deal already;
        // where it was not searched whole, neither would these be.
        if (this.rank?.kind !== "winnable") return { kind: "gave-up" };
        const lost = step.ranks.some(
          ([low, high]) =>
            rankSolve(start, budget.part(step.share), memory, {
              kept: keptRanks(low, high),
              untilWon: true,
            }).kind === "lost",
        );
        return lost ? { kind: "exhausted" } : { kind: "gave-up" };
      }
      case "depth-first": {
        const tableau = this.tableaux.plain(start, { lossProof: this.lossProof() });
        return depthFirst(tableau, budget.part(step.share), memory, false, this.shared);
      }
      case "relaxed-depth-first": {
        const relaxed = this.tableaux.plain(start, {}).relaxed?.();
        if (!relaxed) return { kind: "gave-up" };
        return depthFirst(relaxed, budget.part(step.share), memory, true);
      }
      case "freecell": {
        const shape = freecellShapeOf(start.rules);
        if (!shape) return { kind: "gave-up" };
        const scores = FREECELL_SCORES[step.scores];
        return freecellBestFirst(start, shape, budget.part(step.share), memory, scores);
      }
    }
  }

  /** What the rank game proves lost, where it was played. */
  private lossProof() {
    return this.rank?.kind === "lost" ? null : (this.rank?.verdicts ?? null);
  }
}
