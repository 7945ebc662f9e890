import { describe, expect, it } from "vitest";
import { dealPosition } from "../engine/deal.js";
import { layoutOf } from "../engine/layout.js";
import { legalMoves } from "../engine/moves.js";
import { isWon, type Position } from "../engine/position.js";
import { gameById } from "../games/index.js";
import { beamLevels, beamSearch } from "./beam.js";
import { Budget } from "./budget.js";
import { fewCardsLeft, replay } from "./fixtures.js";
import { searchMoves } from "./moves.js";
import { promisingMoves } from "./promising.js";

const promising = (position: Position) => promisingMoves(position, searchMoves(position));

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
    // Never to a foundation: a small space of positions, none of them won.
    const start = fewCardsLeft("penelopes-web", 1, 10, { spread: 4 });
    const tableauOnly = (position: Position) =>
      legalMoves(position).filter((move) => layoutOf(position.rules).kinds[move.to] === "tableau");
    expect(tableauOnly(start).length).toBeGreaterThan(1);
    const budget = () => new Budget({ budgetNodes: 100_000 });
    expect(beamSearch(start, tableauOnly, budget(), 100_000, 1e6).kind).toBe("exhausted");
    expect(beamSearch(start, tableauOnly, budget(), 1, 1e6).kind).toBe("gave-up");
  });

  it("gives up at its last level instead of wandering on", () => {
    const rules = gameById("spiderette");
    if (!rules) throw new Error("spiderette");
    const width = 10;
    expect(beamLevels(dealPosition(rules, 1))).toBe(4 * 52);
    // Without the last level, these beams over every search move wander on through
    // 2,510, 3,333 and 13,337 positions before they give up.
    for (const deal of [1, 12, 17]) {
      const start = dealPosition(rules, deal);
      const budget = new Budget({ budgetNodes: 100_000 });
      expect(beamSearch(start, searchMoves, budget, width, 1e6).kind).toBe("gave-up");
      expect(budget.nodes).toBeLessThanOrEqual(width * beamLevels(start));
    }
  });

  it("gives up when its budget is spent", () => {
    const start = dealPosition(gameById("spider") as NonNullable<ReturnType<typeof gameById>>, 1);
    const budget = new Budget({ budgetNodes: 50 });
    expect(beamSearch(start, promising, budget, 100, 1e6).kind).toBe("gave-up");
    expect(budget.spent).toBe(true);
  });
});
