import { describe, expect, it } from "vitest";
import { dealPosition } from "../engine/deal.js";
import { blackWidow } from "../games/spider.js";
import { Budget } from "./budget.js";
import { depthFirst } from "./depth-first.js";

describe("depthFirst", () => {
  const start = dealPosition(blackWidow, 7);

  it("gives up once its line is as long as its memory allowance lets it be", () => {
    // An allowance of 80 positions lets the line hold ten: the start and ten more.
    const budget = new Budget({ budgetNodes: 10_000 });
    expect(depthFirst(start, budget, 80).kind).toBe("gave-up");
    expect(budget.nodes).toBeLessThanOrEqual(11);
  });

  it("goes deeper with a larger allowance", () => {
    const budget = new Budget({ budgetNodes: 1_000 });
    expect(depthFirst(start, budget, 100_000).kind).toBe("gave-up");
    expect(budget.nodes).toBe(1_000);
  });
});
