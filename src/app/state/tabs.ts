/**
 * Several tabs of Patience at once. A change stored in one tab reaches the others
 * through the `storage` event, and a tab coming back into view looks again (an event
 * may have been missed while the browser had it frozen): settings and statistics are
 * taken up, the set-aside games too, and the game on the table follows a newer game of
 * the same game, with a notice. A hidden tab leaves games for when it is seen again:
 * restoring a long game at every move made in another tab would cost it dearly, and it
 * saves nothing while hidden.
 */
import type { GameRules } from "../../engine/index.js";
import { GAMES } from "../../games/index.js";
import { titleOf } from "../content/index.js";
import { browserStorage } from "./browser-storage.js";
import { flushSave, showGame } from "./game-actions.js";
import { newerGame } from "./game-store.js";
import { tell } from "./notices.js";
import { followSetAside } from "./set-aside.js";
import { followSettings } from "./settings-store.js";
import { followStats } from "./stats-store.js";
import { KEYS } from "./storage.js";
import { active, settings } from "./store.js";

/**
 * Another tab stored a game of `rules` this tab has not seen (`text`): the game on the
 * table follows it, and the player is told. A save of this tab still due is made first:
 * if it was due, it finds the newer game and sets this tab's aside (game-actions.ts).
 */
function followOtherTab(rules: GameRules, text: string | null): void {
  const game = active.peek();
  if (game?.rules !== rules) return;
  flushSave();
  if (active.peek() !== game) return;
  const newer = newerGame(rules, text);
  if (!newer) return;
  showGame(rules, newer, "This game was continued in another tab.");
  tell(
    `Your ${titleOf(rules.id)} game was changed in another tab; this tab now shows it as it is there.`,
  );
}

function followKey(key: string, text: string | null): void {
  if (key === KEYS.settings) {
    const taken = followSettings(text);
    if (taken) settings.value = taken;
    return;
  }
  if (key === KEYS.stats) {
    followStats(text);
    return;
  }
  if (document.visibilityState === "hidden") return;
  for (const rules of GAMES) {
    if (key === KEYS.game(rules.id)) followOtherTab(rules, text);
    else if (key === KEYS.setAside(rules.id)) followSetAside(rules, text);
  }
}

/** Looks again at everything this tab shows. */
function followAll(): void {
  const rules = active.peek()?.rules;
  const keys: string[] = [KEYS.settings, KEYS.stats];
  if (rules) keys.push(KEYS.game(rules.id), KEYS.setAside(rules.id));
  for (const key of keys) followKey(key, browserStorage.read(key));
}

export function watchOtherTabs(): void {
  window.addEventListener("storage", (event) => {
    if (event.key === null) followAll();
    else followKey(event.key, event.newValue);
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") followAll();
  });
}
