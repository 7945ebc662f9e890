/**
 * The solver's help in the game. Timed in Node on the code the app's worker runs (the
 * browser adds one message each way, under a millisecond): the indicator's verdict
 * after a move, the Hint of the hidden-card games at the app's budget, and the fair
 * player's win rate and time per decision on a few deals per hidden-card game. Env:
 * PATIENCE_FAIR_FIRST (first deal, 1001: deals the player was not tuned on),
 * PATIENCE_FAIR_DEALS (5), PATIENCE_FAIR_SAMPLES (4), PATIENCE_FAIR_NODES (positions per
 * layout, 20000).
 */

import { wilson } from "../src/cli/stats.js";
import {
  dealPosition,
  type GameRules,
  legalMoves,
  type Move,
  mulberry32,
  type Position,
  play,
  safeFoundationMove,
} from "../src/engine/index.js";
import { GAMES } from "../src/games/index.js";
import { FAIR_HINT_BUDGET } from "../src/solver/fair/hint-budget.js";
import { lookThroughMove } from "../src/solver/fair/look-through.js";
import { fairHint, playFair } from "../src/solver/fair/player.js";
import {
  isOpenGame,
  type Memory,
  NOTHING_SEEN,
  playerView,
  remember,
} from "../src/solver/fair/unseen.js";
import { solve } from "../src/solver/index.js";
import { median, percentile } from "./stats.js";

/** The app's budgets (src/app/assist). */
const VERDICT_MS = 1500;
/** The fair player's Hint at the app's budget: a second for the whole decision. */
const FAIR_HINT = { ...FAIR_HINT_BUDGET, seed: 1 };
const DEALS = [1, 2, 3, 4];
const MOVES_PER_DEAL = 10;

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** A position a player meets, and what the player remembers there. */
interface Met {
  readonly position: Position;
  readonly memory: Memory;
}

/**
 * Positions a player meets: a seeded random playout with the app's autoplay, after a
 * look through the stock where a player following Hint makes one first (Hint answers
 * those positions at once, from the cards in sight).
 */
function playout(rules: GameRules, deal: number): Met[] {
  const random = mulberry32(deal);
  let memory = NOTHING_SEEN;
  let current = dealPosition(rules, deal);
  const playMove = (move: Move) => {
    memory = remember(memory, rules, move);
    current = play(current, move);
  };
  for (let look = lookThroughMove(playerView(current, memory)); look; ) {
    playMove(look);
    look = lookThroughMove(playerView(current, memory));
  }
  const met: Met[] = [{ position: current, memory }];
  for (let i = 0; i < MOVES_PER_DEAL; i++) {
    const moves = legalMoves(current);
    if (moves.length === 0) break;
    playMove(moves[Math.floor(random() * moves.length)]);
    for (let safe = safeFoundationMove(current); safe; safe = safeFoundationMove(current)) {
      playMove(safe);
    }
    met.push({ position: current, memory });
  }
  return met;
}

const ms = (value: number) => `${Math.round(value)} ms`;

function verdictRows(): string[] {
  return GAMES.filter(isOpenGame).map((rules) => {
    const times: number[] = [];
    const counts = { won: 0, lost: 0, unknown: 0 };
    for (const deal of DEALS) {
      for (const { position } of playout(rules, deal)) {
        const result = solve(position, { budgetMs: VERDICT_MS });
        times.push(result.ms);
        counts[result.result]++;
      }
    }
    return `| ${rules.name} | ${times.length} | ${ms(median(times))} | ${ms(percentile(times, 0.95))} | ${counts.won} / ${counts.lost} / ${counts.unknown} |`;
  });
}

/** The app's Hint in a hidden-card game, on the positions of a few random playouts: median and p95. */
function hintRows(): string[] {
  return GAMES.filter((rules) => !isOpenGame(rules)).map((rules) => {
    const times = DEALS.flatMap((deal) =>
      playout(rules, deal).map(({ position, memory }) => {
        const began = performance.now();
        fairHint(playerView(position, memory), FAIR_HINT);
        return performance.now() - began;
      }),
    );
    return `| ${rules.name} | ${times.length} | ${ms(median(times))} | ${ms(percentile(times, 0.95))} |`;
  });
}

/** The fair player's whole games on `deals` deals from `first`: rate, time per decision and per game. */
function fairRows(first: number, deals: number, samples: number, budgetNodes: number): string[] {
  return GAMES.filter((rules) => !isOpenGame(rules)).map((rules) => {
    let wins = 0;
    const decisions: number[] = [];
    const games: number[] = [];
    for (let deal = first; deal < first + deals; deal++) {
      const began = performance.now();
      const game = playFair(dealPosition(rules, deal), { samples, budgetNodes, seed: deal });
      games.push(performance.now() - began);
      decisions.push(...game.decisions);
      if (game.won) wins++;
    }
    const { low, high } = wilson(wins, deals);
    const pct = (x: number) => `${Math.round(x * 100)} %`;
    return `| ${rules.name} | ${wins} / ${deals} | ${pct(low)} – ${pct(high)} | ${ms(median(decisions))} | ${ms(percentile(decisions, 0.95))} | ${(median(games) / 1000).toFixed(1)} s |`;
  });
}

export async function run(): Promise<string> {
  const first = numberFromEnv("PATIENCE_FAIR_FIRST", 1001);
  const deals = numberFromEnv("PATIENCE_FAIR_DEALS", 5);
  const samples = numberFromEnv("PATIENCE_FAIR_SAMPLES", 4);
  const budgetNodes = numberFromEnv("PATIENCE_FAIR_NODES", 20_000);
  return [
    "## Solver help in the game",
    "",
    `Time from a move to the indicator's verdict: the worker's solve (budget ${VERDICT_MS} ms) timed in Node on the positions of ${DEALS.length} deals × ${MOVES_PER_DEAL} random moves (with autoplay) per open game.`,
    "",
    "| game | positions | median | p95 | won / lost / unknown |",
    "| --- | --- | --- | --- | --- |",
    ...verdictRows(),
    "",
    `Time to a Hint in the hidden-card games: the fair player thinking ${FAIR_HINT.thinkMs} ms (${FAIR_HINT.samples} layouts at most), on the positions of ${DEALS.length} deals × ${MOVES_PER_DEAL} random moves (made after a look through the stock, where the player makes one first).`,
    "",
    "| game | positions | median | p95 |",
    "| --- | --- | --- | --- |",
    ...hintRows(),
    "",
    `The fair player's whole games (${samples} layouts × ${budgetNodes} positions a decision), deals ${first}–${first + deals - 1}: won with the 95 % Wilson interval, time per decision (a new decision, with the watch that dropped the line before it; the moves of a kept line are not counted) and per game (median).`,
    "",
    "| game | won | 95 % interval | decision, median | decision, p95 | game |",
    "| --- | --- | --- | --- | --- | --- |",
    ...fairRows(first, deals, samples, budgetNodes),
    "",
  ].join("\n");
}
