/** The solver: pure TypeScript over the engine, safe to run in a Web Worker. */
export { positionKey } from "./core/key.js";
export { provedTableMemory, startRound } from "./core/proved-table.js";
export {
  type Lane,
  PLANS,
  type Plan,
  planOf,
  type Setting,
  type Step,
  searchesBeside,
} from "./schedule/plans.js";
export {
  DEFAULT_MEMORY_ENTRIES,
  type SolveOptions,
  type SolveResult,
  solve,
  solveBeside,
} from "./schedule/solve.js";
