/**
 * The solver's help in the game. Timed in Node on the code the app's worker runs (the
 * browser adds one message each way, under a millisecond): the indicator's verdict
 * after a move, the Hint of the hidden-card games at the app's budget (on positions met
 * in random play, and pressed again and again along its own line), and the fair
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
import { KeptLine } from "../src/solver/fair/kept-line.js";
import { lookThroughMove } from "../src/solver/fair/look-through.js";
import { fairHint, nextFairMove, playFair } from "../src/solver/fair/player.js";
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
/** Games played by pressing Hint and making its move, and presses per game. */
const PRESS_DEALS = [1, 2];
const PRESSES_PER_DEAL = 30;

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
 * A deal as a player following Hint meets it: after the look through the stock, where
 * the player makes one first; each move made is followed by the app's autoplay.
 */
class Game {
  current: Position;
  private memory: Memory = NOTHING_SEEN;

  constructor(
    private readonly rules: GameRules,
    deal: number,
  ) {
    this.current = dealPosition(rules, deal);
    for (let look = lookThroughMove(this.view()); look; look = lookThroughMove(this.view())) {
      this.playMove(look);
    }
  }

  view() {
    return playerView(this.current, this.memory);
  }

  met(): Met {
    return { position: this.current, memory: this.memory };
  }

  make(move: Move): void {
    this.playMove(move);
    for (
      let safe = safeFoundationMove(this.current);
      safe;
      safe = safeFoundationMove(this.current)
    ) {
      this.playMove(safe);
    }
  }

  private playMove(move: Move): void {
    this.memory = remember(this.memory, this.rules, move);
    this.current = play(this.current, move);
  }
}

/**
 * Positions a player meets: a seeded random playout of a deal as `Game` sets it out
 * (Hint answers the look through the stock at once, from the cards in sight).
 */
function playout(rules: GameRules, deal: number): Met[] {
  const random = mulberry32(deal);
  const game = new Game(rules, deal);
  const met: Met[] = [game.met()];
  for (let i = 0; i < MOVES_PER_DEAL; i++) {
    const moves = legalMoves(game.current);
    if (moves.length === 0) break;
    game.make(moves[Math.floor(random() * moves.length)]);
    met.push(game.met());
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

/**
 * The app's Hint pressed again and again, each move it shows made (with the app's
 * autoplay after it), as the worker answers: one kept line per game, so a press goes on
 * with the line of the one before where it still holds. Median, p95 and worst press,
 * and the share of presses that went on with a kept line.
 */
function pressRows(): string[] {
  return GAMES.filter((rules) => !isOpenGame(rules)).map((rules) => {
    const times: number[] = [];
    let kept = 0;
    for (const deal of PRESS_DEALS) {
      const line = new KeptLine(FAIR_HINT.samples, 1);
      const game = new Game(rules, deal);
      for (let press = 0; press < PRESSES_PER_DEAL; press++) {
        const began = performance.now();
        const hint = nextFairMove(line, game.view(), FAIR_HINT);
        times.push(performance.now() - began);
        if (hint.basis === "kept-line") kept++;
        if (!hint.move) break;
        game.make(hint.move);
      }
    }
    const share = `${Math.round((100 * kept) / times.length)} %`;
    return `| ${rules.name} | ${times.length} | ${ms(median(times))} | ${ms(percentile(times, 0.95))} | ${ms(Math.max(...times))} | ${share} |`;
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
    `Hint pressed again and again: deals ${PRESS_DEALS.join(" and ")} of each hidden-card game from where the look through the stock leaves them, up to ${PRESSES_PER_DEAL} presses each, every move shown made (with autoplay after it), the line kept from one press to the next as the app's worker keeps it; the last column is the share of presses that went on with a kept line (a press on a kept line may watch it for half the time, then decide afresh).`,
    "",
    "| game | presses | median | p95 | slowest | kept line |",
    "| --- | --- | --- | --- | --- | --- |",
    ...pressRows(),
    "",
    `The fair player's whole games (${samples} layouts × ${budgetNodes} positions a decision), deals ${first}–${first + deals - 1}: won with the 95 % Wilson interval, time per decision (a new decision, with the watch that dropped the line before it; the moves of a kept line are not counted) and per game (median).`,
    "",
    "| game | won | 95 % interval | decision, median | decision, p95 | game |",
    "| --- | --- | --- | --- | --- | --- |",
    ...fairRows(first, deals, samples, budgetNodes),
    "",
  ].join("\n");
}
