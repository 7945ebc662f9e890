import { describe, expect, it } from "vitest";
import { MAX_DEAL, mulberry32, shuffle } from "./random.js";

const outputs = (seed: number, count: number) => {
  const next = mulberry32(seed);
  return Array.from({ length: count }, () => next() * 2 ** 32);
};

describe("the seeded generator (frozen: deal numbers depend on it)", () => {
  it("gives Mulberry32's outputs", () => {
    expect(mulberry32(0)()).toBe(0.26642920868471265);
    expect(outputs(1, 3)).toEqual([2693262067, 11749833, 2265367787]);
    expect(outputs(42, 3)).toEqual([2581720956, 1925393290, 3661312704]);
    expect(outputs(4294967295, 3)).toEqual([3850105811, 813802916, 3073704848]);
  });

  it("gives fractions in [0, 1)", () => {
    const next = mulberry32(7);
    for (let i = 0; i < 10_000; i++) {
      const u = next();
      expect(u >= 0 && u < 1).toBe(true);
    }
  });
});

describe("shuffle", () => {
  it("is frozen for a given seed", () => {
    expect(shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 1)).toEqual([7, 8, 3, 2, 1, 5, 9, 4, 0, 6]);
  });

  it("is a permutation and leaves its input alone", () => {
    const items = Array.from({ length: 104 }, (_, i) => i % 52);
    const before = items.slice();
    for (const seed of [1, 2, 3, 1000, MAX_DEAL]) {
      const shuffled = shuffle(items, seed);
      expect(shuffled).not.toEqual(items);
      expect(shuffled.slice().sort((a, b) => a - b)).toEqual(before.slice().sort((a, b) => a - b));
      expect(shuffle(items, seed)).toEqual(shuffled);
    }
    expect(items).toEqual(before);
  });

  it("different seeds give different orders", () => {
    const items = Array.from({ length: 52 }, (_, i) => i);
    expect(shuffle(items, 1)).not.toEqual(shuffle(items, 2));
  });
});
