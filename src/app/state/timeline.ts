/**
 * The game as the player sees it for undo: the engine's History records single moves,
 * but one undo step here is a player's move together with the autoplay it set off, a
 * restart (which goes back to the deal and can itself be undone), or a rewind to an
 * earlier position of the game (Undo to winnable), undoable in the same way.
 */
import type { Move, Position } from "../../engine/index.js";

export type Step =
  | { readonly kind: "moves"; readonly moves: readonly Move[] }
  | { readonly kind: "restart" }
  /** Back to `positions[to]`, a position the game passed through before this step. */
  | { readonly kind: "rewind"; readonly to: number };

export interface Timeline {
  /** positions[0] is the deal (or the position a link opened); positions[i + 1] follows steps[i]. */
  readonly positions: readonly Position[];
  readonly steps: readonly Step[];
  /** How many steps are in effect; the rest can be redone. */
  readonly cursor: number;
}

export const startTimeline = (start: Position): Timeline => ({
  positions: [start],
  steps: [],
  cursor: 0,
});

export const currentOf = (timeline: Timeline): Position => timeline.positions[timeline.cursor];

/** Adds a step after the cursor, dropping what could have been redone. */
export function addStep(timeline: Timeline, step: Step, next: Position): Timeline {
  return {
    positions: [...timeline.positions.slice(0, timeline.cursor + 1), next],
    steps: [...timeline.steps.slice(0, timeline.cursor), step],
    cursor: timeline.cursor + 1,
  };
}

export const canStepBack = (timeline: Timeline): boolean => timeline.cursor > 0;
export const canStepForward = (timeline: Timeline): boolean =>
  timeline.cursor < timeline.steps.length;

export const stepBack = (timeline: Timeline): Timeline =>
  canStepBack(timeline) ? { ...timeline, cursor: timeline.cursor - 1 } : timeline;

export const stepForward = (timeline: Timeline): Timeline =>
  canStepForward(timeline) ? { ...timeline, cursor: timeline.cursor + 1 } : timeline;

/**
 * Player moves in effect since the deal was last (re)started: the score of a win. A
 * rewind takes the count back to what it was at the position it returns to.
 */
export function movesMade(timeline: Timeline): number {
  const counts = [0];
  timeline.steps.slice(0, timeline.cursor).forEach((step, i) => {
    counts.push(
      step.kind === "restart" ? 0 : step.kind === "rewind" ? counts[step.to] : counts[i] + 1,
    );
  });
  return counts[timeline.cursor];
}
