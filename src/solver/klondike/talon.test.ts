import { describe, expect, it } from "vitest";
import { play } from "../../engine/apply.js";
import { dealPosition } from "../../engine/deal.js";
import { layoutOf } from "../../engine/layout.js";
import { legalMoves } from "../../engine/moves.js";
import type { Position } from "../../engine/position.js";
import { gameById } from "../../games/index.js";
import { randomlyPlayed } from "../referee/fixtures.js";
import { smallKlondike } from "../referee/small-klondike.js";
import { canonicalWaste, reachable, widens } from "./talon.js";

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

/** `position` with the same talon and `waste` of its cards in the waste. */
function withWaste(position: Position, waste: number): Position {
  const layout = layoutOf(position.rules);
  const { talon } = stockMovesReach(position);
  const piles = position.piles.slice();
  piles[layout.waste] = { cards: talon.slice(0, waste), down: 0 };
  piles[layout.stock] = { cards: talon.slice(waste).reverse(), down: 0 };
  return { ...position, piles };
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

  it("widens a waste size only to one from which the stock brings up every card it did", () => {
    const rules = gameById("klondike-3");
    if (!rules) throw new Error("klondike-3");
    const starts = Array.from({ length: 8 }, (_, seed) => dealPosition(rules, seed + 1));
    let wider = 0;
    let notWider = 0;
    for (const position of randomlyPlayed(starts, 11, 25)) {
      const { tops, talon, waste } = stockMovesReach(position);
      const canonical = canonicalWaste(waste, talon.length, 3);
      for (let other = 0; other <= talon.length; other++) {
        const { tops: otherTops } = stockMovesReach(withWaste(position, other));
        const keepsAll = [...tops].every((card) => otherTops.has(card));
        if (widens(other, canonical, talon.length, 3)) {
          expect(keepsAll).toBe(true);
          wider++;
        } else if (!keepsAll) notWider++;
      }
    }
    expect(wider).toBeGreaterThan(200);
    expect(notWider).toBeGreaterThan(200);
  });
});
