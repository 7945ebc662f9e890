/**
 * A worker thread of the solver benchmark: solves the positions it is sent, alone or,
 * where asked, on two cores as `patience solve` does (src/cli/solved.ts).
 */
import { getHeapStatistics } from "node:v8";
import { parentPort } from "node:worker_threads";
import { solved } from "../src/cli/solved.js";
import { parsePositionText } from "../src/engine/index.js";
import { gameById } from "../src/games/index.js";
import { exhaustiveSearch } from "../src/solver/referee/exhaustive.js";

export interface BenchJob {
  /** Its line's index in the deals file. */
  readonly deal: number;
  readonly line: string;
  readonly budgetMs: number;
  /** Positions the plain exhaustive search may meet to check a `lost` verdict; 0: no check. */
  readonly checkLost: number;
  /** Solve with a second core searching beside, a thread of this worker's own. */
  readonly paired: boolean;
}

export interface BenchRecord {
  readonly deal: number;
  /**
   * `wrong`: the solver said won, but its solution does not replay to a win, or said
   * lost, but the plain exhaustive search wins.
   */
  readonly result: "won" | "lost" | "unknown" | "invalid" | "wrong";
  /** For `lost` with a check asked: whether the plain exhaustive search confirmed it within its limit. */
  readonly confirmed: boolean;
  readonly ms: number;
  readonly nodes: number;
  /** This worker's heap size right after the search, before its memory is collected. */
  readonly heapBytes: number;
}

parentPort?.on("message", async (job: BenchJob) => {
  const parsed = parsePositionText(job.line, gameById);
  if (!parsed.ok) {
    const record: BenchRecord = {
      deal: job.deal,
      result: "invalid",
      ms: 0,
      nodes: 0,
      heapBytes: 0,
      confirmed: false,
    };
    parentPort?.postMessage(record);
    return;
  }
  const found = await solved(parsed.value, job);
  const heapBytes = getHeapStatistics().total_heap_size;
  const replayed = found.wrong === null;
  const check =
    found.result === "lost" && job.checkLost > 0
      ? exhaustiveSearch(parsed.value, job.checkLost)
      : null;
  const record: BenchRecord = {
    deal: job.deal,
    result: replayed && check !== "won" ? found.result : "wrong",
    ms: found.ms,
    nodes: found.nodes,
    heapBytes,
    confirmed: check === "lost",
  };
  parentPort?.postMessage(record);
});
