/**
 * The solver for the open game (every card known, the stock's order included).
 * - Where the promising moves (promising.ts) are all the search moves, one best-first
 *   search over them finds wins quickly and, when it runs dry, proves `lost`.
 * - Otherwise two phases share the budget: a best-first search and then beam searches,
 *   ever wider, over the promising moves look for a win; then a depth-first search over
 *   every search move (moves.ts), which is complete and proves `lost` when it runs dry.
 * `lost` is said only after a complete search ran dry: a wrong `lost` is the worst bug.
 */
import type { Move } from "../engine/move.js";
import { isWon, type Position } from "../engine/position.js";
import { beamSearch } from "./beam.js";
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
/**
 * The win-finding phase's share of the budget where a complete phase must follow. In
 * the games concerned (a stock, Spider-family runs) a deal the first phase cannot win
 * is rarely proved lost in any budget, so the proof gets the small part.
 */
const WIN_SHARE = 0.9;
/**
 * Of the win-finding share: best-first search first (it wins most deals of a game with
 * a waste fastest), then beams with the rest.
 */
const BEST_FIRST_SHARE = 0.3;
/** The first beam's width, and how much wider each next beam is. */
const FIRST_BEAM = 100;
const BEAM_GROWTH = 3;

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

  const promising = (position: Position) => promisingMoves(position, searchMoves(position));
  if (isCompleteFilter(start.rules)) {
    const search = bestFirst(start, promising, budget, memory);
    if (search.kind === "won") return finish("won", search.moves);
    return finish(search.kind === "exhausted" ? "lost" : "unknown");
  }

  const winBudget = budget.part(WIN_SHARE);
  const quick = bestFirst(start, promising, winBudget.part(BEST_FIRST_SHARE), memory);
  if (quick.kind === "won") return finish("won", quick.moves);
  // A beam holds a level's children at once: it stays within the memory allowance.
  for (let width = FIRST_BEAM; quick.kind === "gave-up" && width <= memory; width *= BEAM_GROWTH) {
    if (winBudget.spent) break;
    const beam = beamSearch(start, promising, winBudget, width, memory);
    if (beam.kind === "won") return finish("won", beam.moves);
    // A beam that dropped nothing has seen every position a wider one would.
    if (beam.kind === "exhausted") break;
  }

  const proof = depthFirst(start, budget, memory);
  if (proof.kind === "won") return finish("won", proof.moves);
  return finish(proof.kind === "exhausted" ? "lost" : "unknown");
}
