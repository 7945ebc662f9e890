import { describe, expect, it } from "vitest";
import { move, position, rest, run } from "../games/fixtures.js";
import { GAMES } from "../games/index.js";
import { play } from "./apply.js";
import { dealPosition } from "./deal.js";
import { refusal } from "./legal.js";
import type { Move } from "./move.js";
import { legalMoves } from "./moves.js";
import type { Position } from "./position.js";

const canonicalOrder = (a: Move, b: Move) => a.from - b.from || a.to - b.to || a.count - b.count;

/** A few positions of every game: its deal and a few moves into it. */
function samplePositions(): Position[] {
  const positions: Position[] = [];
  for (const game of GAMES) {
    let p = dealPosition(game, 11);
    for (let step = 0; step < 30; step++) {
      positions.push(p);
      const moves = legalMoves(p);
      if (moves.length === 0) break;
      p = play(p, moves[(step * 7) % moves.length]);
    }
  }
  return positions;
}

describe("the canonical list of legal moves", () => {
  it("is sorted by from, to, count, without duplicates, and every move in it is legal", () => {
    for (const p of samplePositions()) {
      const moves = legalMoves(p);
      const sorted = moves.slice().sort(canonicalOrder);
      expect(moves).toEqual(sorted);
      for (let i = 1; i < moves.length; i++)
        expect(canonicalOrder(moves[i - 1], moves[i])).toBeLessThan(0);
      for (const m of moves) expect(refusal(p, m)).toBeNull();
    }
  });

  it("lists only the first of several empty free cells", () => {
    const p = position({
      game: "penguin-tuxedo",
      tableau: [
        ["KD", ...run("9S", "5S")],
        ["TS"],
        [],
        ["2D", ...run("KH", "8H")],
        ["7D"],
        ["AS"],
        rest("penguin-tuxedo", [
          "KD",
          ...run("9S", "5S"),
          "TS",
          "2D",
          ...run("KH", "8H"),
          "7D",
          "AS",
          "KS",
        ]),
      ],
      foundations: [[], [], [], []],
      cells: [null, "KS", null, null, null, null, null],
    });
    const fromSeven = legalMoves(p).filter((m) => m.from === move(p, "tableau:4", "cell:0").from);
    expect(fromSeven.filter((m) => m.to < move(p, "tableau:4", "tableau:0").to)).toEqual([
      move(p, "tableau:4", "cell:0"),
    ]);
    expect(refusal(p, move(p, "tableau:4", "cell:2"))).toBeNull();
    expect(refusal(p, move(p, "tableau:4", "cell:6"))).toBeNull();
  });

  it("lists only the first of several empty tableau piles, with every count of a run", () => {
    const tableau = [
      ["9H", "8S", "7D"],
      [],
      ["5C"],
      [],
      [],
      ["5D"],
      ["5H"],
      ["5S"],
      ["6S"],
      ["6H"],
    ];
    const p = position({
      game: "black-widow",
      tableau,
      foundations: [[], [], [], [], [], [], [], []],
      stock: rest("black-widow", ...tableau),
    });
    const fromRun = legalMoves(p).filter((m) => m.from === move(p, "tableau:0", "tableau:1").from);
    expect(fromRun).toEqual([
      move(p, "tableau:0", "tableau:1", 1),
      move(p, "tableau:0", "tableau:1", 2),
      move(p, "tableau:0", "tableau:1", 3),
    ]);
    for (const twin of ["tableau:3", "tableau:4"]) {
      expect(refusal(p, move(p, "tableau:0", twin, 3))).toBeNull();
    }
  });

  it("lists each suit's empty foundation: foundations bound to a suit are not alike", () => {
    const p = position({
      game: "penelopes-web",
      tableau: [["AH"], ["AS"], rest("penelopes-web", ["AH", "AS"]), [], [], [], [], []],
      foundations: [[], [], [], []],
    });
    const moves = legalMoves(p);
    expect(moves).toContainEqual(move(p, "tableau:0", "foundation:2"));
    expect(moves).toContainEqual(move(p, "tableau:1", "foundation:3"));
  });

  it("is empty for a won game", () => {
    const won = position({
      game: "black-widow",
      tableau: [[], [], [], [], [], [], [], [], [], []],
      foundations: [..."CDHSCDHS"].map((suit) => run(`K${suit}`, `A${suit}`)),
      stock: [],
    });
    expect(legalMoves(won)).toEqual([]);
  });
});
