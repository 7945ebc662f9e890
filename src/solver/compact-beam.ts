/**
 * Beam search (beam.ts) on a compact tableau: the same levels, the same moves and
 * scores, the same positions kept, so it expands exactly the positions the beam over
 * engine positions does, several times as fast, but for the dead ends the tableau finds
 * (`deadEnd`): none is kept, so a beam of a given width holds more positions that may
 * still be won (in the Spider family, a fifth to three quarters of the children are
 * dead ends). A level's positions are kept as the
 * moves that made them from the level before, whose positions are saved whole: each is
 * made again by one move when it is expanded, its children by playing and taking back
 * moves in it. It gives up after as many levels as that beam (`beamLevels`).
 *
 * A child whose score could not be kept (`BestOf`) is turned away before the table and
 * the dead-end test are asked about it: in a wide beam most children are.
 *
 * Given tiers (novelty.ts), a level keeps the children of the first tiers first, and by
 * score within a tier: a beam that keeps new positions first. Every new child is tiered,
 * since tiering it is what marks its facts seen.
 */
import { BestOf } from "./best-of.js";
import type { Budget } from "./budget.js";
import type { Tiers } from "./compact-best-first.js";
import { type CompactMove, compactTable } from "./compact-search.js";
import type { Outcome } from "./outcome.js";
import {
  type CompactTrail,
  SavedPositions,
  type SavingTableau,
  wonAlong,
} from "./saved-positions.js";

/** A position of a level: the move that made it, from a position saved by the level before. */
interface Member {
  readonly from: number;
  readonly move: CompactMove | null;
  readonly trail: CompactTrail | null;
}

interface Child {
  /** The member of the level it was made from. */
  readonly parent: number;
  readonly move: CompactMove;
}

/** Which moves a beam expands: see `SavingTableau`. */
export type BeamMoves = "promising" | "search";

/** More than scores ever differ by (score.ts): a lower tier outranks any score. */
const TIER_SPAN = 1e6;

export function compactBeam(
  tableau: SavingTableau,
  expands: BeamMoves,
  budget: Budget,
  width: number,
  levels: number,
  memory: number,
  tiers?: Tiers,
): Outcome {
  if (tableau.won) return wonAlong(tableau, null);
  const table = compactTable(tableau, memory);
  // The start's facts are seen: the tiers count only what its children make new.
  tiers?.of();
  let before = new SavedPositions();
  let level: Member[] = [{ from: tableau.save(before), move: null, trail: null }];
  let dropped = false;
  for (let depth = 0; level.length > 0; depth++) {
    if (depth === levels) return { kind: "gave-up" };
    // Each member's position, saved for its children to be made from.
    const saved = new SavedPositions();
    const savedAt: number[] = [];
    const best = new BestOf<Child>(width);
    for (let parent = 0; parent < level.length; parent++) {
      if (!budget.spend()) return { kind: "gave-up" };
      const member = level[parent];
      tableau.restore(before, member.from);
      if (member.move !== null) tableau.play(member.move);
      savedAt.push(tableau.save(saved));
      tiers?.expanding?.();
      const moves = expands === "promising" ? tableau.promisingMoves() : tableau.searchMoves();
      for (const move of moves) {
        tableau.play(move);
        if (tableau.won) return wonAlong(tableau, { move, before: member.trail });
        if (tiers) {
          if (table.addIfNew(tableau.placement) && !tableau.deadEnd?.()) {
            const rank = tableau.score() - TIER_SPAN * tiers.of();
            if (best.wouldKeep(rank)) dropped = best.keep(rank, { parent, move }) || dropped;
            else dropped = true;
          }
          tableau.undo(move);
          continue;
        }
        const score = tableau.score();
        if (best.wouldKeep(score)) {
          if (table.addIfNew(tableau.placement) && !tableau.deadEnd?.()) {
            dropped = best.keep(score, { parent, move }) || dropped;
          }
        } else if (!dropped && !table.has(tableau.placement) && !tableau.deadEnd?.()) {
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
