/**
 * Statistics per game id. A game counts as played at its first move; a win extends the
 * streak; a game left unfinished for another one ends it.
 */
import { fail, ok, type Result } from "../../engine/index.js";

export interface GameStats {
  readonly played: number;
  readonly won: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** null until the first win. */
  readonly fewestMoves: number | null;
  readonly fastestMs: number | null;
}

export type Stats = Readonly<Record<string, GameStats>>;

export const NO_STATS: GameStats = {
  played: 0,
  won: 0,
  currentStreak: 0,
  bestStreak: 0,
  fewestMoves: null,
  fastestMs: null,
};

export const statsOf = (stats: Stats, game: string): GameStats => stats[game] ?? NO_STATS;

/** Won games as a fraction of played ones, or null before the first game. */
export const winRate = (game: GameStats): number | null =>
  game.played === 0 ? null : game.won / game.played;

const update = (stats: Stats, game: string, change: (old: GameStats) => GameStats): Stats => ({
  ...stats,
  [game]: change(statsOf(stats, game)),
});

export const recordPlayed = (stats: Stats, game: string): Stats =>
  update(stats, game, (old) => ({ ...old, played: old.played + 1 }));

export const recordAbandoned = (stats: Stats, game: string): Stats =>
  update(stats, game, (old) => ({ ...old, currentStreak: 0 }));

export function recordWin(stats: Stats, game: string, moves: number, ms: number): Stats {
  return update(stats, game, (old) => {
    const currentStreak = old.currentStreak + 1;
    return {
      ...old,
      won: old.won + 1,
      currentStreak,
      bestStreak: Math.max(old.bestStreak, currentStreak),
      fewestMoves: old.fewestMoves === null ? moves : Math.min(old.fewestMoves, moves),
      fastestMs: old.fastestMs === null ? ms : Math.min(old.fastestMs, ms),
    };
  });
}

const COUNTS = ["played", "won", "currentStreak", "bestStreak"] as const;
const BESTS = ["fewestMoves", "fastestMs"] as const;

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;

export function parseStats(value: unknown): Result<Stats> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return fail("statistics must be an object");
  }
  const stats: Record<string, GameStats> = {};
  for (const [game, entry] of Object.entries(value)) {
    if (typeof entry !== "object" || entry === null) return fail(`${game}: not an object`);
    const fields = entry as Record<string, unknown>;
    for (const key of COUNTS) {
      if (!isCount(fields[key])) return fail(`${game}: ${key} is not a count`);
    }
    for (const key of BESTS) {
      if (fields[key] !== null && !isCount(fields[key])) return fail(`${game}: bad ${key}`);
    }
    const entryStats = fields as unknown as GameStats;
    if (entryStats.won > entryStats.played || entryStats.currentStreak > entryStats.bestStreak) {
      return fail(`${game}: the counts do not add up`);
    }
    stats[game] = {
      played: entryStats.played,
      won: entryStats.won,
      currentStreak: entryStats.currentStreak,
      bestStreak: entryStats.bestStreak,
      fewestMoves: entryStats.fewestMoves,
      fastestMs: entryStats.fastestMs,
    };
  }
  return ok(stats);
}
