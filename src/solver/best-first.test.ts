import { describe, expect, it } from "vitest";
import type { Position } from "../engine/position.js";
import { BestFirst } from "./best-first.js";
import { Budget } from "./budget.js";
import { fewCardsLeft } from "./fixtures.js";
import { searchMoves } from "./moves.js";

const movesFrom = (position: Position) => searchMoves(position);

describe("BestFirst", () => {
  it("goes on where it stopped when run again", () => {
    let resumptions = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const start = fewCardsLeft("penelopes-web", seed, 16, { spread: 8 });
      const whole = new Budget({});
      const once = new BestFirst(start, movesFrom, 1e6).run(whole);
      const search = new BestFirst(start, movesFrom, 1e6);
      let spent = 0;
      let outcome: ReturnType<BestFirst["run"]>;
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
