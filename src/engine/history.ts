/**
 * A game as played: the positions so far and the moves between them. Undo steps back
 * to the very position before a move (positions are values); redo replays forwards.
 */
import type { Move } from "./move.js";
import type { Position } from "./position.js";

export interface History {
  /** positions[0] is the deal; positions[i + 1] follows moves[i]. */
  readonly positions: readonly Position[];
  readonly moves: readonly Move[];
  /** How many moves are in effect; the rest can be redone. */
  readonly cursor: number;
}

export const startHistory = (deal: Position): History => ({
  positions: [deal],
  moves: [],
  cursor: 0,
});

export const currentPosition = (history: History): Position => history.positions[history.cursor];

/** Records `move` leading to `next`, dropping whatever could have been redone. */
export function record(history: History, move: Move, next: Position): History {
  return {
    positions: [...history.positions.slice(0, history.cursor + 1), next],
    moves: [...history.moves.slice(0, history.cursor), move],
    cursor: history.cursor + 1,
  };
}

export const canUndo = (history: History): boolean => history.cursor > 0;
export const canRedo = (history: History): boolean => history.cursor < history.moves.length;

export const undo = (history: History): History =>
  canUndo(history) ? { ...history, cursor: history.cursor - 1 } : history;

export const redo = (history: History): History =>
  canRedo(history) ? { ...history, cursor: history.cursor + 1 } : history;
