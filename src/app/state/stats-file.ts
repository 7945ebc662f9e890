/**
 * Statistics as a file, to carry them to another device: exported as JSON, imported by
 * joining each game's record with the one there (`mergeGameStats`). A file is checked
 * whole before anything changes: one bad record refuses it all, with the reason.
 * Records of games this version does not have are left out, and said so.
 */
import { excerpt, fail, ok, type Result } from "../../engine/index.js";
import { gameById } from "../../games/index.js";
import { type GameStats, parseGameStats, type Stats } from "./stats.js";

export const STATS_FORMAT = "patience-statistics";
export const STATS_FILE_VERSION = 1;
/** A file of statistics is a few kilobytes; one far larger is refused unread. */
export const MAX_STATS_FILE = 1_000_000;
const SKIPPED_SHOWN = 3;

export interface StatsFile {
  readonly format: typeof STATS_FORMAT;
  readonly version: number;
  /** When it was exported (ISO 8601). */
  readonly exported: string;
  readonly games: Stats;
}

export function statsFileText(stats: Stats, now: number): string {
  const file: StatsFile = {
    format: STATS_FORMAT,
    version: STATS_FILE_VERSION,
    exported: new Date(now).toISOString(),
    games: stats,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export interface ImportedStats {
  readonly stats: Stats;
  /** Ids of games not played here, left out (excerpts, the first few). */
  readonly skipped: readonly string[];
  readonly skippedCount: number;
}

/** The statistics in a file's text, or why the file cannot be imported. */
export function parseStatsFile(text: string): Result<ImportedStats> {
  if (text.length > MAX_STATS_FILE) return fail("it is far too large to be a statistics file");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail("it is not JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return fail("it is not a Patience statistics file");
  }
  const file = value as Record<string, unknown>;
  if (file.format !== STATS_FORMAT) return fail("it is not a Patience statistics file");
  if (file.version !== STATS_FILE_VERSION) {
    return fail("it was made by another version of Patience, which this one cannot read");
  }
  const games = file.games;
  if (typeof games !== "object" || games === null || Array.isArray(games)) {
    return fail("its games are missing");
  }
  const stats: Record<string, GameStats> = {};
  const skipped: string[] = [];
  let skippedCount = 0;
  for (const [game, entry] of Object.entries(games)) {
    if (!gameById(game)) {
      skippedCount++;
      if (skipped.length < SKIPPED_SHOWN) skipped.push(excerpt(game));
      continue;
    }
    const parsed = parseGameStats(entry);
    if (!parsed.ok) return fail(`the record of ${excerpt(game)} is wrong: ${parsed.error}`);
    stats[game] = parsed.value;
  }
  return ok({ stats, skipped, skippedCount });
}
