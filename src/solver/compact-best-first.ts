/**
 * Best-first search (best-first.ts) on a compact tableau: the same moves, scores and
 * queue, so it expands exactly the positions the search over engine positions does,
 * in the same order, several times as fast, but for the dead ends the tableau finds
 * (`deadEnd`), which it never queues. Each queued position is saved whole.
 *
 * Given tiers (novelty.ts), it is a search of its own: a queue per tier, and the best
 * of the first queue that holds any is expanded next.
 */
import { MOVE_COST, QUEUE_SHARE } from "./best-first.js";
import type { Budget } from "./budget.js";
import type { BeamMoves } from "./compact-beam.js";
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

/**
 * How many queues there are, and which one the position the tableau is at goes to (0 the
 * first); `expanding` is told when the tableau is at a position whose children come next.
 */
export interface Tiers {
  readonly count: number;
  of(): number;
  expanding?(): void;
}

const ONE_TIER: Tiers = { count: 1, of: () => 0 };

export interface CompactBestFirstOptions {
  /** Which moves it expands: the promising ones unless told. */
  readonly expands?: BeamMoves;
  /** Queues by tier, best first (novelty.ts): one queue unless told. */
  readonly tiers?: Tiers;
  /** See `SPARE_BYTES`. */
  readonly spareBytes?: number;
}

/** A best-first search that can be run again with more budget, going on where it stopped. */
export class CompactBestFirst {
  private readonly table: PlacementTable;
  private readonly queues: Frontier<Queued>[];
  private readonly queueLimit: number;
  private saved = new SavedPositions();
  /** How many positions the queues hold: kept, not summed, as every child asks it. */
  private size = 0;
  /** Bytes of `saved` that queued positions use. */
  private queuedBytes = 0;
  private dropped = false;

  private readonly expands: BeamMoves;
  private readonly tiers: Tiers;
  private readonly spareBytes: number;

  constructor(
    private readonly tableau: SavingTableau,
    memory: number,
    options: CompactBestFirstOptions = {},
  ) {
    this.expands = options.expands ?? "promising";
    this.tiers = options.tiers ?? ONE_TIER;
    this.spareBytes = options.spareBytes ?? SPARE_BYTES;
    this.queues = Array.from({ length: this.tiers.count }, () => new Frontier<Queued>());
    this.table = compactTable(tableau, memory);
    this.queueLimit = Math.max(1, Math.floor(memory / QUEUE_SHARE));
    this.enqueue(null, 0, 0);
  }

  run(budget: Budget): Outcome {
    const { tableau, table } = this;
    while (this.size > 0) {
      if (!budget.spend()) return { kind: "gave-up" };
      const item = this.next();
      this.queuedBytes -= item.size;
      const depth = item.depth + 1;
      tableau.restore(this.saved, item.at);
      this.tiers.expanding?.();
      const moves = this.expands === "promising" ? tableau.promisingMoves() : tableau.searchMoves();
      for (const move of moves) {
        tableau.play(move);
        const trail = { move, before: item.trail };
        if (tableau.won) return wonAlong(tableau, trail);
        if (this.size >= this.queueLimit) {
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

  /** The best of the first queue that holds any, taken out; some queue holds one. */
  private next(): Queued {
    this.size--;
    return this.queues.find((queue) => queue.size > 0)?.pop() as Queued;
  }

  private enqueue(trail: CompactTrail | null, depth: number, score: number): void {
    const tier = this.tiers.of();
    const at = this.tableau.save(this.saved);
    const size = this.saved.length - at;
    this.queuedBytes += size;
    this.size++;
    this.queues[tier].push({ at, size, trail, depth, score, order: 0 });
  }

  private dropExpanded(): void {
    const kept = new SavedPositions();
    for (const queue of this.queues) {
      for (const item of queue.waiting) item.at = kept.copy(this.saved, item.at, item.size);
    }
    this.saved = kept;
  }
}
