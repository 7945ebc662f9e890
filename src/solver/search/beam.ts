/**
 * Beam search: level by level, keep only the `width` most promising new positions
 * (score.ts) and expand those. Where best-first search sinks into a deep plateau of
 * good-looking dead ends, a beam keeps many lines of play going at once. A child it
 * does not keep is not remembered as seen, so a later level may keep it. It is
 * `exhausted` only when it ran dry without ever dropping a position, and gives up
 * after `levels` levels (`beamLevels`).
 *
 * A level's positions are kept as the moves that made them from the level before, whose
 * positions are saved whole: each is made again by one move when it is expanded, its
 * children by playing and taking back moves in it. A child whose score could not be
 * kept (`BestOf`) is turned away before the table and the dead-end test are asked about
 * it: in a wide beam most children are.
 *
 * Given tiers (novelty.ts), a level keeps the children of the first tiers first, and by
 * score within a tier: a beam that keeps new positions first. Every new child is tiered,
 * since tiering it is what marks its facts seen.
 */
import { layoutOf } from "../../engine/layout.js";
import type { Position } from "../../engine/position.js";
import { BestOf } from "../core/best-of.js";
import type { Budget } from "../core/budget.js";
import type { Outcome } from "../core/outcome.js";
import type { Trail } from "../core/trail.js";
import type { Tiers } from "./novelty.js";
import { type MoveSet, type SavingTableau, type TableauMove, wonAlong } from "./tableau.js";

/** A position of a level: the move that made it, from a position saved by the level before. */
interface Member {
  readonly from: number;
  readonly move: TableauMove | null;
  readonly trail: Trail | null;
}

interface Child {
  /** The member of the level it was made from. */
  readonly parent: number;
  readonly move: TableauMove;
}

/** More than scores ever differ by (score.ts): a lower tier outranks any score. */
const TIER_SPAN = 1e6;

export function beam<Key>(
  tableau: SavingTableau<Key>,
  expands: MoveSet,
  budget: Budget,
  width: number,
  levels: number,
  memory: number,
  tiers?: Tiers,
): Outcome {
  if (tableau.won) return wonAlong(tableau, null);
  const table = tableau.table(memory);
  table.add(tableau.key);
  // The start's facts are seen: the tiers count only what its children make new.
  tiers?.of();
  let before = tableau.store();
  let level: Member[] = [{ from: before.save(), move: null, trail: null }];
  let dropped = false;
  for (let depth = 0; level.length > 0; depth++) {
    if (depth === levels) return { kind: "gave-up" };
    // Each member's position, saved for its children to be made from.
    const saved = tableau.store();
    const savedAt: number[] = [];
    const best = new BestOf<Child>(width);
    for (let parent = 0; parent < level.length; parent++) {
      if (!budget.spend()) return { kind: "gave-up" };
      const member = level[parent];
      before.restore(member.from);
      if (member.move !== null) tableau.play(member.move);
      savedAt.push(saved.save());
      tiers?.expanding?.();
      const moves = expands === "promising" ? tableau.promisingMoves() : tableau.searchMoves();
      for (const move of moves) {
        tableau.play(move);
        if (tableau.won) return wonAlong(tableau, { move, before: member.trail });
        if (tiers) {
          if (table.addIfNew(tableau.key) && !tableau.deadEnd?.()) {
            const rank = tableau.score() - TIER_SPAN * tiers.of();
            if (best.wouldKeep(rank)) dropped = best.keep(rank, { parent, move }) || dropped;
            else dropped = true;
          }
          tableau.undo(move);
          continue;
        }
        const score = tableau.score();
        if (best.wouldKeep(score)) {
          if (table.addIfNew(tableau.key) && !tableau.deadEnd?.()) {
            dropped = best.keep(score, { parent, move }) || dropped;
          }
        } else if (!dropped && !table.has(tableau.key) && !tableau.deadEnd?.()) {
          // A new position turned away: a wider beam would have kept it.
          dropped = true;
        }
        tableau.undo(move);
      }
    }
    const members = level;
    before = saved;
    level = best.best().map(({ parent, move }) => ({
      from: savedAt[parent],
      move,
      trail: { move, before: members[parent].trail },
    }));
  }
  return dropped ? { kind: "gave-up", ranDry: true } : { kind: "exhausted" };
}

/**
 * How many levels (moves from the start) a beam goes down: four moves per card dealt.
 * The wins the solver finds in the one-deck Spider family take 71 to 149 moves; a beam
 * still going far below that wanders through rearrangements of the same cards, each new
 * to it, and can take the whole budget (one beam of width 100 over every search move of
 * a Spiderette deal ran from 0.3 s to past 10 s).
 */
export function beamLevels(start: Position): number {
  return 4 * layoutOf(start.rules).cardCount;
}
