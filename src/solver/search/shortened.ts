/**
 * A depth-first win wanders: its line can run to tens of thousands of moves, of no use
 * to a player and heavy for the page that shows it. A compact tableau shortens it: from
 * each position on the way it takes the move that reaches the latest position of the
 * line, so every position the new line passes through is one of the old line's.
 * Positions are matched by placement, which may ignore pile order, so where no move
 * offered reaches a later position the old line's move is made in its own words
 * (`moveLike`).
 */
import type { Placement } from "../core/placement-table.js";
import type { TableauMove } from "./tableau.js";

/** A tableau whose positions are told by their placement. */
export interface PlacedTableau {
  readonly placement: Placement;
  moves(): TableauMove[];
  play(move: TableauMove): void;
  undo(move: TableauMove): void;
  /**
   * From a position with the same placement as the one `move` was made from (possibly
   * with its piles in another order), the move that reaches placement `next`.
   */
  moveLike(move: TableauMove, next: Uint8Array): TableauMove;
}

/** The line shortened, from `tableau` at the line's start (it ends at the win). */
export function shortened(tableau: PlacedTableau, line: readonly TableauMove[]): TableauMove[] {
  const keyOf = () => String.fromCharCode(...tableau.placement.on);
  const keys = [keyOf()];
  for (const move of line) {
    tableau.play(move);
    keys.push(keyOf());
  }
  for (let index = line.length - 1; index >= 0; index--) tableau.undo(line[index]);
  const indexOf = new Map(keys.map((key, index) => [key, index]));
  const moves: TableauMove[] = [];
  for (let at = 0; at < line.length; ) {
    let best: TableauMove | null = null;
    let reach = at;
    for (const move of tableau.moves()) {
      tableau.play(move);
      const index = indexOf.get(keyOf()) ?? -1;
      tableau.undo(move);
      if (index > reach) {
        best = move;
        reach = index;
      }
    }
    if (best === null) {
      const next = Uint8Array.from(keys[at + 1], (code) => code.charCodeAt(0));
      best = tableau.moveLike(line[at], next);
      reach = at + 1;
    }
    tableau.play(best);
    moves.push(best);
    at = reach;
  }
  return moves;
}
