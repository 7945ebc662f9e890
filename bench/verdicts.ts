/**
 * The solver's verdicts on a set of deals with a budget of positions: deterministic, so
 * two runs differ only where the solver does. For the baseline of a change and for
 * ablations of a plan (docs/solver.md). Each line of the output is one deal:
 * `{"game", "deal", "result", "nodes", "moves", "replays"}`.
 *
 *   node dist-bench/bench/verdicts.js GAME[,GAME...] DEALS NODES [whole|paired|beside] [VARIANT] > FILE
 *   node dist-bench/bench/verdicts.js --compare BEFORE AFTER
 *   node dist-bench/bench/verdicts.js --pair PAIRED BESIDE > FILE
 *
 * DEALS is `public` (the 200 public deals of ../shared/deals, numbered by line from 0),
 * `public:A..B` (those of lines A to B) or a range `A..B` of the project's deal numbers. `whole` is `solve` alone, `paired` the
 * solver told that a second core searches beside it, `beside` that second core's search.
 * VARIANT changes the game's plan (bench/variants.ts) to measure what a part of it brings.
 */
import { readFileSync } from "node:fs";
import { percent, wilson } from "../src/cli/stats.js";
import {
  dealPosition,
  type Position,
  parsePositionText,
  whyLineFails,
} from "../src/engine/index.js";
import { gameById } from "../src/games/index.js";
import { planOf, type SolveResult, solve, solveBeside } from "../src/solver/index.js";
import { publicDeals } from "./deals.js";
import { planVariant } from "./variants.js";

interface Verdict {
  readonly game: string;
  readonly deal: number;
  readonly result: SolveResult["result"];
  readonly nodes: number;
  readonly moves: number;
  /** For `won`: the solution replays through the engine's checked moves to a win. */
  readonly replays: boolean;
}

type Mode = "whole" | "paired" | "beside";

function* startsOf(game: string, deals: string): Generator<{ deal: number; start: Position }> {
  const rules = gameById(game);
  if (!rules) throw new Error(`unknown game ${game}`);
  const range = /^([0-9]+)\.\.([0-9]+)$/.exec(deals);
  if (range) {
    for (let deal = Number(range[1]); deal <= Number(range[2]); deal++) {
      yield { deal, start: dealPosition(rules, deal) };
    }
    return;
  }
  const lines = /^public(?::([0-9]+)\.\.([0-9]+))?$/.exec(deals);
  if (!lines) throw new Error(`DEALS is public, public:A..B or A..B, not ${deals}`);
  const all = publicDeals(game);
  const last = lines[2] === undefined ? all.length - 1 : Number(lines[2]);
  for (let deal = Number(lines[1] ?? 0); deal <= last && deal < all.length; deal++) {
    const parsed = parsePositionText(all[deal], gameById);
    if (!parsed.ok) throw new Error(`${game} line ${deal}: ${parsed.error}`);
    yield { deal, start: parsed.value };
  }
}

function verdictOf(start: Position, nodes: number, mode: Mode, variant: string): SolveResult {
  const limits = { budgetNodes: nodes, plan: planVariant(planOf(start.rules), variant) };
  if (mode === "beside") return solveBeside(start, limits);
  return solve(start, { ...limits, paired: mode === "paired" });
}

function run(games: string, deals: string, nodes: number, mode: Mode, variant: string): void {
  for (const game of games.split(",")) {
    for (const { deal, start } of startsOf(game, deals)) {
      const found = verdictOf(start, nodes, mode, variant);
      const verdict: Verdict = {
        game,
        deal,
        result: found.result,
        nodes: found.nodes,
        moves: found.moves.length,
        replays: found.result === "won" && whyLineFails(start, found.moves) === null,
      };
      process.stdout.write(`${JSON.stringify(verdict)}\n`);
    }
  }
}

const read = (file: string): Verdict[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Verdict);

const keyOf = (verdict: Verdict) => `${verdict.game} ${verdict.deal}`;
const decided = (verdict: Verdict | undefined) =>
  verdict !== undefined && verdict.result !== "unknown";

/**
 * Prints per game the counts before and after (decided with Wilson's 95 % interval), the
 * deals decided by one and not the other with the two-sided sign test's p of that split,
 * and every deal whose verdict changed.
 */
function compare(beforeFile: string, afterFile: string): void {
  const before = new Map(read(beforeFile).map((verdict) => [keyOf(verdict), verdict]));
  const after = read(afterFile);
  for (const game of new Set(after.map((verdict) => verdict.game))) {
    const now = after.filter((verdict) => verdict.game === game);
    const then = now.flatMap((verdict) => before.get(keyOf(verdict)) ?? []);
    const counts = (verdicts: Verdict[]) => {
      const count = (result: string) =>
        verdicts.filter((verdict) => verdict.result === result).length;
      const { low, high } = wilson(count("won") + count("lost"), verdicts.length);
      return `${count("won")} / ${count("lost")} / ${count("unknown")} (decided ${percent(low)}-${percent(high)})`;
    };
    const nodes = (verdicts: Verdict[]) =>
      verdicts.reduce((sum, verdict) => sum + verdict.nodes, 0);
    const sameNodes = now.filter((verdict) => before.get(keyOf(verdict))?.nodes === verdict.nodes);
    const notReplayed = now.filter((verdict) => verdict.result === "won" && !verdict.replays);
    const gained = now.filter(
      (verdict) => decided(verdict) && !decided(before.get(keyOf(verdict))),
    );
    const lost = now.filter((verdict) => !decided(verdict) && decided(before.get(keyOf(verdict))));
    console.log(
      `${game}: ${counts(then)} -> ${counts(now)} (won / lost / unknown); decided only after ${gained.length}, only before ${lost.length} (sign test p ${signTest(gained.length, lost.length).toFixed(3)}); positions ${nodes(then)} -> ${nodes(now)}, the same on ${sameNodes.length} of ${now.length} deals${notReplayed.length > 0 ? `; NOT REPLAYED: ${notReplayed.map((verdict) => verdict.deal).join(", ")}` : ""}`,
    );
    for (const verdict of now) {
      const old = before.get(keyOf(verdict));
      if (old && old.result !== verdict.result) {
        console.log(`  deal ${verdict.deal}: ${old.result} -> ${verdict.result}`);
      }
    }
  }
}

/** The two-sided exact sign test: how likely a split at least this uneven is, of an even coin. */
function signTest(a: number, b: number): number {
  const n = a + b;
  let tail = 0;
  for (let k = 0; k <= Math.min(a, b); k++) tail += binomial(n, k) / 2 ** n;
  return Math.min(1, 2 * tail);
}

function binomial(n: number, k: number): number {
  let value = 1;
  for (let i = 1; i <= k; i++) value = (value * (n - i + 1)) / i;
  return value;
}

/**
 * The verdicts of the solver paired with a second core: per deal, a decision of either
 * side (both are sound, so they never disagree), positions counted on both.
 */
function pair(pairedFile: string, besideFile: string): void {
  const beside = new Map(read(besideFile).map((verdict) => [keyOf(verdict), verdict]));
  for (const paired of read(pairedFile)) {
    const other = beside.get(keyOf(paired));
    const decider = !decided(paired) && decided(other) && other ? other : paired;
    const verdict: Verdict = { ...decider, nodes: paired.nodes + (other?.nodes ?? 0) };
    process.stdout.write(`${JSON.stringify(verdict)}\n`);
  }
}

const [first, ...rest] = process.argv.slice(2);
if (first === "--compare") compare(rest[0], rest[1]);
else if (first === "--pair") pair(rest[0], rest[1]);
else run(first, rest[0], Number(rest[1]), (rest[2] ?? "whole") as Mode, rest[3] ?? "as-is");
