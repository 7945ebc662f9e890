/**
 * Best-first search: always expand the most promising position queued (score.ts).
 * It finds wins quickly where the evaluation is good. A position's key enters the table
 * when it is queued; when the queue runs dry with nothing dropped, every position
 * reachable with the given moves has been expanded.
 */
import { play } from "../engine/apply.js";
import type { Move } from "../engine/move.js";
import { isWon, type Position } from "../engine/position.js";
import type { Budget } from "./budget.js";
import { Frontier, type Ranked } from "./frontier.js";
import { pileTexts, positionKey } from "./key.js";
import type { Outcome } from "./outcome.js";
import { progressScore } from "./score.js";
import { TranspositionTable } from "./table.js";
import { movesOf, type Trail } from "./trail.js";

/**
 * Each move made costs this much score, so that on a plateau of equally good positions
 * the search widens near the best one instead of wandering ever deeper.
 */
const MOVE_COST = 0.25;
/** The queue holds whole positions, so it gets a share of the memory allowance. */
const QUEUE_SHARE = 4;

interface Queued extends Ranked {
  readonly position: Position;
  readonly texts: string[];
  readonly trail: Trail | null;
  readonly depth: number;
}

export function bestFirst(
  start: Position,
  movesFrom: (position: Position) => Move[],
  budget: Budget,
  memory: number,
): Outcome {
  const table = new TranspositionTable(memory);
  const queueLimit = Math.max(1, Math.floor(memory / QUEUE_SHARE));
  const queue = new Frontier<Queued>();
  let dropped = false;
  const startTexts = pileTexts(start);
  table.add(positionKey(start, startTexts));
  queue.push({ position: start, texts: startTexts, trail: null, depth: 0, score: 0, order: 0 });
  for (let item = queue.pop(); item; item = queue.pop()) {
    if (!budget.spend()) return { kind: "gave-up" };
    const { position, texts, trail, depth } = item;
    for (const move of movesFrom(position)) {
      const after = play(position, move);
      const next: Trail = { move, before: trail };
      if (isWon(after)) return { kind: "won", moves: movesOf(next) };
      const afterTexts = pileTexts(after, position, texts);
      const key = positionKey(after, afterTexts);
      if (table.has(key)) continue;
      if (queue.size >= queueLimit) {
        dropped = true;
        continue;
      }
      table.add(key);
      queue.push({
        position: after,
        texts: afterTexts,
        trail: next,
        depth: depth + 1,
        score: progressScore(after) - MOVE_COST * (depth + 1),
        order: 0,
      });
    }
  }
  return dropped ? { kind: "gave-up" } : { kind: "exhausted" };
}
