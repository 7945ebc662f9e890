import { describe, expect, it } from "vitest";
import type { GameRules, PileGroup } from "../../engine/rules.js";
import { freecell } from "../../games/freecell.js";
import { GAMES } from "../../games/index.js";
import { planNameOf } from "../schedule/plans.js";
import { freecellShapeOf } from "./family.js";

/** FreeCell with `change` made to its pile groups of `kind`. */
const changing = (kind: PileGroup["kind"], change: object): GameRules => ({
  ...freecell,
  piles: freecell.piles.map((group) =>
    group.kind === kind ? ({ ...group, ...change } as PileGroup) : group,
  ),
});

describe("freecellShapeOf", () => {
  it("takes FreeCell, with its four cells and eight piles", () => {
    expect(freecellShapeOf(freecell)).toEqual({ cells: 4, piles: 8 });
  });

  it("takes FreeCell with fewer cells or other piles, which the tableau models", () => {
    expect(freecellShapeOf(changing("cell", { count: 2 }))).toEqual({ cells: 2, piles: 8 });
    expect(freecellShapeOf(changing("tableau", { count: 10 }))).toEqual({ cells: 4, piles: 10 });
  });

  it("takes no other game of the collection", () => {
    const taken = GAMES.filter((rules) => freecellShapeOf(rules) !== null);
    expect(taken).toEqual([freecell]);
  });

  it.each([
    [
      "builds by suit (Baker's Game)",
      changing("tableau", { build: { ...freecell.piles[1].build, suit: "same" } }),
    ],
    ["moves one card at a time", changing("tableau", { unit: "top" })],
    ["moves runs of any length", changing("tableau", { runLimit: undefined })],
    ["takes only Kings into a space", changing("tableau", { space: "king" })],
    [
      "builds with wrap",
      changing("tableau", { build: { ...freecell.piles[1].build, wrap: true } }),
    ],
    ["has cells that hold two cards", changing("cell", { capacity: 2 })],
    [
      "has cells that send to cells",
      changing("cell", { sendsTo: ["tableau", "foundation", "cell"] }),
    ],
    ["has foundations that give cards back", changing("foundation", { sendsTo: ["tableau"] })],
    ["has more cells than the tableau holds", changing("cell", { count: 9 })],
    ["has two decks", { ...freecell, decks: 2 } as GameRules],
    ["deals cards face down", { ...freecell, deal: { ...freecell.deal, topCardOnly: true } }],
  ])("refuses a game that %s, which the solver then searches over engine positions", (_, rules) => {
    expect(freecellShapeOf(rules)).toBeNull();
    expect(planNameOf(rules)).not.toBe("freecell");
  });

  it("refuses a game whose rules use a word the solver does not know", () => {
    expect(freecellShapeOf(changing("tableau", { sendsBack: true }))).toBeNull();
    expect(
      freecellShapeOf({ ...freecell, deal: { ...freecell.deal, jokers: 2 } } as GameRules),
    ).toBeNull();
  });

  it("refuses a game with a stock", () => {
    const stock: PileGroup = { kind: "stock", count: 1, sendsTo: ["tableau"] };
    expect(freecellShapeOf({ ...freecell, piles: [stock, ...freecell.piles] })).toBeNull();
  });
});
