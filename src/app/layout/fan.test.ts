import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { cardMetrics } from "./card-metrics.js";
import { fanOf, fanSteps, minExtent, stacked, tableauSteps } from "./fan.js";

const pile = (count: number, down: number) => ({
  cards: Array.from({ length: count }, (_, i) => 4 + i),
  down,
});
const metrics = cardMetrics(80);

describe("fanOf", () => {
  test("with room, face-down cards lie closer than face-up ones, at their natural steps", () => {
    const fan = fanOf(pile(4, 2), fanSteps(pile(4, 2), metrics, 1000));
    const { naturalDown: d, naturalUp: u } = metrics;
    expect(d).toBeLessThan(u);
    expect(fan.offsets).toEqual([0, d, 2 * d, 2 * d + u]);
    expect(fan.extent).toBe(2 * d + u);
  });

  test("a long pile closes up its face-down cards first", () => {
    const natural = fanOf(pile(10, 6), fanSteps(pile(10, 6), metrics, 1000)).extent;
    const fan = fanOf(pile(10, 6), fanSteps(pile(10, 6), metrics, natural - 10));
    expect(fan.extent).toBeLessThanOrEqual(natural - 10);
    expect(fan.offsets[7] - fan.offsets[6]).toBe(metrics.naturalUp);
    expect(fan.offsets[1] - fan.offsets[0]).toBeLessThan(metrics.naturalDown);
  });

  test("it fits the room while it can, and never covers a face-up card's index", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 30, max: 140 }),
        (count, down, room, width) => {
          const shape = pile(count, Math.min(down, count));
          const m = cardMetrics(width);
          const fan = fanOf(shape, fanSteps(shape, m, room));
          expect(fan.offsets).toHaveLength(count);
          if (minExtent(shape, m) <= room) expect(fan.extent).toBeLessThanOrEqual(room);
          for (let i = 1; i < count; i++) {
            const step = fan.offsets[i] - fan.offsets[i - 1];
            expect(step).toBeGreaterThanOrEqual(i - 1 < shape.down ? m.minDown : m.minUp);
          }
        },
      ),
    );
  });

  test("the tableau's piles share the closest steps any of them needs", () => {
    const piles = [pile(3, 0), pile(14, 4), pile(8, 7)];
    const room = 300;
    const shared = tableauSteps(piles, metrics, room);
    for (const shape of piles) {
      const own = fanSteps(shape, metrics, room);
      expect(shared.up).toBeLessThanOrEqual(own.up);
      expect(shared.down).toBeLessThanOrEqual(own.down);
      if (minExtent(shape, metrics) <= room) {
        expect(fanOf(shape, shared).extent).toBeLessThanOrEqual(room);
      }
    }
    expect(tableauSteps([pile(2, 0)], metrics, room)).toEqual({
      down: metrics.naturalDown,
      up: metrics.naturalUp,
    });
  });

  test("an empty pile has no offsets; a stack has every card at the top", () => {
    expect(fanOf(pile(0, 0), fanSteps(pile(0, 0), metrics, 100))).toEqual({
      offsets: [],
      extent: 0,
    });
    expect(stacked(pile(3, 1))).toEqual({ offsets: [0, 0, 0], extent: 0 });
  });
});
