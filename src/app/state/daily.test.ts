import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { GAME_IDS } from "../../games/index.js";
import { DAILY_DEALS, dailyDeal, isDay, previousDay, utcDay } from "./daily.js";

describe("deal of the day", () => {
  test.each([
    // Worked out by hand with FNV-1a, independently of this code.
    ["penta", "2025-01-01", 624680],
    ["spider", "2026-12-03", 536854],
    ["penguin-tuxedo", "2024-02-29", 855098],
  ])("%s on %s is deal %i, for everyone", (game, day, deal) => {
    expect(dailyDeal(game, day)).toBe(deal);
  });

  test("the day is the UTC calendar day, whatever the hour", () => {
    expect(utcDay(Date.parse("2025-03-09T00:00:00Z"))).toBe("2025-03-09");
    expect(utcDay(Date.parse("2025-03-09T23:59:59.999Z"))).toBe("2025-03-09");
    expect(utcDay(Date.parse("2025-03-09T23:30:00-05:00"))).toBe("2025-03-10");
  });

  test("a day is a real calendar day, written YYYY-MM-DD", () => {
    expect(isDay("2024-02-29")).toBe(true);
    for (const bad of ["2025-02-29", "2025-13-01", "2025-1-01", "yesterday", 20250101, null]) {
      expect(isDay(bad)).toBe(false);
    }
  });

  test("the day before crosses months, years and leap days", () => {
    expect(previousDay("2025-03-01")).toBe("2025-02-28");
    expect(previousDay("2024-03-01")).toBe("2024-02-29");
    expect(previousDay("2025-01-01")).toBe("2024-12-31");
  });

  test("each game's deal is a deal number of the day's range, and days differ", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GAME_IDS),
        fc.integer({ min: 0, max: 3_000_000_000_000 }),
        (game, ms) => {
          const deal = dailyDeal(game, utcDay(ms));
          expect(Number.isInteger(deal) && deal >= 1 && deal <= DAILY_DEALS).toBe(true);
        },
      ),
    );
    const days = Array.from({ length: 30 }, (_, i) => utcDay(Date.UTC(2025, 0, 1 + i)));
    expect(new Set(days.map((day) => dailyDeal("penta", day))).size).toBe(30);
    expect(dailyDeal("penta", "2025-01-01")).not.toBe(dailyDeal("spider", "2025-01-01"));
  });
});
