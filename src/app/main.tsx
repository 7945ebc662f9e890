/** The browser game's entry: load what was saved, follow the address, render. */
import { effect } from "@preact/signals";
import { render } from "preact";
import { watchWinnability } from "./assist/verdicts.js";
import { watchWinnableDeals } from "./assist/winnable-deals.js";
import { titleOf } from "./content/index.js";
import { registerServiceWorker } from "./offline/service-worker.js";
import { openRoute } from "./open-route.js";
import { flushSave } from "./state/game-actions.js";
import { tell } from "./state/notices.js";
import { loadSettings, saveSettings } from "./state/settings-store.js";
import { loadStats } from "./state/stats-store.js";
import { active, page, settings, stats } from "./state/store.js";
import { watchOtherTabs } from "./state/tabs.js";
import { App } from "./views/App.js";
import "./styles/app.css";

const loadedSettings = loadSettings();
const loadedStats = loadStats();
settings.value = loadedSettings.value;
stats.value = loadedStats.value;
tell(loadedSettings.problem);
tell(loadedStats.problem);

effect(() => {
  const current = settings.value;
  if (!current) return;
  const root = document.documentElement;
  root.dataset.theme = current.theme;
  root.dataset.colours = current.colours;
  // What is stored may hold another tab's changes too: those are taken up.
  const merged = saveSettings(current);
  if (JSON.stringify(merged) !== JSON.stringify(current)) settings.value = merged;
});

effect(() => {
  const current = page.value;
  const title =
    current.kind === "rules"
      ? `${titleOf(current.rules.id)} rules · Patience`
      : current.kind === "game" && active.value
        ? `${titleOf(active.value.rules.id)} · Patience`
        : current.kind === "error"
          ? "Link cannot be opened · Patience"
          : "Patience";
  // Set only when it changes: a move leaves it as it is.
  if (document.title !== title) document.title = title;
});

window.addEventListener("hashchange", () => openRoute(location.hash));
window.addEventListener("pagehide", flushSave);
watchOtherTabs();
openRoute(location.hash);
watchWinnability();
watchWinnableDeals();
render(<App />, document.getElementById("app") as HTMLElement);
registerServiceWorker();
