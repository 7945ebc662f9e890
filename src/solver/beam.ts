/**
 * Beam search: level by level, keep only the `width` most promising new positions
 * (score.ts) and expand those. Where best-first search sinks into a deep plateau of
 * good-looking dead ends, a beam keeps many lines of play going at once. A child it
 * does not keep is not remembered as seen, so a later level may keep it. It is
 * `exhausted` only when it ran dry without ever dropping a position, and gives up
 * after `beamLevels` levels. Positions are scored by the weights of `temper`.
 */
import { layoutOf } from "../engine/layout.js";
import type { Move } from "../engine/move.js";
import type { Position } from "../engine/position.js";
import { BestOf } from "./best-of.js";
import type { Budget } from "./budget.js";
import { forNewChildren, type Reached, startSearch } from "./children.js";
import type { Outcome } from "./outcome.js";
import { progressScore, type Temper } from "./score.js";
import { movesOf } from "./trail.js";

export function beamSearch(
  start: Position,
  movesFrom: (position: Position) => Move[],
  budget: Budget,
  width: number,
  memory: number,
  temper: Temper = "eager",
): Outcome {
  const { table, first } = startSearch(start, memory);
  let level: Reached[] = [first];
  let dropped = false;
  const levels = beamLevels(start);
  for (let depth = 0; level.length > 0; depth++) {
    if (depth === levels) return { kind: "gave-up" };
    const best = new BestOf<Reached>(width);
    for (const line of level) {
      if (!budget.spend()) return { kind: "gave-up" };
      const won = forNewChildren(line, movesFrom, table, (child) => {
        const score = progressScore(child.position, temper);
        if (!best.wouldKeep(score)) {
          dropped = true;
          return false;
        }
        dropped = best.keep(score, child) || dropped;
        return true;
      });
      if (won) return { kind: "won", moves: movesOf(won) };
    }
    level = best.best();
  }
  return dropped ? { kind: "gave-up", ranDry: true } : { kind: "exhausted" };
}

/**
 * How many levels (moves from the start) a beam goes down: four moves per card dealt.
 * The wins the solver finds on public Spiderette and Will o' the Wisp deals take 71 to
 * 149 moves; a beam still going far below that wanders through rearrangements of the
 * same cards, each new to it, and can take the whole budget (public Spiderette deal
 * 135: one beam of width 100 over every search move ran from 0.3 s to past 10 s).
 */
export function beamLevels(start: Position): number {
  return 4 * layoutOf(start.rules).cardCount;
}
