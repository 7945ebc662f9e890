import { describe, expect, it } from "vitest";
import { ProvedTable, provedTableMemory, startRound } from "./proved-table.js";

const MEMORY = provedTableMemory();

describe("the table of positions proved lost", () => {
  it("finds exactly the keys added, from any table over the same memory", () => {
    startRound(MEMORY);
    const here = new ProvedTable(MEMORY);
    const there = new ProvedTable(MEMORY);
    const words = Int32Array.from([0, 7, 9, 3, 5]);
    here.add(42, words, 1, 3);
    expect(there.has(42, Int32Array.from([7, 9, 3]), 0, 3)).toBe(true);
    // The same hash with other words, and other hashes, are other positions.
    expect(there.has(42, Int32Array.from([7, 9, 4]), 0, 3)).toBe(false);
    expect(there.has(43, Int32Array.from([7, 9, 3]), 0, 3)).toBe(false);
    // Keys that share a slot are told apart, whichever table adds them.
    there.add(42, Int32Array.from([1, 1, 1]), 0, 3);
    here.add(42 + (1 << 22), Int32Array.from([2, 2, 2]), 0, 3);
    expect(here.has(42, Int32Array.from([1, 1, 1]), 0, 3)).toBe(true);
    expect(there.has(42 + (1 << 22), Int32Array.from([2, 2, 2]), 0, 3)).toBe(true);
    expect(there.has(42, Int32Array.from([7, 9, 3]), 0, 3)).toBe(true);
    expect(there.has(42 + (1 << 22), Int32Array.from([1, 1, 1]), 0, 3)).toBe(false);
  });

  it("starts each round empty", () => {
    startRound(MEMORY);
    const key = Int32Array.from([4, 4]);
    new ProvedTable(MEMORY).add(-5, key, 0, 2);
    expect(new ProvedTable(MEMORY).has(-5, key, 0, 2)).toBe(true);
    startRound(MEMORY);
    const next = new ProvedTable(MEMORY);
    expect(next.has(-5, key, 0, 2)).toBe(false);
    next.add(-5, key, 0, 2);
    expect(next.has(-5, key, 0, 2)).toBe(true);
  });
});
