/**
 * Best-first search (best-first.ts) on a compact tableau: the same moves, scores and
 * queue, so it expands exactly the positions the search over engine positions does,
 * in the same order, several times as fast, but for the dead ends the tableau finds
 * (`deadEnd`), which it never queues. Each queued position is saved whole.
 */
import { MOVE_COST, QUEUE_SHARE } from "./best-first.js";
import type { Budget } from "./budget.js";
import { compactTable } from "./compact-search.js";
import { Frontier, type Ranked } from "./frontier.js";
import type { Outcome } from "./outcome.js";
import type { PlacementTable } from "./placement-table.js";
import {
  type CompactTrail,
  SavedPositions,
  type SavingTableau,
  wonAlong,
} from "./saved-positions.js";

interface Queued extends Ranked {
  /** Where the position is saved, and in how many bytes. */
  at: number;
  readonly size: number;
  readonly trail: CompactTrail | null;
  readonly depth: number;
}

/**
 * Saved positions left behind by expansion are dropped, by copying the queued ones to
 * a fresh array, once they are the larger part and take more than this many bytes.
 */
const SPARE_BYTES = 1 << 24;

/** A best-first search that can be run again with more budget, going on where it stopped. */
export class CompactBestFirst {
  private readonly table: PlacementTable;
  private readonly queue = new Frontier<Queued>();
  private readonly queueLimit: number;
  private saved = new SavedPositions();
  /** Bytes of `saved` that queued positions use. */
  private queuedBytes = 0;
  private dropped = false;

  constructor(
    private readonly tableau: SavingTableau,
    memory: number,
    private readonly spareBytes = SPARE_BYTES,
  ) {
    this.table = compactTable(tableau, memory);
    this.queueLimit = Math.max(1, Math.floor(memory / QUEUE_SHARE));
    this.enqueue(null, 0, 0);
  }

  run(budget: Budget): Outcome {
    const { queue, tableau, table } = this;
    while (queue.size > 0) {
      if (!budget.spend()) return { kind: "gave-up" };
      const item = queue.pop() as Queued;
      this.queuedBytes -= item.size;
      const depth = item.depth + 1;
      tableau.restore(this.saved, item.at);
      for (const move of tableau.promisingMoves()) {
        tableau.play(move);
        const trail = { move, before: item.trail };
        if (tableau.won) return wonAlong(tableau, trail);
        if (queue.size >= this.queueLimit) {
          // As in best-first.ts: a new position with no room in the queue is dropped.
          if (!table.has(tableau.placement)) this.dropped = true;
        } else if (table.addIfNew(tableau.placement) && !tableau.deadEnd?.()) {
          this.enqueue(trail, depth, tableau.score() - MOVE_COST * depth);
        }
        tableau.undo(move);
      }
      if (this.saved.length > Math.max(this.spareBytes, 2 * this.queuedBytes)) this.dropExpanded();
    }
    return this.dropped ? { kind: "gave-up" } : { kind: "exhausted" };
  }

  private enqueue(trail: CompactTrail | null, depth: number, score: number): void {
    const at = this.tableau.save(this.saved);
    const size = this.saved.length - at;
    this.queuedBytes += size;
    this.queue.push({ at, size, trail, depth, score, order: 0 });
  }

  private dropExpanded(): void {
    const kept = new SavedPositions();
    for (const item of this.queue.waiting) item.at = kept.copy(this.saved, item.at, item.size);
    this.saved = kept;
  }
}
