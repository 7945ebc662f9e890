/**
 * The settings as stored. A tab saves only the settings its player changed, onto what
 * is stored, so that two tabs changing different settings keep both changes; a change
 * made in another tab is taken up (`followSettings`).
 */
import { browserStorage } from "./browser-storage.js";
import { defaultSettings, parseSettings, type Settings } from "./settings.js";
import { KEYS, parseText } from "./storage.js";

const prefersDark = () =>
  typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches;

const parse = (value: unknown) => parseSettings(value, defaultSettings(prefersDark()));

/** The settings this tab last read or wrote: what its player's changes are measured from. */
let known: Settings | null = null;

export function loadSettings(): { readonly value: Settings; readonly problem: string | null } {
  const loaded = browserStorage.load(KEYS.settings, parse, "settings");
  known = loaded.value ?? defaultSettings(prefersDark());
  return { value: known, problem: loaded.problem };
}

/**
 * Saves what changed from the settings last known to `settings`, onto the stored ones,
 * and gives the settings now in effect (another tab's changes included).
 */
export function saveSettings(settings: Settings): Settings {
  const base = known ?? settings;
  const changed = (Object.keys(settings) as (keyof Settings)[]).filter(
    (key) => JSON.stringify(settings[key]) !== JSON.stringify(base[key]),
  );
  const storedText = browserStorage.read(KEYS.settings);
  const stored = storedText === null ? null : parseText(storedText, parse);
  const onto = stored?.ok ? stored.value : base;
  const next = Object.fromEntries(
    (Object.keys(settings) as (keyof Settings)[]).map((key) => [
      key,
      changed.includes(key) ? settings[key] : onto[key],
    ]),
  ) as unknown as Settings;
  const text = JSON.stringify(next);
  if (text !== storedText) browserStorage.write(KEYS.settings, text);
  known = next;
  return next;
}

/** The settings another tab stored, when they read and differ from this tab's; else null. */
export function followSettings(text: string | null): Settings | null {
  if (text === null || text === JSON.stringify(known)) return null;
  const parsed = parseText(text, parse);
  if (!parsed.ok) return null;
  known = parsed.value;
  return parsed.value;
}
