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

/** A best-first search that can be run again with more budget, going on where it stopped. */
export class BestFirst {
  private readonly table: TranspositionTable;
  private readonly queue = new Frontier<Queued>();
  private readonly queueLimit: number;
  private dropped = false;

  constructor(
    start: Position,
    private readonly movesFrom: (position: Position) => Move[],
    memory: number,
  ) {
    this.table = new TranspositionTable(memory);
    this.queueLimit = Math.max(1, Math.floor(memory / QUEUE_SHARE));
    const texts = pileTexts(start);
    this.table.add(positionKey(start, texts));
    this.queue.push({ position: start, texts, trail: null, depth: 0, score: 0, order: 0 });
  }

  run(budget: Budget): Outcome {
    const { table, queue } = this;
    while (queue.size > 0) {
      if (!budget.spend()) return { kind: "gave-up" };
      const { position, texts, trail, depth } = queue.pop() as Queued;
      for (const move of this.movesFrom(position)) {
        const after = play(position, move);
        const next: Trail = { move, before: trail };
        if (isWon(after)) return { kind: "won", moves: movesOf(next) };
        const afterTexts = pileTexts(after, position, texts);
        const key = positionKey(after, afterTexts);
        if (table.has(key)) continue;
        if (queue.size >= this.queueLimit) {
          this.dropped = true;
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
    return this.dropped ? { kind: "gave-up" } : { kind: "exhausted" };
  }
}
