/**
 * The solver's verdicts on a set of deals with a budget of positions: deterministic, so
 * two runs differ only where the solver does. For the baseline of a change and for
 * ablations of a plan (docs/solver.md). Each line of the output is one deal:
 * `{"game", "deal", "result", "nodes", "moves", "replays"}`.
 *
 *   node dist-bench/bench/verdicts.js GAME[,GAME...] DEALS NODES [whole|paired|beside] > FILE
 *   node dist-bench/bench/verdicts.js --compare BEFORE AFTER
 *
 * DEALS is `public` (the 200 public deals of ../shared/deals, numbered by line from 0),
 * `public:A..B` (those of lines A to B) or a range `A..B` of the project's deal numbers. `whole` is `solve` alone, `paired` the
 * solver told that a second core searches beside it, `beside` that second core's search.
 */
import { readFileSync } from "node:fs";
import {
  dealPosition,
  type Position,
  parsePositionText,
  whyLineFails,
} from "../src/engine/index.js";
import { gameById } from "../src/games/index.js";
import { type SolveResult, solve, solveBeside } from "../src/solver/index.js";
import { publicDeals } from "./deals.js";

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

function verdictOf(start: Position, nodes: number, mode: Mode): SolveResult {
  const limits = { budgetNodes: nodes };
  if (mode === "beside") return solveBeside(start, limits);
  return solve(start, { ...limits, paired: mode === "paired" });
}

function run(games: string, deals: string, nodes: number, mode: Mode): void {
  for (const game of games.split(",")) {
    for (const { deal, start } of startsOf(game, deals)) {
      const found = verdictOf(start, nodes, mode);
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

/** Prints per game the counts before and after, and every deal whose verdict changed. */
function compare(beforeFile: string, afterFile: string): void {
  const keyOf = (verdict: Verdict) => `${verdict.game} ${verdict.deal}`;
  const before = new Map(read(beforeFile).map((verdict) => [keyOf(verdict), verdict]));
  const after = read(afterFile);
  const games = [...new Set(after.map((verdict) => verdict.game))];
  for (const game of games) {
    const counts = (verdicts: Verdict[]) =>
      ["won", "lost", "unknown"]
        .map((result) => verdicts.filter((verdict) => verdict.result === result).length)
        .join(" / ");
    const now = after.filter((verdict) => verdict.game === game);
    const then = now.flatMap((verdict) => before.get(keyOf(verdict)) ?? []);
    const nodes = (verdicts: Verdict[]) =>
      verdicts.reduce((sum, verdict) => sum + verdict.nodes, 0);
    const sameNodes = now.filter((verdict) => before.get(keyOf(verdict))?.nodes === verdict.nodes);
    const notReplayed = now.filter((verdict) => verdict.result === "won" && !verdict.replays);
    console.log(
      `${game}: ${counts(then)} -> ${counts(now)} (won/lost/unknown); positions ${nodes(then)} -> ${nodes(now)}; same count on ${sameNodes.length} of ${now.length}${notReplayed.length > 0 ? `; NOT REPLAYED: ${notReplayed.map((verdict) => verdict.deal).join(", ")}` : ""}`,
    );
    for (const verdict of now) {
      const old = before.get(keyOf(verdict));
      if (old && old.result !== verdict.result) {
        console.log(`  deal ${verdict.deal}: ${old.result} -> ${verdict.result}`);
      }
    }
  }
}

const [first, ...rest] = process.argv.slice(2);
if (first === "--compare") compare(rest[0], rest[1]);
else run(first, rest[0], Number(rest[1]), (rest[2] ?? "whole") as Mode);
