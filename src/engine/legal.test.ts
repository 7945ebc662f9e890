import { describe, expect, it } from "vitest";
import { lateCastle, move, position, refusedBecause, rest } from "../games/fixtures.js";
import { play } from "./apply.js";
import { explain } from "./explain.js";
import { layoutOf, pileIndex } from "./layout.js";
import { isLegal, movableCount, type Refusal, refusal } from "./legal.js";
import { ALL_TABLEAU } from "./move.js";

const castle = lateCastle("penelopes-web");
const spideretteTableau = [
  ["ks", "qs", "9S", "8S", "7S"],
  ["TD"],
  ["9C", "8H", "7H"],
  ["9D"],
  ["AH"],
  ["KC"],
  [],
];
const spiderette = position({
  game: "spiderette",
  tableau: spideretteTableau,
  foundations: [[], [], [], []],
  stock: rest("spiderette", ...spideretteTableau),
});

describe("refusals", () => {
  it("a move names piles the game has", () => {
    for (const bad of [
      { from: -1, to: 1, count: 1 },
      { from: 99, to: 1, count: 1 },
      { from: 1, to: 99, count: 1 },
      { from: 1, to: -2, count: 1 },
    ]) {
      expect(refusal(castle, bad)).toBe("no-such-pile");
    }
  });

  it("a card must move to another pile", () => {
    expect(refusedBecause(castle, "tableau:1", "tableau:1")).toBe(
      "a card must move to another pile",
    );
  });

  it("a count is a whole number of cards the pile has", () => {
    expect(refusal(castle, { ...move(castle, "tableau:1", "tableau:0"), count: 0 })).toBe(
      "bad-count",
    );
    expect(refusal(castle, { ...move(castle, "tableau:1", "tableau:0"), count: 1.5 })).toBe(
      "bad-count",
    );
    expect(refusedBecause(castle, "tableau:1", "tableau:5", 2)).toBe(
      "tableau:1 does not have 2 cards to move",
    );
    expect(refusedBecause(castle, "tableau:0", "tableau:5")).toBe("tableau:0 is empty");
  });

  it("face-down cards cannot be moved", () => {
    expect(refusedBecause(spiderette, "tableau:0", "tableau:6", 4)).toBe(
      "face-down cards cannot be moved",
    );
  });

  it("only the stock deals onto every tableau pile at once", () => {
    const fromPile = {
      from: move(castle, "tableau:1", "tableau:0").from,
      to: ALL_TABLEAU,
      count: 8,
    };
    expect(refusal(castle, fromPile)).toBe("not-to-there");
    expect(refusal(spiderette, { from: 0, to: ALL_TABLEAU, count: 6 })).toBe("fill-spaces");
    expect(refusedBecause(spiderette, "stock", "tableau:1")).toBe(
      "the stock deals one card onto every tableau pile at once",
    );
  });

  it("a stock that deals onto spaces deals while a pile is empty", () => {
    const ontoSpaces = {
      ...spiderette,
      rules: {
        ...spiderette.rules,
        piles: spiderette.rules.piles.map((group) =>
          group.kind === "stock" ? { ...group, dealsOntoSpaces: true } : group,
        ),
      },
    };
    const layout = layoutOf(ontoSpaces.rules);
    expect(layout.tableau.some((pile) => ontoSpaces.piles[pile].cards.length === 0)).toBe(true);
    const deal = { from: layout.stock, to: ALL_TABLEAU, count: layout.tableau.length };
    expect(refusal(spiderette, deal)).toBe("fill-spaces");
    expect(refusal(ontoSpaces, deal)).toBeNull();
    const dealt = play(ontoSpaces, deal);
    expect(layout.tableau.every((pile) => dealt.piles[pile].cards.length > 0)).toBe(true);
  });

  it("a deal must have the deal's size", () => {
    const tableau = [...spideretteTableau.slice(0, 6), ["3C"]];
    const filled = position({
      game: "spiderette",
      tableau,
      foundations: [[], [], [], []],
      stock: rest("spiderette", ...tableau),
    });
    expect(refusal(filled, { from: 0, to: ALL_TABLEAU, count: 7 })).toBeNull();
    expect(refusal(filled, { from: 0, to: ALL_TABLEAU, count: 6 })).toBe("deal-count");
    expect(refusal(filled, { from: 0, to: ALL_TABLEAU, count: 8 })).toBe("deal-count");
  });

  it("isLegal agrees with refusal", () => {
    expect(isLegal(castle, move(castle, "tableau:1", "tableau:0"))).toBe(true);
    expect(isLegal(castle, move(castle, "tableau:2", "tableau:0"))).toBe(false);
  });

  it("every refusal has words for the player", () => {
    const seen = new Set<Refusal>();
    for (const p of [castle, spiderette]) {
      for (let from = -1; from < p.piles.length + 1; from++) {
        for (let to = -2; to < p.piles.length + 1; to++) {
          for (let count = 0; count < 7; count++) {
            const candidate = { from, to, count };
            const refused = refusal(p, candidate);
            if (refused === null) continue;
            seen.add(refused);
            expect(explain(p, candidate, refused)).toMatch(/^[a-z].*[^.]$/);
          }
        }
      }
    }
    expect(seen.size).toBeGreaterThan(8);
  });
});

describe("what moves together", () => {
  const count = (p: typeof castle, name: string) => {
    const layout = layoutOf(p.rules);
    const index = pileIndex(layout, name);
    return movableCount(p.piles[index], layout.groups[index]);
  };

  it("one card where the unit is the top card, however ordered the pile", () => {
    expect(count(castle, "tableau:6")).toBe(1);
  });

  it("a suit run stops at a change of suit and at face-down cards", () => {
    expect(count(spiderette, "tableau:0")).toBe(3);
    expect(count(spiderette, "tableau:1")).toBe(1);
    expect(count(spiderette, "tableau:2")).toBe(2);
    expect(count(spiderette, "tableau:6")).toBe(0);
  });
});
