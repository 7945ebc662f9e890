import { describe, expect, test } from "vitest";
import { DOWN_STEP, fanOf, UP_STEP } from "./fan.js";

const pile = (count: number, down: number) => ({
  cards: Array.from({ length: count }, (_, i) => 4 + i),
  down,
});

describe("fanOf", () => {
  test("face-down cards overlap more than face-up ones", () => {
    const fan = fanOf(pile(4, 2), 10);
    expect(fan.offsets).toEqual([0, DOWN_STEP, 2 * DOWN_STEP, 2 * DOWN_STEP + UP_STEP]);
    expect(fan.extent).toBeCloseTo(2 * DOWN_STEP + UP_STEP);
  });

  test("a long pile draws closer to fit its room, each card still below the last", () => {
    const fan = fanOf(pile(20, 0), 3);
    expect(fan.extent).toBeCloseTo(3);
    for (let i = 1; i < fan.offsets.length; i++) {
      expect(fan.offsets[i]).toBeGreaterThan(fan.offsets[i - 1]);
    }
  });

  test("it never squeezes below a readable floor", () => {
    const fan = fanOf(pile(40, 0), 1);
    expect(fan.extent).toBeGreaterThan(1);
    expect(fanOf(pile(0, 0), 3)).toEqual({ offsets: [], extent: 0 });
  });
});
