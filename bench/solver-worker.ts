/** A worker thread of the solver benchmark: solves the positions it is sent. */
import { getHeapStatistics } from "node:v8";
import { parentPort } from "node:worker_threads";
import { parsePositionText } from "../src/engine/index.js";
import { gameById } from "../src/games/index.js";
import { solve } from "../src/solver/index.js";

export interface BenchJob {
  readonly line: string;
  readonly budgetMs: number;
}

export interface BenchRecord {
  readonly result: "won" | "lost" | "unknown" | "invalid";
  readonly ms: number;
  readonly nodes: number;
  /** This worker's heap size right after the search, before its memory is collected. */
  readonly heapBytes: number;
}

parentPort?.on("message", (job: BenchJob) => {
  const parsed = parsePositionText(job.line, gameById);
  if (!parsed.ok) {
    parentPort?.postMessage({ result: "invalid", ms: 0, nodes: 0, heapBytes: 0 });
    return;
  }
  const found = solve(parsed.value, { budgetMs: job.budgetMs });
  const record: BenchRecord = {
    result: found.result,
    ms: found.ms,
    nodes: found.nodes,
    heapBytes: getHeapStatistics().total_heap_size,
  };
  parentPort?.postMessage(record);
});
