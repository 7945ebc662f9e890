/**
 * The solver benchmark: every game's public deals (../shared/deals from the checkout
 * root), or for a game without public deals its first deals by the project's numbers,
 * solved on worker threads, summarised as a Markdown section. Environment:
 * PATIENCE_BENCH_DEALS (deals per game, default 200), PATIENCE_BENCH_BUDGET_MS (per
 * deal, default 10000), PATIENCE_BENCH_JOBS (threads, default 2; a game whose solver has
 * a second core's search beside it solves each deal on two of them, as `patience solve`
 * does: with the default, one deal at a time), PATIENCE_BENCH_GAMES
 * (comma-separated game ids, default all), PATIENCE_BENCH_CHECK_LOST (positions the plain
 * exhaustive search, src/solver/referee/exhaustive.ts, may meet to check each `lost` verdict; default 0, no check).
 */
import { resourceUsage } from "node:process";
import { duration, percent } from "../src/cli/stats.js";
import { runOnWorkers } from "../src/cli/worker-pool.js";
import { dealPosition, positionToText } from "../src/engine/index.js";
import { GAME_IDS, gameById } from "../src/games/index.js";
import { searchesBeside } from "../src/solver/index.js";
import { hasPublicDeals, publicDeals } from "./deals.js";
import type { BenchJob, BenchRecord } from "./solver-worker.js";
import { median, percentile } from "./stats.js";

const numberFrom = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** The records of the public deals `lines`, solved on `jobs` worker threads. */
async function solveLines(
  lines: readonly string[],
  budgetMs: number,
  checkLost: number,
  jobs: number,
  paired: boolean,
): Promise<BenchRecord[]> {
  const records: BenchRecord[] = [];
  const work = lines.map((line, deal): BenchJob => ({ deal, line, budgetMs, checkLost, paired }));
  await runOnWorkers(
    new URL("./solver-worker.js", import.meta.url),
    work,
    jobs,
    (record: BenchRecord) => {
      records.push(record);
    },
  );
  return records;
}

export async function run(): Promise<string> {
  const deals = numberFrom("PATIENCE_BENCH_DEALS", 200);
  const budgetMs = numberFrom("PATIENCE_BENCH_BUDGET_MS", 10_000);
  const jobs = numberFrom("PATIENCE_BENCH_JOBS", 2);
  const checkLost = numberFrom("PATIENCE_BENCH_CHECK_LOST", 0);
  const games = process.env.PATIENCE_BENCH_GAMES?.split(",") ?? GAME_IDS;
  const rows: string[] = [];
  /** Per game with any, the deals whose solution did not replay to a win or whose loss was won. */
  const wrong: string[] = [];
  /** Per game with a loss, how many losses the plain exhaustive search confirmed. */
  const checked: string[] = [];
  for (const game of games) {
    const rules = gameById(game);
    if (!rules) throw new Error(`unknown game ${game}`);
    const numbered = !hasPublicDeals(game);
    const lines = numbered
      ? Array.from({ length: deals }, (_, index) => positionToText(dealPosition(rules, index + 1)))
      : publicDeals(game).slice(0, deals);
    const paired = searchesBeside(rules);
    const threads = paired ? Math.max(1, Math.floor(jobs / 2)) : jobs;
    const records = await solveLines(lines, budgetMs, checkLost, threads, paired);
    const count = (result: BenchRecord["result"]) =>
      records.filter((r) => r.result === result).length;
    const won = count("won");
    const lost = count("lost");
    const times = records.map((r) => r.ms);
    const heap = Math.max(...records.map((r) => r.heapBytes));
    const wrongDeals = records.filter((r) => r.result === "wrong").map((r) => r.deal);
    if (wrongDeals.length > 0) wrong.push(`${game} ${wrongDeals.sort((a, b) => a - b).join(", ")}`);
    const tooBig = records.filter((r) => r.result === "lost" && !r.confirmed).map((r) => r.deal);
    const unchecked =
      tooBig.length > 0 ? ` (too big: ${tooBig.sort((a, b) => a - b).join(", ")})` : "";
    if (lost > 0) checked.push(`${game} ${lost - tooBig.length} of ${lost}${unchecked}`);
    rows.push(
      `| ${game} | ${numbered ? `1-${records.length}` : records.length} | ${percent((won + lost) / records.length)} | ${won} | ${lost} | ${count("unknown")} | ${duration(median(times))} | ${duration(percentile(times, 0.9))} | ${Math.round(heap / 2 ** 20)} MB |`,
    );
  }
  const rss = Math.round(resourceUsage().maxRSS / 1024);
  return [
    "## Solver",
    "",
    `Public deals (../shared/deals), the first ${deals} of each game; a game without public deals plays its deals numbered 1 to ${deals} (the deals column says so). ${duration(budgetMs)} budget per deal, ${jobs} worker threads; in the games whose solver has a second core search beside it (\`patience solve\` on two cores), each deal on two of them. A deal is decided when the solver says won or lost; peak heap is the largest heap of a thread running the solver seen right after a search.`,
    "",
    "| game | deals | decided | won | lost | unknown | median time | p90 time | peak heap |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
    "",
    `Peak resident memory of the whole benchmark process: ${rss} MB.`,
    "",
    wrong.length === 0
      ? "Every solution found was replayed to a win through the engine's checked moves."
      : `**Wrong verdicts**: solutions that do not replay to a win, or losses the plain exhaustive search wins (among the deals, but neither won, lost nor unknown; by line, from 0): ${wrong.join("; ")}.`,
    "",
    ...(checkLost > 0
      ? [
          `Losses the plain exhaustive search (src/solver/referee/exhaustive.ts) confirmed, meeting at most ${checkLost.toLocaleString("en")} positions each: ${checked.join("; ") || "none said"}.`,
          "",
        ]
      : []),
  ].join("\n");
}
