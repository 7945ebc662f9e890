import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dealPosition } from "../../src/engine/deal.js";
import { positionToJson } from "../../src/engine/position-json.js";
import { freecell } from "../../src/games/freecell.js";

/**
 * Windows FreeCell's deals as Freecell Solver's board generator prints them (Debian's
 * freecell-solver-bin, `make-microsoft-freecell-board N`, one line per pile, bottom
 * card first, 10 written T): deal number to the eight piles.
 */
const boards: Record<string, string[][]> = JSON.parse(
  readFileSync(new URL("microsoft-freecell.json", import.meta.url), "utf8"),
);

describe("FreeCell deal numbers are Windows FreeCell's", () => {
  it("deal 1 is the well-known one: its first row reads JD 2D 9H JC 5D 7H 7C 5H", () => {
    const tableau = positionToJson(dealPosition(freecell, 1)).tableau;
    expect(tableau.map((pile) => pile[0]).join(" ")).toBe("JD 2D 9H JC 5D 7H 7C 5H");
  });

  it.each(Object.keys(boards))("deal %s lays out as Freecell Solver's generator prints it", (deal) => {
    expect(positionToJson(dealPosition(freecell, Number(deal))).tableau).toEqual(boards[deal]);
  });

  it("covers deals from 1 to 2^31 - 1, 11982 (the one Windows deal no one wins) among them", () => {
    expect(Object.keys(boards).map(Number)).toEqual(
      expect.arrayContaining([1, 617, 11982, 2 ** 31 - 1]),
    );
  });
});
