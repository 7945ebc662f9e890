/**
 * Beam search: level by level, keep only the `width` most promising new positions
 * (score.ts) and expand those. Where best-first search sinks into a deep plateau of
 * good-looking dead ends, a beam keeps many lines of play going at once. It is
 * `exhausted` only when it ran dry without ever dropping a position.
 */
import { play } from "../engine/apply.js";
import type { Move } from "../engine/move.js";
import { isWon, type Position } from "../engine/position.js";
import type { Budget } from "./budget.js";
import { pileTexts, positionKey } from "./key.js";
import type { Outcome } from "./outcome.js";
import { progressScore } from "./score.js";
import { TranspositionTable } from "./table.js";
import { movesOf, type Trail } from "./trail.js";

interface Line {
  readonly position: Position;
  readonly texts: string[];
  readonly trail: Trail | null;
  readonly score: number;
}

export function beamSearch(
  start: Position,
  movesFrom: (position: Position) => Move[],
  budget: Budget,
  width: number,
  memory: number,
): Outcome {
  const table = new TranspositionTable(memory);
  const startTexts = pileTexts(start);
  table.add(positionKey(start, startTexts));
  let level: Line[] = [{ position: start, texts: startTexts, trail: null, score: 0 }];
  let dropped = false;
  while (level.length > 0) {
    const next: Line[] = [];
    for (const { position, texts, trail } of level) {
      if (!budget.spend()) return { kind: "gave-up" };
      for (const move of movesFrom(position)) {
        const after = play(position, move);
        const line: Trail = { move, before: trail };
        if (isWon(after)) return { kind: "won", moves: movesOf(line) };
        const afterTexts = pileTexts(after, position, texts);
        const key = positionKey(after, afterTexts);
        if (table.has(key)) continue;
        table.add(key);
        next.push({ position: after, texts: afterTexts, trail: line, score: progressScore(after) });
      }
    }
    next.sort((a, b) => b.score - a.score);
    if (next.length > width) {
      dropped = true;
      next.length = width;
    }
    level = next;
  }
  return dropped ? { kind: "gave-up" } : { kind: "exhausted" };
}
