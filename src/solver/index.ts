/** The solver: pure TypeScript over the engine, safe to run in a Web Worker. */
export { positionKey } from "./key.js";
export {
  DEFAULT_MEMORY_ENTRIES,
  type SolveOptions,
  type SolveResult,
  searchesBeside,
  solve,
  solveBeside,
} from "./solve.js";
