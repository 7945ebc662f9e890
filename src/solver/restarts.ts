/**
 * Depth-first searches started again and again, each trying the moves in another random
 * order, each a little longer (the Luby sequence of lengths), for wins in the castle
 * family. How long one depth-first search takes to a win depends wildly on the order of
 * its moves: the order that finds most wins early sinks in some deals into a lost part
 * too large to leave, where another order wins at once (public Penelope's Web deal 119:
 * 5.7 s of the whole solver, 25,000 positions here with the rank game's verdicts). Each
 * search is complete for its start, so one that ends within its length proves the
 * position lost.
 */

import type { Position } from "../engine/position.js";
import { mulberry32 } from "../engine/random.js";
import type { Budget } from "./budget.js";
import { castleDepthFirst } from "./castle-search.js";
import type { Outcome } from "./outcome.js";
import type { RankVerdicts } from "./rank-search.js";

/** Positions searched by the shortest searches; the Luby sequence says how many times that each one gets. */
const SHORTEST = 2000;
/** The seed of the move orders: the same searches for the same start and budget. */
const SEED = 1;

/**
 * Restarted depth-first searches from `start`, a position of a game `searchesCompactly`
 * takes, each dropping what `rankVerdicts` prove lost, until one settles it or the
 * budget is spent. `memory` is the allowance of the searches over engine positions.
 */
export function castleRestarts(
  start: Position,
  budget: Budget,
  memory: number,
  rankVerdicts: RankVerdicts | null,
): Outcome {
  const random = mulberry32(SEED);
  for (let run = 1; !budget.spent; run++) {
    const outcome = castleDepthFirst(
      start,
      budget.upTo(SHORTEST * luby(run)),
      memory,
      rankVerdicts,
      random,
    );
    if (outcome.kind !== "gave-up") return outcome;
  }
  return { kind: "gave-up" };
}

/** The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, …: its `run`th term, from 1. */
export function luby(run: number): number {
  let size = 1;
  while (size * 2 - 1 < run) size *= 2;
  return size * 2 - 1 === run ? size : luby(run - (size - 1));
}
