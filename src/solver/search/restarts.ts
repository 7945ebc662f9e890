/**
 * Depth-first searches started again and again, each trying the moves in another random
 * order, each a little longer (the Luby sequence of lengths), for wins. How long one
 * depth-first search takes to a win depends wildly on the order of its moves: the order
 * that finds most wins early sinks in some deals into a lost part too large to leave,
 * where another order wins at once (a Penelope's Web deal the whole solver took 5.7 s
 * for is won here within 25,000 positions). Each search is complete for its start, so
 * one that ends within its length proves the position lost. Given a table of positions
 * proved lost (depth-first.ts), each search adds to it what it proves, so that the later
 * ones, and the searches on another core, need not search it again.
 */
import { mulberry32 } from "../../engine/random.js";
import type { Budget } from "../core/budget.js";
import type { Outcome } from "../core/outcome.js";
import { depthFirst } from "./depth-first.js";
import type { Tableau } from "./tableau.js";

/** Positions searched by the shortest searches; the Luby sequence says how many times that each one gets. */
const SHORTEST = 2000;
/** The seed of the move orders: the same searches for the same start and budget. */
const SEED = 1;

/**
 * Restarted depth-first searches, each on a tableau of the start from `tableauOf` that
 * orders its moves at random by the numbers it is given, until one settles it or the
 * budget is spent.
 */
export function restarts<Key>(
  tableauOf: (random: () => number) => Tableau<Key>,
  budget: Budget,
  memory: number,
  shared?: SharedArrayBuffer,
): Outcome {
  const random = mulberry32(SEED);
  for (let run = 1; !budget.spent; run++) {
    const part = budget.upTo(SHORTEST * luby(run));
    const outcome = depthFirst(tableauOf(random), part, memory, false, shared);
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
