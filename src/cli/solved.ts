/**
 * The solver's answer on a worker thread, for `patience winrate` and the solver
 * benchmark alike: alone, or, where asked, on two cores as `patience solve` gives it (a
 * second thread of this one's own searching beside the solver, solver-pair.ts); a win
 * is checked through the engine's checked moves.
 */
import { type Position, whyLineFails } from "../engine/index.js";
import { type SolveResult, solve } from "../solver/index.js";
import { SolverPair } from "./solver-pair.js";

export interface SolveLimits {
  readonly budgetMs: number;
  readonly budgetNodes?: number;
  /** Solve on two threads (only with a budget of time: positions stay on one core). */
  readonly paired: boolean;
}

export interface Solved extends SolveResult {
  /** For `won`, why its moves do not carry the position to a win; otherwise null. */
  readonly wrong: string | null;
}

let pair: SolverPair | null = null;

export async function solved(start: Position, limits: SolveLimits): Promise<Solved> {
  const { budgetMs, budgetNodes, paired } = limits;
  let found: SolveResult;
  if (paired) {
    pair ??= new SolverPair();
    found = await pair.solve(start, { budgetMs });
  } else {
    found = solve(start, { budgetMs, budgetNodes });
  }
  const wrong = found.result === "won" ? whyLineFails(start, found.moves) : null;
  return { ...found, wrong };
}
