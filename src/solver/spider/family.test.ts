import { describe, expect, it } from "vitest";
import type { GameRules, PileGroup } from "../../engine/rules.js";
import { blackWidow, spider, spiderette, tarantula, willOTheWisp } from "../../games/spider.js";
import { spiderPlanOf } from "./family.js";

/** Spiderette with `change` made to its pile groups of `kind`. */
const changing = (kind: PileGroup["kind"], change: object): GameRules => ({
  ...spiderette,
  piles: spiderette.piles.map((group) =>
    group.kind === kind ? ({ ...group, ...change } as PileGroup) : group,
  ),
});

describe("spiderPlanOf", () => {
  it("takes the one-deck Spider family and nothing of two decks", () => {
    expect(spiderPlanOf(spiderette)).not.toBeNull();
    expect(spiderPlanOf(willOTheWisp)).not.toBeNull();
    expect(spiderPlanOf(spider)).toBeNull();
    expect(spiderPlanOf(blackWidow)).toBeNull();
    expect(spiderPlanOf(tarantula)).toBeNull();
  });

  it.each([
    ["foundations from the Two", { ...spiderette, base: 2 as const }],
    ["no completed runs leaving", { ...spiderette, completedRunsLeave: undefined }],
    [
      "Aces dealt to the foundations",
      { ...spiderette, deal: { ...spiderette.deal, foundations: 1 as const } },
    ],
    [
      "free cells",
      {
        ...spiderette,
        piles: [
          ...spiderette.piles.slice(0, 1),
          { kind: "cell", count: 1, space: "any", capacity: 1, sendsTo: ["tableau"] },
          ...spiderette.piles.slice(1),
        ],
      },
    ],
    ["a waste", changing("stock", { sendsTo: ["waste"] })],
    ["a stock dealing more than a row", changing("stock", { count: 2 })],
    ["foundations giving cards back", changing("foundation", { sendsTo: ["tableau"] })],
    ["foundations by suit", changing("foundation", { suitByIndex: true })],
    ["runs of one colour", changing("tableau", { unit: "colour-run" })],
    ["one card at a time", changing("tableau", { unit: "top" })],
    [
      "a tableau building in suit",
      changing("tableau", { build: { direction: "down", suit: "same", wrap: false } }),
    ],
    [
      "a tableau building up",
      changing("tableau", { build: { direction: "up", suit: "any", wrap: false } }),
    ],
    [
      "a tableau building round the corner",
      changing("tableau", { build: { direction: "down", suit: "any", wrap: true } }),
    ],
    ["spaces never filled", changing("tableau", { space: undefined })],
    ["spaces filled only from a waste", changing("tableau", { spaceFrom: "waste" })],
    ["runs limited by cells and spaces", changing("tableau", { runLimit: "cells-and-spaces" })],
    [
      "a tableau building with the Ace above the King",
      changing("tableau", {
        build: { direction: "down", suit: "any", wrap: false, aceHigh: true },
      }),
    ],
    ["more piles than its moves can name", changing("tableau", { count: 9 })],
    ["a rule it does not know", changing("tableau", { neverFilled: true })],
    ["a rule of the game it does not know", { ...spiderette, redeals: 1 }],
  ])("refuses a game with %s", (_, rules) => {
    expect(spiderPlanOf(rules as GameRules)).toBeNull();
  });
});
