import { describe, expect, it } from "vitest";
import { cardCode } from "../engine/card.js";
import { dealPosition, freshDeck } from "../engine/deal.js";
import { layoutOf } from "../engine/layout.js";
import { legalMoves } from "../engine/moves.js";
import { positionToJson } from "../engine/position-json.js";
import { shuffle } from "../engine/random.js";
import { bakersDozen, portugueseSolitaire } from "./bakers-dozen.js";
import { lateCastle, refusedBecause } from "./fixtures.js";

const isKing = (code: string) => code.startsWith("K");

/** The piles as dealt in rows of thirteen from the shuffle, before any King is moved. */
const dealtRows = (deal: number): string[][] => {
  const shuffled = shuffle(freshDeck(1), deal).map(cardCode);
  return Array.from({ length: 13 }, (_, p) => [0, 1, 2, 3].map((row) => shuffled[row * 13 + p]));
};

describe("Baker's Dozen", () => {
  it("deals thirteen piles of four, face up, in rows, with no stock", () => {
    const json = positionToJson(dealPosition(bakersDozen, 3));
    expect(Object.keys(json)).toEqual(["format", "game", "tableau", "foundations"]);
    expect(json.tableau.map((pile) => pile.length)).toEqual(Array(13).fill(4));
    expect(json.tableau.flat().every((code) => code === code.toUpperCase())).toBe(true);
    expect(json.tableau.map((pile) => [...pile].sort())).toEqual(
      dealtRows(3).map((pile) => [...pile].sort()),
    );
  });

  it("moves every King to the bottom of its pile at the deal, the other cards keeping their order", () => {
    let kingsAbove = 0;
    let twoKings = 0;
    for (let deal = 1; deal <= 60; deal++) {
      const tableau = positionToJson(dealPosition(bakersDozen, deal)).tableau;
      dealtRows(deal).forEach((dealt, p) => {
        expect(tableau[p]).toEqual([...dealt.filter(isKing), ...dealt.filter((c) => !isKing(c))]);
        if (dealt.some((code, i) => isKing(code) && i > 0)) kingsAbove++;
        if (dealt.filter(isKing).length > 1) twoKings++;
      });
    }
    // The deals looked at had Kings to move, and piles with two of them.
    expect(kingsAbove).toBeGreaterThan(20);
    expect(twoKings).toBeGreaterThan(0);
  });

  it("builds down by rank, suit ignored, one card at a time", () => {
    const p = lateCastle("bakers-dozen");
    expect(refusedBecause(p, "tableau:3", "tableau:2")).toBeNull();
    expect(refusedBecause(p, "tableau:4", "tableau:3")).toBe(
      "the Nine of Hearts cannot go on the Jack of Spades: this pile builds down by rank, suit ignored",
    );
    expect(refusedBecause(p, "tableau:7", "tableau:1", 2)).toBe("only one card moves at a time");
  });

  it("an empty pile is never filled", () => {
    const p = lateCastle("bakers-dozen");
    expect(refusedBecause(p, "tableau:1", "tableau:0")).toBe("an empty pile is never filled");
    expect(refusedBecause(p, "tableau:5", "tableau:12")).toBe("an empty pile is never filled");
    expect(legalMoves(p).length).toBeGreaterThan(0);
    const { tableau } = layoutOf(p.rules);
    const toSpaces = legalMoves(p).filter(
      (m) => tableau.includes(m.to) && p.piles[m.to].cards.length === 0,
    );
    expect(toSpaces).toEqual([]);
  });

  it("foundations build by suit from the Ace, and their cards stay", () => {
    const p = lateCastle("bakers-dozen");
    expect(refusedBecause(p, "tableau:5", "foundation:1")).toBeNull();
    expect(refusedBecause(p, "tableau:1", "foundation:0")).toBeNull();
    expect(refusedBecause(p, "foundation:0", "tableau:2")).toBe(
      "cards on the foundations never come back",
    );
  });
});

describe("Portuguese Solitaire", () => {
  it("deals as Baker's Dozen, but leaves the Kings where they fall", () => {
    for (const deal of [1, 2, 3]) {
      expect(positionToJson(dealPosition(portugueseSolitaire, deal)).tableau).toEqual(
        dealtRows(deal),
      );
    }
  });

  it("an empty pile accepts only a King", () => {
    const p = lateCastle("portuguese-solitaire");
    expect(refusedBecause(p, "tableau:1", "tableau:0")).toBeNull();
    expect(refusedBecause(p, "tableau:5", "tableau:0")).toBe("an empty pile accepts only a King");
  });

  it("still moves one card at a time", () => {
    expect(refusedBecause(lateCastle("portuguese-solitaire"), "tableau:2", "tableau:0", 2)).toBe(
      "only one card moves at a time",
    );
  });
});
