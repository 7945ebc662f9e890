/**
 * The `lanes` step of a plan (plans.ts): lanes of searches taking turns, the lane that
 * has come least far (`progressOf`, by the positions it expanded) going next, so that a
 * costly search cannot starve the others. A lane of beams runs beams ever wider, each
 * `BEAM_GROWTH` times the last; a lane of stage beams likewise; a novelty lane runs one
 * best-first search in turns, going on where its last turn stopped.
 */
import type { Position } from "../../engine/position.js";
import type { Budget } from "../core/budget.js";
import type { Outcome } from "../core/outcome.js";
import { isCompleteFilter } from "../moves/promising.js";
import type { Temper } from "../moves/score.js";
import { beam, beamLevels } from "../search/beam.js";
import { BestFirst } from "../search/best-first.js";
import type { Novelty, Tiers } from "../search/novelty.js";
import { type StageLimits, stageBeam } from "../search/stages.js";
import type { MoveSet, SavingTableau } from "../search/tableau.js";
import { type Lane, laneRuns, type Plan, type Setting } from "./plans.js";

/** How much wider each next beam of a lane is. */
const BEAM_GROWTH = 3;

/**
 * What a novelty lane's position counts for when the next turn is picked: half a beam's,
 * so that the novelty searches, which win early or not at all, reach their wins before
 * the beams have grown wide.
 */
const NOVELTY_WEIGHT = 0.5;

/**
 * How many beams in a row of every lane beside the solver run dry (`ranDry` of
 * outcome.ts) before the lanes leave the rest of the time to the plan's next step:
 * beams that keep running dry, however wide, search a game that is lost or nearly so.
 */
const DRY_BEAMS = 2;

/** The plan's tableaux for the searches of its lanes. */
export interface LaneTableaux {
  saving(start: Position, temper: Temper): SavingTableau<unknown>;
  /** For lanes that keep new positions first: a tableau, and its tiers counting facts as `novelty` says. */
  novel?(
    start: Position,
    temper: Temper,
    novelty: Novelty,
  ): { tableau: SavingTableau<unknown>; tiers: Tiers };
}

/** A lane as it runs: its kind of search, the size of its next one, how far it has come. */
type Running = (
  | {
      readonly kind: "beams";
      moves: MoveSet;
      readonly temper: Temper;
      readonly novelty?: Novelty;
      /** How many of its beams in a row ran dry (`ranDry` of outcome.ts). */
      ranDry: number;
    }
  | { readonly kind: "stage-beams"; readonly moves: MoveSet }
  | {
      readonly kind: "novelty";
      readonly novelty: Novelty;
      readonly most: number;
      search: BestFirst<unknown> | null;
    }
) & { size: number; expanded: number; readonly from: number; readonly below?: number };

/**
 * The lanes of `plan` that run in `setting`, taking turns until one settles the deal or
 * the budget is spent; where `dry`, best-first search over the promising moves ran dry
 * before. Beside the solver they stop, `gave-up`, once the beams of every lane have run
 * dry `DRY_BEAMS` times in a row. `exhausted` only from a search over moves that keep
 * every win.
 */
export function runLanes(
  start: Position,
  plan: Plan,
  tableaux: LaneTableaux,
  setting: Setting,
  dry: boolean,
  budget: Budget,
  memory: number,
): Outcome {
  const complete = isCompleteFilter(start.rules);
  const lanes = runningLanes(start, plan, setting, dry);
  const everyMoveBeside =
    setting === "paired" &&
    plan.lanes.some(
      (lane) =>
        lane.search === "beams" && lane.moves === "search" && laneRuns(lane, start.rules, "beside"),
    );
  while (lanes.length > 0 && !budget.spent) {
    if (
      setting === "beside" &&
      lanes.every((lane) => lane.kind === "beams" && lane.ranDry >= DRY_BEAMS)
    ) {
      return { kind: "gave-up" };
    }
    const lane = lanes.reduce((next, other) =>
      progressOf(other) < progressOf(next) ? other : next,
    );
    const leave = () => lanes.splice(lanes.indexOf(lane), 1);
    // A beam holds a level's children at once: it stays within the memory allowance.
    if (lane.size > memory || lane.size >= (lane.below ?? Number.POSITIVE_INFINITY)) {
      leave();
      continue;
    }
    const before = budget.nodes;
    if (lane.kind === "beams") {
      const found = beams(start, tableaux, lane, budget, memory);
      const everyMove = complete || lane.moves === "search";
      if (found.kind === "won" || (found.kind === "exhausted" && everyMove)) return found;
      lane.ranDry = found.kind === "gave-up" && found.ranDry ? lane.ranDry + 1 : 0;
      // A beam that dropped nothing has seen every position a wider one would: the
      // promising moves lead nowhere, so beams start again over every search move,
      // unless a lane of them runs already, here or beside.
      if (found.kind !== "exhausted") lane.size *= BEAM_GROWTH;
      else if (
        everyMoveBeside ||
        lanes.some((other) => other.kind === "beams" && other.moves === "search")
      ) {
        leave();
      } else {
        lane.moves = "search";
        lane.size = lane.from;
      }
    } else if (lane.kind === "novelty") {
      lane.search ??= noveltySearch(start, tableaux, lane.novelty, memory);
      const turn = budget.upTo(lane.size);
      const found = lane.search.run(turn);
      // Over every search move: `exhausted` proves the deal lost.
      if (found.kind !== "gave-up") return found;
      // It dropped positions for want of room and has nothing left to expand, or has
      // had its time.
      if (!turn.spent || lane.expanded + (budget.nodes - before) >= lane.most) leave();
    } else {
      const tableau = tableaux.saving(start, "eager");
      const stage = stageBeam(tableau, lane.moves, budget, stageLimits(lane.size), memory);
      if (stage.kind === "won" || (stage.kind === "exhausted" && lane.moves === "search")) {
        return stage;
      }
      if (stage.kind === "exhausted") leave();
      lane.size *= BEAM_GROWTH;
    }
    lane.expanded += budget.nodes - before;
  }
  return { kind: "gave-up" };
}

/** How far a lane has come, for picking the next turn: the lane that has come least goes. */
const progressOf = (lane: Running): number =>
  lane.kind === "novelty" ? NOVELTY_WEIGHT * lane.expanded : lane.expanded;

/** The lanes of the plan that run in `setting`, as they start (see `Lane`). */
function runningLanes(start: Position, plan: Plan, setting: Setting, dry: boolean): Running[] {
  const running: Running[] = [];
  for (const lane of plan.lanes) {
    if (!laneRuns(lane, start.rules, setting)) continue;
    if (lane.search === "novelty") {
      const { novelty, turn, most } = lane;
      running.push({
        kind: "novelty",
        novelty,
        most,
        search: null,
        size: turn,
        from: turn,
        expanded: 0,
      });
      continue;
    }
    const widths = lane[setting];
    if (!widths || (dry && lane.moves === "promising")) continue;
    const { from, below } = widths;
    if (lane.search === "stage-beams") {
      running.push({
        kind: "stage-beams",
        moves: lane.moves,
        size: from,
        from,
        below,
        expanded: 0,
      });
      continue;
    }
    let moves: MoveSet = lane.moves === "first" ? "promising" : lane.moves;
    if (lane.moves === "first" && dry) {
      if (plan.lanes.some((other) => isEveryMoveTwin(lane, other))) continue;
      moves = "search";
    }
    const { temper, novelty } = lane;
    running.push({
      kind: "beams",
      moves,
      temper,
      novelty,
      ranDry: 0,
      size: from,
      from,
      below,
      expanded: 0,
    });
  }
  return running;
}

/** Is `other` a lane of beams over every move with the weights of `lane`? */
const isEveryMoveTwin = (lane: Lane & { search: "beams" }, other: Lane): boolean =>
  other.search === "beams" &&
  other.moves === "search" &&
  other.temper === lane.temper &&
  other.novelty === undefined &&
  lane.novelty === undefined;

function beams(
  start: Position,
  tableaux: LaneTableaux,
  lane: Running & { kind: "beams" },
  budget: Budget,
  memory: number,
): Outcome {
  if (lane.novelty) {
    const { tableau, tiers } = noveltyOf(start, tableaux, lane.temper, lane.novelty);
    return beam(tableau, lane.moves, budget, lane.size, beamLevels(start), memory, tiers);
  }
  const tableau = tableaux.saving(start, lane.temper);
  return beam(tableau, lane.moves, budget, lane.size, beamLevels(start), memory);
}

function noveltyOf(start: Position, tableaux: LaneTableaux, temper: Temper, novelty: Novelty) {
  if (!tableaux.novel) throw new Error("new positions first need a compact tableau");
  return tableaux.novel(start, temper, novelty);
}

function noveltySearch(
  start: Position,
  tableaux: LaneTableaux,
  novelty: Novelty,
  memory: number,
): BestFirst<unknown> {
  const { tableau, tiers } = noveltyOf(start, tableaux, "eager", novelty);
  return new BestFirst(tableau, memory, { expands: "search", tiers });
}

/**
 * The stage beam of a given size: √size tableaux kept per stage and 50√size positions
 * searched from each, so that, as with move beams, each next one does about three
 * times the work of the last. (Growing both threefold made each stage beam nine times
 * costlier than the last: one could take all the time the move beams needed.)
 */
function stageLimits(size: number): StageLimits {
  const root = Math.sqrt(size);
  return { width: Math.max(1, Math.round(root)), perStart: Math.round(50 * root) };
}
