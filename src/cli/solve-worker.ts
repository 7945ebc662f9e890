/**
 * A worker thread of `patience winrate`: solves the deals it is sent, one at a time,
 * and posts back one record per deal.
 */
import { parentPort } from "node:worker_threads";
import { dealPosition } from "../engine/index.js";
import { gameById } from "../games/index.js";
import { solve } from "../solver/index.js";

export interface DealJob {
  readonly game: string;
  readonly deal: number;
  readonly budgetMs: number;
  readonly budgetNodes: number | undefined;
}

export interface DealRecord {
  readonly game: string;
  readonly deal: number;
  readonly result: "won" | "lost" | "unknown";
  readonly nodes: number;
  readonly ms: number;
}

parentPort?.on("message", (job: DealJob) => {
  const rules = gameById(job.game);
  if (!rules) throw new Error(`unknown game ${job.game}`);
  const found = solve(dealPosition(rules, job.deal), job);
  const record: DealRecord = {
    game: job.game,
    deal: job.deal,
    result: found.result,
    nodes: found.nodes,
    ms: Math.round(found.ms),
  };
  parentPort?.postMessage(record);
});
