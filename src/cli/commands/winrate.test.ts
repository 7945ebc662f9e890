import { describe, expect, it } from "vitest";
import { gameById } from "../../games/index.js";
import { pairsDeals } from "./winrate.js";

const rules = (id: string) => {
  const found = gameById(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
};

describe("which winrate deals take two threads", () => {
  it("pairs the open player's deals, on a budget of time, where a search runs beside", () => {
    expect(pairsDeals(rules("spiderette"), "open", undefined, 2)).toBe(true);
    expect(pairsDeals(rules("black-widow"), "open", undefined, 4)).toBe(true);
  });

  it("keeps a deal on one thread otherwise", () => {
    // Nothing to search beside the solver in Penguin.
    expect(pairsDeals(rules("penguin-tuxedo"), "open", undefined, 2)).toBe(false);
    // A budget of positions must give the same answer every run.
    expect(pairsDeals(rules("spiderette"), "open", 50_000, 2)).toBe(false);
    expect(pairsDeals(rules("spiderette"), "open", undefined, 1)).toBe(false);
    expect(pairsDeals(rules("spiderette"), "fair", undefined, 2)).toBe(false);
  });
});
