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
import { Frontier } from "./frontier.js";
import { grown } from "./grown.js";
import type { Outcome } from "./outcome.js";
import type { PlacementTable } from "./placement-table.js";
import {
  type CompactTrail,
  SavedPositions,
  type SavingTableau,
  wonAlong,
} from "./saved-positions.js";

/**
 * The queued positions, a numbered slot each, free again once its position is taken out:
 * where the position is saved and in how many bytes, its depth, and the way to it. In
 * typed arrays, as the queues hold up to millions (see Frontier).
 */
class QueuedPositions {
  at = new Float64Array(1 << 10);
  size = new Int32Array(1 << 10);
  depth = new Int32Array(1 << 10);
  readonly trail: (CompactTrail | null)[] = [];
  private readonly free: number[] = [];

  add(at: number, size: number, depth: number, trail: CompactTrail | null): number {
    let slot = this.free.pop();
    if (slot === undefined) {
      slot = this.trail.length;
      this.trail.push(null);
      if (slot === this.at.length) this.grow();
    }
    this.at[slot] = at;
    this.size[slot] = size;
    this.depth[slot] = depth;
    this.trail[slot] = trail;
    return slot;
  }

  /** Frees the slot, keeping nothing of its way alive. */
  remove(slot: number): void {
    this.trail[slot] = null;
    this.free.push(slot);
  }

  private grow(): void {
    const length = 2 * this.at.length;
    this.at = grown(this.at, length);
    this.size = grown(this.size, length);
    this.depth = grown(this.depth, length);
  }
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
  /** Per tier, the slots of `queued` waiting. */
  private readonly queues: Frontier<number>[];
  private readonly queued = new QueuedPositions();
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
    this.queues = Array.from({ length: this.tiers.count }, () => new Frontier<number>());
    this.table = compactTable(tableau, memory);
    this.queueLimit = Math.max(1, Math.floor(memory / QUEUE_SHARE));
    this.enqueue(null, 0, 0);
  }

  run(budget: Budget): Outcome {
    const { tableau, table, queued } = this;
    while (this.size > 0) {
      if (!budget.spend()) return { kind: "gave-up" };
      const slot = this.next();
      const before = queued.trail[slot];
      const depth = queued.depth[slot] + 1;
      this.queuedBytes -= queued.size[slot];
      tableau.restore(this.saved, queued.at[slot]);
      queued.remove(slot);
      this.tiers.expanding?.();
      const moves = this.expands === "promising" ? tableau.promisingMoves() : tableau.searchMoves();
      for (const move of moves) {
        tableau.play(move);
        if (tableau.won) return wonAlong(tableau, { move, before });
        if (this.size >= this.queueLimit) {
          // As in best-first.ts: a new position with no room in the queue is dropped.
          if (!table.has(tableau.placement)) this.dropped = true;
        } else if (table.addIfNew(tableau.placement) && !tableau.deadEnd?.()) {
          this.enqueue({ move, before }, depth, tableau.score() - MOVE_COST * depth);
        }
        tableau.undo(move);
      }
      if (this.saved.length > Math.max(this.spareBytes, 2 * this.queuedBytes)) this.dropExpanded();
    }
    return this.dropped ? { kind: "gave-up" } : { kind: "exhausted" };
  }

  /** The best of the first queue that holds any, taken out; some queue holds one. */
  private next(): number {
    this.size--;
    return this.queues.find((queue) => queue.size > 0)?.pop() as number;
  }

  private enqueue(trail: CompactTrail | null, depth: number, score: number): void {
    const tier = this.tiers.of();
    const at = this.tableau.save(this.saved);
    const size = this.saved.length - at;
    this.queuedBytes += size;
    this.size++;
    this.queues[tier].push(this.queued.add(at, size, depth, trail), score);
  }

  private dropExpanded(): void {
    const kept = new SavedPositions();
    for (const queue of this.queues) {
      for (const slot of queue.waiting) {
        this.queued.at[slot] = kept.copy(this.saved, this.queued.at[slot], this.queued.size[slot]);
      }
    }
    this.saved = kept;
  }
}
