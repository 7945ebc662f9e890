/**
 * localStorage, used defensively. Nothing here throws. A write the browser refuses
 * (storage full, blocked in a private mode, turned off) is reported to `onFailure` and
 * answered false, so the page plays on in memory. A stored value that no longer parses
 * is set aside under another key (never deleted) and reported; when even the copy
 * cannot be written, the value is left where it is, the player is told so, and the key
 * is held: nothing writes over it during this visit.
 */
import type { Result } from "../../engine/index.js";
import { shortened } from "../shortened.js";

/** The part of the Web Storage API the app uses. */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const KEYS = {
  settings: "patience.settings",
  stats: "patience.stats",
  game: (id: string) => `patience.game.${id}`,
  setAside: (id: string) => `patience.aside.${id}`,
  winnable: (id: string) => `patience.winnable.${id}`,
} as const;

/** Why a write failed: no room left, or no storage at all. */
export type WriteFailure = "full" | "blocked";

export interface Loaded<T> {
  /** null when nothing usable was stored. */
  readonly value: T | null;
  /** The text read, when it parsed. */
  readonly text: string | null;
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

const isQuota = (error: unknown) =>
  error instanceof Error &&
  (error.name === "QuotaExceededError" || error.name === "NS_ERROR_DOM_QUOTA_REACHED");

/** How much of a parser's explanation a problem repeats. */
const MAX_REASON = 200;

export class SafeStorage {
  private readonly held = new Set<string>();

  constructor(
    private readonly store: KeyValueStore | null,
    private readonly onFailure: (failure: WriteFailure) => void = () => {},
  ) {}

  read(key: string): string | null {
    try {
      return this.store?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  /** Writes `text` under `key`; false when it was not written (and the failure reported). */
  write(key: string, text: string): boolean {
    if (this.held.has(key)) return false;
    const failure = this.tryWrite(key, text);
    if (failure) this.onFailure(failure);
    return failure === null;
  }

  writeJson(key: string, value: unknown): boolean {
    return this.write(key, JSON.stringify(value));
  }

  remove(key: string): void {
    if (this.held.has(key)) return;
    try {
      this.store?.removeItem(key);
    } catch {
      // Nothing to lose: a value that cannot be removed stays.
    }
  }

  /** Whether `key` holds a value that could not be set aside (left untouched this visit). */
  isHeld(key: string): boolean {
    return this.held.has(key);
  }

  /**
   * The value under `key`, parsed and checked by `parse`; `what` names it for the player.
   * A value that does not parse is set aside as `KEY.set-aside.TIME` and reported.
   */
  load<T>(
    key: string,
    parse: (value: unknown) => Result<T>,
    what: string,
    now: number = Date.now(),
  ): Loaded<T> {
    const text = this.read(key);
    if (text === null) return { value: null, text: null, problem: null };
    const parsed = parseText(text, parse);
    if (parsed.ok) return { value: parsed.value, text, problem: null };
    return { value: null, text: null, problem: this.setAside(key, text, what, parsed.error, now) };
  }

  /** Copies `text` (the value of `key`) aside and removes it; says what was done. */
  setAside(key: string, text: string, what: string, reason: string, now: number): string {
    const why = `Your saved ${what} could not be read (${shortened(reason, MAX_REASON)})`;
    const aside = `${key}.set-aside.${now}`;
    const failure = this.tryWrite(aside, text);
    if (failure === null) {
      this.remove(key);
      return `${why}; it was kept aside as "${aside}".`;
    }
    this.held.add(key);
    const room = failure === "full" ? "the browser's storage is full" : "storage is blocked";
    return `${why}. It could not be kept aside (${room}), so it was left as it is, and Patience will not write over it during this visit.`;
  }

  private tryWrite(key: string, text: string): WriteFailure | null {
    if (!this.store) return "blocked";
    try {
      this.store.setItem(key, text);
      return null;
    } catch (error) {
      return isQuota(error) ? "full" : "blocked";
    }
  }
}

/** JSON text parsed and checked; never throws. */
export function parseText<T>(text: string, parse: (value: unknown) => Result<T>): Result<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: "it is not valid JSON" };
  }
  try {
    return parse(value);
  } catch {
    return { ok: false, error: "it could not be checked" };
  }
}
