/**
 * The solver's help in the game. Timed in Node on the code the app's worker runs (the
 * browser adds one message each way, under a millisecond): the indicator's verdict
 * after a move, a hint, and the fair player's win rate on a few deals per hidden-card
 * game. Env: PATIENCE_FAIR_DEALS (default 5), PATIENCE_FAIR_SAMPLES (4),
 * PATIENCE_FAIR_MS (solver time per sample, 50).
 */

import { wilson } from "../src/cli/stats.js";
import {
  dealPosition,
  type GameRules,
  legalMoves,
  mulberry32,
  type Position,
  play,
  safeFoundationMove,
} from "../src/engine/index.js";
import { GAMES } from "../src/games/index.js";
import { fairHint, playFair } from "../src/solver/fair/player.js";
import { isOpenGame, playerView } from "../src/solver/fair/unseen.js";
import { solve } from "../src/solver/index.js";
import { median, percentile } from "./stats.js";

/** The app's budgets (src/app/assist). */
const VERDICT_MS = 1500;
const HINT_MS = 4000;
const FAIR_HINT = { samples: 8, budgetMs: 150, seed: 1 };
const DEALS = [1, 2, 3, 4];
const MOVES_PER_DEAL = 10;

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** Positions a player meets: a seeded random playout with the app's autoplay. */
function playout(rules: GameRules, deal: number): Position[] {
  const random = mulberry32(deal);
  const seen = [dealPosition(rules, deal)];
  for (let i = 0; i < MOVES_PER_DEAL; i++) {
    let current = seen[seen.length - 1];
    const moves = legalMoves(current);
    if (moves.length === 0) break;
    current = play(current, moves[Math.floor(random() * moves.length)]);
    for (let safe = safeFoundationMove(current); safe; safe = safeFoundationMove(current)) {
      current = play(current, safe);
    }
    seen.push(current);
  }
  return seen;
}

const ms = (value: number) => `${Math.round(value)} ms`;

function verdictRows(): string[] {
  return GAMES.filter(isOpenGame).map((rules) => {
    const times: number[] = [];
    const counts = { won: 0, lost: 0, unknown: 0 };
    for (const deal of DEALS) {
      for (const position of playout(rules, deal)) {
        const result = solve(position, { budgetMs: VERDICT_MS });
        times.push(result.ms);
        counts[result.result]++;
      }
    }
    return `| ${rules.name} | ${times.length} | ${ms(median(times))} | ${ms(percentile(times, 0.95))} | ${counts.won} / ${counts.lost} / ${counts.unknown} |`;
  });
}

function hintRows(): string[] {
  const rows: string[] = [];
  for (const id of ["penguin-tuxedo", "spiderette"]) {
    const rules = GAMES.find((game) => game.id === id);
    if (!rules) continue;
    const times = DEALS.map((deal) => {
      const position = dealPosition(rules, deal);
      const began = performance.now();
      if (isOpenGame(rules)) solve(position, { budgetMs: HINT_MS });
      else fairHint(playerView(position), FAIR_HINT);
      return performance.now() - began;
    });
    const how = isOpenGame(rules)
      ? `solve, ≤ ${HINT_MS / 1000} s`
      : `fair hint, ${FAIR_HINT.samples} samples × ${FAIR_HINT.budgetMs} ms`;
    rows.push(`| ${rules.name} | ${how} | ${ms(median(times))} | ${ms(Math.max(...times))} |`);
  }
  return rows;
}

function fairRows(deals: number, samples: number, budgetMs: number): string[] {
  return GAMES.filter((rules) => !isOpenGame(rules)).map((rules) => {
    let wins = 0;
    const began = performance.now();
    for (let deal = 1; deal <= deals; deal++) {
      const game = playFair(dealPosition(rules, deal), {
        samples,
        budgetMs,
        seed: deal,
      });
      if (game.won) wins++;
    }
    const { low, high } = wilson(wins, deals);
    const pct = (x: number) => `${Math.round(x * 100)} %`;
    const perDeal = (performance.now() - began) / deals / 1000;
    return `| ${rules.name} | ${wins} / ${deals} | ${pct(low)} – ${pct(high)} | ${perDeal.toFixed(1)} s |`;
  });
}

export async function run(): Promise<string> {
  const deals = numberFromEnv("PATIENCE_FAIR_DEALS", 5);
  const samples = numberFromEnv("PATIENCE_FAIR_SAMPLES", 4);
  const budgetMs = numberFromEnv("PATIENCE_FAIR_MS", 50);
  return [
    "## Solver help in the game",
    "",
    `Time from a move to the indicator's verdict: the worker's solve (budget ${VERDICT_MS} ms) timed in Node on the positions of ${DEALS.length} deals × ${MOVES_PER_DEAL} random moves (with autoplay) per open game.`,
    "",
    "| game | positions | median | p95 | won / lost / unknown |",
    "| --- | --- | --- | --- | --- |",
    ...verdictRows(),
    "",
    `Time to a hint from the deal position (${DEALS.length} deals).`,
    "",
    "| game | how | median | max |",
    "| --- | --- | --- | --- |",
    ...hintRows(),
    "",
    `The fair player (only visible cards; ${samples} samples × ${budgetMs} ms per hint), deals 1–${deals}; 95 % Wilson interval.`,
    "",
    "| game | won | 95 % interval | time per deal |",
    "| --- | --- | --- | --- |",
    ...fairRows(deals, samples, budgetMs),
    "",
  ].join("\n");
}
