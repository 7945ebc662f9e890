import { describe, expect, it } from "vitest";
import { dealPosition, isStockMove, layoutOf, parseCard, refusal } from "../../engine/index.js";
import { gameById } from "../../games/index.js";
import { guarded, replay, reshuffleHidden } from "../referee/fixtures.js";
import { appraise } from "./appraise.js";
import { heuristicMove, plannedLine } from "./heuristic.js";

const rules = (id: string) => {
  const found = gameById(id);
  if (!found) throw new Error(id);
  return found;
};

const HIDDEN_CARD_GAMES = [
  "spiderette",
  "will-o-the-wisp",
  "spider",
  "black-widow",
  "tarantula",
  "penta",
  "deuces",
  "klondike",
  "klondike-3",
];

describe("appraise", () => {
  it("reads no face-down card and no stock card", () => {
    for (const id of HIDDEN_CARD_GAMES) {
      const deal = dealPosition(rules(id), 9);
      expect(appraise(guarded(deal))).toBe(appraise(deal));
    }
  });

  it("prefers a run of one suit to a run of mixed suits in Spider, and either to cards out of order", () => {
    const deal = dealPosition(rules("spiderette"), 1);
    const pile = layoutOf(deal.rules).tableau[0];
    const at = (codes: string[]) => {
      const cards = codes.map((code) => {
        const parsed = parseCard(code);
        if (!parsed) throw new Error(code);
        return parsed.card;
      });
      const piles = deal.piles.map((each, i) => (i === pile ? { cards, down: 0 } : each));
      return appraise({ ...deal, piles });
    };
    expect(at(["9S", "8S"])).toBeGreaterThan(at(["9S", "8H"]));
    expect(at(["9S", "8H"])).toBeGreaterThan(at(["9S", "3H"]));
  });
});

describe("plannedLine", () => {
  it("gives legal lines, the same whatever lies face down", () => {
    for (const id of HIDDEN_CARD_GAMES) {
      for (const deal of [3, 14]) {
        const start = dealPosition(rules(id), deal);
        const line = plannedLine(start);
        expect(line.length).toBeGreaterThan(0);
        replay(start, line);
        expect(plannedLine(reshuffleHidden(start, 5))).toEqual(line);
      }
    }
  });

  it("turns a card up at most at the line's end", () => {
    for (const id of ["spiderette", "black-widow", "klondike"]) {
      const start = dealPosition(rules(id), 6);
      const line = plannedLine(start);
      const layout = layoutOf(start.rules);
      const hidden = (p: typeof start) =>
        layout.tableau.reduce((sum, i) => sum + p.piles[i].down, 0) +
        p.piles[layout.stock].cards.length;
      expect(hidden(replay(start, line.slice(0, -1)))).toBe(hidden(start));
    }
  });

  it("deals only when no move in sight gains anything", () => {
    // Spiderette deal 1: a move turns a card up, so the planner does not deal first.
    const start = dealPosition(rules("spiderette"), 1);
    const first = heuristicMove(start);
    if (!first) throw new Error("no move");
    expect(isStockMove(start, first)).toBe(false);
    expect(refusal(start, first)).toBeNull();
  });

  it("never goes back to a position already passed through", () => {
    const start = dealPosition(rules("black-widow"), 2);
    const line = plannedLine(start, () => true);
    // Every non-revealing move leads somewhere "seen": only a line ending in a turned card remains.
    const layout = layoutOf(start.rules);
    for (const move of line) expect(layout.stock === move.from).toBe(false);
    expect(line.length).toBeLessThanOrEqual(1);
  });

  it("still offers a move where the planner stops: nothing gains and no stock is left", () => {
    const start = dealPosition(rules("penguin-tuxedo"), 4);
    const stopped = (after: unknown) => after !== null;
    expect(plannedLine(start, stopped)).toEqual([]);
    const move = heuristicMove(start);
    if (!move) throw new Error("no move");
    expect(refusal(start, move)).toBeNull();
  });
});
