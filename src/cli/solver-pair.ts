/**
 * `patience solve` on two cores: the solver in this thread and, on a worker thread,
 * what a second core searches beside it (beside-worker.ts), both on the same budget of
 * time. The first to decide raises a shared flag and the other stops at its next look
 * at the budget; either's `won` or `lost` is the answer, the solver's if both decide.
 * Both are sound, so they never disagree. A budget of positions stays on one core: its
 * answer must repeat, and which side decides first depends on the machine.
 */
import { Worker } from "node:worker_threads";
import { type MoveJson, moveToJson, type Position, positionToText } from "../engine/index.js";
import { type SolveResult, solve } from "../solver/index.js";
import type { BesideAnswer, BesideJob } from "./beside-worker.js";

export interface PairAnswer {
  readonly result: SolveResult["result"];
  readonly moves: MoveJson[];
  /** Positions expanded on both cores. */
  readonly nodes: number;
  readonly ms: number;
}

interface Waiting {
  resolve(answer: BesideAnswer): void;
  reject(error: Error): void;
}

export class SolverPair {
  private readonly worker = new Worker(new URL("./beside-worker.js", import.meta.url));
  private waiting: Waiting | null = null;

  constructor() {
    this.worker.on("message", (answer: BesideAnswer) => this.waiting?.resolve(answer));
    this.worker.on("error", (error) => this.waiting?.reject(error));
  }

  async solve(position: Position, budgetMs: number): Promise<PairAnswer> {
    const began = performance.now();
    const flag = new SharedArrayBuffer(4);
    const decided = new Int32Array(flag);
    const beside = new Promise<BesideAnswer>((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
    const job: BesideJob = { position: positionToText(position), budgetMs, decided: flag };
    this.worker.postMessage(job);
    const here = solve(position, { budgetMs, shouldStop: () => Atomics.load(decided, 0) !== 0 });
    if (here.result !== "unknown") Atomics.store(decided, 0, 1);
    const there = await beside;
    this.waiting = null;
    const nodes = here.nodes + there.nodes;
    const ms = performance.now() - began;
    if (here.result === "unknown") return { ...there, nodes, ms };
    const moves = here.moves.map((move) => moveToJson(position.rules, move));
    return { result: here.result, moves, nodes, ms };
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
