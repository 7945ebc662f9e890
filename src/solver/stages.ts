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
import { ALL_TABLEAU, type Move } from "../engine/move.js";
import type { Position } from "../engine/position.js";
import { MOVE_COST } from "./best-first.js";
import { BestOf } from "./best-of.js";
import type { Budget } from "./budget.js";
import { forNewChildren, type Reached, startSearch } from "./children.js";
import { Frontier } from "./frontier.js";
import type { Outcome } from "./outcome.js";
import { progressScore } from "./score.js";
import type { TranspositionTable } from "./table.js";
import { movesOf, type Trail } from "./trail.js";

interface Queued extends Reached {
  readonly depth: number;
}

export interface StageLimits {
  /** How many dealt positions go on to the next stage. */
  readonly width: number;
  /** How many positions each stage expands from each position it starts from. */
  readonly perStart: number;
}

export function stageBeam(
  start: Position,
  movesFrom: (position: Position) => Move[],
  budget: Budget,
  limits: StageLimits,
  memory: number,
): Outcome {
  const { table, first } = startSearch(start, memory);
  let level: Reached[] = [first];
  let dropped = false;
  while (level.length > 0) {
    const dealt = new BestOf<Reached>(limits.width);
    for (const from of level) {
      const stage = searchStage(from, movesFrom, budget, limits.perStart, table, dealt);
      if (stage.won) return { kind: "won", moves: movesOf(stage.won) };
      if (budget.spent) return { kind: "gave-up" };
      dropped ||= stage.dropped;
    }
    level = dealt.best();
  }
  return dropped ? { kind: "gave-up" } : { kind: "exhausted" };
}

/**
 * Best-first from `from` over the moves other than deals, for at most `most`
 * expansions; a deal made from a position expanded gives the dealt position to `dealt`
 * instead of the queue, as long as it keeps them. `dropped` when positions were left
 * unexpanded or not kept.
 */
function searchStage(
  from: Reached,
  movesFrom: (position: Position) => Move[],
  budget: Budget,
  most: number,
  table: TranspositionTable,
  dealt: BestOf<Reached>,
): { won: Trail | null; dropped: boolean } {
  let notKept = false;
  const queue = new Frontier<Queued>();
  queue.push({ ...from, depth: 0 }, 0);
  for (let expanded = 0; queue.size > 0; expanded++) {
    if (expanded >= most || !budget.spend()) return { won: null, dropped: true };
    const item = queue.pop() as Queued;
    const depth = item.depth + 1;
    const won = forNewChildren(item, movesFrom, table, (child) => {
      const score = progressScore(child.position);
      const { position, texts, trail } = child;
      if (trail?.move.to !== ALL_TABLEAU) {
        queue.push({ position, texts, trail, depth }, score - MOVE_COST * depth);
      } else if (!dealt.wouldKeep(score)) {
        notKept = true;
      } else {
        notKept = dealt.keep(score, child) || notKept;
      }
      return true;
    });
    if (won) return { won, dropped: false };
  }
  return { won: null, dropped: notKept };
}
