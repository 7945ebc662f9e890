/** The solver: pure TypeScript over the engine, safe to run in a Web Worker. */
export { searchesBeside } from "./beside.js";
export { positionKey } from "./key.js";
export {
  DEFAULT_MEMORY_ENTRIES,
  type SolveOptions,
  type SolveResult,
  solve,
  solveBeside,
} from "./solve.js";
