import { describe, expect, it } from "vitest";
import {
  dealPosition,
  legalMoves,
  type Move,
  type Position,
  play,
  samePosition,
} from "../../engine/index.js";
import { gameById } from "../../games/index.js";
import type { SolveResult } from "../schedule/solve.js";
import { judgeInHindsight } from "./hindsight.js";

const klondike = gameById("klondike");
if (!klondike) throw new Error("klondike");
const deal = dealPosition(klondike, 3);
const moves = legalMoves(deal);
const same = (a: Move, b: Move) => a.from === b.from && a.to === b.to && a.count === b.count;
const verdict = (result: SolveResult["result"]): SolveResult => ({
  result,
  moves: [],
  nodes: 1,
  ms: 0,
});
/** A solver that wins the deal after `winning` only, and proves everything else lost. */
const winsAfter = (winning: Move) => (position: Position) =>
  samePosition(position, play(deal, winning)) ? verdict("won") : verdict("lost");

describe("judgeInHindsight", () => {
  it("has several moves to choose from at this deal", () => {
    expect(moves.length).toBeGreaterThan(2);
  });

  it("picks the move after which the layouts can still be won", () => {
    for (const winning of moves) {
      const judged = judgeInHindsight({
        layouts: [deal],
        solve: winsAfter(winning),
        skip: () => false,
        preference: () => 0,
      });
      expect(judged?.move).toEqual(winning);
      expect(judged?.layout).toBe(deal);
      expect(judged?.score).toBe(1);
      expect(judged?.wins).toBe(1);
    }
  });

  it("counts undecided layouts for less than a win, more than a loss", () => {
    const [won, undecided] = [moves[moves.length - 1], moves[0]];
    const judged = judgeInHindsight({
      layouts: [deal, deal],
      solve: (position) =>
        samePosition(position, play(deal, won))
          ? verdict("won")
          : samePosition(position, play(deal, undecided))
            ? verdict("unknown")
            : verdict("lost"),
      skip: () => false,
      preference: (move) => (same(move, undecided) ? 1 : 0),
    });
    expect(judged?.move).toEqual(won);
    expect(judged?.score).toBe(2);
    expect(judged?.wins).toBe(2);
  });

  it("breaks ties by preference and leaves out skipped moves", () => {
    const preferred = moves[1];
    const tie = judgeInHindsight({
      layouts: [deal],
      solve: () => verdict("won"),
      skip: () => false,
      preference: (move) => (same(move, preferred) ? 1 : 0),
    });
    expect(tie?.move).toEqual(preferred);
    const skipped = judgeInHindsight({
      layouts: [deal],
      solve: () => verdict("won"),
      skip: (move) => same(move, preferred),
      preference: (move) => (same(move, preferred) ? 1 : 0),
    });
    expect(skipped?.move).not.toEqual(preferred);
  });

  it("gives up when told to stop", () => {
    const judged = judgeInHindsight({
      layouts: [deal],
      solve: () => verdict("won"),
      skip: () => false,
      preference: () => 0,
      stop: () => true,
    });
    expect(judged).toBeNull();
  });
});
