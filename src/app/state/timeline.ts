/**
 * The game as the player sees it for undo: one step is a player's move together with
 * the autoplay it set off, a restart (which goes back to the deal and can itself be
 * undone), or a rewind to an earlier position of the game (Undo to winnable).
 */
import type { History, Move } from "../../engine/index.js";

export type Step =
  | { readonly kind: "moves"; readonly moves: readonly Move[] }
  | { readonly kind: "restart" }
  /** Back to `positions[to]`, a position the game passed through before this step. */
  | { readonly kind: "rewind"; readonly to: number };

/** The app's undo history: the engine's History, one player's step at a time. */
export type Timeline = History<Step>;

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
