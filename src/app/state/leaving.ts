/**
 * Leaving a game for another: which games would be lost, what leaving one costs in the
 * statistics, and the question New game asks first.
 */
import { currentPosition, type GameRules, isStuck, legalMoves } from "../../engine/index.js";
import { titleOf } from "../content/index.js";
import { ask } from "./question.js";
import type { RestoredGame } from "./saved-game.js";
import { countAbandoned } from "./stats.js";
import { changeStats } from "./stats-store.js";
import { active } from "./store.js";

/**
 * A game the player would lose by replacing it: moves made, not won, and not stuck
 * (a stuck game is over, though Undo could take it back).
 */
export function inProgress(game: RestoredGame): boolean {
  if (!game.meta.counted || game.meta.won) return false;
  const current = currentPosition(game.timeline);
  return !isStuck(current, legalMoves(current));
}

/** Leaving a counted game unfinished for another one ends the winning streak. */
export function abandon(rules: GameRules, game: RestoredGame): void {
  if (game.meta.scored && game.meta.counted && !game.meta.won) {
    changeStats(rules.id, countAbandoned);
  }
}

/**
 * Runs `replace`, which replaces the game on the table, after asking the player when
 * that game is in progress: a new game counts it as lost.
 */
export function confirmLeaving(replace: () => void): void {
  const game = active.value;
  if (!game || !inProgress(game)) {
    replace();
    return;
  }
  const counted = game.meta.scored
    ? " It will count as a game lost, and your winning streak will end."
    : "";
  ask({
    title: "Leave this game?",
    text: `Your game of ${titleOf(game.rules.id)} is in progress.${counted}`,
    confirm: "Start a new game",
    cancel: "Keep playing",
    onConfirm: replace,
  });
}
