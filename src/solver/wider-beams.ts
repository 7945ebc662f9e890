/**
 * The beams of the solver's second phase (solve.ts): lanes of beam searches, each
 * search `BEAM_GROWTH` times larger than the last of its lane, taking turns. A second
 * core can run lanes of its own beside the solver (`BeamShare`).
 */
import type { Move } from "../engine/move.js";
import type { Position } from "../engine/position.js";
import type { GameRules } from "../engine/rules.js";
import { beamSearch } from "./beam.js";
import type { Budget } from "./budget.js";
import type { BeamMoves } from "./compact-beam.js";
import type { CompactBestFirst } from "./compact-best-first.js";
import { dealsOntoTableau } from "./key.js";
import { searchMoves } from "./moves.js";
import { type Novelty, ONE_BAND } from "./novelty.js";
import type { Outcome } from "./outcome.js";
import { isCompleteFilter } from "./promising.js";
import { POINT, type Temper } from "./score.js";
import { searchesSpiderCompactly } from "./spider-plan.js";
import { spiderBeam, spiderNoveltySearch } from "./spider-search.js";
import { type StageLimits, stageBeam } from "./stages.js";

/** The first beam's width, and how much wider each next beam is. */
const FIRST_BEAM = 100;
const BEAM_GROWTH = 3;
/**
 * The first width of the move beams a second core runs beside the solver: the solver
 * wins the deals narrower beams would, and the beams beside win the hard ones only
 * wider (project Spiderette deals 1401-1600 at 10 s on two cores: 166 and 167 won in
 * two runs starting at 2700, 166 at 8100, 164 in two runs at 100).
 */
const FIRST_BEAM_BESIDE = 2700;

/**
 * A kind of beam search the beams take turns with: over which moves (and, for move
 * beams, scored by which weights), the size of its next search, how many positions its
 * searches have expanded so far, and the size its searches stay below, if any.
 */
type Lane = (
  | {
      readonly kind: "move";
      moves: BeamMoves;
      readonly temper: Temper;
      /** Where the beams keep new positions first: how they count facts (novelty.ts). */
      readonly novelty?: Novelty;
      /** How many of its beams in a row ran dry (`ranDry` of outcome.ts). */
      ranDry: number;
    }
  | { readonly kind: "stage"; readonly moves: (position: Position) => Move[] }
  | { readonly kind: "novelty"; readonly novelty: Novelty; search: CompactBestFirst | null }
) & { size: number; expanded: number; readonly below?: number };

/**
 * The positions the novelty search (spiderNoveltySearch) expands in one turn: it goes on
 * where it stopped, so its turns need not grow.
 */
const NOVELTY_TURN = 20_000;
/**
 * How the novelty searches count facts (novelty.ts), a lane each: per point of score,
 * per progress alone, and per point of score and progress told pile by pile. The first
 * two each win deals the other misses, most within a turn or two (public Spiderette
 * deals 139 and 196 the first, 140 the second; docs/benchmarks.md, thirtieth round).
 * The third, with the novelty beams' facts told pile by pile too (below), won 6 of the
 * 78 public and project Spiderette deals the solver left open at 10 s on two cores,
 * alone within 1.5 s each; from each lane's record alone, the schedule then reaches 46 of
 * 82 hard project deals instead of 41, and the same 72 of 82 public ones (adding the
 * lane of progress alone told pile by pile too, or putting these in place of the
 * others, lost public deals 6 and 140). At 10 s on two cores, against the lanes before
 * the same hour: public Spiderette 184 / 6 / 10 both, the project's deals 1001-2000
 * 924 / 38 / 38 against 921 / 39 / 40, 2001-2500 465 / 12 / 23 both (docs/benchmarks.md,
 * thirty-third round).
 */
const NOVELTY_SEARCHES: readonly Novelty[] = [
  { band: POINT },
  { band: ONE_BAND },
  { band: POINT, byPile: true },
];
/**
 * How the patient beams over every search move that keep new positions first count
 * facts (novelty.ts): per point of score and progress told pile by pile. A lane of the
 * solver's own (not beside), narrower than `FIRST_BEAM_BESIDE`: they win early or not at
 * all. Counting per progress alone, of the project's Spiderette deals at 10 s on two
 * cores, 1645 and 1888 of 1001-2000 and 2026 and 2225 of 2001-2500 gained, none lost;
 * the public deals 184 won in one run of three, 183 and 181 in the others, against 184
 * (docs/benchmarks.md, thirty-first round). Told pile by pile, alone, they win 21 of
 * the 82 hard project deals against 16, and 55 of 82 public ones against 53
 * (thirty-third round).
 */
const NOVELTY_BEAM: Novelty = { band: POINT, byPile: true };
/**
 * The positions after which a novelty lane leaves the time to the others: the novelty
 * searches win early or not at all (public Spiderette deal 6 after 144,018 positions,
 * the project's deal 1310 after 84,180), and the beams' late wins need the time
 * (project deals 1001-2000 at 10 s on two cores: 918 won against 917 with no limit,
 * deal 1844 won by beams at 8.3 s; public Spiderette 184 both).
 */
const NOVELTY_LIMIT = 300_000;
/**
 * What a novelty lane's position counts for when the next turn is picked: half a beam's,
 * so that the novelty searches, which win early or not at all, reach their wins before
 * the beams have grown wide. Public Spiderette deals 6 and 15, won by them after about
 * 144,000 and 81,000 positions, came at 8 s or more on two cores, or not in time; with
 * this and no stage beams, at 5.9 and 5.6 s (docs/benchmarks.md, thirty-second round).
 */
const NOVELTY_WEIGHT = 0.5;

/** How far a lane has come, for picking the next turn: the lane that has come least goes. */
const progressOf = (lane: Lane): number =>
  lane.kind === "novelty" ? NOVELTY_WEIGHT * lane.expanded : lane.expanded;

/**
 * How many beams in a row of every lane beside the solver run dry (`ranDry` of
 * outcome.ts) before the lanes leave the rest of the time to the proof of loss
 * (`solveBeside` of solve.ts): beams that keep running dry, however wide, search a game
 * that is lost or nearly so. Of the public and project Spiderette deals (1001-2500) that
 * took the solver more than half a second at 10 s on two cores, the beams beside ran dry
 * twice in every lane on 32, none of them won; once in every lane, on three the beams
 * beside won later (the project's 1614, 2192 and 2444; docs/benchmarks.md, thirty-fourth
 * round).
 */
const DRY_BEAMS = 2;

/**
 * Which of the lanes a search runs: all of them (`whole`, the solver on one core), the
 * ones a second core runs beside the solver (`beside`), or the others (`paired`, the
 * solver while a second core runs its lanes: beams are deterministic, so a lane on both
 * cores would search the same positions twice). The lanes beside are the ones that do
 * most with a core of their own: on a compact Spider tableau, the move beams over every
 * search move (alone for 30 s, they win public Spiderette deals 80 and 100 at 3.2 and
 * 8.5 s and Will o' the Wisp deals 8, 24, 80 and 179 at 2.7 to 9.7 s, all open at 10 s
 * on two cores when the second core took turns with the stage beams), both eager and
 * patient (`Temper` of score.ts), from `FIRST_BEAM_BESIDE` on; the solver's patient
 * beams then stay narrower than that. Elsewhere, where the stock deals onto the
 * tableau, the stage beams.
 */
export type BeamShare = "whole" | "beside" | "paired";

/**
 * Beam searches, each `BEAM_GROWTH` times larger than the last of its lane, until one
 * settles it. The first lane's move beams search `first` (the promising moves, or every
 * search move where best-first search over the promising ones ran dry). Where the stock
 * deals onto the tableau, stage beam searches (over the moves `stageMovesFor` picks)
 * take turns with the move beams (not on a compact tableau, below): on two decks each
 * kind wins deals the other misses. The next search is of the lane that has come least
 * far (`progressOf`, by the positions it expanded), so that a costly stage beam cannot
 * starve the move beams (Will o' the Wisp: one more public deal won, the others
 * unchanged).
 * Move beams expand the promising moves until one runs dry without dropping anything
 * (or best-first search over them did), then every search move:
 * public Spiderette deals 50 and 57 are won that way, within a second alone. On a
 * compact tableau, move beams over every search move take turns with the others from
 * the start: since a beam stops at its last level (`beamLevels`) they win deals the
 * others miss (public Spiderette deals at 10 s: 171 to 173 won in four runs, 170 without).
 * There, a lane of them scored by the patient weights (`Temper`) takes turns too: its
 * beams win deals whose winning lines the eager ones drop (docs/benchmarks.md,
 * twenty-fifth round); and so do lanes that are no beams, best-first searches over
 * every search move that expand new positions first (`spiderNoveltySearch`), going on
 * where their last turn stopped, on the first core only: they win deals no beam wins
 * (twenty-ninth round). Since the novelty tiers look only at the pairs a move makes
 * new, they are fast enough for an even share (thirtieth round: public Spiderette 183
 * won as with three times the count, 183 and 184 in later runs; of the project's deals
 * 1001-2000, 1310 and 1566 gained, two of the beams' wins after 7.9 s lost). Narrow
 * patient beams that keep new positions first take turns there too
 * (`NOVELTY_BEAM`). Stage beams do not: the other lanes alone win the hard deals
 * they won (public Spiderette 82, 111, 112, 153 and 185 within 5.9 s), and their time
 * goes to the others (at 10 s on two cores, public Spiderette 184 / 6 / 10 against
 * 183 / 6 / 11, the project's deals 1001-2000 920 / 38 / 42 against 918 / 38 / 44, the
 * same day, with `NOVELTY_WEIGHT`; 2001-2500, which the trials did not use, 461 / 12 / 27
 * against 462 / 12 / 26, within the noise; thirty-second round).
 * `share` says which lanes run (`BeamShare`); beside the solver they stop, `gave-up`,
 * once the beams of every lane have run dry `DRY_BEAMS` times in a row.
 * `exhausted` only from a search over moves that keep every win (the novelty search's
 * are every search move).
 */
export function widerBeams(
  start: Position,
  promising: (position: Position) => Move[],
  first: BeamMoves,
  share: BeamShare,
  budget: Budget,
  memory: number,
): Outcome {
  const complete = isCompleteFilter(start.rules);
  const compactBeams = searchesSpiderCompactly(start.rules);
  const lanes = lanesOf(start.rules, promising, first, share);
  const searchRunsBeside = share === "paired" && compactBeams;
  while (lanes.length > 0 && !budget.spent) {
    if (
      share === "beside" &&
      lanes.every((lane) => lane.kind === "move" && lane.ranDry >= DRY_BEAMS)
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
    if (lane.kind === "move") {
      const beam = compactBeams
        ? spiderBeam(start, lane.moves, budget, lane.size, memory, lane.temper, lane.novelty)
        : beamSearch(
            start,
            lane.moves === "search" ? searchMoves : promising,
            budget,
            lane.size,
            memory,
            lane.temper,
          );
      const everyMove = complete || lane.moves === "search";
      if (beam.kind === "won" || (beam.kind === "exhausted" && everyMove)) return beam;
      lane.ranDry = beam.kind === "gave-up" && beam.ranDry ? lane.ranDry + 1 : 0;
      // A beam that dropped nothing has seen every position a wider one would: the
      // promising moves lead nowhere, so beams start again over every search move,
      // unless a lane of them runs already, here or beside.
      if (beam.kind !== "exhausted") lane.size *= BEAM_GROWTH;
      else if (
        searchRunsBeside ||
        lanes.some((other) => other.kind === "move" && other.moves === "search")
      ) {
        leave();
      } else {
        lane.moves = "search";
        lane.size = FIRST_BEAM;
      }
    } else if (lane.kind === "novelty") {
      lane.search ??= spiderNoveltySearch(start, memory, lane.novelty);
      const turn = budget.upTo(lane.size);
      const found = lane.search.run(turn);
      // Over every search move: `exhausted` proves the deal lost.
      if (found.kind !== "gave-up") return found;
      // It dropped positions for want of room and has nothing left to expand, or has
      // had its time.
      if (!turn.spent || lane.expanded + (budget.nodes - before) >= NOVELTY_LIMIT) leave();
    } else {
      const stage = stageBeam(start, lane.moves, budget, stageLimits(lane.size), memory);
      if (stage.kind === "won" || (stage.kind === "exhausted" && lane.moves === searchMoves)) {
        return stage;
      }
      if (stage.kind === "exhausted") leave();
      lane.size *= BEAM_GROWTH;
    }
    lane.expanded += budget.nodes - before;
  }
  return { kind: "gave-up" };
}

const noveltyLane = (novelty: Novelty): Lane => ({
  kind: "novelty",
  novelty,
  search: null,
  size: NOVELTY_TURN,
  expanded: 0,
});

const moveLane = (
  moves: BeamMoves,
  temper: Temper = "eager",
  size = FIRST_BEAM,
  novelty?: Novelty,
): Lane => ({ kind: "move", moves, temper, novelty, ranDry: 0, size, expanded: 0 });

/** The lanes of `share` (see `BeamShare`), the first lane's move beams over `first`. */
function lanesOf(
  rules: GameRules,
  promising: (position: Position) => Move[],
  first: BeamMoves,
  share: BeamShare,
): Lane[] {
  if (searchesSpiderCompactly(rules)) {
    if (share === "beside") {
      return [
        moveLane("search", "eager", FIRST_BEAM_BESIDE),
        moveLane("search", "patient", FIRST_BEAM_BESIDE),
      ];
    }
    const moves = new Set<BeamMoves>([first, "search"]);
    if (share === "paired") moves.delete("search");
    const patient: Lane =
      share === "paired"
        ? { ...moveLane("search", "patient"), below: FIRST_BEAM_BESIDE }
        : moveLane("search", "patient");
    return [
      ...[...moves].map((over) => moveLane(over)),
      patient,
      { ...moveLane("search", "patient", FIRST_BEAM, NOVELTY_BEAM), below: FIRST_BEAM_BESIDE },
      ...NOVELTY_SEARCHES.map(noveltyLane),
    ];
  }
  const stageMoves = stageMovesFor(rules, promising);
  const stageLanes: Lane[] = stageMoves
    ? [{ kind: "stage", moves: stageMoves, size: FIRST_BEAM, expanded: 0 }]
    : [];
  // Stage beams over the promising moves add nothing to a first lane that ran dry over them.
  const stages = first === "search" && stageMoves === promising ? [] : stageLanes;
  if (share === "beside") return stages;
  return share === "whole" ? [moveLane(first), ...stages] : [moveLane(first)];
}

/**
 * Where two decks are dealt (Spider, Black Widow), every search move gives a stage too
 * many positions to search: with the promising moves the stage beams won 9 of the 12
 * public Black Widow deals left undecided with every move, and Spider's first 50 deals
 * went from 43 won to 46. In one deck every move did better (Spiderette, before its
 * compact tableau: 159 won against 156).
 */
function stageMovesFor(
  rules: GameRules,
  promising: (position: Position) => Move[],
): ((position: Position) => Move[]) | null {
  if (!dealsOntoTableau(rules)) return null;
  return rules.decks > 1 ? promising : searchMoves;
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
