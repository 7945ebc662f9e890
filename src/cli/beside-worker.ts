/**
 * The worker thread of `patience solve` on two cores (solver-pair.ts): it searches what
 * a second core searches beside the solver (`solveBeside`), stops as soon as the shared
 * flag says the solver has decided, and raises the flag when it decides first.
 */
import { parentPort } from "node:worker_threads";
import { parsePositionText } from "../engine/index.js";
import { gameById } from "../games/index.js";
import { type SolveResult, solveBeside } from "../solver/index.js";

export interface BesideJob {
  /** The position as its interchange text, already read by the solver's thread. */
  readonly position: string;
  readonly budgetMs: number;
  readonly budgetNodes?: number;
  /** One Int32: 0 until either side decides. */
  readonly decided: SharedArrayBuffer;
  /** The table of positions proved lost that both sides share, its round started. */
  readonly shared: SharedArrayBuffer;
}

/**
 * How long the search beside waits for the solver before it starts. Most deals are
 * decided sooner, and a search that starts sets up its tables before its first look at
 * the flag, which the solver then waits for: on the public Penelope's Web deals
 * measured, the pair answered in a median of 19 ms against the solver's 11 ms alone, and
 * in 10 ms with this wait.
 */
const HEAD_START_MS = 25;

parentPort?.on("message", (job: BesideJob) => {
  const parsed = parsePositionText(job.position, gameById);
  if (!parsed.ok) throw new Error(`the solver's position does not read back: ${parsed.error}`);
  const position = parsed.value;
  const decided = new Int32Array(job.decided);
  const began = performance.now();
  // A search that has just stopped sets up its tables too: none is started.
  const found: SolveResult =
    Atomics.wait(decided, 0, 0, HEAD_START_MS) === "timed-out"
      ? solveBeside(position, {
          budgetMs: Math.max(1, job.budgetMs - (performance.now() - began)),
          budgetNodes: job.budgetNodes,
          shouldStop: () => Atomics.load(decided, 0) !== 0,
          shared: job.shared,
        })
      : { result: "unknown", moves: [], nodes: 0, ms: 0 };
  if (found.result !== "unknown") Atomics.store(decided, 0, 1);
  // Moves are plain numbers: they cross to the solver's thread as they are.
  parentPort?.postMessage(found);
});
