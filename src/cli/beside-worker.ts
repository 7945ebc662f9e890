/**
 * The worker thread of `patience solve` on two cores (solver-pair.ts): it searches what
 * a second core searches beside the solver (`solveBeside`), stops as soon as the shared
 * flag says the solver has decided, and raises the flag when it decides first.
 */
import { parentPort } from "node:worker_threads";
import { parsePositionText } from "../engine/index.js";
import { gameById } from "../games/index.js";
import { solveBeside } from "../solver/index.js";

export interface BesideJob {
  /** The position as its interchange text, already read by the solver's thread. */
  readonly position: string;
  readonly budgetMs: number;
  /** One Int32: 0 until either side decides. */
  readonly decided: SharedArrayBuffer;
}

parentPort?.on("message", (job: BesideJob) => {
  const parsed = parsePositionText(job.position, gameById);
  if (!parsed.ok) throw new Error(`the solver's position does not read back: ${parsed.error}`);
  const position = parsed.value;
  const decided = new Int32Array(job.decided);
  const found = solveBeside(position, {
    budgetMs: job.budgetMs,
    shouldStop: () => Atomics.load(decided, 0) !== 0,
  });
  if (found.result !== "unknown") Atomics.store(decided, 0, 1);
  // Moves are plain numbers: they cross to the solver's thread as they are.
  parentPort?.postMessage(found);
});
