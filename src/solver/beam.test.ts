import { describe, expect, it } from "vitest";
import { dealPosition } from "../engine/deal.js";
import { isWon } from "../engine/position.js";
import { gameById } from "../games/index.js";
import { beamSearch } from "./beam.js";
import { Budget } from "./budget.js";
import { fewCardsLeft, replay, winnableByBruteForce } from "./fixtures.js";
import { searchMoves } from "./moves.js";
import { promisingMoves } from "./promising.js";

const promising = (position: Parameters<typeof searchMoves>[0]) =>
  promisingMoves(position, searchMoves(position));

describe("beamSearch", () => {
  it("wins Spider-family deals with solutions that replay to a win", () => {
    for (const game of ["black-widow", "spiderette"]) {
      const rules = gameById(game);
      if (!rules) throw new Error(game);
      const start = dealPosition(rules, 2);
      const outcome = beamSearch(start, promising, new Budget({ budgetNodes: 200_000 }), 300, 1e6);
      expect(outcome.kind).toBe("won");
      if (outcome.kind === "won") expect(isWon(replay(start, outcome.moves))).toBe(true);
    }
  });

  it("is exhausted only when it dropped nothing", () => {
    const lost = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
      .map((seed) => fewCardsLeft("penelopes-web", seed, 10))
      .find((position) => searchMoves(position).length > 1 && !winnableByBruteForce(position));
    if (!lost) throw new Error("no lost position with a choice of moves in the sample");
    const budget = () => new Budget({ budgetNodes: 100_000 });
    expect(beamSearch(lost, promising, budget(), 1000, 1e6).kind).toBe("exhausted");
    expect(beamSearch(lost, promising, budget(), 1, 1e6).kind).toBe("gave-up");
  });

  it("gives up when its budget is spent", () => {
    const start = dealPosition(gameById("spider") as NonNullable<ReturnType<typeof gameById>>, 1);
    const budget = new Budget({ budgetNodes: 50 });
    expect(beamSearch(start, promising, budget, 100, 1e6).kind).toBe("gave-up");
    expect(budget.spent).toBe(true);
  });
});
