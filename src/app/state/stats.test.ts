import { describe, expect, test } from "vitest";
import {
  NO_STATS,
  parseStats,
  recordAbandoned,
  recordPlayed,
  recordWin,
  statsOf,
  winRate,
} from "./stats.js";

describe("statistics", () => {
  test("wins build a streak, keep the best moves and time; leaving a game ends the streak", () => {
    let stats = recordPlayed({}, "penta");
    stats = recordWin(stats, "penta", 80, 60_000);
    stats = recordPlayed(stats, "penta");
    stats = recordWin(stats, "penta", 95, 40_000);
    stats = recordPlayed(stats, "penta");
    stats = recordAbandoned(stats, "penta");
    const penta = statsOf(stats, "penta");
    expect(penta).toEqual({
      played: 3,
      won: 2,
      currentStreak: 0,
      bestStreak: 2,
      fewestMoves: 80,
      fastestMs: 40_000,
    });
    expect(winRate(penta)).toBeCloseTo(2 / 3);
    expect(winRate(NO_STATS)).toBeNull();
    expect(statsOf(stats, "spider")).toEqual(NO_STATS);
  });

  test("stored statistics are read back, and broken ones refused", () => {
    const stats = recordWin(recordPlayed({}, "spider"), "spider", 10, 5);
    expect(parseStats(JSON.parse(JSON.stringify(stats)))).toEqual({ ok: true, value: stats });
    expect(parseStats({ spider: { ...stats.spider, won: -1 } }).ok).toBe(false);
    expect(parseStats({ spider: { ...stats.spider, won: 5 } }).ok).toBe(false);
    expect(parseStats({ spider: { ...stats.spider, fewestMoves: "x" } }).ok).toBe(false);
    expect(parseStats("stats").ok).toBe(false);
  });
});
