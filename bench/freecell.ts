/**
 * The FreeCell benchmark: Microsoft deals solved by our solver and by Freecell Solver
 * (`fc-solve`, Debian's freecell-solver-bin) in one run, on the same deals and machine.
 * Ours runs as the solver benchmark runs it (worker threads, each win replayed through
 * the engine); fc-solve as a player runs it, one process per deal reading the board on
 * its standard input, timed from its start to its exit and stopped at the budget.
 *
 * Environment: PATIENCE_BENCH_FREECELL_DEALS (a range of deal numbers, "1-32000" for
 * every deal of Windows FreeCell's original numbering; default a sample of 200 spread
 * over that range, and 11982), PATIENCE_BENCH_BUDGET_MS (per deal, default 10000),
 * PATIENCE_BENCH_JOBS (deals at once for each solver, default 2).
 */
import { spawn, spawnSync } from "node:child_process";
import { duration, percent } from "../src/cli/stats.js";
import { runOnWorkers } from "../src/cli/worker-pool.js";
import { cardCode } from "../src/engine/card.js";
import { dealPosition } from "../src/engine/deal.js";
import { layoutOf } from "../src/engine/layout.js";
import type { Position } from "../src/engine/position.js";
import { positionToText } from "../src/engine/position-json.js";
import { freecell } from "../src/games/freecell.js";
import { searchesBeside } from "../src/solver/index.js";
import { numberFrom } from "./solver.js";
import type { BenchJob, BenchRecord } from "./solver-worker.js";
import { median, percentile } from "./stats.js";

/** Windows FreeCell's original deals, the range whose verdicts are published. */
const FIRST_DEAL = 1;
const LAST_DEAL = 32_000;
/** The one deal of that range that cannot be won. */
const LOST_DEAL = 11_982;
const SAMPLE = 200;
/**
 * The most deals fc-solve is run on: one process per deal, with its rare deals that take
 * the whole budget, it would take hours over every deal of the range.
 */
const MOST_COMPARED = 1000;

type Verdict = "won" | "lost" | "unknown" | "wrong";

interface Timed {
  readonly deal: number;
  readonly verdict: Verdict;
  readonly ms: number;
}

/** The deals to solve, and how the page names them. */
function dealsToSolve(): { deals: number[]; named: string } {
  const range = process.env.PATIENCE_BENCH_FREECELL_DEALS?.match(/^(\d+)-(\d+)$/);
  if (range) {
    const [first, last] = [Number(range[1]), Number(range[2])];
    const deals = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
    return { deals, named: `deals ${first} to ${last}` };
  }
  const step = (LAST_DEAL - FIRST_DEAL + 1) / SAMPLE;
  const deals = Array.from({ length: SAMPLE }, (_, i) => FIRST_DEAL + i * step);
  return {
    deals: [...deals, LOST_DEAL].sort((a, b) => a - b),
    named: `${SAMPLE} deals spread over ${FIRST_DEAL}-${LAST_DEAL} (one in ${step}: ${FIRST_DEAL}, ${FIRST_DEAL + step}, ..., ${deals[deals.length - 1]}) and ${LOST_DEAL}`,
  };
}

/** Ours on `jobs` threads: with a second core's search beside the solver, each deal on two. */
async function solveOurs(positions: Map<number, Position>, budgetMs: number, jobs: number) {
  const timed: Timed[] = [];
  const paired = searchesBeside(freecell);
  const work = [...positions].map(
    ([deal, position]): BenchJob => ({
      deal,
      line: positionToText(position),
      budgetMs,
      checkLost: 0,
      paired,
    }),
  );
  await runOnWorkers(
    new URL("./solver-worker.js", import.meta.url),
    work,
    paired ? Math.max(1, Math.floor(jobs / 2)) : jobs,
    (record: BenchRecord) => {
      const verdict = record.result === "invalid" ? "wrong" : record.result;
      timed.push({ deal: record.deal, verdict, ms: record.ms });
    },
  );
  return timed;
}

/** Freecell Solver's board: one line per tableau pile, bottom card first. */
const boardOf = (position: Position): string =>
  layoutOf(position.rules)
    .tableau.map((index) => position.piles[index].cards.map(cardCode).join(" "))
    .join("\n")
    .concat("\n");

/** One fc-solve process on the board of `position`, stopped after `budgetMs`. */
function fcSolve(deal: number, position: Position, budgetMs: number): Promise<Timed> {
  return new Promise((resolve) => {
    const began = performance.now();
    const child = spawn("fc-solve", [], {
      env: { ...process.env, FREECELL_SOLVER_QUIET: "1" },
      stdio: ["pipe", "pipe", "ignore"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), budgetMs);
    child.on("close", () => {
      clearTimeout(timer);
      const ms = performance.now() - began;
      const verdict = output.includes("This game is solveable")
        ? "won"
        : output.includes("I could not solve this game")
          ? "lost"
          : "unknown";
      resolve({ deal, verdict, ms });
    });
    child.stdin.end(boardOf(position));
  });
}

async function solveFc(positions: Map<number, Position>, budgetMs: number, jobs: number) {
  const timed: Timed[] = [];
  const queue = [...positions];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      timed.push(await fcSolve(next[0], next[1], budgetMs));
    }
  };
  await Promise.all(Array.from({ length: jobs }, lane));
  return timed;
}

/** fc-solve's version line, or null when it is not installed. */
function fcSolveVersion(): string | null {
  const run = spawnSync("fc-solve", ["--version"], { encoding: "utf8" });
  if (run.error || run.status !== 0) return null;
  return (
    run.stdout
      .split("\n")
      .find((line) => /version/i.test(line))
      ?.trim() ?? "fc-solve"
  );
}

function row(name: string, timed: readonly Timed[]): string {
  const count = (verdict: Verdict) => timed.filter((t) => t.verdict === verdict).length;
  const decided = count("won") + count("lost");
  const times = timed.map((t) => t.ms);
  return `| ${name} | ${timed.length} | ${percent(decided / timed.length)} | ${count("won")} | ${count("lost")} | ${count("unknown")} | ${duration(median(times))} | ${duration(percentile(times, 0.9))} |`;
}

/** The deals of `timed` with `verdict`, at most twenty named. */
function dealsWith(timed: readonly Timed[], verdict: Verdict): string {
  const deals = timed
    .filter((t) => t.verdict === verdict)
    .map((t) => t.deal)
    .sort((a, b) => a - b);
  if (deals.length === 0) return "none";
  return deals.length <= 20
    ? deals.join(", ")
    : `${deals.slice(0, 20).join(", ")} and ${deals.length - 20} more`;
}

export async function run(): Promise<string> {
  const budgetMs = numberFrom("PATIENCE_BENCH_BUDGET_MS", 10_000);
  const jobs = numberFrom("PATIENCE_BENCH_JOBS", 2);
  const { deals, named } = dealsToSolve();
  const positions = new Map(deals.map((deal) => [deal, dealPosition(freecell, deal)]));
  const ours = await solveOurs(positions, budgetMs, jobs);
  const version = fcSolveVersion();
  const every = Math.ceil(deals.length / MOST_COMPARED);
  const compared = new Map([...positions].filter((_, i) => i % every === 0));
  const theirs = version ? await solveFc(compared, budgetMs, jobs) : null;
  const oursCompared = ours.filter((t) => compared.has(t.deal));
  const verdictOn = (timed: readonly Timed[], deal: number) =>
    timed.find((t) => t.deal === deal)?.verdict;
  const lines = [
    "## FreeCell against Freecell Solver",
    "",
    `Microsoft deals: ${named}; ${duration(budgetMs)} budget per deal, ${jobs} threads for each solver. Ours: \`solve\` on worker threads${searchesBeside(freecell) ? " with a second core's search beside it, each deal on two of them (as `patience solve`)" : ""}, timed as it times itself, each win replayed through the engine's checked moves. ${version ? `Freecell Solver (${version}, its default preset): one \`fc-solve\` process per deal, the board on its standard input, timed from its start to its exit (the start of the process included), stopped at the budget.` : "Freecell Solver (`fc-solve`, Debian's freecell-solver-bin) is not installed: only ours was measured."}`,
    "",
    "| solver | deals | decided | won | lost | unknown | median time | p90 time |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    row("Patience", ours),
    ...(theirs && every > 1 ? [row(`Patience, 1 deal in ${every}`, oursCompared)] : []),
    ...(theirs ? [row(every > 1 ? `fc-solve, 1 deal in ${every}` : "fc-solve", theirs)] : []),
    "",
  ];
  if (theirs) {
    const ratio = median(oursCompared.map((t) => t.ms)) / median(theirs.map((t) => t.ms));
    lines.push(
      `Median time on the same deals, ours over fc-solve's: ${ratio.toPrecision(2)}${every > 1 ? ` (fc-solve ran on 1 deal in ${every} of the range, at most ${MOST_COMPARED} processes)` : ""}.`,
      "",
    );
  }
  if (positions.has(LOST_DEAL)) {
    lines.push(
      `Deal ${LOST_DEAL}: ours ${verdictOn(ours, LOST_DEAL)}${theirs && compared.has(LOST_DEAL) ? `, fc-solve ${verdictOn(theirs, LOST_DEAL)}` : ""}.`,
      "",
    );
  }
  lines.push(
    `Deals ours left unknown: ${dealsWith(ours, "unknown")}. Deals ours said lost: ${dealsWith(ours, "lost")}.`,
    "",
    ours.some((t) => t.verdict === "wrong")
      ? `**Wrong verdicts** (a solution that does not replay to a win): deals ${dealsWith(ours, "wrong")}.`
      : "Every solution of ours was replayed to a win through the engine's checked moves.",
  );
  return lines.join("\n");
}
