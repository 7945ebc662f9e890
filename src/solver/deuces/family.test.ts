import { describe, expect, it } from "vitest";
import type { GameRules, PileGroup } from "../../engine/rules.js";
import { GAMES } from "../../games/index.js";
import { rulesOf } from "../referee/fixtures.js";
import { suitWastePlanOf } from "./family.js";

const deuces = rulesOf("deuces");
const [stock, waste, tableau, foundations] = deuces.piles;
const withPiles = (...piles: PileGroup[]): GameRules => ({ ...deuces, piles });

describe("the suit-built waste family", () => {
  it("takes exactly Deuces of the collection, with the order of its foundations", () => {
    const taken = GAMES.filter((rules) => suitWastePlanOf(rules) !== null).map((rules) => rules.id);
    expect(taken).toEqual(["deuces"]);
    const plan = suitWastePlanOf(deuces);
    // The Two first, the Ace last; on the tableau a King goes on an Ace, nothing on a Two.
    expect(plan?.order.slice(1)).toEqual([12, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(plan?.below[1]).toBe(13);
    expect(plan?.below[2]).toBe(0);
    expect(plan?.decks).toBe(2);
    expect(plan?.runs).toBe(true);
  });

  it("takes one deck built from the Ace, and piles that move only their top card", () => {
    const aceLow = { direction: "up", suit: "same", wrap: false } as const;
    const oneDeck: GameRules = {
      ...deuces,
      decks: 1,
      base: 1,
      piles: [
        stock,
        waste,
        { ...tableau, build: { ...aceLow, direction: "down" }, unit: "top" },
        { ...foundations, count: 4, build: aceLow },
      ],
    };
    const plan = suitWastePlanOf(oneDeck);
    expect(plan?.order[1]).toBe(0);
    expect(plan?.order[13]).toBe(12);
    expect(plan?.runs).toBe(false);
  });

  const refused: [string, GameRules][] = [
    [
      "spaces that take a card from anywhere",
      withPiles(stock, waste, { ...tableau, spaceFrom: undefined }, foundations),
    ],
    [
      "spaces that take only Kings",
      withPiles(stock, waste, { ...tableau, space: "king" }, foundations),
    ],
    [
      "foundations that give cards back",
      withPiles(stock, waste, tableau, { ...foundations, sendsTo: ["tableau"] }),
    ],
    [
      "foundations not bound to suits",
      withPiles(stock, waste, tableau, { ...foundations, suitByIndex: undefined }),
    ],
    [
      "a tableau built regardless of suit",
      withPiles(
        stock,
        waste,
        { ...tableau, build: { direction: "down", suit: "any", wrap: false, aceHigh: true } },
        foundations,
      ),
    ],
    [
      "a tableau built with wrap",
      withPiles(
        stock,
        waste,
        { ...tableau, build: { direction: "down", suit: "same", wrap: true, aceHigh: true } },
        foundations,
      ),
    ],
    [
      "a tableau whose Ace is low under foundations where it is high",
      withPiles(
        stock,
        waste,
        { ...tableau, build: { direction: "down", suit: "same", wrap: false } },
        foundations,
      ),
    ],
    ["a stock that turns three", withPiles({ ...stock, turns: 3 }, waste, tableau, foundations)],
    [
      "a waste turned back over",
      withPiles(
        stock,
        { ...waste, sendsTo: ["stock", "tableau", "foundation"] },
        tableau,
        foundations,
      ),
    ],
    [
      "a stock that deals onto the tableau",
      withPiles({ ...stock, sendsTo: ["tableau"] }, waste, tableau, foundations),
    ],
    [
      "a free cell",
      withPiles(
        stock,
        waste,
        { kind: "cell", count: 1, sendsTo: ["tableau"] },
        tableau,
        foundations,
      ),
    ],
    [
      "a run limit",
      withPiles(stock, waste, { ...tableau, runLimit: "cells-and-spaces" }, foundations),
    ],
    ["completed runs that leave", { ...deuces, completedRunsLeave: true }],
    ["a base the order does not start from", { ...deuces, base: 5 }],
    [
      "one foundation per suit for two decks",
      withPiles(stock, waste, tableau, { ...foundations, count: 4 }),
    ],
    // A word the solver has not met may change what a move does.
    [
      "a word the solver does not know",
      withPiles({ ...stock, redeals: 2 } as PileGroup, waste, tableau, foundations),
    ],
    ["Penta", rulesOf("penta")],
  ];
  it.each(refused)("refuses a game with %s", (_, rules) => {
    expect(suitWastePlanOf(rules)).toBeNull();
  });
});
