import { describe, expect, it } from "vitest";
import { sortByKey } from "./order.js";

describe("sortByKey", () => {
  it("orders by key, smallest first, ties in the order given", () => {
    const moves = [10, 21, 30, 11, 40, 22];
    const keys = new Int32Array(8);
    expect(sortByKey(moves, keys, (move) => Math.floor(move / 10) % 3)).toEqual([
      30, 10, 11, 40, 21, 22,
    ]);
  });

  it("sorts in place and leaves short lists alone", () => {
    const moves = [3];
    expect(sortByKey(moves, new Int32Array(1), (move) => -move)).toBe(moves);
    expect(sortByKey([], new Int32Array(1), (move) => move)).toEqual([]);
  });
});
