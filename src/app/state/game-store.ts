/**
 * Each game's game in progress, as stored. A tab remembers the stored text it last read
 * or wrote for each game, and never writes over a stored game it has not seen: such a
 * save is answered "stale", and the caller takes up the newer game (setting its own
 * aside). A game whose save the browser refused stays in memory for this visit.
 */
import type { GameRules } from "../../engine/index.js";
import { gameById } from "../../games/index.js";
import { browserStorage } from "./browser-storage.js";
import { type RestoredGame, restoreGame, savedGameText } from "./saved-game.js";
import { KEYS, parseText } from "./storage.js";

/** By game id: the stored text this tab last read or wrote (null: none stored). */
const seen = new Map<string, string | null>();
/** By game id: a game whose last save was refused, kept for this visit. */
const unsaved = new Map<string, RestoredGame>();

function parseFor(rules: GameRules) {
  return (value: unknown) => {
    const restored = restoreGame(value, gameById);
    if (restored.ok && restored.value.timeline.positions[0].rules !== rules) {
      return { ok: false as const, error: "it belongs to another game" };
    }
    return restored;
  };
}

interface LoadedGame {
  readonly value: RestoredGame | null;
  readonly problem: string | null;
}

/** The game in progress for `rules`: kept in memory after a refused save, else stored. */
export function loadGame(rules: GameRules): LoadedGame {
  const kept = unsaved.get(rules.id);
  return kept ? { value: kept, problem: null } : readStoredGame(rules);
}

/** The game stored for `rules` (one that does not read is set aside), now seen by this tab. */
export function readStoredGame(rules: GameRules): LoadedGame {
  const loaded = browserStorage.load(KEYS.game(rules.id), parseFor(rules), `${rules.name} game`);
  seen.set(rules.id, loaded.text);
  if (loaded.value) unsaved.delete(rules.id);
  return { value: loaded.value, problem: loaded.problem };
}

export type SaveResult = "saved" | "stale" | "failed";

/**
 * Stores `game` as `rules`' game in progress, unless another tab stored a game since
 * this tab last read or wrote it (or this tab never read it).
 */
export function storeGame(rules: GameRules, game: RestoredGame): SaveResult {
  const key = KEYS.game(rules.id);
  const text = savedGameText(game.meta, game.timeline);
  const stored = browserStorage.read(key);
  const known = seen.get(rules.id);
  if (stored !== null && stored !== text && stored !== known) return "stale";
  if (stored === text || browserStorage.write(key, text)) {
    seen.set(rules.id, text);
    unsaved.delete(rules.id);
    return "saved";
  }
  unsaved.set(rules.id, game);
  return "failed";
}

/**
 * The game another tab stored for `rules` (storage event, or a look on coming back to
 * the tab), when it is one this tab has not seen; null otherwise. Once returned, it
 * counts as seen.
 */
export function newerGame(rules: GameRules, text: string | null): RestoredGame | null {
  if (text === null || text === seen.get(rules.id) || !seen.has(rules.id)) return null;
  const restored = parseText(text, parseFor(rules));
  if (!restored.ok) return null;
  seen.set(rules.id, text);
  unsaved.delete(rules.id);
  return restored.value;
}
