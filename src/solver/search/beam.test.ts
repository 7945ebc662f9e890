import { describe, expect, it } from "vitest";
import { dealPosition } from "../../engine/deal.js";
import { layoutOf } from "../../engine/layout.js";
import type { Move } from "../../engine/move.js";
import { legalMoves } from "../../engine/moves.js";
import { isWon, type Position } from "../../engine/position.js";
import { gameById } from "../../games/index.js";
import { Budget } from "../core/budget.js";
import type { Outcome } from "../core/outcome.js";
import { fewCardsLeft, replay } from "../referee/fixtures.js";
import { beam, beamLevels } from "./beam.js";
import { EngineTableau } from "./engine-tableau.js";

/** A beam over engine positions, over the promising moves or every move of `moves`. */
const beamSearch = (
  start: Position,
  expands: "promising" | "search",
  budget: Budget,
  width: number,
  moves?: (position: Position) => Move[],
): Outcome =>
  beam(new EngineTableau(start, { moves }), expands, budget, width, beamLevels(start), 1e6);

describe("beam over engine positions", () => {
  it("wins Spider-family deals with solutions that replay to a win", () => {
    for (const game of ["black-widow", "spiderette"]) {
      const rules = gameById(game);
      if (!rules) throw new Error(game);
      const start = dealPosition(rules, 2);
      const outcome = beamSearch(start, "promising", new Budget({ budgetNodes: 200_000 }), 300);
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
    expect(beamSearch(start, "search", budget(), 100_000, tableauOnly).kind).toBe("exhausted");
    expect(beamSearch(start, "search", budget(), 1, tableauOnly).kind).toBe("gave-up");
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
      expect(beamSearch(start, "search", budget, width).kind).toBe("gave-up");
      expect(budget.nodes).toBeLessThanOrEqual(width * beamLevels(start));
    }
  });

  it("gives up when its budget is spent", () => {
    const start = dealPosition(gameById("spider") as NonNullable<ReturnType<typeof gameById>>, 1);
    const budget = new Budget({ budgetNodes: 50 });
    expect(beamSearch(start, "promising", budget, 100).kind).toBe("gave-up");
    expect(budget.spent).toBe(true);
  });
});
