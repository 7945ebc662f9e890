/**
 * "Could it have been won?": the solver's line from the deal (every card known),
 * replayed step by step beside the game, which stays as it was and resumes afterwards.
 */
import { computed, signal } from "@preact/signals";
import { type Position, play } from "../../engine/index.js";
import { isOpenGame } from "../../solver/fair/unseen.js";
import { markAssisted, say } from "../state/game-actions.js";
import { active } from "../state/store.js";
import { verdictOf } from "./verdicts.js";

const SOLUTION_BUDGET_MS = 10_000;

export interface Replay {
  /** The deal, then the position after each move of the solution. */
  readonly positions: readonly Position[];
  readonly at: number;
  readonly playing: boolean;
}

export const replay = signal<Replay | null>(null);
/** The solver is looking for a solution from the deal. */
export const searchingSolution = signal(false);

/** The replay's position, while the replay belongs to the game on the table. */
export const replayPosition = computed(() => {
  const shown = replay.value;
  const game = active.value;
  if (!shown || !game || shown.positions[0] !== game.timeline.positions[0]) return null;
  return shown.positions[shown.at];
});

export async function couldItHaveBeenWon(): Promise<void> {
  const game = active.value;
  if (!game || searchingSolution.value) return;
  const start = game.timeline.positions[0];
  const from = game.meta.deal === null ? "the starting position" : "the deal";
  searchingSolution.value = true;
  say(`Looking for a way to win from ${from}…`);
  const verdict = await verdictOf(start, SOLUTION_BUDGET_MS);
  searchingSolution.value = false;
  if (!verdict || active.value?.timeline.positions[0] !== start) return;
  if (verdict.result === "lost") {
    say(`No: no sequence of moves wins from ${from}.`);
    return;
  }
  if (verdict.result === "unknown") {
    say(`The solver could not tell within ${SOLUTION_BUDGET_MS / 1000} seconds, sorry.`);
    return;
  }
  const positions = [start];
  for (const move of verdict.line) positions.push(play(positions[positions.length - 1], move));
  markAssisted();
  replay.value = { positions, at: 0, playing: true };
  const known = isOpenGame(start.rules) ? "" : " with every card known";
  say(
    `Yes: it could have been won${known}, in ${verdict.line.length} moves. Here is how; leave the replay to return to your game.`,
  );
}

export function stepReplay(delta: number): void {
  const shown = replay.value;
  if (!shown) return;
  const at = Math.min(Math.max(shown.at + delta, 0), shown.positions.length - 1);
  replay.value = { ...shown, at, playing: shown.playing && at < shown.positions.length - 1 };
}

export function setReplayPlaying(playing: boolean): void {
  const shown = replay.value;
  if (!shown) return;
  const atEnd = shown.at === shown.positions.length - 1;
  replay.value = { ...shown, at: playing && atEnd ? 0 : shown.at, playing };
}

export function leaveReplay(): void {
  replay.value = null;
  say("Back to your game.");
}
