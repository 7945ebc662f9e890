import { describe, expect, it } from "vitest";
import {
  ALL_TABLEAU,
  dealPosition,
  layoutOf,
  type Position,
  parsePosition,
  play,
} from "../../engine/index.js";
import { gameById } from "../../games/index.js";
import { progressScore, type Temper } from "./score.js";

function position(json: object): Position {
  const parsed = parsePosition({ format: 1, ...json }, gameById);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** A Spiderette position: the given piles, every other card in the stock. */
function spiderette(tableau: string[][]): Position {
  const used = new Set(tableau.flat().map((code) => code.toUpperCase()));
  const stock: string[] = [];
  for (const suit of "CDHS") {
    for (const rank of "A23456789TJQK") if (!used.has(rank + suit)) stock.push(rank + suit);
  }
  return position({ game: "spiderette", tableau, foundations: [[], [], [], []], stock });
}

/** A Tarantula position: the given piles (ten), every other card of the two decks in the stock. */
function tarantula(tableau: string[][]): Position {
  const used = tableau.flat().map((code) => code.toUpperCase());
  const stock: string[] = [];
  for (const suit of "CDHS") {
    for (const rank of "A23456789TJQK") {
      const card = rank + suit;
      const left = 2 - used.filter((code) => code === card).length;
      for (let copy = 0; copy < left; copy++) stock.push(card);
    }
  }
  const foundations = Array.from({ length: 8 }, () => []);
  return position({ game: "tarantula", tableau, foundations, stock });
}

describe("progressScore", () => {
  it("prefers one long one-suit run to shorter ones with as many joins", () => {
    const long = spiderette([
      ["9H", "8H", "7H", "6H"],
      ["3C"],
      ["2C"],
      ["QD"],
      ["JC"],
      ["5D"],
      ["KS"],
    ]);
    const short = spiderette([
      ["9H", "8H", "7H"],
      ["3C", "2C"],
      ["6H"],
      ["QD"],
      ["JC"],
      ["5D"],
      ["KS"],
    ]);
    expect(progressScore(long)).toBeGreaterThan(progressScore(short));
  });

  it("prefers a card built on its own suit to one on another suit", () => {
    const suited = spiderette([["9H", "8H"], ["9S"], ["QD"], ["2C"], ["JC"], ["3D"], ["KS"]]);
    const mixed = spiderette([["9S", "8H"], ["9H"], ["QD"], ["2C"], ["JC"], ["3D"], ["KS"]]);
    expect(progressScore(suited)).toBeGreaterThan(progressScore(mixed));
  });

  it("where only runs of one colour move, prefers a card on its own colour to one on the other", () => {
    const rest = [["QD"], ["2C"], ["JC"], ["3D"], ["KS"], ["4H"], ["5S"], ["6C"]];
    const sameColour = tarantula([["9D", "8H"], ["9S"], ...rest]);
    const otherColour = tarantula([["9S", "8H"], ["9D"], ...rest]);
    expect(progressScore(sameColour)).toBeGreaterThan(progressScore(otherColour));
    const suited = tarantula([["9H", "8H"], ["9S"], ...rest]);
    expect(progressScore(suited)).toBeGreaterThan(progressScore(sameColour));
  });

  it("counts a turned-up card as progress", () => {
    const hidden = spiderette([["kd", "5H"], ["6S"], ["QD"], ["9H"], ["3C"], ["JC"], ["2D"]]);
    const layout = layoutOf(hidden.rules);
    const turned = play(hidden, { from: layout.tableau[0], to: layout.tableau[1], count: 1 });
    expect(progressScore(turned)).toBeGreaterThan(progressScore(hidden));
  });

  it("weighs a turned-up card less and a mixed join more when patient", () => {
    const hidden = spiderette([["kd", "5H"], ["6S"], ["QD"], ["9H"], ["3C"], ["JC"], ["2D"]]);
    const layout = layoutOf(hidden.rules);
    const turned = play(hidden, { from: layout.tableau[0], to: layout.tableau[1], count: 1 });
    const gain = (temper: Temper) => progressScore(turned, temper) - progressScore(hidden, temper);
    expect(gain("patient")).toBeGreaterThan(0);
    expect(gain("patient")).toBeLessThan(gain("eager"));

    const suited = spiderette([["9H", "8H"], ["9S"], ["QD"], ["2C"], ["JC"], ["3D"], ["KS"]]);
    const mixed = spiderette([["9S", "8H"], ["9H"], ["QD"], ["2C"], ["JC"], ["3D"], ["KS"]]);
    const cost = (temper: Temper) => progressScore(suited, temper) - progressScore(mixed, temper);
    expect(cost("patient")).toBeGreaterThan(cost("eager"));
  });

  it("scores a Spiderette deal below the position before it", () => {
    const start = dealPosition(gameById("spiderette") ?? missing("spiderette"), 3);
    const layout = layoutOf(start.rules);
    const dealt = play(start, { from: layout.stock, to: ALL_TABLEAU, count: 7 });
    expect(progressScore(dealt)).toBeLessThan(progressScore(start));
  });
});

function missing(id: string): never {
  throw new Error(`${id} is not registered`);
}
