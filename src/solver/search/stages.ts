/**
 * Stage beam search, for games whose stock deals rows onto the tableau (the Spider
 * family). The game falls into stages between deals; a deal buries a card on every
 * pile, so what matters is the tableau each deal is made on. Each stage searches
 * best-first, at most `perStart` positions from each position kept, for the positions
 * a deal can be made from; the `width` best tableaux after their deal start the next
 * stage. Unlike a beam over moves, positions compete only with others at the same
 * stage, not with lines that have yet to deal. `exhausted` only when nothing was
 * dropped anywhere.
 */
import { BestOf } from "../core/best-of.js";
import type { Budget } from "../core/budget.js";
import { Frontier } from "../core/frontier.js";
import type { Outcome } from "../core/outcome.js";
import type { Trail } from "../core/trail.js";
import { MOVE_COST } from "./best-first.js";
import {
  type KeyTable,
  type MoveSet,
  type PositionStore,
  type SavingTableau,
  wonAlong,
} from "./tableau.js";

/** A position saved in a store, with the way to it. */
interface Saved {
  readonly at: number;
  readonly trail: Trail | null;
}

interface Queued extends Saved {
  readonly depth: number;
}

export interface StageLimits {
  /** How many dealt positions go on to the next stage. */
  readonly width: number;
  /** How many positions each stage expands from each position it starts from. */
  readonly perStart: number;
}

export function stageBeam<Key>(
  tableau: SavingTableau<Key>,
  expands: MoveSet,
  budget: Budget,
  limits: StageLimits,
  memory: number,
): Outcome {
  if (tableau.won) return wonAlong(tableau, null);
  const table = tableau.table(memory);
  table.add(tableau.key);
  let starts = tableau.store();
  let level: Saved[] = [{ at: starts.save(), trail: null }];
  let dropped = false;
  while (level.length > 0) {
    const next = tableau.store();
    const dealt = new BestOf<Saved>(limits.width);
    for (const from of level) {
      starts.restore(from.at);
      const stage = new Stage(tableau, expands, table, next, dealt);
      const won = stage.search(from.trail, budget, limits.perStart);
      if (won) return wonAlong(tableau, won);
      if (budget.spent) return { kind: "gave-up" };
      dropped ||= stage.dropped;
    }
    starts = next;
    level = dealt.best();
  }
  return dropped ? { kind: "gave-up" } : { kind: "exhausted" };
}

/**
 * One stage from one position: best-first over the moves other than deals; a deal made
 * from a position expanded gives the dealt position to `dealt` (saved in `next`)
 * instead of the queue, as long as it keeps them. `dropped` when positions were left
 * unexpanded or not kept.
 */
class Stage<Key> {
  dropped = false;
  private readonly queue = new Frontier<Queued>();
  private readonly queued: PositionStore;

  constructor(
    private readonly tableau: SavingTableau<Key>,
    private readonly expands: MoveSet,
    private readonly table: KeyTable<Key>,
    private readonly next: PositionStore,
    private readonly dealt: BestOf<Saved>,
  ) {
    this.queued = tableau.store();
  }

  /** From the tableau's position, reached along `trail`: the way to a win, if one is met. */
  search(trail: Trail | null, budget: Budget, most: number): Trail | null {
    const { tableau, queue, queued, table } = this;
    queue.push({ at: queued.save(), trail, depth: 0 }, 0);
    for (let expanded = 0; queue.size > 0; expanded++) {
      if (expanded >= most || !budget.spend()) {
        this.dropped = true;
        return null;
      }
      const item = queue.pop() as Queued;
      queued.restore(item.at);
      queued.release(item.at);
      const depth = item.depth + 1;
      const moves = this.expands === "promising" ? tableau.promisingMoves() : tableau.searchMoves();
      for (const move of moves) {
        tableau.play(move);
        const child: Trail = { move, before: item.trail };
        if (tableau.won) return child;
        if (table.addIfNew(tableau.key)) this.offer(move, child, depth);
        tableau.undo(move);
      }
    }
    return null;
  }

  /** A new child, at the tableau's position: to the queue, or dealt to the next stage. */
  private offer(move: number, trail: Trail, depth: number): void {
    const score = this.tableau.score();
    if (!this.tableau.isDeal(move)) {
      this.queue.push({ at: this.queued.save(), trail, depth }, score - MOVE_COST * depth);
    } else if (!this.dealt.wouldKeep(score)) {
      this.dropped = true;
    } else {
      this.dropped = this.dealt.keep(score, { at: this.next.save(), trail }) || this.dropped;
    }
  }
}
