/**
 * Best-first search: always expand the most promising position queued (score.ts).
 * It finds wins quickly where the evaluation is good. A position's key enters the table
 * when it is queued; when the queue runs dry with nothing dropped, every position
 * reachable with the given moves has been expanded.
 */
import type { Move } from "../engine/move.js";
import type { Position } from "../engine/position.js";
import type { Budget } from "./budget.js";
import { forNewChildren, type Reached, startSearch } from "./children.js";
import { Frontier } from "./frontier.js";
import type { Outcome } from "./outcome.js";
import { progressScore } from "./score.js";
import type { TranspositionTable } from "./table.js";
import { movesOf } from "./trail.js";

/**
 * Each move made costs this much score, so that on a plateau of equally good positions
 * the search widens near the best one instead of wandering ever deeper.
 */
export const MOVE_COST = 0.25;
/** The queue holds whole positions, so it gets a share of the memory allowance. */
export const QUEUE_SHARE = 4;

interface Queued extends Reached {
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
    const { table, first } = startSearch(start, memory);
    this.table = table;
    this.queueLimit = Math.max(1, Math.floor(memory / QUEUE_SHARE));
    this.queue.push({ ...first, depth: 0 }, 0);
  }

  run(budget: Budget): Outcome {
    const { queue } = this;
    while (queue.size > 0) {
      if (!budget.spend()) return { kind: "gave-up" };
      const item = queue.pop() as Queued;
      const depth = item.depth + 1;
      const won = forNewChildren(item, this.movesFrom, this.table, (child) => {
        if (queue.size >= this.queueLimit) {
          this.dropped = true;
          return false;
        }
        const score = progressScore(child.position) - MOVE_COST * depth;
        queue.push(
          { position: child.position, texts: child.texts, trail: child.trail, depth },
          score,
        );
        return true;
      });
      if (won) return { kind: "won", moves: movesOf(won) };
    }
    return this.dropped ? { kind: "gave-up" } : { kind: "exhausted" };
  }
}
