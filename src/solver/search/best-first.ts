/**
 * Best-first search: always expand the most promising position queued (score.ts). It
 * finds wins quickly where the evaluation is good. A position's key enters the table
 * when it is queued; when the queue runs dry with nothing dropped, every position
 * reachable with the moves it expands has been expanded, so over every search move (or
 * promising moves that keep them all) `exhausted` proves the start lost. A position with
 * no room in the queue is dropped, and the search can then only give up.
 *
 * Given tiers (novelty.ts), it is a search of its own: a queue per tier, and the best of
 * the first queue that holds any is expanded next.
 */
import type { Budget } from "../core/budget.js";
import { Frontier } from "../core/frontier.js";
import { grown } from "../core/grown.js";
import type { Outcome } from "../core/outcome.js";
import type { Trail } from "../core/trail.js";
import type { Tiers } from "./novelty.js";
import {
  type KeyTable,
  type MoveSet,
  type PositionStore,
  type SavingTableau,
  wonAlong,
} from "./tableau.js";

/**
 * Each move made costs this much score, so that on a plateau of equally good positions
 * the search widens near the best one instead of wandering ever deeper.
 */
export const MOVE_COST = 0.25;
/** The queue holds whole positions, so it gets a share of the memory allowance. */
const QUEUE_SHARE = 4;

/**
 * The queued positions, a numbered slot each, free again once its position is taken out:
 * where the position is saved, its depth, and the way to it. In typed arrays, as the
 * queues hold up to millions (see Frontier).
 */
class QueuedPositions {
  saved = new Float64Array(1 << 10);
  depth = new Int32Array(1 << 10);
  readonly trail: (Trail | null)[] = [];
  private readonly free: number[] = [];

  add(saved: number, depth: number, trail: Trail | null): number {
    let slot = this.free.pop();
    if (slot === undefined) {
      slot = this.trail.length;
      this.trail.push(null);
      if (slot === this.saved.length) this.grow();
    }
    this.saved[slot] = saved;
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
    const length = 2 * this.saved.length;
    this.saved = grown(this.saved, length);
    this.depth = grown(this.depth, length);
  }
}

const ONE_TIER: Tiers = { count: 1, of: () => 0 };

export interface BestFirstOptions {
  /** Which moves it expands: the promising ones unless told. */
  readonly expands?: MoveSet;
  /** Queues by tier, best first (novelty.ts): one queue unless told. */
  readonly tiers?: Tiers;
}

/** A best-first search that can be run again with more budget, going on where it stopped. */
export class BestFirst<Key> {
  private readonly table: KeyTable<Key>;
  /** Per tier, the slots of `queued` waiting. */
  private readonly queues: Frontier<number>[];
  private readonly queued = new QueuedPositions();
  private readonly queueLimit: number;
  private readonly store: PositionStore;
  /** How many positions the queues hold: kept, not summed, as every child asks it. */
  private size = 0;
  private dropped = false;

  private readonly expands: MoveSet;
  private readonly tiers: Tiers;

  constructor(
    private readonly tableau: SavingTableau<Key>,
    memory: number,
    options: BestFirstOptions = {},
  ) {
    this.expands = options.expands ?? "promising";
    this.tiers = options.tiers ?? ONE_TIER;
    this.queues = Array.from({ length: this.tiers.count }, () => new Frontier<number>());
    this.table = tableau.table(memory);
    this.table.add(tableau.key);
    this.queueLimit = Math.max(1, Math.floor(memory / QUEUE_SHARE));
    this.store = tableau.store();
    this.enqueue(null, 0, 0);
  }

  run(budget: Budget): Outcome {
    const { tableau, table, queued, store } = this;
    while (this.size > 0) {
      if (!budget.spend()) return { kind: "gave-up" };
      const slot = this.next();
      const before = queued.trail[slot];
      const depth = queued.depth[slot] + 1;
      store.restore(queued.saved[slot]);
      store.release(queued.saved[slot]);
      queued.remove(slot);
      this.tiers.expanding?.();
      const moves = this.expands === "promising" ? tableau.promisingMoves() : tableau.searchMoves();
      for (const move of moves) {
        tableau.play(move);
        if (tableau.won) return wonAlong(tableau, { move, before });
        if (this.size >= this.queueLimit) {
          if (!table.has(tableau.key)) this.dropped = true;
        } else if (table.addIfNew(tableau.key) && !tableau.deadEnd?.()) {
          this.enqueue({ move, before }, depth, tableau.score() - MOVE_COST * depth);
        }
        tableau.undo(move);
      }
    }
    return this.dropped ? { kind: "gave-up" } : { kind: "exhausted" };
  }

  /** The best of the first queue that holds any, taken out; some queue holds one. */
  private next(): number {
    this.size--;
    return this.queues.find((queue) => queue.size > 0)?.pop() as number;
  }

  private enqueue(trail: Trail | null, depth: number, score: number): void {
    const tier = this.tiers.of();
    this.size++;
    this.queues[tier].push(this.queued.add(this.store.save(), depth, trail), score);
  }
}
