import { describe, expect, it } from "vitest";
import { dealPosition } from "../../engine/deal.js";
import { ALL_TABLEAU, type Move } from "../../engine/move.js";
import { isWon, type Position } from "../../engine/position.js";
import type { GameRules } from "../../engine/rules.js";
import { gameById } from "../../games/index.js";
import { Budget } from "../core/budget.js";
import { searchMoves } from "../moves/search-moves.js";
import { replay } from "../referee/fixtures.js";
import { EngineTableau } from "./engine-tableau.js";
import { type StageLimits, stageBeam } from "./stages.js";

/** Stage beams over every move of `moves` (the search moves unless told) from engine positions. */
const stagesFrom = (
  start: Position,
  budget: Budget,
  limits: StageLimits,
  moves?: (position: Position) => Move[],
) => stageBeam(new EngineTableau(start, { moves }), "search", budget, limits, 1e6);

const rules = (id: string): GameRules => {
  const found = gameById(id);
  if (!found) throw new Error(id);
  return found;
};

/** Deals and single cards onto other cards: a small space of positions on some deals. */
const fewMoves = (position: Position): Move[] =>
  searchMoves(position).filter(
    (move) =>
      move.to === ALL_TABLEAU || (move.count === 1 && position.piles[move.to].cards.length > 0),
  );

describe("stageBeam", () => {
  it("wins Spider-family deals with solutions that replay to a win", () => {
    const deals: [string, number][] = [
      ["spiderette", 3],
      ["will-o-the-wisp", 3],
      ["black-widow", 4],
    ];
    for (const [game, seed] of deals) {
      const start = dealPosition(rules(game), seed);
      const budget = new Budget({ budgetNodes: 100_000 });
      const outcome = stagesFrom(start, budget, { width: 10, perStart: 500 });
      expect(outcome.kind).toBe("won");
      if (outcome.kind === "won") {
        expect(isWon(replay(start, outcome.moves))).toBe(true);
        expect(outcome.moves.some((move) => move.to === ALL_TABLEAU)).toBe(true);
      }
    }
  });

  it("is exhausted only when it dropped nothing", () => {
    const start = dealPosition(rules("spiderette"), 6);
    const budget = () => new Budget({ budgetNodes: 100_000 });
    const wide = { width: 100_000, perStart: 100_000 };
    expect(stagesFrom(start, budget(), wide, fewMoves).kind).toBe("exhausted");
    // Too narrow a stage, or too short a search in it, drops positions.
    const narrow = stagesFrom(start, budget(), { width: 1, perStart: 100_000 }, fewMoves);
    expect(narrow.kind).toBe("gave-up");
    const short = stagesFrom(start, budget(), { width: 100_000, perStart: 1 }, fewMoves);
    expect(short.kind).toBe("gave-up");
  });

  it("gives up when its budget is spent", () => {
    const start = dealPosition(rules("spider"), 1);
    const budget = new Budget({ budgetNodes: 50 });
    const outcome = stagesFrom(start, budget, { width: 10, perStart: 500 });
    expect(outcome.kind).toBe("gave-up");
    expect(budget.spent).toBe(true);
  });
});
