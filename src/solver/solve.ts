/**
 * The solver for the open game (every card known, the stock's order included). Two
 * phases share the budget:
 * 1. a best-first search over the promising moves (promising.ts), which finds wins
 *    quickly; where those are all the search moves, it is complete and may prove `lost`;
 * 2. otherwise a depth-first search over every search move (moves.ts), which is
 *    complete and proves `lost` when it runs dry.
 * `lost` is said only after a complete search ran dry: a wrong `lost` is the worst bug.
 */
import type { Move } from "../engine/move.js";
import { isWon, type Position } from "../engine/position.js";
import { bestFirst } from "./best-first.js";
import { Budget, type SearchLimits } from "./budget.js";
import { depthFirst } from "./depth-first.js";
import { searchMoves } from "./moves.js";
import { isCompleteFilter, promisingMoves } from "./promising.js";

export interface SolveOptions extends SearchLimits {
  /**
   * How many positions the search may remember at once. A smaller number saves memory
   * and may turn a `lost` into an `unknown`.
   */
  readonly maxMemoryEntries?: number;
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
/** The first phase's share of the budget when a second, complete phase must follow. */
const GREEDY_SHARE = 0.5;

export function solve(start: Position, options: SolveOptions = {}): SolveResult {
  const budget = new Budget(options);
  const memory = options.maxMemoryEntries ?? DEFAULT_MEMORY_ENTRIES;
  const finish = (result: SolveResult["result"], moves: Move[] = []): SolveResult => ({
    result,
    moves,
    nodes: budget.nodes,
    ms: budget.ms,
  });
  if (isWon(start)) return finish("won");

  const complete = isCompleteFilter(start.rules);
  const greedyBudget = complete ? budget : budget.part(GREEDY_SHARE);
  const promising = (position: Position) => promisingMoves(position, searchMoves(position));
  const greedy = bestFirst(start, promising, greedyBudget, memory);
  if (greedy.kind === "won") return finish("won", greedy.moves);
  if (greedy.kind === "exhausted" && complete) return finish("lost");

  const proof = depthFirst(start, budget, memory);
  if (proof.kind === "won") return finish("won", proof.moves);
  return finish(proof.kind === "exhausted" ? "lost" : "unknown");
}
