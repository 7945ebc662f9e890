/** Settings, statistics and games in progress, kept in localStorage under separate keys. */
import type { GameRules } from "../../engine/index.js";
import { gameById } from "../../games/index.js";
import { type RestoredGame, restoreGame, saveGame } from "./saved-game.js";
import { defaultSettings, parseSettings, type Settings } from "./settings.js";
import { parseStats, type Stats } from "./stats.js";
import { browserStore, KEYS, loadEntry, saveEntry } from "./storage.js";
import type { ActiveGame } from "./store.js";

const store = browserStore();

const prefersDark = () =>
  typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches;

export interface LoadedState<T> {
  readonly value: T;
  readonly problem: string | null;
}

export function loadSettings(): LoadedState<Settings> {
  const defaults = defaultSettings(prefersDark());
  const loaded = loadEntry(store, KEYS.settings, (v) => parseSettings(v, defaults), "settings");
  return { value: loaded.value ?? defaults, problem: loaded.problem };
}

export const saveSettings = (settings: Settings) => saveEntry(store, KEYS.settings, settings);

export function loadStats(): LoadedState<Stats> {
  const loaded = loadEntry(store, KEYS.stats, parseStats, "statistics");
  return { value: loaded.value ?? {}, problem: loaded.problem };
}

export const saveStats = (stats: Stats) => saveEntry(store, KEYS.stats, stats);

export function loadGame(rules: GameRules): LoadedState<RestoredGame | null> {
  const loaded = loadEntry(
    store,
    KEYS.game(rules.id),
    (value) => {
      const restored = restoreGame(value, gameById);
      if (restored.ok && restored.value.timeline.positions[0].rules !== rules) {
        return { ok: false, error: "it belongs to another game" };
      }
      return restored;
    },
    `${rules.name} game`,
  );
  return { value: loaded.value, problem: loaded.problem };
}

export function saveGameInProgress(game: ActiveGame): void {
  saveEntry(store, KEYS.game(game.rules.id), saveGame(game.meta, game.timeline));
}
