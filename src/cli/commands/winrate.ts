/** `patience winrate GAME --deals A..B`: solve a range of deals on worker threads. */
import { excerpt, type GameRules, MAX_DEAL, MIN_DEAL } from "../../engine/index.js";
import { GAMES } from "../../games/index.js";
import { FAIR_HINT_BUDGET } from "../../solver/fair/hint-budget.js";
import { searchesBeside } from "../../solver/index.js";
import { dealNumberArg, gameArg, readArgs } from "../args.js";
import type { Command } from "../command.js";
import { EXIT, malformed } from "../failure.js";
import { GAME_LIST } from "../help.js";
import { type CliIo, writeLine } from "../io.js";
import type { DealJob, DealRecord, Player } from "../solve-worker.js";
import { duration, percent, quantile, wilson } from "../stats.js";
import { mergeShards } from "../winrate-merge.js";
import { RecordsFile, type RunKey, resumed } from "../winrate-records.js";
import {
  inShard,
  type RunStamp,
  type Shard,
  shardArg,
  shardName,
  WHOLE,
} from "../winrate-shards.js";
import { runOnWorkers } from "../worker-pool.js";
import { budgetArg, DEFAULT_BUDGET_MS } from "./solve.js";

/** The fair player's default budget per sampled layout: it solves many of them. */
const FAIR_BUDGET_MS = 50;

/** The most deals one run may cover, so that a typo cannot start a run of years. */
const MOST_DEALS = 1_000_000;

/** The most worker threads one run may start, so that a typo cannot exhaust the memory. */
const MOST_JOBS = 256;

function jobsArg(text: string | undefined): number | undefined {
  const jobs = budgetArg("jobs", text);
  if (jobs !== undefined && jobs > MOST_JOBS) {
    throw malformed(`--jobs takes at most ${MOST_JOBS} threads, not ${jobs}`);
  }
  return jobs;
}

function dealRange(text: string | undefined, rules: GameRules): { first: number; last: number } {
  if (text === undefined) throw malformed("--deals A..B is missing, such as --deals 1..100");
  const match = /^([0-9]+)\.\.([0-9]+)$/.exec(text);
  if (!match) {
    throw malformed(`--deals takes a range A..B, such as --deals 1..100, not ${excerpt(text)}`);
  }
  const first = dealNumberArg(match[1], rules);
  const last = dealNumberArg(match[2], rules);
  if (last < first) throw malformed(`--deals ${text}: the range is empty`);
  if (last - first >= MOST_DEALS) throw malformed(`--deals covers at most ${MOST_DEALS} deals`);
  return { first, last };
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
  run: Pick<RunStamp, "budgetMs" | "budgetNodes" | "thinkMs" | "threadsPerDeal"> & {
    readonly shard?: Shard;
  },
): string {
  const { budgetMs, budgetNodes, thinkMs, threadsPerDeal, shard = WHOLE } = run;
  const budget =
    thinkMs !== undefined
      ? `thinking ${duration(thinkMs)} a decision over ${FAIR_HINT_BUDGET.samples} layouts`
      : player === "fair" && budgetNodes !== undefined
        ? `budget ${budgetNodes} positions per sampled layout`
        : `budget ${duration(budgetMs)} ${player === "open" ? "each" : "per sampled layout"}`;
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
    `deals     ${records.length}${shard.count === 1 ? "" : ` of shard ${shardName(shard)}`} (${budget}, ${threadsPerDeal === 1 ? "one thread" : `${threadsPerDeal} threads`} a deal)`,
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

/** `--merge FILE...`: the table of shard files joined; notes on what was not used go to stderr. */
async function merged(files: readonly string[], options: readonly string[], io: CliIo) {
  const others = options.filter((option) => option !== "merge");
  if (others.length > 0) {
    throw malformed(
      `--merge takes only files, not --${others.join(", --")}: a merge reads them from the files`,
    );
  }
  const { game, player, run, records, notes } = await mergeShards(files);
  for (const note of notes) writeLine(io.stderr, `patience: ${note}`);
  // The table of the whole range, as one run over it prints.
  writeLine(io.stdout, summary(game, player, records, { ...run, shard: WHOLE }));
  return EXIT.ok;
}

export const winrate: Command = {
  name: "winrate",
  usage: [
    "GAME --deals A..B [--player open|fair] [--jobs J] [--out FILE] [--shard K/N] [--budget-ms T] [--budget-nodes N] [--think-ms T]",
    "--merge FILE...",
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
  --jobs J            worker threads, at most ${MOST_JOBS} (default: the number of cores)
  --out FILE          append one JSON line per deal as it finishes; a re-run with the
                      same FILE skips the deals already in it, so an interrupted run
                      resumes (lines that are not valid records of this run are left
                      in the file, counted on stderr, and their deals solved again)
  --shard K/N         solve only shard K of N of the range: deal d is in shard
                      ((d - A) mod N) + 1, so N runs with K = 1..N (on as many
                      machines) cover the range once; give each its own --out
  --merge FILE...     print the table of the shards' --out files joined, the one a
                      single run over the range prints; files of different runs, or
                      holding the same deal twice, are refused; lines it cannot use
                      and deals no file holds are named on stderr
  --budget-ms T       per deal (default ${DEFAULT_BUDGET_MS})
  --budget-nodes N    per deal (the fair player: per sampled layout, and then no
                      time budget unless --budget-ms is given too)
  --think-ms T        the fair player's time for each decision, spread over as many
                      layouts as the app's Hint (Hint thinks ${FAIR_HINT_BUDGET.thinkMs} ms, over ${FAIR_HINT_BUDGET.samples})
  -h, --help          show this help

${GAME_LIST}

Examples:
  patience winrate penguin-tuxedo --deals 1..100
  patience winrate penelopes-web --deals 1..1000 --out pw.jsonl --budget-ms 2000
  patience winrate spider --deals 1..1000 --shard 3/8 --out spider-3.jsonl
  patience winrate --merge spider-*.jsonl
`,
  async run(args, io) {
    const { values, positionals } = readArgs("winrate", args, {
      deals: { type: "string" },
      player: { type: "string" },
      jobs: { type: "string" },
      out: { type: "string" },
      "budget-ms": { type: "string" },
      "budget-nodes": { type: "string" },
      "think-ms": { type: "string" },
      shard: { type: "string" },
      merge: { type: "boolean" },
    });
    if (values.merge) return merged(positionals, Object.keys(values), io);
    if (positionals.length !== 1) {
      throw malformed("winrate needs one GAME (see: patience help winrate)");
    }
    const rules = gameArg(positionals[0]);
    const { first, last } = dealRange(values.deals, rules);
    const player = values.player ?? "open";
    if (player !== "open" && player !== "fair") throw malformed("--player is open or fair");
    const givenMs = budgetArg("budget-ms", values["budget-ms"]);
    const budgetMs = givenMs ?? (player === "open" ? DEFAULT_BUDGET_MS : FAIR_BUDGET_MS);
    const budgetNodes = budgetArg("budget-nodes", values["budget-nodes"]);
    // The fair player given positions alone counts positions alone, so that load changes nothing.
    const layoutMs = player === "fair" && budgetNodes !== undefined ? givenMs : budgetMs;
    const thinkMs = budgetArg("think-ms", values["think-ms"]);
    if (thinkMs !== undefined && player !== "fair") {
      throw malformed("--think-ms is the fair player's: give it with --player fair");
    }
    const threads = jobsArg(values.jobs) ?? io.threads;
    const paired = pairsDeals(rules, player, budgetNodes, threads);
    const shard = shardArg(values.shard, MOST_DEALS);
    const run: RunKey = { game: rules.id, player, first, last, shard };
    const stamp: RunStamp = {
      first,
      last,
      shard,
      budgetMs,
      ...(budgetNodes === undefined ? {} : { budgetNodes }),
      ...(thinkMs === undefined ? {} : { thinkMs }),
      threadsPerDeal: paired ? 2 : 1,
    };
    // Checked before any deal is solved: a file that cannot be written stops the run here.
    const out = values.out === undefined ? null : await RecordsFile.open(values.out);
    try {
      const records = out === null ? new Map<number, DealRecord>() : await resumed(out, run, io);
      const jobs: DealJob[] = [];
      for (let deal = first; deal <= last; deal++) {
        if (inShard(deal, first, shard) && !records.has(deal)) {
          jobs.push({
            game: rules.id,
            deal,
            budgetMs: layoutMs,
            budgetNodes,
            thinkMs,
            player,
            paired,
          });
        }
      }
      const total = jobs.length + records.size;
      const showProgress = (io.stderr as { isTTY?: boolean }).isTTY === true;
      const began = performance.now();
      const script = new URL("../solve-worker.js", import.meta.url);
      const workers = paired ? Math.floor(threads / 2) : threads;
      await runOnWorkers(script, jobs, workers, async (record: DealRecord) => {
        records.set(record.deal, record);
        await out?.append({ ...record, run: stamp });
        if (showProgress) io.stderr.write(progressLine(records.size, total, began));
      });
      if (showProgress && jobs.length > 0) io.stderr.write("\n");
      writeLine(io.stdout, summary(rules.id, player, [...records.values()], stamp));
    } finally {
      await out?.close();
    }
    return EXIT.ok;
  },
};
