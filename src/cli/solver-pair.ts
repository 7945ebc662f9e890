/**
 * The solver on two cores, for `patience solve` and `patience winrate`: the solver in
 * this thread and, on a worker thread, what a second core searches beside it
 * (beside-worker.ts), both on the same budget of time; the solver, told so (`paired`),
 * leaves that search to the worker. The first to decide raises a shared flag and the
 * other stops at its next look at the budget; either's `won` or `lost` is the answer,
 * the solver's if both decide. Both are sound, so they never disagree. A budget of
 * positions, where given, holds for each core: the verdict then repeats (a side stops
 * early only once the other has decided), but which side answers, with which moves and
 * after how many positions, depends on the machine, so the command line keeps a budget
 * of positions on one core. The two share a table of positions proved lost
 * (core/proved-table.ts), where a game's searches can use one: neither searches again
 * what the other has proved. In a game where the second core would have nothing to
 * search (`searchesBeside`), the solver answers alone, and the worker starts only for
 * the first position that needs it.
 */
import { Worker } from "node:worker_threads";
import { type Position, positionToText } from "../engine/index.js";
import {
  provedTableMemory,
  type SolveResult,
  searchesBeside,
  solve,
  startRound,
} from "../solver/index.js";
import type { BesideJob } from "./beside-worker.js";

export interface PairLimits {
  /** Milliseconds for the pair. */
  readonly budgetMs: number;
  /** Positions for each core. */
  readonly budgetNodes?: number;
}

interface Waiting {
  resolve(answer: SolveResult): void;
  reject(error: Error): void;
}

export class SolverPair {
  private started: Worker | null = null;
  private waiting: Waiting | null = null;
  /** The table of positions proved lost that both cores share, one solve at a time. */
  private readonly shared = provedTableMemory();

  private get worker(): Worker {
    if (this.started === null) {
      const worker = new Worker(new URL("./beside-worker.js", import.meta.url));
      worker.on("message", (answer: SolveResult) => this.waiting?.resolve(answer));
      worker.on("error", (error) => this.waiting?.reject(error));
      this.started = worker;
    }
    return this.started;
  }

  /** The answer, positions counted on both cores; the moves are the engine's, whichever core found them. */
  async solve(position: Position, limits: PairLimits): Promise<SolveResult> {
    const { budgetMs, budgetNodes } = limits;
    if (!searchesBeside(position.rules)) return solve(position, { budgetMs, budgetNodes });
    const began = performance.now();
    const flag = new SharedArrayBuffer(4);
    const decided = new Int32Array(flag);
    const beside = new Promise<SolveResult>((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
    const { shared } = this;
    startRound(shared);
    const job: BesideJob = {
      position: positionToText(position),
      budgetMs,
      budgetNodes,
      decided: flag,
      shared,
    };
    this.worker.postMessage(job);
    const here = solve(position, {
      budgetMs,
      budgetNodes,
      paired: true,
      shouldStop: () => Atomics.load(decided, 0) !== 0,
      shared,
    });
    if (here.result !== "unknown") {
      Atomics.store(decided, 0, 1);
      // The search beside may still be waiting for its start (beside-worker.ts).
      Atomics.notify(decided, 0);
    }
    const there = await beside;
    this.waiting = null;
    const nodes = here.nodes + there.nodes;
    const ms = performance.now() - began;
    const decider = here.result === "unknown" ? there : here;
    return { ...decider, nodes, ms };
  }

  async close(): Promise<void> {
    await this.started?.terminate();
  }
}
