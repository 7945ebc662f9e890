import { describe, expect, it } from "vitest";
import type { GameRules, PileGroup } from "../../engine/rules.js";
import { bakersDozen, portugueseSolitaire } from "../../games/bakers-dozen.js";
import {
  beleagueredCastle,
  citadel,
  exiledKings,
  penelopesWeb,
  streetsAndAlleys,
} from "../../games/castle.js";
import { manyPiles, openCastleOf } from "./family.js";

/** Penelope's Web with `change` made to its pile groups of `kind`. */
const changing = (kind: PileGroup["kind"], change: object): GameRules => ({
  ...penelopesWeb,
  piles: penelopesWeb.piles.map((group) =>
    group.kind === kind ? ({ ...group, ...change } as PileGroup) : group,
  ),
});

const withGroup = (group: PileGroup): GameRules => ({
  ...penelopesWeb,
  piles: [group, ...penelopesWeb.piles],
});

describe("openCastleOf", () => {
  it("takes the open castle family, spaces never filled included", () => {
    const family = [
      penelopesWeb,
      streetsAndAlleys,
      beleagueredCastle,
      bakersDozen,
      portugueseSolitaire,
      citadel,
      exiledKings,
    ];
    for (const rules of family) {
      expect(openCastleOf(rules)).not.toBeNull();
    }
  });

  it.each([
    ["two decks", { ...penelopesWeb, decks: 2 as const }],
    ["foundations from the Two", { ...penelopesWeb, base: 2 as const }],
    ["foundations from a beak", { ...penelopesWeb, base: "beak" as const }],
    [
      "Fives dealt to the foundations",
      { ...penelopesWeb, deal: { ...penelopesWeb.deal, foundations: 5 as const } },
    ],
    [
      "cards dealt face down",
      { ...penelopesWeb, deal: { ...penelopesWeb.deal, topCardOnly: true } },
    ],
    ["completed runs leaving", { ...penelopesWeb, completedRunsLeave: true }],
    [
      "free cells",
      withGroup({
        kind: "cell",
        count: 4,
        space: "any",
        capacity: 1,
        sendsTo: ["tableau", "foundation"],
      }),
    ],
    ["a stock", withGroup({ kind: "stock", count: 1, sendsTo: ["waste"] })],
    [
      "a tableau building up",
      changing("tableau", { build: { direction: "up", suit: "any", wrap: false } }),
    ],
    [
      "a tableau building in suit",
      changing("tableau", { build: { direction: "down", suit: "same", wrap: false } }),
    ],
    [
      "a tableau building round the corner",
      changing("tableau", { build: { direction: "down", suit: "any", wrap: true } }),
    ],
    [
      "a tableau building in alternate colours",
      changing("tableau", { build: { direction: "down", suit: "alternate", wrap: false } }),
    ],
    [
      "a tableau building with the Ace above the King",
      changing("tableau", {
        build: { direction: "down", suit: "any", wrap: false, aceHigh: true },
      }),
    ],
    ["runs moving together", changing("tableau", { unit: "run" })],
    ["runs limited by cells and spaces", changing("tableau", { runLimit: "cells-and-spaces" })],
    ["spaces filled only from a waste", changing("tableau", { spaceFrom: "waste" })],
    ["spaces taking the base rank", changing("tableau", { space: "base" })],
    ["piles of a set capacity", changing("tableau", { capacity: 20 })],
    ["a tableau that cannot send home", changing("tableau", { sendsTo: ["tableau"] })],
    ["foundations giving cards back", changing("foundation", { sendsTo: ["tableau"] })],
    ["foundations of any suit", changing("foundation", { suitByIndex: false })],
    [
      "foundations building down",
      changing("foundation", { build: { direction: "down", suit: "same", wrap: false } }),
    ],
    ["a rule it does not know", changing("tableau", { neverFilled: true })],
    [
      "a rule of the deal it does not know",
      { ...penelopesWeb, deal: { ...penelopesWeb.deal, kingsFirst: true } },
    ],
  ])("refuses a game with %s", (_, rules) => {
    expect(openCastleOf(rules as GameRules)).toBeNull();
  });
});

describe("manyPiles", () => {
  it("reads the number of tableau piles: thirteen are many, eight are not", () => {
    expect([bakersDozen, portugueseSolitaire].every(manyPiles)).toBe(true);
    expect([penelopesWeb, exiledKings, citadel, streetsAndAlleys].some(manyPiles)).toBe(false);
    // Penelope's Web dealt over thirteen piles would be.
    expect(manyPiles(changing("tableau", { count: 13 }))).toBe(true);
  });

  it("says nothing of games outside the family", () => {
    expect(manyPiles(changing("tableau", { count: 13, unit: "run" }))).toBe(false);
  });
});
