/**
 * Games set aside, per game: a game in progress that a link replaced waits here until
 * the player returns to it or discards it. A few are kept per game; every change is
 * made to the stored list, read afresh, so that tabs add to it without losing entries.
 */
import { signal } from "@preact/signals";
import { fail, type GameRules, ok, type Result } from "../../engine/index.js";
import { gameById } from "../../games/index.js";
import { browserStorage } from "./browser-storage.js";
import { type RestoredGame, restoreGame, saveGame } from "./saved-game.js";
import { KEYS, parseText } from "./storage.js";
import { movesMade } from "./timeline.js";

/** Games set aside per game: enough to come back from a few links, small enough to store. */
export const SET_ASIDE_LIMIT = 3;

export interface SetAsideGame {
  /** Names the entry in its list. */
  readonly id: string;
  /** When it was set aside (ms since 1970). */
  readonly at: number;
  readonly game: RestoredGame;
}

/** By game id, newest first; a game's list is read when the game is opened. */
export const setAsideGames = signal<ReadonlyMap<string, readonly SetAsideGame[]>>(new Map());

/** Games whose latest list this tab could not store: kept in memory, written with the next change. */
const unsaved = new Set<string>();

const MAX_ID = 40;

/** Reads a stored list of `rules`' set-aside games, each restored and checked. */
export function parseSetAside(rules: GameRules) {
  return (value: unknown): Result<SetAsideGame[]> => {
    if (!Array.isArray(value)) return fail("it is not a list");
    if (value.length > SET_ASIDE_LIMIT) return fail(`it holds more than ${SET_ASIDE_LIMIT} games`);
    const games: SetAsideGame[] = [];
    for (const entry of value) {
      if (typeof entry !== "object" || entry === null) return fail("an entry is not an object");
      const { id, at, saved } = entry as Record<string, unknown>;
      if (typeof id !== "string" || id.length === 0 || id.length > MAX_ID) return fail("bad id");
      if (typeof at !== "number" || !Number.isInteger(at) || at < 0) return fail("bad time");
      const game = restoreGame(saved, gameById);
      if (!game.ok) return fail(game.error);
      if (game.value.timeline.positions[0].rules !== rules) return fail("a game of another game");
      games.push({ id, at, game: game.value });
    }
    return ok(games);
  };
}

const toStored = (games: readonly SetAsideGame[]) =>
  games.map(({ id, at, game }) => ({ id, at, saved: saveGame(game.meta, game.timeline) }));

function show(rules: GameRules, games: readonly SetAsideGame[]): void {
  const next = new Map(setAsideGames.peek());
  next.set(rules.id, games);
  setAsideGames.value = next;
}

/** Reads `rules`' set-aside games into memory; says what was wrong if they do not read. */
export function loadSetAside(rules: GameRules): string | null {
  if (unsaved.has(rules.id)) return null;
  const loaded = browserStorage.load(
    KEYS.setAside(rules.id),
    parseSetAside(rules),
    `set-aside ${rules.name} games`,
  );
  show(rules, loaded.value ?? []);
  return loaded.problem;
}

export const setAsideOf = (rules: GameRules): readonly SetAsideGame[] =>
  setAsideGames.value.get(rules.id) ?? [];

/** Changes `rules`' list, from the stored one unless this tab's is newer; stores it. */
function update(
  rules: GameRules,
  change: (games: readonly SetAsideGame[]) => SetAsideGame[],
): void {
  const key = KEYS.setAside(rules.id);
  const text = browserStorage.read(key);
  const stored = text === null ? ok<SetAsideGame[]>([]) : parseText(text, parseSetAside(rules));
  const base = unsaved.has(rules.id) || !stored.ok ? setAsideOf(rules) : stored.value;
  const next = change(base);
  const written = stored.ok && browserStorage.writeJson(key, toStored(next));
  if (written) unsaved.delete(rules.id);
  else unsaved.add(rules.id);
  show(rules, next);
}

/** Whether another game can be set aside for `rules` without dropping one. */
export const hasRoom = (rules: GameRules): boolean => setAsideOf(rules).length < SET_ASIDE_LIMIT;

/** Sets `game` aside, newest first; the oldest beyond the limit leave the list (the caller asked). */
export function setAside(rules: GameRules, game: RestoredGame, now = Date.now()): void {
  const id = `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  update(rules, (games) => [{ id, at: now, game }, ...games].slice(0, SET_ASIDE_LIMIT));
}

/** Takes game `id` out of `rules`' list; null when it is no longer there. */
export function takeSetAside(rules: GameRules, id: string): RestoredGame | null {
  const taken: RestoredGame[] = [];
  update(rules, (games) =>
    games.filter((entry) => {
      if (entry.id === id) taken.push(entry.game);
      return entry.id !== id;
    }),
  );
  return taken[0] ?? null;
}

/** Takes up the list another tab stored for `rules`. */
export function followSetAside(rules: GameRules, text: string | null): void {
  if (unsaved.has(rules.id) || !setAsideGames.peek().has(rules.id)) return;
  const stored = text === null ? ok<SetAsideGame[]>([]) : parseText(text, parseSetAside(rules));
  if (stored.ok) show(rules, stored.value);
}

/** The player's summary of a set-aside game: "deal 9, 12 moves". */
export function describeSetAside(game: RestoredGame): string {
  const { meta, timeline } = game;
  const moves = movesMade(timeline);
  const what =
    meta.daily !== null
      ? `the deal of the day of ${meta.daily}`
      : meta.deal !== null
        ? `deal ${meta.deal}`
        : "a position from a link";
  return `${what}, ${moves} ${moves === 1 ? "move" : "moves"}`;
}
