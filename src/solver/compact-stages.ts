/**
 * Stage beam search (stages.ts) over every search move, on a compact tableau: the same
 * stages, scores and queues, so it expands exactly the positions the stage beam over
 * engine positions does, several times as fast, but for the dead ends the tableau finds
 * (`deadEnd`), which it neither queues nor deals from. Queued and dealt positions are
 * saved whole.
 */
import { MOVE_COST } from "./best-first.js";
import { BestOf } from "./best-of.js";
import type { Budget } from "./budget.js";
import { compactTable } from "./compact-search.js";
import { Frontier } from "./frontier.js";
import type { Outcome } from "./outcome.js";
import type { PlacementTable } from "./placement-table.js";
import {
  type CompactTrail,
  SavedPositions,
  type SavingTableau,
  wonAlong,
} from "./saved-positions.js";
import type { StageLimits } from "./stages.js";

/** A position saved at `at` of its array, and the way to it. */
interface Kept {
  readonly at: number;
  readonly trail: CompactTrail | null;
}

interface Queued extends Kept {
  readonly depth: number;
}

export function compactStageBeam(
  tableau: SavingTableau,
  budget: Budget,
  limits: StageLimits,
  memory: number,
): Outcome {
  if (tableau.won) return wonAlong(tableau, null);
  const table = compactTable(tableau, memory);
  let starts = new SavedPositions();
  let level: Kept[] = [{ at: tableau.save(starts), trail: null }];
  let dropped = false;
  while (level.length > 0) {
    const dealt = new BestOf<Kept>(limits.width);
    const next = new SavedPositions();
    for (const from of level) {
      tableau.restore(starts, from.at);
      const stage = new Stage(tableau, table, dealt, next);
      const won = stage.search(from.trail, budget, limits.perStart);
      if (won) return won;
      if (budget.spent) return { kind: "gave-up" };
      dropped ||= stage.dropped;
    }
    level = dealt.best();
    starts = next;
  }
  return dropped ? { kind: "gave-up" } : { kind: "exhausted" };
}

/**
 * One stage from one position: best-first over the moves other than deals; a deal
 * made from a position expanded gives the dealt position to `dealt` (saved in `next`)
 * instead of the queue, as long as it keeps them. `dropped` when positions were left
 * unexpanded or not kept.
 */
class Stage {
  dropped = false;
  private readonly queued = new SavedPositions();
  private readonly queue = new Frontier<Queued>();

  constructor(
    private readonly tableau: SavingTableau,
    private readonly table: PlacementTable,
    private readonly dealt: BestOf<Kept>,
    private readonly next: SavedPositions,
  ) {}

  /** From the tableau's position, for at most `most` expansions; the win, if one is met. */
  search(trail: CompactTrail | null, budget: Budget, most: number): Outcome | null {
    const { tableau, queue, queued } = this;
    queue.push({ at: tableau.save(queued), trail, depth: 0 }, 0);
    for (let expanded = 0; queue.size > 0; expanded++) {
      if (expanded >= most || !budget.spend()) {
        this.dropped = true;
        return null;
      }
      const item = queue.pop() as Queued;
      const depth = item.depth + 1;
      tableau.restore(queued, item.at);
      for (const move of tableau.searchMoves()) {
        tableau.play(move);
        const trail = { move, before: item.trail };
        if (tableau.won) return wonAlong(tableau, trail);
        if (this.table.addIfNew(tableau.placement) && !tableau.deadEnd?.()) {
          const score = tableau.score();
          if (!tableau.isDeal(move)) {
            const at = tableau.save(queued);
            queue.push({ at, trail, depth }, score - MOVE_COST * depth);
          } else if (!this.dealt.wouldKeep(score)) {
            this.dropped = true;
          } else {
            const kept = { at: tableau.save(this.next), trail };
            this.dropped = this.dealt.keep(score, kept) || this.dropped;
          }
        }
        tableau.undo(move);
      }
    }
    return null;
  }
}
