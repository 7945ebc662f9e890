/**
 * The statistics as stored, merged by game: every change is made to the stored record
 * of its own game, read afresh just before, so that two tabs (or an import) never write
 * one another's games over. Entries that are not believed (unknown ids, records that do
 * not add up) are set aside when the page loads, and never written over.
 */
import { browserStorage } from "./browser-storage.js";
import {
  type CheckedStats,
  checkStats,
  type GameStats,
  mergeGameStats,
  type Stats,
  statsOf,
} from "./stats.js";
import { KEYS, parseText } from "./storage.js";
import { stats } from "./store.js";

/** Games whose latest record this tab could not store: kept in memory, written with the next change. */
const unsaved = new Set<string>();

function stored(): CheckedStats | null {
  const text = browserStorage.read(KEYS.stats);
  if (text === null) return { trusted: {}, untrusted: {}, reasons: [] };
  const checked = parseText(text, checkStats);
  return checked.ok ? checked.value : null;
}

/** This tab's records that are not stored yet. */
function unsavedRecords(memory: Stats): Stats {
  return Object.fromEntries([...unsaved].map((game) => [game, statsOf(memory, game)]));
}

export function loadStats(now = Date.now()): {
  readonly value: Stats;
  readonly problem: string | null;
} {
  const loaded = browserStorage.load(KEYS.stats, checkStats, "statistics", now);
  if (!loaded.value) return { value: {}, problem: loaded.problem };
  const { trusted, untrusted, reasons } = loaded.value;
  const doubtful = Object.keys(untrusted).length;
  if (doubtful === 0) return { value: trusted, problem: null };
  const what = `statistics for ${doubtful} ${doubtful === 1 ? "game" : "games"}`;
  const reason = reasons.join("; ");
  // Set aside, the doubtful entries leave the stored statistics; else they stay, unused.
  const aside = `${KEYS.stats}.set-aside.${now}`;
  const kept = browserStorage.write(aside, JSON.stringify(untrusted));
  if (kept) browserStorage.write(KEYS.stats, JSON.stringify(trusted));
  const problem = kept
    ? `Your saved ${what} could not be read (${reason}); they were kept aside as "${aside}".`
    : `Your saved ${what} could not be read (${reason}); they could not be kept aside, so they were left as they are, unused.`;
  return { value: trusted, problem };
}

/** Changes the records of the games `changes` gives, each from its latest record, and stores them. */
function update(changes: (entryOf: (game: string) => GameStats) => Stats): void {
  // null when the stored statistics do not read: they are then left as they are.
  const current = stored();
  const memory = stats.peek();
  const base = { ...(current?.trusted ?? memory), ...unsavedRecords(memory) };
  const changed = changes((game) => statsOf(base, game));
  const next = { ...base, ...changed };
  const written =
    current !== null &&
    browserStorage.write(KEYS.stats, JSON.stringify({ ...current.untrusted, ...next }));
  if (written) unsaved.clear();
  else for (const game of Object.keys(changed)) unsaved.add(game);
  stats.value = next;
}

/** Applies `change` to game `game`'s latest record, and stores it. */
export function changeStats(game: string, change: (entry: GameStats) => GameStats): void {
  update((entryOf) => ({ [game]: change(entryOf(game)) }));
}

/** Joins imported records into the stored ones, game by game (`mergeGameStats`). */
export function mergeStats(incoming: Stats): void {
  update((entryOf) =>
    Object.fromEntries(
      Object.entries(incoming).map(([game, entry]) => [game, mergeGameStats(entryOf(game), entry)]),
    ),
  );
}

/** Takes up statistics another tab stored; this tab's unsaved records stay over them. */
export function followStats(text: string | null): void {
  const checked = text === null ? null : parseText(text, checkStats);
  stats.value = { ...(checked?.ok ? checked.value.trusted : {}), ...unsavedRecords(stats.peek()) };
}
