import { describe, expect, it } from "vitest";
import { duration, percent, quantile, wilson } from "./stats.js";

describe("summaries of solver runs", () => {
  it("gives Wilson's 95 % interval, which stays inside 0-100 %", () => {
    const half = wilson(50, 100);
    expect(half.low).toBeCloseTo(0.4038, 3);
    expect(half.high).toBeCloseTo(0.5962, 3);
    expect(wilson(0, 10).low).toBe(0);
    expect(percent(wilson(0, 10).low)).toBe("0.0 %");
    expect(wilson(10, 10).high).toBe(1);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it("takes nearest-rank quantiles of sorted values", () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(quantile(sorted, 0.5)).toBe(5);
    expect(quantile(sorted, 0.9)).toBe(9);
    expect(quantile(sorted, 1)).toBe(10);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it("writes durations in milliseconds below a second, else in seconds", () => {
    expect(duration(12.4)).toBe("12 ms");
    expect(duration(2500)).toBe("2.50 s");
    expect(duration(Number.NaN)).toBe("-");
  });
});
