import { describe, expect, test } from "vitest";
import { isDay, utcDay } from "./daily.js";

describe("days", () => {
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
});
