import { describe, expect, it } from "vitest";
import { dealPosition } from "../engine/deal.js";
import { ALL_TABLEAU, type Move } from "../engine/move.js";
import { isWon, type Position } from "../engine/position.js";
import type { GameRules } from "../engine/rules.js";
import { gameById } from "../games/index.js";
import { Budget } from "./budget.js";
import { replay } from "./fixtures.js";
import { searchMoves } from "./moves.js";
import { stageBeam } from "./stages.js";

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
      const outcome = stageBeam(start, searchMoves, budget, { width: 10, perStart: 500 }, 1e6);
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
    expect(stageBeam(start, fewMoves, budget(), wide, 1e6).kind).toBe("exhausted");
    // Too narrow a stage, or too short a search in it, drops positions.
    const narrow = stageBeam(start, fewMoves, budget(), { width: 1, perStart: 100_000 }, 1e6);
    expect(narrow.kind).toBe("gave-up");
    const short = stageBeam(start, fewMoves, budget(), { width: 100_000, perStart: 1 }, 1e6);
    expect(short.kind).toBe("gave-up");
  });

  it("gives up when its budget is spent", () => {
    const start = dealPosition(rules("spider"), 1);
    const budget = new Budget({ budgetNodes: 50 });
    const outcome = stageBeam(start, searchMoves, budget, { width: 10, perStart: 500 }, 1e6);
    expect(outcome.kind).toBe("gave-up");
    expect(budget.spent).toBe(true);
  });
});
