/**
 * A worker thread of `patience winrate`: plays the deals it is sent, one at a time,
 * and posts back one record per deal. The open player is the solver, which sees every
 * card, alone or with a second core searching beside it (solved.ts); the fair player
 * sees only what a person would (solver/fair/player.ts)
 * and either wins or does not, so its deals are `won` or `lost`, never `unknown`.
 */
import { parentPort } from "node:worker_threads";
import { dealPosition, type Position, whyLineFails } from "../engine/index.js";
import { gameById } from "../games/index.js";
import { FAIR_HINT_BUDGET } from "../solver/fair/hint-budget.js";
import { playFair } from "../solver/fair/player.js";
import { DEFAULT_BUDGET_MS } from "./commands/solve.js";
import { solved } from "./solved.js";
import type { RunStamp } from "./winrate-shards.js";

export type Player = "open" | "fair";

/**
 * Layouts of the unseen cards the fair player solves before each decision, given a
 * budget per layout; given a time per decision (--think-ms), it thinks as Hint does.
 */
const FAIR_SAMPLES = 4;

export interface DealJob {
  readonly game: string;
  readonly deal: number;
  /** Absent only where the fair player is given a budget of positions alone. */
  readonly budgetMs: number | undefined;
  readonly budgetNodes: number | undefined;
  /** The fair player's time per decision, all layouts together (then budgetMs is ignored). */
  readonly thinkMs?: number;
  readonly player: Player;
  /** The open player solves on two threads, as `patience solve` does. */
  readonly paired: boolean;
}

export interface DealRecord {
  readonly game: string;
  readonly deal: number;
  /** Absent in records written before the fair player existed: those are the solver's. */
  readonly player?: Player;
  readonly result: "won" | "lost" | "unknown";
  readonly nodes: number;
  readonly ms: number;
  /** The run that wrote the record to --out (the workers' records have none). */
  readonly run?: RunStamp;
}

async function playDeal(
  job: DealJob,
  start: Position,
): Promise<Pick<DealRecord, "result" | "nodes">> {
  if (job.player === "fair") {
    const { budgetNodes, thinkMs, deal } = job;
    const budgetMs = thinkMs === undefined ? job.budgetMs : undefined;
    const samples = thinkMs === undefined ? FAIR_SAMPLES : FAIR_HINT_BUDGET.samples;
    const options = { budgetMs, budgetNodes, thinkMs, samples, seed: deal };
    const { won, moves } = playFair(start, options);
    // A win is reported only when its moves, replayed through the engine's checks, win.
    const wrong = won ? whyLineFails(start, moves) : null;
    if (wrong !== null) {
      throw new Error(
        `${job.game} deal ${job.deal}: the fair player's game does not replay (${wrong})`,
      );
    }
    return { result: won ? "won" : "lost", nodes: 0 };
  }
  const { budgetMs = DEFAULT_BUDGET_MS } = job;
  const { result, nodes, wrong } = await solved(start, { ...job, budgetMs });
  // A win is reported only with a solution the engine's checked moves carry to the end.
  if (wrong !== null) {
    throw new Error(
      `${job.game} deal ${job.deal}: the solver's solution does not replay (${wrong})`,
    );
  }
  return { result, nodes };
}

parentPort?.on("message", async (job: DealJob) => {
  const rules = gameById(job.game);
  if (!rules) throw new Error(`unknown game ${job.game}`);
  const began = performance.now();
  const outcome = await playDeal(job, dealPosition(rules, job.deal));
  const record: DealRecord = {
    game: job.game,
    deal: job.deal,
    player: job.player,
    ...outcome,
    ms: Math.round(performance.now() - began),
  };
  parentPort?.postMessage(record);
});
