import { describe, expect, it } from "vitest";
import { GAMES, gameById } from "../games/index.js";
import { layoutOf, pileIndex } from "./layout.js";
import { PILE_KINDS } from "./rules.js";

describe("layouts", () => {
  it("name every pile in interchange order: stock, waste, cells, tableau, foundations", () => {
    const penta = layoutOf(gameById("penta") ?? GAMES[0]);
    expect(penta.names).toEqual([
      "stock",
      "waste",
      ...[0, 1, 2, 3, 4, 5].map((i) => `tableau:${i}`),
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `foundation:${i}`),
    ]);
    expect([penta.stock, penta.waste]).toEqual([0, 1]);
    expect(penta.cells).toEqual([]);
    const penguin = layoutOf(gameById("penguin-tuxedo") ?? GAMES[0]);
    expect(penguin.names.slice(0, 8)).toEqual([
      "cell:0",
      "cell:1",
      "cell:2",
      "cell:3",
      "cell:4",
      "cell:5",
      "cell:6",
      "tableau:0",
    ]);
    expect([penguin.stock, penguin.waste]).toEqual([-1, -1]);
  });

  it("keeps kinds sorted, so canonical order is plain index order", () => {
    for (const game of GAMES) {
      const layout = layoutOf(game);
      const order = layout.kinds.map((kind) => PILE_KINDS.indexOf(kind));
      expect(order).toEqual(order.slice().sort((a, b) => a - b));
      expect(layout.size).toBe(game.piles.reduce((sum, group) => sum + group.count, 0));
      expect(layout.cardCount).toBe(52 * game.decks);
      layout.names.forEach((name, index) => {
        expect(pileIndex(layout, name)).toBe(index);
      });
      expect(pileIndex(layout, "tableau:99")).toBe(-1);
    }
  });

  it("lists where each pile's cards may go", () => {
    const layout = layoutOf(gameById("penelopes-web") ?? GAMES[0]);
    expect(layout.targets[0]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(layout.targets[8]).toEqual([]);
  });

  it("binds suit-bound foundations to suits, an equal share each, in the order C, D, H, S", () => {
    const deuces = layoutOf(gameById("deuces") ?? GAMES[0]);
    expect(deuces.foundations.map((i) => deuces.suits[i])).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect(deuces.tableau.every((i) => deuces.suits[i] === -1)).toBe(true);
    const castle = layoutOf(gameById("beleaguered-castle") ?? GAMES[0]);
    expect(castle.foundations.map((i) => castle.suits[i])).toEqual([0, 1, 2, 3]);
    const penta = layoutOf(gameById("penta") ?? GAMES[0]);
    expect(penta.foundations.every((i) => penta.suits[i] === -1)).toBe(true);
  });

  it("classes empty piles by group, and by suit where the group is bound to suits", () => {
    const deuces = layoutOf(gameById("deuces") ?? GAMES[0]);
    const homes = deuces.foundations.map((i) => deuces.spaceClasses[i]);
    expect(new Set(homes).size).toBe(4);
    expect(homes[0]).toBe(homes[1]);
    expect(homes[1]).not.toBe(homes[2]);
    const penta = layoutOf(gameById("penta") ?? GAMES[0]);
    const classes = (piles: readonly number[]) => piles.map((i) => penta.spaceClasses[i]);
    expect(new Set(classes(penta.tableau.slice(0, 3))).size).toBe(1);
    expect(classes(penta.tableau)[0]).not.toBe(classes(penta.tableau)[3]);
    expect(new Set(classes(penta.foundations)).size).toBe(2);
  });

  it("is computed once per game", () => {
    expect(layoutOf(GAMES[0])).toBe(layoutOf(GAMES[0]));
  });
});
