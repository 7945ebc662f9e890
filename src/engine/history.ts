/**
 * A game as played: the positions so far and the steps between them. Undo steps back
 * to the very position before a step (positions are values); redo replays forwards.
 * A step is a move by default; the app records a move with its autoplay, or a restart,
 * as one step.
 */
import type { Move } from "./move.js";
import type { Position } from "./position.js";

export interface History<Step = Move> {
  /** positions[0] is where play began; positions[i + 1] follows steps[i]. */
  readonly positions: readonly Position[];
  readonly steps: readonly Step[];
  /** How many steps are in effect; the rest can be redone. */
  readonly cursor: number;
}

export const startHistory = <Step = Move>(start: Position): History<Step> => ({
  positions: [start],
  steps: [],
  cursor: 0,
});

export const currentPosition = <Step>(history: History<Step>): Position =>
  history.positions[history.cursor];

/** Records `step` leading to `next`, dropping whatever could have been redone. */
export function record<Step>(history: History<Step>, step: Step, next: Position): History<Step> {
  return {
    positions: [...history.positions.slice(0, history.cursor + 1), next],
    steps: [...history.steps.slice(0, history.cursor), step],
    cursor: history.cursor + 1,
  };
}

export const canUndo = <Step>(history: History<Step>): boolean => history.cursor > 0;
export const canRedo = <Step>(history: History<Step>): boolean =>
  history.cursor < history.steps.length;

export const undo = <Step>(history: History<Step>): History<Step> =>
  canUndo(history) ? { ...history, cursor: history.cursor - 1 } : history;

export const redo = <Step>(history: History<Step>): History<Step> =>
  canRedo(history) ? { ...history, cursor: history.cursor + 1 } : history;
