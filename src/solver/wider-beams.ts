/**
 * The beams of the solver's second phase (solve.ts): lanes of beam searches, each
 * search `BEAM_GROWTH` times larger than the last of its lane, taking turns. A second
 * core can run the lanes after the first beside the solver (`BeamLanes`).
 */
import type { Move } from "../engine/move.js";
import type { Position } from "../engine/position.js";
import type { GameRules } from "../engine/rules.js";
import { beamSearch } from "./beam.js";
import type { Budget } from "./budget.js";
import type { BeamMoves } from "./compact-beam.js";
import { dealsOntoTableau } from "./key.js";
import { searchMoves } from "./moves.js";
import type { Outcome } from "./outcome.js";
import { isCompleteFilter } from "./promising.js";
import { searchesSpiderCompactly } from "./spider-plan.js";
import { spiderBeam, spiderStageBeam } from "./spider-search.js";
import { type StageLimits, stageBeam } from "./stages.js";

/** The first beam's width, and how much wider each next beam is. */
const FIRST_BEAM = 100;
const BEAM_GROWTH = 3;

/**
 * A kind of beam search the beams take turns with: over which moves, the size of its
 * next search and how many positions its searches have expanded so far.
 */
type Lane = (
  | { readonly kind: "move"; moves: BeamMoves }
  | { readonly kind: "stage"; readonly moves: (position: Position) => Move[] }
) & { size: number; expanded: number };

/**
 * Beam searches, each `BEAM_GROWTH` times larger than the last of its lane, until one
 * settles it. The first lane's move beams search `first` (the promising moves, or every
 * search move where best-first search over the promising ones ran dry); with `first`
 * null there is no such lane, only the lanes a second core runs beside the solver. Where the stock deals onto the tableau, stage beam searches (over the
 * moves `stageMovesFor` picks) take turns with the move beams: on the Spider family's
 * deals each kind wins deals the other misses. The next search is of the lane that has
 * expanded fewest positions so far, so that a costly stage beam cannot starve the move
 * beams (Will o' the Wisp: one more public deal won, the others unchanged).
 * Move beams expand the promising moves until one runs dry without dropping anything
 * (or best-first search over them did), then every search move:
 * public Spiderette deals 50 and 57 are won that way, within a second alone. On a
 * compact tableau, move beams over every search move take turns with the others from
 * the start: since a beam stops at its last level (`beamLevels`) they win deals the
 * others miss (public Spiderette deals at 10 s: 171 to 173 won in four runs, 170 without).
 * `exhausted` only from a search over moves that keep every win.
 */
export function widerBeams(
  start: Position,
  promising: (position: Position) => Move[],
  first: BeamMoves | null,
  budget: Budget,
  memory: number,
): Outcome {
  const complete = isCompleteFilter(start.rules);
  const compactBeams = searchesSpiderCompactly(start.rules);
  const moveLane = (moves: BeamMoves): Lane => ({
    kind: "move",
    moves,
    size: FIRST_BEAM,
    expanded: 0,
  });
  const lanes: Lane[] = first === null ? [] : [moveLane(first)];
  if (compactBeams && first !== "search") lanes.push(moveLane("search"));
  const stageMoves = stageMovesFor(start.rules, promising);
  if (stageMoves && !(first === "search" && stageMoves === promising)) {
    lanes.push({ kind: "stage", moves: stageMoves, size: FIRST_BEAM, expanded: 0 });
  }
  while (lanes.length > 0 && !budget.spent) {
    const lane = lanes.reduce((next, other) => (other.expanded < next.expanded ? other : next));
    const leave = () => lanes.splice(lanes.indexOf(lane), 1);
    // A beam holds a level's children at once: it stays within the memory allowance.
    if (lane.size > memory) {
      leave();
      continue;
    }
    const before = budget.nodes;
    if (lane.kind === "move") {
      const beam = compactBeams
        ? spiderBeam(start, lane.moves, budget, lane.size, memory)
        : beamSearch(
            start,
            lane.moves === "search" ? searchMoves : promising,
            budget,
            lane.size,
            memory,
          );
      const everyMove = complete || lane.moves === "search";
      if (beam.kind === "won" || (beam.kind === "exhausted" && everyMove)) return beam;
      // A beam that dropped nothing has seen every position a wider one would: the
      // promising moves lead nowhere, so beams start again over every search move,
      // unless a lane of them runs already.
      if (beam.kind !== "exhausted") lane.size *= BEAM_GROWTH;
      else if (lanes.some((other) => other.kind === "move" && other.moves === "search")) leave();
      else {
        lane.moves = "search";
        lane.size = FIRST_BEAM;
      }
    } else {
      const limits = stageLimits(lane.size);
      // The compact stage beam expands every search move: `stageMoves` in one-deck games.
      const stage = compactBeams
        ? spiderStageBeam(start, budget, limits, memory)
        : stageBeam(start, lane.moves, budget, limits, memory);
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

/**
 * Where two decks are dealt (Spider, Black Widow), every search move gives a stage too
 * many positions to search: with the promising moves the stage beams won 9 of the 12
 * public Black Widow deals left undecided with every move, and Spider's first 50 deals
 * went from 43 won to 46. In Spiderette every move did better (159 won against 156).
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
