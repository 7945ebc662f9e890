import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gameById } from "../../games/index.js";
import type { DealRecord } from "../solve-worker.js";
import { pairsDeals, summary } from "./winrate.js";

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

describe("the winrate summary", () => {
  it("adds up: the deals are the won, the lost and the unknown", () => {
    const record = fc.record({
      game: fc.constant("penta"),
      deal: fc.nat(),
      result: fc.constantFrom<DealRecord["result"]>("won", "lost", "unknown"),
      nodes: fc.nat(),
      ms: fc.nat(),
    });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 30 }), (records) => {
        const table = summary("penta", "open", records, { budgetMs: 1000, threadsPerDeal: 1 });
        const count = (label: string) =>
          Number(new RegExp(`^${label}\\s+(\\d+)`, "m").exec(table)?.[1]);
        expect(count("deals")).toBe(records.length);
        expect(count("won") + count("lost") + count("unknown")).toBe(records.length);
      }),
    );
  });
});
