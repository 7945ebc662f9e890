import { describe, expect, it } from "vitest";
import type { Position } from "../../engine/position.js";
import { isWon } from "../../engine/position.js";
import { castleTableauOf } from "../castle/tableau.js";
import { Budget } from "../core/budget.js";
import { dealOf, fewCardsLeft, replay, verdictsAgainstBruteForce } from "../referee/fixtures.js";
import { depthFirst } from "./depth-first.js";
import { luby, restarts } from "./restarts.js";

/** Restarts on the castle family's compact tableau. */
const castleRestarts = (start: Position, budget: Budget) =>
  restarts((random) => castleTableauOf(start, { random }), budget, 1e6);

describe("restarts", () => {
  it("gives its searches lengths in the Luby sequence", () => {
    const terms = Array.from({ length: 15 }, (_, index) => luby(index + 1));
    expect(terms).toEqual([1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
  });

  it.each([
    ["beleaguered-castle", 10],
    ["streets-and-alleys", 58],
    ["penelopes-web", 45],
  ])(
    "wins %s deal %i, where one search in the best order is lost in a larger part",
    (game, deal) => {
      const start = dealOf(game, deal);
      const restarted = new Budget({ budgetNodes: 50_000 });
      const outcome = castleRestarts(start, restarted);
      expect(outcome.kind).toBe("won");
      if (outcome.kind === "won") expect(isWon(replay(start, outcome.moves))).toBe(true);
      // The same number of positions, and six times as many, are not enough in one order.
      const once = new Budget({ budgetNodes: 6 * restarted.nodes });
      expect(depthFirst(castleTableauOf(start), once, 1e6).kind).toBe("gave-up");
    },
  );

  it("searches the same positions, to the same win, for the same start and budget", () => {
    const start = dealOf("penelopes-web", 45);
    const runs = [1, 2].map(() => {
      const budget = new Budget({ budgetNodes: 50_000 });
      return { outcome: castleRestarts(start, budget), nodes: budget.nodes };
    });
    expect(runs[0].outcome.kind).toBe("won");
    expect(runs[1]).toEqual(runs[0]);
  });

  it("proves small positions lost, or wins them, as brute force does", () => {
    const starts = Array.from({ length: 30 }, (_, index) =>
      fewCardsLeft("penelopes-web", index + 1, 14, { suits: 2, spread: 5 }),
    );
    const verdicts = verdictsAgainstBruteForce(starts, (start) =>
      castleRestarts(start, new Budget({ budgetNodes: 1e6 })),
    );
    expect(verdicts.wrong).toEqual([]);
    expect(verdicts.won).toBeGreaterThan(0);
    expect(verdicts.lost).toBeGreaterThan(0);
  });

  it("stays within its budget", () => {
    const budget = new Budget({ budgetNodes: 5000 });
    expect(castleRestarts(dealOf("penelopes-web", 1), budget).kind).toBe("gave-up");
    expect(budget.nodes).toBeLessThanOrEqual(5000);
  });
});
