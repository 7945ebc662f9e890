import { describe, expect, it } from "vitest";
import { move, position, rest, run } from "../games/fixtures.js";
import { gameById } from "../games/index.js";
import { dealPosition } from "./deal.js";
import { ALL_TABLEAU } from "./move.js";
import { legalMoves } from "./moves.js";
import { isPileShuffle, isSafeFoundationMove, isStuck, safeFoundationMove } from "./status.js";

/** Penelope's Web near its end: the tops cannot move, but for what is in `first`. */
const castleEnd = (first: string[], third: string[]) => {
  const tops = [first, [], third, ["4D"], ["6D"], ["8D"], ["TD"], ["2H"]];
  const foundations = [run("AC", "QC"), [], [], []];
  const buried = rest("penelopes-web", ...tops, ...foundations);
  return position({
    game: "penelopes-web",
    tableau: tops.map((pile, i) => (i === 2 ? [...buried, ...pile] : pile)),
    foundations,
  });
};

describe("stuck", () => {
  it("is stuck when the only move carries a whole pile into an empty pile of its kind", () => {
    const p = castleEnd(["KS"], ["2D"]);
    expect(legalMoves(p)).toEqual([move(p, "tableau:0", "tableau:1")]);
    expect(isPileShuffle(p, move(p, "tableau:0", "tableau:1"))).toBe(true);
    expect(isStuck(p)).toBe(true);
  });

  it("is not stuck while a move changes more than the order of the piles", () => {
    const p = castleEnd(["5D", "KS"], ["2D"]);
    expect(legalMoves(p)).toEqual([move(p, "tableau:0", "tableau:1")]);
    expect(isPileShuffle(p, move(p, "tableau:0", "tableau:1"))).toBe(false);
    expect(isStuck(p)).toBe(false);
  });

  it("is stuck with no legal move at all", () => {
    expect(isStuck(castleEnd(["KS"], ["2D"]), [])).toBe(true);
  });

  it("a won game is not stuck", () => {
    const won = position({
      game: "penelopes-web",
      tableau: [[], [], [], [], [], [], [], []],
      foundations: [run("AC", "KC"), run("AD", "KD"), run("AH", "KH"), run("AS", "KS")],
    });
    expect(isStuck(won)).toBe(false);
  });

  it("a deal is never a pile shuffle", () => {
    const spiderette = gameById("spiderette");
    if (!spiderette) throw new Error("no Spiderette");
    const p = dealPosition(spiderette, 1);
    expect(isPileShuffle(p, { from: 0, to: ALL_TABLEAU, count: 7 })).toBe(false);
    expect(isStuck(p)).toBe(false);
  });
});

describe("safe foundation moves", () => {
  it("an Ace to a foundation that never gives back is always safe", () => {
    const p = castleEnd(["KS"], ["AD"]);
    expect(isSafeFoundationMove(p, move(p, "tableau:2", "foundation:1"))).toBe(true);
    expect(safeFoundationMove(p)).toEqual(move(p, "tableau:2", "foundation:1"));
  });

  it("a Two is safe only once every Ace (what builds on it) is home", () => {
    const tableau = [["2D"], ["2H"], [], [], [], [], [], []];
    const some = [run("AC", "KC"), ["AD"], [], ["AS"]];
    const rest1 = rest("penelopes-web", ...tableau, ...some);
    const p = position({
      game: "penelopes-web",
      tableau: tableau.map((pile, i) => (i === 2 ? rest1 : pile)),
      foundations: some,
    });
    expect(isSafeFoundationMove(p, move(p, "tableau:0", "foundation:1"))).toBe(false);
    const all = [run("AC", "KC"), ["AD"], ["AH"], ["AS"]];
    const q = position({
      game: "penelopes-web",
      tableau: tableau.map((pile, i) =>
        i === 2 ? rest("penelopes-web", ...tableau, ...all) : pile,
      ),
      foundations: all,
    });
    expect(isSafeFoundationMove(q, move(q, "tableau:0", "foundation:1"))).toBe(true);
  });

  it("nothing is safe where foundations give cards back", () => {
    const penta = gameById("penta");
    if (!penta) throw new Error("no Penta");
    for (let deal = 1; deal < 20; deal++) {
      const p = dealPosition(penta, deal);
      expect(safeFoundationMove(p)).toBeNull();
    }
  });

  it("moves that are not to a foundation are never safe foundation moves", () => {
    const p = castleEnd(["KS"], ["2D"]);
    expect(isSafeFoundationMove(p, move(p, "tableau:0", "tableau:1"))).toBe(false);
    expect(safeFoundationMove(p)).toBeNull();
  });
});
