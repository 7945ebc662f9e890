import { describe, expect, it } from "vitest";
import { play } from "../../engine/apply.js";
import type { Move } from "../../engine/move.js";
import { legalMoves } from "../../engine/moves.js";
import type { Position } from "../../engine/position.js";
import { dealOf, fewCardsLeft, randomlyPlayed, rulesOf } from "../referee/fixtures.js";
import { freecellShapeOf } from "./family.js";
import { FreecellTableau } from "./tableau.js";

const shape = freecellShapeOf(rulesOf("freecell")) ?? { cells: 0, piles: 0 };
const text = (moves: readonly Move[]) => moves.map((move) => JSON.stringify(move)).sort();

/** Positions of random play from a few deals and from small endgames. */
const positions = (): Position[] => [
  ...randomlyPlayed(
    [1, 2, 3, 617].map((deal) => dealOf("freecell", deal)),
    7,
    120,
  ),
  ...randomlyPlayed(
    [1, 2, 3].map((seed) => fewCardsLeft("freecell", seed, 20, { suits: 4, spread: 4 })),
    8,
    60,
  ),
];

const tableauMoves = (tableau: FreecellTableau): number[] => {
  const out = new Int32Array(1024);
  return Array.from(out.subarray(0, tableau.moves(out, 0)));
};

describe("the FreeCell tableau", () => {
  it("lists the moves the engine lists, into the same empty pile and cell", () => {
    let runsIntoSpaces = 0;
    for (const position of positions()) {
      const tableau = FreecellTableau.of(position, shape);
      const moves = tableauMoves(tableau).map((move) => tableau.engineMove(position, move));
      expect(text(moves)).toEqual(text(legalMoves(position)));
      const intoSpace = (move: Move) =>
        move.count > 1 && position.piles[move.to].cards.length === 0;
      if (moves.some(intoSpace)) runsIntoSpaces++;
    }
    // The sample must hold the rule's hard case: runs into a space, limited by it.
    expect(runsIntoSpaces).toBeGreaterThan(20);
  });

  it("plays a move and its safe moves home as the engine does, and takes them back exactly", () => {
    for (const position of positions()) {
      const tableau = FreecellTableau.of(position, shape);
      const before = { places: [...tableau.places], low: tableau.hashLow, high: tableau.hashHigh };
      for (const move of tableauMoves(tableau)) {
        tableau.play(move);
        let reached = position;
        for (const played of tableau.lastPlayed()) {
          reached = play(reached, tableau.engineMove(position, played));
        }
        const fresh = FreecellTableau.of(reached, shape);
        expect([...tableau.places]).toEqual([...fresh.places]);
        expect([tableau.hashLow, tableau.hashHigh]).toEqual([fresh.hashLow, fresh.hashHigh]);
        tableau.undo();
        expect([...tableau.places]).toEqual(before.places);
        expect([tableau.hashLow, tableau.hashHigh]).toEqual([before.low, before.high]);
      }
    }
  });

  it("reads a key back as the same position, its moves named alike in any pile order", () => {
    for (const position of positions()) {
      const tableau = FreecellTableau.of(position, shape);
      const read = new FreecellTableau(shape);
      read.readKey(tableau.places, 0);
      expect([read.hashLow, read.hashHigh]).toEqual([tableau.hashLow, tableau.hashHigh]);
      const names = (of: FreecellTableau) => tableauMoves(of).map((move) => of.nameOf(move));
      expect(names(read).sort()).toEqual(names(tableau).sort());
      for (const name of names(read)) expect(read.nameOf(read.moveNamed(name))).toBe(name);
    }
  });
});
