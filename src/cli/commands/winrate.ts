/** `patience winrate GAME --deals A..B`: solve a range of deals on worker threads. */
import { appendFile, readFile } from "node:fs/promises";
import { Worker } from "node:worker_threads";
import { type GameRules, MAX_DEAL, MIN_DEAL } from "../../engine/index.js";
import { GAMES } from "../../games/index.js";
import { searchesBeside } from "../../solver/index.js";
import { dealNumberArg, gameArg, readArgs } from "../args.js";
import type { Command } from "../command.js";
import { EXIT, malformed } from "../failure.js";
import { GAME_LIST } from "../help.js";
import { writeLine } from "../io.js";
import type { DealJob, DealRecord, Player } from "../solve-worker.js";
import { duration, percent, quantile, wilson } from "../stats.js";
import { budgetArg, DEFAULT_BUDGET_MS } from "./solve.js";

/** The fair player's default budget per sampled layout: it solves many of them. */
const FAIR_BUDGET_MS = 50;

/** The most deals one run may cover, so that a typo cannot start a run of years. */
const MOST_DEALS = 1_000_000;

function dealRange(text: string | undefined, rules: GameRules): { first: number; last: number } {
  const match = text === undefined ? null : /^([0-9]+)\.\.([0-9]+)$/.exec(text);
  if (!match) throw malformed("--deals takes a range A..B, such as --deals 1..100");
  const first = dealNumberArg(match[1], rules);
  const last = dealNumberArg(match[2], rules);
  if (last < first) throw malformed(`--deals ${text}: the range is empty`);
  if (last - first >= MOST_DEALS) throw malformed(`--deals covers at most ${MOST_DEALS} deals`);
  return { first, last };
}

/**
 * Records already in --out for this game, so that a re-run resumes where it stopped,
 * and whether the file ends in the middle of a line (an interrupted write).
 */
async function recordsIn(
  file: string | undefined,
  game: string,
  player: Player,
): Promise<{ done: Map<number, DealRecord>; cutShort: boolean }> {
  const done = new Map<number, DealRecord>();
  if (file === undefined) return { done, cutShort: false };
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { done, cutShort: false };
    throw malformed(`cannot read ${file}: ${(error as Error).message}`);
  }
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    let record: DealRecord;
    try {
      record = JSON.parse(line) as DealRecord;
    } catch {
      // An interrupted run may leave half a line: that deal is simply solved again.
      continue;
    }
    if (
      record.game === game &&
      (record.player ?? "open") === player &&
      typeof record.deal === "number"
    ) {
      done.set(record.deal, record);
    }
  }
  return { done, cutShort: text.length > 0 && !text.endsWith("\n") };
}

/** Solves the deals on `workers` workers; calls `onRecord` as each deal finishes. */
function solveAll(
  jobs: readonly DealJob[],
  workers: number,
  onRecord: (record: DealRecord) => Promise<void>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let next = 0;
    let running = 0;
    let failed = false;
    const url = new URL("../solve-worker.js", import.meta.url);
    const start = (worker: Worker) => {
      if (next >= jobs.length) {
        void worker.terminate();
        if (running === 0) resolve();
        return;
      }
      running++;
      worker.postMessage(jobs[next++]);
    };
    for (let i = 0; i < Math.min(workers, jobs.length); i++) {
      const worker = new Worker(url);
      worker.on("message", (record: DealRecord) => {
        running--;
        onRecord(record).then(
          () => start(worker),
          (error: unknown) => {
            failed = true;
            reject(error);
          },
        );
      });
      worker.on("error", (error) => {
        if (!failed) reject(error);
        failed = true;
      });
      start(worker);
    }
    if (jobs.length === 0) resolve();
  });
}

/**
 * Whether each deal takes two of the worker threads: the solver's, and one for what a
 * second core searches beside it, as `patience solve` does with a budget of time. Then a
 * deal's answer is the one `solve` gives, and the targets' "10 s on two cores" is what
 * a run measures. A budget of positions stays on one thread, so that answers repeat.
 */
export const pairsDeals = (
  rules: GameRules,
  player: Player,
  budgetNodes: number | undefined,
  threads: number,
): boolean =>
  player === "open" && budgetNodes === undefined && threads > 1 && searchesBeside(rules);

const PAIRED_GAMES = GAMES.filter(searchesBeside)
  .map((game) => game.name)
  .join(", ");

function progressLine(done: number, total: number, began: number): string {
  const width = 30;
  const filled = Math.round((width * done) / Math.max(total, 1));
  const elapsed = performance.now() - began;
  const left = done === 0 ? "" : `, about ${duration((elapsed / done) * (total - done))} left`;
  return `\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total}${left}  `;
}

/** The table printed at the end. */
export function summary(
  game: string,
  player: Player,
  records: readonly DealRecord[],
  budgetMs: number,
  threadsPerDeal: number,
): string {
  const count = (result: DealRecord["result"]) => records.filter((r) => r.result === result).length;
  const won = count("won");
  const lost = count("lost");
  const unknown = count("unknown");
  const decided = won + lost;
  const times = records.map((r) => r.ms).sort((a, b) => a - b);
  const interval = wilson(won, decided);
  const lines = [
    `game      ${game}`,
    `player    ${player === "open" ? "open (the solver, every card known)" : "fair (only the cards a person sees)"}`,
    `deals     ${records.length} (budget ${duration(budgetMs)} ${player === "open" ? "each" : "per sampled layout"}, ${threadsPerDeal === 1 ? "one thread" : `${threadsPerDeal} threads`} a deal)`,
    `won       ${won}`,
    `lost      ${lost}`,
    `unknown   ${unknown}`,
    decided > 0
      ? `win rate  ${percent(won / decided)} of the ${decided} decided deals (95 % Wilson interval ${percent(interval.low)} - ${percent(interval.high)})`
      : "win rate  - (no deal decided)",
    `bounds    ${percent(won / Math.max(records.length, 1))} (unknown counted as lost) to ${percent((won + unknown) / Math.max(records.length, 1))} (as won)`,
    `time      median ${duration(quantile(times, 0.5))}, p90 ${duration(quantile(times, 0.9))}`,
  ];
  return lines.join("\n");
}

export const winrate: Command = {
  name: "winrate",
  usage: [
    "GAME --deals A..B [--player open|fair] [--jobs J] [--out FILE] [--budget-ms T] [--budget-nodes N]",
  ],
  summary: "solve a range of deals and print the win rate",
  details: `Solves deals A to B of GAME (the open game, as "patience solve" does) on worker
threads and prints how many were won, lost and left unknown, the win rate over the
decided deals with its 95 % (Wilson) confidence interval, and the median and 90th
percentile solving time. On a terminal a progress bar shows the time left.

Each deal gets the search "patience solve" gives it. Where a second core searches
beside the solver, with a budget of time and two threads or more, a deal takes two
threads and J/2 deals are solved at a time; otherwise each thread solves deals of its
own. The games with a search beside the solver:
  ${PAIRED_GAMES}

With --player fair, each deal is played by the fair player instead: it sees only
what a person would (no face-down card, no stock order), and before each decision
solves a few random layouts of the unseen cards consistent with what it sees, with
the budget per layout; a deal it does not win counts as lost.

Options:
  --deals A..B        the deal numbers, from ${MIN_DEAL} to ${MAX_DEAL} (or the game's own
                      range, where the list of games gives one)
  --player P          open (default: the solver, every card known) or fair
  --jobs J            worker threads (default: the number of cores)
  --out FILE          append one JSON line per finished deal; a re-run with the same
                      FILE skips the deals already in it, so an interrupted run resumes
  --budget-ms T       per deal (default ${DEFAULT_BUDGET_MS})
  --budget-nodes N    per deal
  -h, --help          show this help

${GAME_LIST}

Examples:
  patience winrate penguin-tuxedo --deals 1..100
  patience winrate penelopes-web --deals 1..1000 --out pw.jsonl --budget-ms 2000
`,
  async run(args, io) {
    const { values, positionals } = readArgs("winrate", args, {
      deals: { type: "string" },
      player: { type: "string", default: "open" },
      jobs: { type: "string" },
      out: { type: "string" },
      "budget-ms": { type: "string" },
      "budget-nodes": { type: "string" },
    });
    if (positionals.length !== 1) {
      throw malformed("winrate needs one GAME (see: patience help winrate)");
    }
    const rules = gameArg(positionals[0]);
    const { first, last } = dealRange(values.deals, rules);
    const player = values.player;
    if (player !== "open" && player !== "fair") throw malformed("--player is open or fair");
    const budgetMs =
      budgetArg("budget-ms", values["budget-ms"]) ??
      (player === "open" ? DEFAULT_BUDGET_MS : FAIR_BUDGET_MS);
    const budgetNodes = budgetArg("budget-nodes", values["budget-nodes"]);
    const threads = budgetArg("jobs", values.jobs) ?? io.threads;
    const paired = pairsDeals(rules, player, budgetNodes, threads);
    const out = values.out;
    const { done, cutShort } = await recordsIn(out, rules.id, player);
    // The first new record starts on a line of its own, after any half-written one.
    let separator = cutShort ? "\n" : "";
    const records: DealRecord[] = [];
    const jobs: DealJob[] = [];
    for (let deal = first; deal <= last; deal++) {
      const record = done.get(deal);
      if (record) records.push(record);
      else jobs.push({ game: rules.id, deal, budgetMs, budgetNodes, player, paired });
    }
    const total = last - first + 1;
    const showProgress = (io.stderr as { isTTY?: boolean }).isTTY === true;
    const began = performance.now();
    let finished = 0;
    await solveAll(jobs, paired ? Math.floor(threads / 2) : threads, async (record) => {
      records.push(record);
      finished++;
      if (out !== undefined) {
        await appendFile(out, `${separator}${JSON.stringify(record)}\n`);
        separator = "";
      }
      if (showProgress) io.stderr.write(progressLine(records.length, total, began));
    });
    if (showProgress && finished > 0) io.stderr.write("\n");
    writeLine(io.stdout, summary(rules.id, player, records, budgetMs, paired ? 2 : 1));
    return EXIT.ok;
  },
};
