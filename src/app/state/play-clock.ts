/**
 * The play clock: time starts with the first move, runs while the game is on the
 * screen and stops while the position is won. The time played so far is banked in the
 * game's meta (`playedMs`), so that a reload keeps it; the stretch running now is kept
 * here, and banked at every move and whenever the game leaves the screen (game-actions.ts
 * then saves it).
 */
import { signal } from "@preact/signals";
import { currentPosition, isWon } from "../../engine/index.js";
import type { GameMeta } from "./saved-game.js";
import { type ActiveGame, active } from "./store.js";

/** When the running stretch began (ms since 1970), or null while the clock stands. */
const running = signal<number | null>(null);

const onScreen = () => typeof document === "undefined" || document.visibilityState !== "hidden";

/** The clock runs once a move has been made, until the game is won. */
const runs = (game: ActiveGame) =>
  game.timeline.steps.length > 0 && !isWon(currentPosition(game.timeline)) && onScreen();

/** Time played in this game, the running stretch included. */
export function playedMs(meta: GameMeta, now: number = Date.now()): number {
  const since = running.peek();
  return (meta.playedMs ?? 0) + (since === null ? 0 : Math.max(now - since, 0));
}

/** Whether the clock runs (read from a view, it redraws the view when that changes). */
export const isPlayClockRunning = () => running.value !== null;

/** The meta with the running stretch banked; the clock goes on from now. */
export function bankPlayTime(meta: GameMeta, now: number = Date.now()): GameMeta {
  if (running.peek() === null) return meta;
  const banked = { ...meta, playedMs: playedMs(meta, now) };
  running.value = now;
  return banked;
}

/** Starts or stops the clock for the game now on the table (its time already banked). */
export function setPlayClock(game: ActiveGame | null, now: number = Date.now()): void {
  running.value = game && runs(game) ? now : null;
}

/** The game leaves the screen: bank its time and stop the clock; whether there was any. */
export function pausePlayClock(): boolean {
  const game = active.peek();
  if (!game || running.peek() === null) return false;
  const paused = { ...game, meta: bankPlayTime(game.meta) };
  running.value = null;
  active.value = paused;
  return true;
}

/** The game is on the screen again. */
export function resumePlayClock(): void {
  if (running.peek() === null) setPlayClock(active.peek());
}

/** "4:07", "1:02:09". */
export function clockText(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const two = (n: number) => String(n).padStart(2, "0");
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor(seconds / 60) % 60;
  return hours > 0
    ? `${hours}:${two(minutes)}:${two(seconds % 60)}`
    : `${minutes}:${two(seconds % 60)}`;
}
