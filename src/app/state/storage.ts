/**
 * localStorage, read defensively: a value that no longer parses is set aside under
 * another key (never deleted) and reported, so one bad entry cannot break the page or
 * take other entries with it.
 */
import type { Result } from "../../engine/index.js";

/** The part of the Web Storage API the app uses. */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const KEYS = {
  settings: "patience.settings",
  stats: "patience.stats",
  game: (id: string) => `patience.game.${id}`,
} as const;

export interface Loaded<T> {
  /** null when nothing usable was stored. */
  readonly value: T | null;
  /** A sentence for the player when something stored had to be set aside. */
  readonly problem: string | null;
}

/** The browser's localStorage, or null where it is blocked (some private modes). */
export function browserStore(): KeyValueStore | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadEntry<T>(
  store: KeyValueStore | null,
  key: string,
  parse: (value: unknown) => Result<T>,
  what: string,
  now: number = Date.now(),
): Loaded<T> {
  const raw = safely(() => store?.getItem(key) ?? null, null);
  if (raw === null) return { value: null, problem: null };
  let parsed: Result<T>;
  try {
    parsed = parse(JSON.parse(raw));
  } catch {
    parsed = { ok: false, error: "it is not valid JSON" };
  }
  if (parsed.ok) return { value: parsed.value, problem: null };
  const aside = `${key}.set-aside.${now}`;
  safely(() => {
    store?.setItem(aside, raw);
    store?.removeItem(key);
  }, undefined);
  return {
    value: null,
    problem: `Your saved ${what} could not be read (${parsed.error}); it was kept aside as "${aside}".`,
  };
}

/** Writes `value` as JSON; false when the browser refused (storage full or blocked). */
export function saveEntry(store: KeyValueStore | null, key: string, value: unknown): boolean {
  return safely(() => {
    if (!store) return false;
    store.setItem(key, JSON.stringify(value));
    return true;
  }, false);
}

export function removeEntry(store: KeyValueStore | null, key: string): void {
  safely(() => store?.removeItem(key), undefined);
}

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}
