import { describe, expect, it } from "vitest";
import { dealPosition } from "../engine/deal.js";
import { legalMoves } from "../engine/moves.js";
import type { Position } from "../engine/position.js";
import { positionToJson } from "../engine/position-json.js";
import { move, played, position, refusedBecause, rest, run } from "./fixtures.js";
import { freecell } from "./freecell.js";

/** FreeCell with `piles` first, the other cards spread over the piles after them. */
function freecellAt(
  piles: string[][],
  cells: (string | null)[],
  foundations: string[][] = [[], [], [], []],
) {
  const placed = [...piles, ...foundations, cells.filter((cell) => cell !== null) as string[]];
  const left = rest("freecell", ...placed);
  const others = 8 - piles.length;
  const tableau = [
    ...piles,
    ...Array.from({ length: others }, (_, i) =>
      left.slice((i * left.length) / others, ((i + 1) * left.length) / others),
    ),
  ];
  return position({ game: "freecell", tableau, foundations, cells });
}

/** A five-card run on pile 0, a red Ten for it on pile 1, one space (pile 2), two free cells. */
const runOfFive = ["9C", "8H", "7S", "6D", "5C"];
const twoCells = freecellAt([runOfFive, ["TD"], [], ["6H"]], [null, null, "KH", "KS"]);

const listedCounts = (p: Position, from: string, to: string) =>
  legalMoves(p)
    .filter((m) => m.from === move(p, from, to).from && m.to === move(p, from, to).to)
    .map((m) => m.count);

describe("FreeCell", () => {
  it("deals the whole deck face up into piles of 7, 7, 7, 7, 6, 6, 6, 6, with four empty free cells", () => {
    const json = positionToJson(dealPosition(freecell, 617));
    expect(Object.keys(json)).toEqual(["format", "game", "tableau", "foundations", "cells"]);
    expect(json.tableau.map((pile) => pile.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(json.tableau.flat().every((code) => code === code.toUpperCase())).toBe(true);
    expect(json.cells).toEqual([null, null, null, null]);
    expect(json.foundations).toEqual([[], [], [], []]);
  });

  it("builds down in alternating colours; an empty pile accepts any card", () => {
    expect(refusedBecause(twoCells, "tableau:0", "tableau:1", 5)).toBeNull();
    expect(refusedBecause(twoCells, "tableau:3", "tableau:1")).toBe(
      "the Six of Hearts cannot go on the Ten of Diamonds: this pile builds down by rank in alternating colours",
    );
    const redOnRed = freecellAt([["5D"], ["6H"]], [null, null, null, null]);
    expect(refusedBecause(redOnRed, "tableau:0", "tableau:1")).toBe(
      "the Five of Diamonds cannot go on the Six of Hearts: this pile builds down by rank in alternating colours",
    );
    expect(refusedBecause(twoCells, "tableau:3", "tableau:2")).toBeNull();
  });

  it("a run moves when (free cells + 1) x 2^spaces is long enough: 3 x 2 with a space", () => {
    expect(refusedBecause(twoCells, "tableau:0", "tableau:1", 5)).toBeNull();
    const after = positionToJson(played(twoCells, "tableau:0", "tableau:1", 5));
    expect(after.tableau[1]).toEqual(["TD", ...runOfFive]);
    expect(after.tableau[0]).toEqual([]);
  });

  it("without spaces, a run of free cells + 1 cards at most", () => {
    const noSpace = freecellAt([runOfFive, ["TD"], ["QC"], ["8D"]], [null, null, "KH", "KS"]);
    expect(refusedBecause(noSpace, "tableau:0", "tableau:1", 5)).toBe(
      "a run of 5 cards needs more free cells or spaces: at most 3 can move",
    );
    expect(refusedBecause(noSpace, "tableau:0", "tableau:3", 3)).toBeNull();
    const fullCells = freecellAt([runOfFive, ["TD"], ["QC"], ["7C"]], ["QD", "JC", "KH", "KS"]);
    expect(refusedBecause(fullCells, "tableau:0", "tableau:3", 2)).toBe(
      "a run of 2 cards needs more free cells or spaces: at most 1 can move",
    );
  });

  it("an empty destination does not count as a space for the run going there", () => {
    expect(refusedBecause(twoCells, "tableau:0", "tableau:2", 3)).toBeNull();
    expect(refusedBecause(twoCells, "tableau:0", "tableau:2", 4)).toBe(
      "a run of 4 cards needs more free cells or spaces: at most 3 can move",
    );
    const twoSpaces = freecellAt([runOfFive, ["TD"], [], []], [null, null, "KH", "KS"]);
    expect(refusedBecause(twoSpaces, "tableau:0", "tableau:2", 5)).toBeNull();
  });

  it("the pile a run leaves is not a space for that run, even when the move empties it", () => {
    const wholePile = freecellAt([["8H", "7S"], ["9C"], ["KD"], ["KC"]], ["QD", "JC", "KH", "KS"]);
    expect(refusedBecause(wholePile, "tableau:0", "tableau:1", 2)).toBe(
      "a run of 2 cards needs more free cells or spaces: at most 1 can move",
    );
  });

  it("lists each movable length as a move of its own", () => {
    expect(listedCounts(twoCells, "tableau:0", "tableau:2")).toEqual([1, 2, 3]);
    expect(listedCounts(twoCells, "tableau:0", "tableau:1")).toEqual([5]);
    const twoSpaces = freecellAt([runOfFive, ["TD"], [], []], ["QD", "JC", "KH", null]);
    expect(listedCounts(twoSpaces, "tableau:0", "tableau:2")).toEqual([1, 2, 3, 4]);
    expect(listedCounts(twoSpaces, "tableau:0", "tableau:3")).toEqual([]);
    expect(refusedBecause(twoSpaces, "tableau:0", "tableau:3", 4)).toBeNull();
  });

  it("a free cell holds one card of any kind, from the top of a pile", () => {
    expect(refusedBecause(twoCells, "tableau:3", "cell:0")).toBeNull();
    expect(refusedBecause(twoCells, "tableau:3", "cell:2")).toBe(
      "that free cell is already occupied",
    );
    expect(refusedBecause(twoCells, "tableau:0", "cell:0", 2)).toBe(
      "a free cell holds only one card",
    );
  });

  it("a free cell's card goes to the tableau or a foundation, never to another cell", () => {
    expect(refusedBecause(twoCells, "cell:2", "cell:0")).toBe(
      "a card from the free cells cannot go to a free cell",
    );
    expect(refusedBecause(twoCells, "cell:2", "tableau:2")).toBeNull();
    const nearlyHome = freecellAt(
      [["2C"]],
      [null, "KH", null, null],
      [["AC"], [], run("AH", "QH"), []],
    );
    expect(refusedBecause(nearlyHome, "cell:1", "foundation:2")).toBeNull();
    expect(refusedBecause(nearlyHome, "tableau:0", "foundation:0")).toBeNull();
  });

  it("foundation cards stay", () => {
    const p = freecellAt([["2C"]], [null, null, null, null], [["AC"], [], [], []]);
    expect(refusedBecause(p, "foundation:0", "tableau:1")).toBe(
      "cards on the foundations never come back",
    );
  });
});
