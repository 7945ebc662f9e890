/**
 * The searches on the compact tableau of the one-deck Spider family (spider-tableau.ts):
 * depth-first, beam and best-first, each the search it shares with the castle family or
 * with the searches over engine positions, and best-first with new positions first
 * (novelty.ts), started from a position.
 */
import type { Position } from "../engine/position.js";
import { beamLevels } from "./beam.js";
import type { Budget } from "./budget.js";
import { type BeamMoves, compactBeam } from "./compact-beam.js";
import { CompactBestFirst } from "./compact-best-first.js";
import { compactDepthFirst } from "./compact-search.js";
import { type Novelty, noveltyTiers } from "./novelty.js";
import type { Outcome } from "./outcome.js";
import type { Temper } from "./score.js";
import { spiderTableauOf } from "./spider-tableau.js";

/**
 * Depth-first search from `start` on the compact tableau. `memory` is the allowance of
 * the searches over engine positions.
 */
export function spiderDepthFirst(start: Position, budget: Budget, memory: number): Outcome {
  const fresh = () => spiderTableauOf(start);
  return compactDepthFirst(fresh(), fresh, budget, memory);
}

/**
 * Beam search (beam.ts) from `start` on the compact tableau, scored as `temper` says;
 * given `novelty`, new positions first (novelty.ts), facts counted as it says.
 */
export function spiderBeam(
  start: Position,
  expands: BeamMoves,
  budget: Budget,
  width: number,
  memory: number,
  temper: Temper = "eager",
  novelty?: Novelty,
): Outcome {
  const tableau = spiderTableauOf(start, temper);
  const tiers = novelty && noveltyTiers(tableau, novelty);
  return compactBeam(tableau, expands, budget, width, beamLevels(start), memory, tiers);
}

/** Best-first search (best-first.ts, over the promising moves) from `start` on the compact tableau. */
export function spiderBestFirst(start: Position, memory: number): CompactBestFirst {
  return new CompactBestFirst(spiderTableauOf(start), memory);
}

/**
 * Best-first search over every search move from `start` on the compact tableau, new
 * positions first (novelty.ts), facts counted as `novelty` says.
 */
export function spiderNoveltySearch(
  start: Position,
  memory: number,
  novelty: Novelty,
): CompactBestFirst {
  const tableau = spiderTableauOf(start);
  return new CompactBestFirst(tableau, memory, {
    expands: "search",
    tiers: noveltyTiers(tableau, novelty),
  });
}
