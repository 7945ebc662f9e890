/**
 * Statistics per game id. A game counts as played at the player's first move on a deal
 * (positions from links and replays of the day's deal are not counted); a win counts
 * once. A game in which the player took help (Hint, Undo to winnable, "Could it have been
 * won?") is counted as assisted: its win is counted, but it sets no best and ends the
 * streak, which counts wins without help. The deal of the day has its own streak: the
 * days in a row whose deal was won without help.
 */
import { excerpt, fail, ok, type Result } from "../../engine/index.js";
import { gameById } from "../../games/index.js";
import { isDay, previousDay } from "./daily.js";

export interface GameStats {
  readonly played: number;
  readonly won: number;
  /** Played games in which help was taken, and those of them won. */
  readonly assisted: number;
  readonly assistedWon: number;
  /** Wins without help in a row, and the longest such run. */
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** Bests of the wins without help; null until the first. */
  readonly fewestMoves: number | null;
  readonly fastestMs: number | null;
  /** The last UTC day (YYYY-MM-DD) whose deal of the day was counted, and the last won. */
  readonly dailyPlayed: string | null;
  readonly dailyWon: string | null;
  /** Days in a row, up to `dailyWon`, whose deal was won without help; the longest run. */
  readonly dailyStreak: number;
  readonly bestDailyStreak: number;
}

export type Stats = Readonly<Record<string, GameStats>>;

export const NO_STATS: GameStats = {
  played: 0,
  won: 0,
  assisted: 0,
  assistedWon: 0,
  currentStreak: 0,
  bestStreak: 0,
  fewestMoves: null,
  fastestMs: null,
  dailyPlayed: null,
  dailyWon: null,
  dailyStreak: 0,
  bestDailyStreak: 0,
};

export const statsOf = (stats: Stats, game: string): GameStats =>
  Object.hasOwn(stats, game) ? stats[game] : NO_STATS;

/** Won games as a fraction of played ones, or null before the first game. */
export const winRate = (game: GameStats): number | null =>
  game.played === 0 ? null : game.won / game.played;

/** The streak of days as it stands on `today`: it ends once a day passes without a win. */
export const dailyStreakOn = (entry: GameStats, today: string): number =>
  entry.dailyWon === today || entry.dailyWon === previousDay(today) ? entry.dailyStreak : 0;

/** How a counted game was played. */
export interface Play {
  readonly assisted: boolean;
  /** The UTC day whose deal of the day this is, or null. */
  readonly daily: string | null;
}

export const countPlayed = (entry: GameStats, play: Play): GameStats => ({
  ...(play.assisted ? countAssisted(entry) : entry),
  played: entry.played + 1,
  dailyPlayed: play.daily ?? entry.dailyPlayed,
});

/** A counted game in which help was taken for the first time: the streak ends with it. */
export const countAssisted = (entry: GameStats): GameStats => ({
  ...entry,
  assisted: entry.assisted + 1,
  currentStreak: 0,
});

/** Leaving a counted game unfinished for another one ends the streak. */
export const countAbandoned = (entry: GameStats): GameStats => ({ ...entry, currentStreak: 0 });

export function countWin(entry: GameStats, play: Play, moves: number, ms: number): GameStats {
  const won = { ...entry, won: entry.won + 1 };
  if (play.assisted) return { ...won, assistedWon: entry.assistedWon + 1, currentStreak: 0 };
  const currentStreak = entry.currentStreak + 1;
  const unaided = {
    ...won,
    currentStreak,
    bestStreak: Math.max(entry.bestStreak, currentStreak),
    fewestMoves: entry.fewestMoves === null ? moves : Math.min(entry.fewestMoves, moves),
    fastestMs: entry.fastestMs === null ? ms : Math.min(entry.fastestMs, ms),
  };
  const day = play.daily;
  if (day === null || (entry.dailyWon !== null && entry.dailyWon >= day)) return unaided;
  const dailyStreak = entry.dailyWon === previousDay(day) ? entry.dailyStreak + 1 : 1;
  return {
    ...unaided,
    dailyWon: day,
    dailyStreak,
    bestDailyStreak: Math.max(entry.bestDailyStreak, dailyStreak),
  };
}

const laterDay = (a: string | null, b: string | null) =>
  a === null ? b : b === null ? a : a > b ? a : b;
const better = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.min(a, b);

/**
 * Two records of one game joined: the larger of each count, the better of each best,
 * the later of each day. Joining a record with itself, or with one joined already,
 * changes nothing, so importing the same file twice counts nothing twice.
 */
export function mergeGameStats(a: GameStats, b: GameStats): GameStats {
  return {
    played: Math.max(a.played, b.played),
    won: Math.max(a.won, b.won),
    assisted: Math.max(a.assisted, b.assisted),
    assistedWon: Math.max(a.assistedWon, b.assistedWon),
    currentStreak: Math.max(a.currentStreak, b.currentStreak),
    bestStreak: Math.max(a.bestStreak, b.bestStreak),
    fewestMoves: better(a.fewestMoves, b.fewestMoves),
    fastestMs: better(a.fastestMs, b.fastestMs),
    dailyPlayed: laterDay(a.dailyPlayed, b.dailyPlayed),
    dailyWon: laterDay(a.dailyWon, b.dailyWon),
    dailyStreak: Math.max(a.dailyStreak, b.dailyStreak),
    bestDailyStreak: Math.max(a.bestDailyStreak, b.bestDailyStreak),
  };
}

/** No count is believed beyond this: a billion games, or moves in one game. */
export const MAX_COUNT = 1_000_000_000;
/** Nor a time beyond a hundred years. */
export const MAX_MS = 100 * 365.25 * 24 * 3600 * 1000;

const COUNTS = ["played", "won", "assisted", "assistedWon", "currentStreak", "bestStreak"] as const;
const DAILY_COUNTS = ["dailyStreak", "bestDailyStreak"] as const;
const DAYS = ["dailyPlayed", "dailyWon"] as const;

const isCount = (value: unknown, max = MAX_COUNT): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= max;

/** One game's record, checked: counts are whole, within limits, and add up. */
export function parseGameStats(value: unknown): Result<GameStats> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return fail("it is not an object");
  }
  const fields = value as Record<string, unknown>;
  // Fields an older version did not keep take their starting value.
  const read = (key: keyof GameStats) => (Object.hasOwn(fields, key) ? fields[key] : NO_STATS[key]);
  for (const key of [...COUNTS, ...DAILY_COUNTS]) {
    if (!isCount(read(key))) return fail(`${key} is not a count`);
  }
  if (read("fewestMoves") !== null && !isCount(read("fewestMoves"))) return fail("bad fewestMoves");
  if (read("fastestMs") !== null && !isCount(read("fastestMs"), MAX_MS))
    return fail("bad fastestMs");
  for (const key of DAYS) {
    if (read(key) !== null && !isDay(read(key))) return fail(`${key} is not a day`);
  }
  const entry = Object.fromEntries(
    (Object.keys(NO_STATS) as (keyof GameStats)[]).map((key) => [key, read(key)]),
  ) as unknown as GameStats;
  const addsUp =
    entry.won <= entry.played &&
    entry.assisted <= entry.played &&
    entry.assistedWon <= entry.won &&
    entry.assistedWon <= entry.assisted &&
    entry.currentStreak <= entry.bestStreak &&
    entry.bestStreak <= entry.won &&
    entry.dailyStreak <= entry.bestDailyStreak &&
    entry.bestDailyStreak <= entry.won;
  return addsUp ? ok(entry) : fail("the counts do not add up");
}

/** Stored statistics split into the records believed and the entries that are not. */
export interface CheckedStats {
  readonly trusted: Stats;
  /** Entries under ids that are not games here, or whose record does not check out. */
  readonly untrusted: Readonly<Record<string, unknown>>;
  /** Why, for the first few, in words for the player. */
  readonly reasons: readonly string[];
}

const REASONS_SHOWN = 3;

/** Statistics as stored: an object of records by game id. Only known ids are believed. */
export function checkStats(value: unknown): Result<CheckedStats> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return fail("statistics must be an object");
  }
  const trusted: Record<string, GameStats> = {};
  // No prototype: an entry named "__proto__" is kept as an entry like any other.
  const untrusted: Record<string, unknown> = Object.create(null);
  const reasons: string[] = [];
  for (const [game, entry] of Object.entries(value)) {
    const parsed = gameById(game)
      ? parseGameStats(entry)
      : fail<GameStats>("it is not a game here");
    if (parsed.ok) trusted[game] = parsed.value;
    else {
      untrusted[game] = entry;
      if (reasons.length < REASONS_SHOWN) reasons.push(`${excerpt(game)}: ${parsed.error}`);
    }
  }
  return ok({ trusted, untrusted, reasons });
}
