import { describe, expect, it } from "vitest";
import { layoutOf } from "../../engine/layout.js";
import type { Pile, Position } from "../../engine/position.js";
import { exhaustiveSearch, plainKey } from "./exhaustive.js";
import { dealOf, spiderEndgame, threePileSpiderette } from "./fixtures.js";

/** The position with piles `a` and `b` swapped. */
function swapped(position: Position, a: number, b: number): Position {
  const piles: Pile[] = [...position.piles];
  [piles[a], piles[b]] = [piles[b], piles[a]];
  return { ...position, piles };
}

/** The position with its stock emptied onto nothing: only for comparing keys. */
function withoutStock(position: Position): Position {
  const { stock } = layoutOf(position.rules);
  const piles = position.piles.map((pile, index) =>
    index === stock ? { cards: [], down: 0 } : pile,
  );
  return { ...position, piles };
}

describe("exhaustiveSearch", () => {
  it("wins some small endgames and proves others lost", () => {
    const verdicts = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
      exhaustiveSearch(spiderEndgame(threePileSpiderette, seed, 1, 3), 200_000),
    );
    expect(verdicts).toContain("won");
    expect(verdicts).toContain("lost");
  });

  it("says too-big, not lost, when more positions are reachable than allowed", () => {
    expect(exhaustiveSearch(dealOf("spiderette", 1), 100)).toBe("too-big");
  });
});

describe("plainKey", () => {
  it("compares free cells as a set", () => {
    const start = dealOf("penguin-tuxedo", 4);
    const [first, second] = layoutOf(start.rules).cells;
    const moved = {
      ...start,
      piles: start.piles.map((pile, index) => (index === first ? { cards: [5], down: 0 } : pile)),
    };
    expect(plainKey(swapped(moved, first, second))).toBe(plainKey(moved));
  });

  it("tells tableau piles apart while a stock may deal onto them, not after", () => {
    const start = dealOf("spiderette", 2);
    const [first, second] = layoutOf(start.rules).tableau;
    expect(plainKey(swapped(start, first, second))).not.toBe(plainKey(start));
    const dealt = withoutStock(start);
    expect(plainKey(swapped(dealt, first, second))).toBe(plainKey(dealt));
  });

  it("tells apart piles of different groups", () => {
    const start = withoutStock(dealOf("penta", 3));
    const { tableau } = layoutOf(start.rules);
    expect(plainKey(swapped(start, tableau[0], tableau[3]))).not.toBe(plainKey(start));
    expect(plainKey(swapped(start, tableau[0], tableau[1]))).toBe(plainKey(start));
  });
});
