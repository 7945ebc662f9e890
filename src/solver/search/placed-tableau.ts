/**
 * What the compact tableaux (castle/, spider/) share: their key is their placement
 * (core/placement-table.ts), their table a placement table, and they shorten the lines
 * a depth-first search wins by.
 *
 * A depth-first win wanders: its line can run to tens of thousands of moves, of no use
 * to a player and heavy for the page that shows it. From each position on the way the
 * shortened line takes the move that reaches the latest position of the line, so every
 * position the new line passes through is one of the old line's. Positions are matched
 * by placement, which may ignore pile order, so where no move offered reaches a later
 * position the old line's move is made in its own words (`moveLike`).
 */
import type { Move } from "../../engine/move.js";
import { type Placement, PlacementTable } from "../core/placement-table.js";
import type { Tableau, TableauMove } from "./tableau.js";

export abstract class PlacedTableau implements Tableau<Placement> {
  /** What each card lies on: the exact key of the position. */
  abstract readonly placement: Placement;
  abstract readonly won: boolean;
  abstract moves(): TableauMove[];
  abstract play(move: TableauMove): void;
  abstract undo(move: TableauMove): void;
  abstract engineMove(move: TableauMove): Move;
  /**
   * From a position with the same placement as the one `move` was made from (possibly
   * with its piles in another order), the move that reaches placement `next`.
   */
  abstract moveLike(move: TableauMove, next: Uint8Array): TableauMove;

  get key(): Placement {
    return this.placement;
  }

  table(memory: number): PlacementTable {
    return PlacementTable.forMemory(memory, this.placement.words.length);
  }

  /** The line shortened, from the tableau at the line's start (it ends at the win). */
  shorten(line: readonly TableauMove[]): TableauMove[] {
    const keyOf = () => String.fromCharCode(...this.placement.on);
    const keys = [keyOf()];
    for (const move of line) {
      this.play(move);
      keys.push(keyOf());
    }
    for (let index = line.length - 1; index >= 0; index--) this.undo(line[index]);
    const indexOf = new Map(keys.map((key, index) => [key, index]));
    const moves: TableauMove[] = [];
    for (let at = 0; at < line.length; ) {
      let best: TableauMove | null = null;
      let reach = at;
      for (const move of this.moves()) {
        this.play(move);
        const index = indexOf.get(keyOf()) ?? -1;
        this.undo(move);
        if (index > reach) {
          best = move;
          reach = index;
        }
      }
      if (best === null) {
        const next = Uint8Array.from(keys[at + 1], (code) => code.charCodeAt(0));
        best = this.moveLike(line[at], next);
        reach = at + 1;
      }
      this.play(best);
      moves.push(best);
      at = reach;
    }
    return moves;
  }
}
