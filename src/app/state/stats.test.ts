import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  checkStats,
  countAbandoned,
  countAssisted,
  countPlayed,
  countWin,
  dailyStreakOn,
  type GameStats,
  MAX_COUNT,
  mergeGameStats,
  NO_STATS,
  type Play,
  parseGameStats,
  statsOf,
  winRate,
} from "./stats.js";

const alone: Play = { assisted: false, daily: null };
const helped: Play = { assisted: true, daily: null };

/** A game played and, if `moves` is given, won. */
const game = (entry: GameStats, play = alone, moves?: number, ms = 1000) => {
  const played = countPlayed(entry, play);
  return moves === undefined ? played : countWin(played, play, moves, ms);
};

describe("statistics", () => {
  test("wins build a streak, keep the best moves and time; leaving a game ends the streak", () => {
    let entry = game(NO_STATS, alone, 80, 60_000);
    entry = game(entry, alone, 95, 40_000);
    entry = countAbandoned(game(entry));
    expect(entry).toMatchObject({
      played: 3,
      won: 2,
      currentStreak: 0,
      bestStreak: 2,
      fewestMoves: 80,
      fastestMs: 40_000,
    });
    expect(winRate(entry)).toBeCloseTo(2 / 3);
    expect(winRate(NO_STATS)).toBeNull();
    expect(statsOf({ penta: entry }, "spider")).toEqual(NO_STATS);
    expect(statsOf({ penta: entry }, "__proto__")).toEqual(NO_STATS);
  });

  test("a game with help counts, but sets no best and ends the streak", () => {
    let entry = game(NO_STATS, alone, 50, 9000);
    entry = game(entry, helped, 10, 10);
    expect(entry).toMatchObject({
      played: 2,
      won: 2,
      assisted: 1,
      assistedWon: 1,
      currentStreak: 0,
      bestStreak: 1,
      fewestMoves: 50,
      fastestMs: 9000,
    });
    // Help taken after the first move: counted as assisted then, once.
    entry = countAssisted(game(entry, alone));
    expect(entry).toMatchObject({ played: 3, assisted: 2, currentStreak: 0 });
  });

  test("the deal of the day has its streak of days, which lapses after a day without a win", () => {
    const day = (daily: string) => ({ assisted: false, daily });
    let entry = game(NO_STATS, day("2025-02-27"), 30);
    entry = game(entry, day("2025-02-28"), 30);
    entry = game(entry, day("2025-03-01"), 30);
    expect(entry).toMatchObject({ dailyStreak: 3, bestDailyStreak: 3, dailyWon: "2025-03-01" });
    expect(dailyStreakOn(entry, "2025-03-02")).toBe(3);
    expect(dailyStreakOn(entry, "2025-03-03")).toBe(0);
    entry = game(entry, day("2025-03-03"), 30);
    expect(entry).toMatchObject({ dailyStreak: 1, bestDailyStreak: 3, dailyPlayed: "2025-03-03" });
    // With help, the day is not won for the streak.
    entry = game(entry, { assisted: true, daily: "2025-03-04" }, 30);
    expect(entry.dailyWon).toBe("2025-03-03");
  });

  test("stored records are read back; numbers out of bounds or not adding up are refused", () => {
    const entry = game(NO_STATS, alone, 10, 5);
    expect(parseGameStats(JSON.parse(JSON.stringify(entry)))).toEqual({ ok: true, value: entry });
    for (const bad of [
      { won: -1 },
      { won: 5 },
      { played: 1e308, won: 1e308 },
      { played: MAX_COUNT + 1 },
      { played: 1.5 },
      { played: Number.NaN },
      { fewestMoves: "x" },
      { fastestMs: 1e308 },
      { dailyWon: "yesterday" },
      { currentStreak: 3 },
    ]) {
      expect(parseGameStats({ ...entry, ...bad }).ok).toBe(false);
    }
    // A record of an older version, without help or the deal of the day, reads.
    const older = {
      played: 2,
      won: 1,
      currentStreak: 1,
      bestStreak: 1,
      fewestMoves: 9,
      fastestMs: 4,
    };
    expect(parseGameStats(older)).toEqual({ ok: true, value: { ...NO_STATS, ...older } });
  });

  test("only known games are believed; others, and __proto__, are kept apart untouched", () => {
    const entry = game(NO_STATS, alone, 10, 5);
    const stored = JSON.parse(
      `{"penta": ${JSON.stringify(entry)}, "__proto__": {"played": 1}, "golf": {}, "spider": {"won": 1}}`,
    );
    const checked = checkStats(stored);
    if (!checked.ok) throw new Error(checked.error);
    expect(checked.value.trusted).toEqual({ penta: entry });
    expect(Object.keys(checked.value.untrusted).sort()).toEqual(["__proto__", "golf", "spider"]);
    expect(Object.getPrototypeOf(checked.value.trusted)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(checked.value.untrusted)).golf).toEqual({});
    expect(checked.value.reasons.length).toBe(3);
    expect(checkStats([]).ok).toBe(false);
  });

  test("merging is by game, keeps the larger counts and better bests, and counts nothing twice", () => {
    const record = fc
      .tuple(fc.nat(50), fc.nat(50), fc.nat(50), fc.nat(200))
      .map(([losses, wins, helpedWins, moves]) => {
        let entry = NO_STATS;
        for (let i = 0; i < losses; i++) entry = countAbandoned(game(entry));
        for (let i = 0; i < wins; i++) entry = game(entry, alone, 10 + moves + i);
        for (let i = 0; i < helpedWins; i++) entry = game(entry, helped, 5);
        return entry;
      });
    fc.assert(
      fc.property(record, record, (a, b) => {
        const merged = mergeGameStats(a, b);
        expect(parseGameStats(merged).ok).toBe(true);
        expect(mergeGameStats(merged, b)).toEqual(merged);
        expect(mergeGameStats(a, b)).toEqual(mergeGameStats(b, a));
        expect(merged.played).toBe(Math.max(a.played, b.played));
      }),
    );
  });
});
