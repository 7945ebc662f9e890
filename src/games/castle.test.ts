import { describe, expect, it } from "vitest";
import { cardCode, cardOf, rankOf, suitOf } from "../engine/card.js";
import { dealPosition, freshDeck } from "../engine/deal.js";
import { layoutOf } from "../engine/layout.js";
import { legalMoves } from "../engine/moves.js";
import { isWon } from "../engine/position.js";
import { positionToJson } from "../engine/position-json.js";
import { shuffle } from "../engine/random.js";
import {
  beleagueredCastle,
  citadel,
  exiledKings,
  penelopesWeb,
  streetsAndAlleys,
} from "./castle.js";
import { lateCastle, position, refusedBecause, run } from "./fixtures.js";

describe("Penelope's Web", () => {
  it("deals one deck face up into piles of 7, 7, 7, 7, 6, 6, 6, 6, in rows, with nothing else", () => {
    for (const deal of [1, 2, 77]) {
      const json = positionToJson(dealPosition(penelopesWeb, deal));
      expect(Object.keys(json)).toEqual(["format", "game", "tableau", "foundations"]);
      expect(json.tableau.map((pile) => pile.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
      expect(json.foundations).toEqual([[], [], [], []]);
      const shuffled = shuffle(freshDeck(1), deal).map(cardCode);
      json.tableau.forEach((pile, p) => {
        expect(pile).toEqual(pile.map((_, row) => shuffled[row * 8 + p]));
      });
    }
  });

  it("builds down by rank, suit ignored", () => {
    const p = lateCastle("penelopes-web");
    expect(refusedBecause(p, "tableau:3", "tableau:2")).toBeNull();
    expect(refusedBecause(p, "tableau:4", "tableau:3")).toBe(
      "the Nine of Hearts cannot go on the Jack of Spades: this pile builds down by rank, suit ignored",
    );
    expect(refusedBecause(p, "tableau:7", "tableau:4")).not.toBeNull();
  });

  it("does not wrap: a King never goes on an Ace", () => {
    expect(refusedBecause(lateCastle("penelopes-web"), "tableau:1", "tableau:5")).toBe(
      "the King of Clubs cannot go on the Ace of Diamonds: this pile builds down by rank, suit ignored",
    );
  });

  it("moves one card at a time, even from an in-order run", () => {
    const p = lateCastle("penelopes-web");
    expect(refusedBecause(p, "tableau:4", "tableau:3", 2)).toBe("only one card moves at a time");
    expect(refusedBecause(p, "tableau:6", "tableau:0", 12)).toBe("only one card moves at a time");
    expect(legalMoves(p).every((move) => move.count === 1)).toBe(true);
  });

  it("an empty pile accepts only a King", () => {
    const p = lateCastle("penelopes-web");
    expect(refusedBecause(p, "tableau:2", "tableau:0")).toBe("an empty pile accepts only a King");
    expect(refusedBecause(p, "tableau:1", "tableau:0")).toBeNull();
  });

  it("a card goes to its suit's foundation when it is the next rank", () => {
    const p = lateCastle("penelopes-web");
    expect(refusedBecause(p, "tableau:4", "foundation:2")).toBeNull();
    expect(refusedBecause(p, "tableau:7", "foundation:2")).toBe(
      "the Ten of Hearts cannot go on the Eight of Hearts: this foundation builds up by rank in suit",
    );
    expect(refusedBecause(p, "tableau:5", "foundation:1")).toBeNull();
    expect(refusedBecause(p, "tableau:5", "foundation:0")).toBe("that foundation takes only Clubs");
    expect(refusedBecause(p, "tableau:1", "foundation:0")).toBeNull();
  });

  it("an empty foundation accepts only an Ace", () => {
    const p = position({
      game: "penelopes-web",
      tableau: [["AD"], ["2D"], run("KD", "3D"), [], [], [], [], []],
      foundations: [run("AC", "KC"), [], run("AH", "KH"), run("AS", "KS")],
    });
    expect(refusedBecause(p, "tableau:1", "foundation:1")).toBe(
      "an empty foundation accepts only an Ace",
    );
    expect(refusedBecause(p, "tableau:0", "foundation:1")).toBeNull();
  });

  it("foundation cards never come back", () => {
    const p = lateCastle("penelopes-web");
    expect(refusedBecause(p, "foundation:0", "tableau:0")).toBe(
      "cards on the foundations never come back",
    );
    const { foundations } = layoutOf(p.rules);
    expect(legalMoves(p).some((move) => foundations.includes(move.from))).toBe(false);
  });

  it("a won game allows no move", () => {
    const p = position({
      game: "penelopes-web",
      tableau: [[], [], [], [], [], [], [], []],
      foundations: [run("AC", "KC"), run("AD", "KD"), run("AH", "KH"), run("AS", "KS")],
    });
    expect(isWon(p)).toBe(true);
    expect(legalMoves(p)).toEqual([]);
    expect(refusedBecause(p, "foundation:3", "tableau:0")).toBe("the game is won: no move remains");
  });
});

describe("Streets and Alleys", () => {
  it("deals exactly as Penelope's Web", () => {
    for (const deal of [1, 4242]) {
      expect(dealPosition(streetsAndAlleys, deal).piles).toEqual(
        dealPosition(penelopesWeb, deal).piles,
      );
    }
  });

  it("an empty pile accepts any card", () => {
    const p = lateCastle("streets-and-alleys");
    expect(refusedBecause(p, "tableau:2", "tableau:0")).toBeNull();
    expect(refusedBecause(p, "tableau:5", "tableau:0")).toBeNull();
  });

  it("still moves one card at a time", () => {
    expect(refusedBecause(lateCastle("streets-and-alleys"), "tableau:4", "tableau:0", 2)).toBe(
      "only one card moves at a time",
    );
  });
});

describe("Beleaguered Castle", () => {
  it("starts with the four Aces on their foundations and the other 48 cards in 8 rows of 6", () => {
    for (const deal of [1, 99]) {
      const json = positionToJson(dealPosition(beleagueredCastle, deal));
      expect(json.foundations).toEqual([["AC"], ["AD"], ["AH"], ["AS"]]);
      expect(json.tableau.map((pile) => pile.length)).toEqual([6, 6, 6, 6, 6, 6, 6, 6]);
      const shuffled = shuffle(
        freshDeck(1).filter((card) => !cardCode(card).startsWith("A")),
        deal,
      ).map(cardCode);
      json.tableau.forEach((pile, p) => {
        expect(pile).toEqual(pile.map((_, row) => shuffled[row * 8 + p]));
      });
    }
  });

  it("an empty pile accepts any card", () => {
    expect(refusedBecause(lateCastle("beleaguered-castle"), "tableau:7", "tableau:0")).toBeNull();
  });
});

/**
 * Citadel's deal, worked out apart from the engine: the Aces home, the other cards
 * shuffled as in Beleaguered Castle and dealt in six rows; a card its foundation takes
 * at that moment goes there, and its pile gets nothing in that turn.
 */
function citadelDeal(deal: number): { tableau: string[][]; foundations: string[][] } {
  const shuffled = shuffle(
    freshDeck(1).filter((card) => rankOf(card) !== 1),
    deal,
  );
  const foundations: number[][] = [0, 1, 2, 3].map((suit) => [cardOf(1, suit)]);
  const tableau: number[][] = Array.from({ length: 8 }, () => []);
  let next = 0;
  for (let row = 0; row < 6; row++) {
    for (let pile = 0; pile < 8; pile++) {
      const card = shuffled[next++];
      const home = foundations[suitOf(card)];
      if (rankOf(home[home.length - 1]) === rankOf(card) - 1) home.push(card);
      else tableau[pile].push(card);
    }
  }
  return {
    tableau: tableau.map((pile) => pile.map(cardCode)),
    foundations: foundations.map((pile) => pile.map(cardCode)),
  };
}

describe("Citadel", () => {
  it("deals the Aces home, then six rows in which each card its foundation takes goes there", () => {
    let fed = 0;
    let chained = 0;
    for (let deal = 1; deal <= 40; deal++) {
      const json = positionToJson(dealPosition(citadel, deal));
      const expected = citadelDeal(deal);
      expect(json.tableau).toEqual(expected.tableau);
      expect(json.foundations).toEqual(expected.foundations);
      expect(json.tableau.every((pile) => pile.length <= 6)).toBe(true);
      const home = json.foundations.flat().length;
      expect(json.tableau.flat().length + home).toBe(52);
      fed += home - 4;
      if (json.foundations.some((pile) => pile.length >= 3)) chained++;
    }
    // The deals looked at fed the foundations, some with a card fed only after another.
    expect(fed).toBeGreaterThan(40);
    expect(chained).toBeGreaterThan(0);
  });

  it("shuffles as Beleaguered Castle: what is not fed lies where Beleaguered Castle deals it", () => {
    const castle = positionToJson(dealPosition(beleagueredCastle, 5)).tableau;
    const json = positionToJson(dealPosition(citadel, 5));
    castle.forEach((pile, p) => {
      const kept = pile.filter((code) => !json.foundations.flat().includes(code));
      expect(json.tableau[p]).toEqual(kept);
    });
  });

  it("then plays as Beleaguered Castle: one card at a time, any card into an empty pile", () => {
    const p = lateCastle("citadel");
    expect(refusedBecause(p, "tableau:5", "tableau:0")).toBeNull();
    expect(refusedBecause(p, "tableau:4", "tableau:3", 2)).toBe("only one card moves at a time");
    expect(refusedBecause(p, "foundation:0", "tableau:0")).toBe(
      "cards on the foundations never come back",
    );
  });

  it("an empty foundation accepts its Ace", () => {
    const p = lateCastle("citadel");
    expect(refusedBecause(p, "tableau:5", "foundation:1")).toBeNull();
  });
});

describe("Exiled Kings", () => {
  it("deals as Citadel", () => {
    expect(dealPosition(exiledKings, 9).piles).toEqual(dealPosition(citadel, 9).piles);
  });

  it("an empty pile accepts only a King", () => {
    const p = lateCastle("exiled-kings");
    expect(refusedBecause(p, "tableau:5", "tableau:0")).toBe("an empty pile accepts only a King");
    expect(refusedBecause(p, "tableau:1", "tableau:0")).toBeNull();
  });
});
