import { describe, expect, it } from "vitest";
import type { Position } from "../../engine/position.js";
import { Budget } from "../core/budget.js";
import { fewCardsLeft } from "../referee/fixtures.js";
import { BestFirst } from "./best-first.js";
import { EngineTableau } from "./engine-tableau.js";

/** Best-first search over every search move of engine positions. */
const overEveryMove = (start: Position) =>
  new BestFirst(new EngineTableau(start), 1e6, { expands: "search" });

describe("BestFirst", () => {
  it("goes on where it stopped when run again", () => {
    let resumptions = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const start = fewCardsLeft("penelopes-web", seed, 16, { spread: 8 });
      const whole = new Budget({});
      const once = overEveryMove(start).run(whole);
      const search = overEveryMove(start);
      let spent = 0;
      let outcome: ReturnType<BestFirst<string>["run"]>;
      do {
        const slice = new Budget({ budgetNodes: 7 });
        outcome = search.run(slice);
        spent += slice.nodes;
        if (outcome.kind === "gave-up") resumptions++;
      } while (outcome.kind === "gave-up" && spent <= whole.nodes);
      expect(outcome).toEqual(once);
      expect(spent).toBe(whole.nodes);
    }
    expect(resumptions).toBeGreaterThan(10);
  });
});
