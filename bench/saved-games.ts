/**
 * Saving and restoring a game in progress, as the page does between visits, for games of
 * 10,000 to 40,000 steps: the time per step stays flat, so a game costs time in
 * proportion to its length (40,000 steps must restore well under a second). Each figure
 * is the median of several rounds, on one core.
 */

import { type RestoredGame, restoreGame, savedGameText } from "../src/app/state/saved-game.js";
import type { Step } from "../src/app/state/timeline.js";
import {
  dealPosition,
  legalMoves,
  type Move,
  type Position,
  play,
  samePosition,
} from "../src/engine/index.js";
import { GAMES, gameById } from "../src/games/index.js";
import { grouped, median } from "./stats.js";

const LENGTHS = [10_000, 20_000, 40_000];
const ROUNDS = 5;

/** A deal and two moves, the second undoing the first: a card taken somewhere and back. */
function backAndForth(): { deal: number; start: Position; there: Move; back: Move } {
  for (const rules of GAMES) {
    for (let deal = 1; deal <= 20; deal++) {
      const start = dealPosition(rules, deal);
      for (const there of legalMoves(start)) {
        const moved = play(start, there);
        const back = legalMoves(moved).find((move) => samePosition(play(moved, move), start));
        if (back) return { deal, start, there, back };
      }
    }
  }
  throw new Error("no move that can be taken back");
}

/**
 * A game in progress of `length` steps, the same card moved back and forth, built
 * directly (the engine's `record` copies the history each step: minutes here).
 */
export function longGame(length: number): RestoredGame {
  const { deal, start, there, back } = backAndForth();
  const moved = play(start, there);
  const positions = [start];
  const steps: Step[] = [];
  for (let i = 0; i < length; i++) {
    steps.push({ kind: "moves", moves: [i % 2 === 0 ? there : back] });
    positions.push(i % 2 === 0 ? moved : start);
  }
  const meta = {
    deal,
    firstMoveAt: 0,
    counted: true,
    won: false,
    scored: true,
    assisted: false,
    daily: null,
  };
  return { meta, timeline: { positions, steps, cursor: length } };
}

function timed(work: () => void): number {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return median(times);
}

export async function run(): Promise<string> {
  const rows: string[] = [];
  for (const length of LENGTHS) {
    const { meta, timeline } = longGame(length);
    const text = savedGameText(meta, timeline);
    // The page saves after every move; each step's text is made once, at its first save.
    const save = timed(() => savedGameText(meta, timeline));
    const restore = timed(() => {
      const restored = restoreGame(JSON.parse(text), gameById);
      if (!restored.ok || restored.value.timeline.steps.length !== length) {
        throw new Error("the long game did not restore");
      }
    });
    rows.push(
      `| ${grouped(length)} | ${grouped(text.length / 1000)} | ${save.toFixed(1)} | ${restore.toFixed(1)} | ${((restore * 1000) / length).toFixed(2)} |`,
    );
  }
  return [
    "## Saved games",
    "",
    `Saving (to JSON text) and restoring (parsing, then replaying every move through the engine) a game in progress of each length; medians of ${ROUNDS} rounds, one core.`,
    "",
    "| steps | stored size (kB) | save after a move (ms) | restore (ms) | restore per step (µs) |",
    "| ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}
