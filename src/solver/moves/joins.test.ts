import { describe, expect, it } from "vitest";
import { canPlace } from "../../engine/build.js";
import { ACE, cardOf, KING, suitOf } from "../../engine/card.js";
import type { Build } from "../../engine/rules.js";
import { Join, joinTable, pairOf } from "./joins.js";

const CARDS = Array.from({ length: 52 }, (_, index) => cardOf(ACE + (index >> 2), index & 3));

const BUILDS: Build[] = [
  { direction: "down", suit: "any", wrap: false },
  { direction: "down", suit: "same", wrap: true },
  { direction: "up", suit: "same", wrap: false },
];

describe("joinTable", () => {
  it.each(BUILDS)("tells how every card lies on every other under %o", (build) => {
    const joins = joinTable(build);
    for (const card of CARDS) {
      for (const under of CARDS) {
        const expected = !canPlace(card, under, build)
          ? Join.Broken
          : suitOf(card) === suitOf(under)
            ? Join.Suited
            : Join.Mixed;
        expect(joins[pairOf(card, under)]).toBe(expected);
      }
    }
  });

  it("works a build's table out once", () => {
    const build: Build = { direction: "down", suit: "any", wrap: false };
    expect(joinTable(build)).toBe(joinTable(build));
    // A Queen on a King of another suit, a Queen on its own King, a King on a Queen.
    const joins = joinTable(build);
    expect(joins[pairOf(cardOf(KING - 1, 0), cardOf(KING, 1))]).toBe(Join.Mixed);
    expect(joins[pairOf(cardOf(KING - 1, 2), cardOf(KING, 2))]).toBe(Join.Suited);
    expect(joins[pairOf(cardOf(KING, 2), cardOf(KING - 1, 2))]).toBe(Join.Broken);
  });
});
