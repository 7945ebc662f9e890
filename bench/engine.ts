/**
 * Engine throughput per game: positions per second for legal-move generation, and
 * moves per second for `play`, over positions met in seeded random play. Each figure
 * is the median of several timed rounds.
 */
import { dealPosition, legalMoves, type Position, play } from "../src/engine/index.js";
import type { GameRules } from "../src/engine/rules.js";
import { GAMES } from "../src/games/index.js";
import { grouped, median } from "./stats.js";

const POSITIONS = 20_000;
const ROUNDS = 7;

/** Positions from random play: deal after deal, a pseudo-random legal move at a time. */
function samplePositions(rules: GameRules): Position[] {
  const positions: Position[] = [];
  let seed = 1;
  for (let deal = 1; positions.length < POSITIONS; deal++) {
    let position = dealPosition(rules, deal);
    for (let step = 0; step < 80 && positions.length < POSITIONS; step++) {
      positions.push(position);
      const moves = legalMoves(position);
      if (moves.length === 0) break;
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      position = play(position, moves[seed % moves.length]);
    }
  }
  return positions;
}

function rate(rounds: number, work: () => number): number {
  const rates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    const done = work();
    rates.push(done / ((performance.now() - start) / 1000));
  }
  return median(rates);
}

export async function run(): Promise<string> {
  const rows: string[] = [];
  for (const rules of GAMES) {
    const positions = samplePositions(rules);
    const movesOf = positions.map(legalMoves);
    const generation = rate(ROUNDS, () => {
      for (const position of positions) legalMoves(position);
      return positions.length;
    });
    const applying = rate(ROUNDS, () => {
      let count = 0;
      positions.forEach((position, i) => {
        for (const move of movesOf[i]) play(position, move);
        count += movesOf[i].length;
      });
      return count;
    });
    const average = movesOf.reduce((sum, moves) => sum + moves.length, 0) / positions.length;
    rows.push(
      `| ${rules.name} | ${grouped(generation)} | ${grouped(applying)} | ${average.toFixed(1)} |`,
    );
  }
  return [
    "## Engine throughput",
    "",
    `One core, ${grouped(POSITIONS)} positions per game from seeded random play; each figure is the median of ${ROUNDS} rounds.`,
    "",
    "| game | move generation (positions/s) | play (moves/s) | legal moves per position |",
    "| --- | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}
