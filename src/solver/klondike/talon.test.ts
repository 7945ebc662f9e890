import { describe, expect, it } from "vitest";
import { play } from "../../engine/apply.js";
import { dealPosition } from "../../engine/deal.js";
import { layoutOf } from "../../engine/layout.js";
import { legalMoves } from "../../engine/moves.js";
import type { Position } from "../../engine/position.js";
import { gameById } from "../../games/index.js";
import { randomlyPlayed } from "../referee/fixtures.js";
import { smallKlondike } from "../referee/small-klondike.js";
import { canonicalWaste, reachable } from "./talon.js";

/** The waste's top cards the engine's stock moves alone can bring up, and the talon. */
function stockMovesReach(start: Position): { tops: Set<number>; talon: number[]; waste: number } {
  const { stock, waste } = layoutOf(start.rules);
  const talon = [...start.piles[waste].cards, ...start.piles[stock].cards.slice().reverse()];
  const tops = new Set<number>();
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length > 0) {
    const position = todo.pop() as Position;
    const shown = position.piles[waste].cards;
    const key = `${shown.length}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (shown.length > 0) tops.add(shown[shown.length - 1]);
    for (const move of legalMoves(position)) {
      if (move.from === stock || move.to === stock) todo.push(play(position, move));
    }
  }
  return { tops, talon, waste: start.piles[waste].cards.length };
}

describe("the talon", () => {
  it.each([
    ["klondike", 1],
    ["klondike-3", 3],
  ])(
    "%s: a card may be played when the stock moves, the redeal included, bring it up",
    (game, turns) => {
      const rules = gameById(game);
      if (!rules) throw new Error(game);
      const starts = Array.from({ length: 20 }, (_, seed) => [
        dealPosition(rules, seed + 1),
        smallKlondike(rules, seed + 1, { loose: 20, talon: 14, runs: false }),
      ]).flat();
      let compared = 0;
      for (const position of randomlyPlayed(starts, 7, 30)) {
        const { tops, talon, waste } = stockMovesReach(position);
        const offered = talon.filter((_, index) => reachable(index, waste, talon.length, turns));
        expect(new Set(offered)).toEqual(tops);
        // The canonical boundary reaches the same cards.
        const canonical = canonicalWaste(waste, talon.length, turns);
        const fromCanonical = talon.filter((_, index) =>
          reachable(index, canonical, talon.length, turns),
        );
        expect(new Set(fromCanonical)).toEqual(tops);
        compared++;
      }
      expect(compared).toBeGreaterThan(500);
    },
  );

  it("turns three cards in order, the third on top, fewer when fewer are left", () => {
    // Drawing three from a talon of 7 with an empty waste: the 3rd, 6th and 7th come up,
    // then, turned back over, the same again.
    expect([0, 1, 2, 3, 4, 5, 6].filter((index) => reachable(index, 0, 7, 3))).toEqual([2, 5, 6]);
    // With one card already in the waste: the 1st, then 4th and 7th, and after the
    // redeal the 3rd and 6th.
    expect([0, 1, 2, 3, 4, 5, 6].filter((index) => reachable(index, 1, 7, 3))).toEqual([
      0, 2, 3, 5, 6,
    ]);
  });
});
