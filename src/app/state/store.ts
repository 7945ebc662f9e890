/**
 * The app's state as signals, one line each. Views read them; only the actions in
 * game-actions.ts and the settings/stats helpers write them.
 */
import { computed, signal } from "@preact/signals";
import { currentPosition, type GameRules, isStuck, isWon, legalMoves } from "../../engine/index.js";
import type { GameMeta } from "./saved-game.js";
import type { Settings } from "./settings.js";
import type { Stats } from "./stats.js";
import type { Timeline } from "./timeline.js";

/** The page being shown. */
export type Page =
  | { readonly kind: "home" }
  | { readonly kind: "rules"; readonly rules: GameRules }
  | { readonly kind: "game" }
  | { readonly kind: "error"; readonly message: string; readonly game: GameRules | null };

/** The game on the table. */
export interface ActiveGame {
  readonly rules: GameRules;
  readonly timeline: Timeline;
  readonly meta: GameMeta;
}

/** Cards picked up by a click or the keyboard: `count` cards from the top of `pile`. */
export interface Selection {
  readonly pile: number;
  readonly count: number;
}

export const page = signal<Page>({ kind: "home" });
/** Settings, applied to every game and kept across visits. */
export const settings = signal<Settings | null>(null);
export const stats = signal<Stats>({});
export const active = signal<ActiveGame | null>(null);
export const selection = signal<Selection | null>(null);
/** The status line (role="status"): the last move, a refusal, the end of the game. */
export const status = signal("");
/** A stored entry that had to be set aside, told once. */
export const notice = signal<string | null>(null);
/** The win celebration is playing. */
export const celebrating = signal(false);

/**
 * The game's rules, and its deal number (null for a position from a link): a view that
 * reads only these is not drawn again by a move, which makes a new game value (a
 * computed signal tells its readers only of a new value).
 */
export const activeRules = computed(() => active.value?.rules ?? null);
export const activeDeal = computed(() => active.value?.meta.deal ?? null);

export const position = computed(() => {
  const game = active.value;
  return game ? currentPosition(game.timeline) : null;
});
/** A position is on the table: views that need no more than this are not drawn again by a move. */
export const hasPosition = computed(() => position.value !== null);

/** "won", "stuck" (no legal move left, rules.md) or null while play goes on. */
export const ending = computed<"won" | "stuck" | null>(() => {
  const current = position.value;
  if (!current) return null;
  if (isWon(current)) return "won";
  return isStuck(current, legalMoves(current)) ? "stuck" : null;
});
