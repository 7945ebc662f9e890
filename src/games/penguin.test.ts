import { describe, expect, it } from "vitest";
import { cardCode, RANKS, rankOf } from "../engine/card.js";
import { dealPosition, freshDeck } from "../engine/deal.js";
import { legalMoves } from "../engine/moves.js";
import { isWon } from "../engine/position.js";
import { positionToJson } from "../engine/position-json.js";
import { shuffle } from "../engine/random.js";
import { isStuck } from "../engine/status.js";
import { move, played, position, refusedBecause, rest, run } from "./fixtures.js";
import { penguinOriginal, penguinTuxedo } from "./penguin.js";

/** Every free cell taken, a five-card spade run, a King-headed heart run, an empty pile. */
const fullCells = ["KS", "3C", "4C", "5C", "6C", "7C", "8C"];
const tuxedoPiles = [
  ["KD", ...run("9S", "5S")],
  ["TS"],
  [],
  ["2D", ...run("KH", "8H")],
  ["7D"],
  ["AS"],
];
const tuxedoFoundations = [["AC", "2C"], [], [], []];
const tuxedoLeft = rest("penguin-tuxedo", fullCells, ["7H"], ...tuxedoPiles, ...tuxedoFoundations);
const tuxedo = (cells: (string | null)[], foundations = tuxedoFoundations) =>
  position({
    game: "penguin-tuxedo",
    tableau: [...tuxedoPiles, [...tuxedoLeft, "7H"]],
    foundations,
    cells,
  });
const crowded = tuxedo(fullCells);

describe("Penguin (Tuxedo)", () => {
  it("deals seven rows of seven, then one more card to piles 0, 3 and 6, all face up", () => {
    for (const deal of [1, 2024]) {
      const json = positionToJson(dealPosition(penguinTuxedo, deal));
      expect(Object.keys(json)).toEqual(["format", "game", "tableau", "foundations", "cells"]);
      expect(json.tableau.map((pile) => pile.length)).toEqual([8, 7, 7, 8, 7, 7, 8]);
      expect(json.cells).toEqual([null, null, null, null, null, null, null]);
      expect(json.foundations).toEqual([[], [], [], []]);
      const shuffled = shuffle(freshDeck(1), deal).map(cardCode);
      json.tableau.forEach((pile, p) => {
        expect(pile.slice(0, 7)).toEqual(pile.slice(0, 7).map((_, row) => shuffled[row * 7 + p]));
      });
      expect([json.tableau[0][7], json.tableau[3][7], json.tableau[6][7]]).toEqual(
        shuffled.slice(49),
      );
    }
  });

  it("builds down by suit", () => {
    expect(refusedBecause(crowded, "tableau:6", "tableau:3")).toBeNull();
    expect(refusedBecause(crowded, "tableau:4", "tableau:3")).toBe(
      "the Seven of Diamonds cannot go on the Eight of Hearts: this pile builds down by rank in suit",
    );
  });

  it("does not wrap: a King never goes on an Ace", () => {
    expect(refusedBecause(crowded, "cell:0", "tableau:5")).toBe(
      "the King of Spades cannot go on the Ace of Spades: this pile builds down by rank in suit",
    );
  });

  it("a run of one suit of any length moves as a unit, with every free cell taken", () => {
    expect(refusedBecause(crowded, "tableau:0", "tableau:1", 5)).toBeNull();
    const after = positionToJson(played(crowded, "tableau:0", "tableau:1", 5));
    expect(after.tableau[1]).toEqual(run("TS", "5S"));
    expect(after.tableau[0]).toEqual(["KD"]);
  });

  it("the lower part of a run may move too: only its destination can refuse it", () => {
    expect(refusedBecause(crowded, "tableau:0", "tableau:1", 3)).toBe(
      "the Seven of Spades cannot go on the Ten of Spades: this pile builds down by rank in suit",
    );
  });

  it("cards reach a foundation one at a time", () => {
    const aces = position({
      ...positionToJson(crowded),
      tableau: [
        ...tuxedoPiles.slice(0, 5),
        ["2S", "AS"],
        [...tuxedoLeft.filter((c) => c !== "2S"), "7H"],
      ],
    });
    expect(refusedBecause(aces, "tableau:5", "foundation:3", 2)).toBe(
      "cards go to the foundations one at a time",
    );
    expect(refusedBecause(aces, "tableau:5", "foundation:3")).toBeNull();
  });

  it("cards out of sequence do not move together", () => {
    expect(refusedBecause(crowded, "tableau:0", "tableau:2", 6)).toBe(
      "only cards in sequence move together",
    );
  });

  it("an empty pile accepts only a King, or a run headed by a King, of any length", () => {
    expect(refusedBecause(crowded, "tableau:3", "tableau:2", 6)).toBeNull();
    expect(refusedBecause(crowded, "cell:0", "tableau:2")).toBeNull();
    expect(refusedBecause(crowded, "tableau:3", "tableau:2", 5)).toBe(
      "an empty pile accepts only a King",
    );
    expect(refusedBecause(crowded, "tableau:4", "tableau:2")).toBe(
      "an empty pile accepts only a King",
    );
  });

  it("a free cell holds one card", () => {
    expect(refusedBecause(crowded, "tableau:4", "cell:0")).toBe(
      "that free cell is already occupied",
    );
    const roomy = tuxedo([null, null, "KS", null, null, null, null], [run("AC", "8C"), [], [], []]);
    expect(refusedBecause(roomy, "tableau:4", "cell:0")).toBeNull();
    expect(refusedBecause(roomy, "tableau:0", "cell:0", 2)).toBe("a free cell holds only one card");
  });

  it("a free cell's card goes to the tableau or a foundation", () => {
    expect(refusedBecause(crowded, "cell:1", "foundation:0")).toBeNull();
    expect(refusedBecause(crowded, "cell:0", "tableau:2")).toBeNull();
  });

  it("foundations build up by suit from the Ace", () => {
    expect(refusedBecause(crowded, "tableau:5", "foundation:3")).toBeNull();
    expect(refusedBecause(crowded, "tableau:5", "foundation:0")).toBe(
      "that foundation takes only Clubs",
    );
    expect(refusedBecause(crowded, "cell:2", "foundation:0")).not.toBeNull();
    expect(refusedBecause(crowded, "tableau:4", "foundation:1")).toBe(
      "an empty foundation accepts only an Ace",
    );
  });

  it("foundation cards never come back", () => {
    expect(refusedBecause(crowded, "foundation:0", "tableau:2")).toBe(
      "cards on the foundations never come back",
    );
  });

  it("is stuck when the only move carries a whole King-headed pile into an empty pile", () => {
    const end = (first: string[], third: string[]) =>
      position({
        game: "penguin-tuxedo",
        tableau: [
          first,
          [],
          third,
          ["6C", "9C", "JC", "7D"],
          ["KC", "6D", "9D", "7H"],
          ["JD", "KD", "6H", "QH"],
          ["9H", "JH", "KH", "QD"],
        ],
        foundations: [run("AC", "5C"), run("AD", "5D"), run("AH", "5H"), run("AS", "5S")],
        cells: ["8C", "8D", "8H", "TC", "TD", "TH", "QC"],
      });
    const stuck = end(run("KS", "9S"), ["6S", "7S", "8S", "7C"]);
    expect(legalMoves(stuck)).toEqual([move(stuck, "tableau:0", "tableau:1", 5)]);
    expect(isStuck(stuck)).toBe(true);
    const freeing = end(["7S", ...run("KS", "9S")], ["6S", "8S", "7C"]);
    expect(legalMoves(freeing)).toEqual([move(freeing, "tableau:0", "tableau:1", 5)]);
    expect(isStuck(freeing)).toBe(false);
  });

  it("a won game allows no move", () => {
    const won = position({
      game: "penguin-tuxedo",
      tableau: [[], [], [], [], [], [], []],
      foundations: [run("AC", "KC"), run("AD", "KD"), run("AH", "KH"), run("AS", "KS")],
      cells: [null, null, null, null, null, null, null],
    });
    expect(isWon(won)).toBe(true);
    expect(legalMoves(won)).toEqual([]);
  });
});

/** Beak Seven: foundations start at 7 and wrap; spaces take a Six. */
const beakSevenFoundations = [
  run("7C", "KC"),
  ["7D"],
  [...run("7H", "KH"), ...run("AH", "5H")],
  [],
];
const beakSevenPiles = [
  [],
  ["AD"],
  ["KD"],
  ["QD", "8S", "7S", "6S", "5S", "4S", "3S", "2S", "AS", "KS"],
  ["6H"],
  [],
];
const beakSevenCells = ["AC", null, null, null, null, null, null];
const beakSeven = position({
  game: "penguin-original",
  base: "7",
  tableau: [
    rest("penguin-original", ...beakSevenPiles, ...beakSevenFoundations, ["AC"]),
    ...beakSevenPiles,
  ],
  foundations: beakSevenFoundations,
  cells: beakSevenCells,
});

describe("Penguin (Original)", () => {
  it("the first shuffled card is the beak, at the bottom of pile 0; its rank-mates start on their foundations", () => {
    for (const deal of [1, 2, 3, 1000]) {
      const json = positionToJson(dealPosition(penguinOriginal, deal));
      const shuffled = shuffle(freshDeck(1), deal);
      const beak = shuffled[0];
      expect(json.base).toBe(RANKS[rankOf(beak) - 1]);
      expect(dealPosition(penguinOriginal, deal).base).toBe(rankOf(beak));
      expect(json.tableau[0][0]).toBe(cardCode(beak));
      expect(json.tableau.map((pile) => pile.length)).toEqual([7, 7, 7, 7, 7, 7, 7]);
      const mates = shuffled.filter((card) => rankOf(card) === rankOf(beak) && card !== beak);
      json.foundations.forEach((foundation, suit) => {
        const mate = mates.find((card) => card % 4 === suit);
        expect(foundation).toEqual(mate === undefined ? [] : [cardCode(mate)]);
      });
      const dealt = [beak, ...shuffled.filter((card) => rankOf(card) !== rankOf(beak))].map(
        cardCode,
      );
      json.tableau.forEach((pile, p) => {
        expect(pile).toEqual(pile.map((_, row) => dealt[row * 7 + p]));
      });
    }
  });

  it("foundations build up by suit from the beak's rank, wrapping from King to Ace", () => {
    expect(refusedBecause(beakSeven, "cell:0", "foundation:0")).toBeNull();
    expect(refusedBecause(beakSeven, "tableau:5", "foundation:2")).toBeNull();
    expect(refusedBecause(beakSeven, "tableau:3", "foundation:1")).toBe(
      "the King of Diamonds cannot go on the Seven of Diamonds: this foundation builds up by rank in suit, King and Ace wrapping round",
    );
    const full = played(beakSeven, "tableau:5", "foundation:2");
    expect(positionToJson(full).foundations[2]).toHaveLength(13);
  });

  it("the beak's suit's foundation stays empty until a card of the beak's rank reaches it", () => {
    expect(refusedBecause(beakSeven, "tableau:4", "foundation:3")).toBe(
      "an empty foundation accepts only a Seven",
    );
  });

  it("builds down by suit with wrap: a King goes on the Ace of its suit", () => {
    expect(refusedBecause(beakSeven, "tableau:3", "tableau:2")).toBeNull();
    expect(refusedBecause(beakSeven, "tableau:2", "tableau:3")).toMatch(
      /^the Ace of Diamonds cannot go on the King of Diamonds/,
    );
  });

  it("an empty pile accepts only a card one rank below the beak, or a run headed by one", () => {
    expect(refusedBecause(beakSeven, "tableau:3", "tableau:1")).toBe(
      "an empty pile accepts only a Six",
    );
    expect(refusedBecause(beakSeven, "tableau:5", "tableau:1")).toBeNull();
    expect(refusedBecause(beakSeven, "tableau:4", "tableau:1", 7)).toBeNull();
    expect(refusedBecause(beakSeven, "tableau:4", "tableau:1", 8)).toBe(
      "an empty pile accepts only a Six",
    );
    expect(refusedBecause(beakSeven, "tableau:4", "tableau:1", 9)).toBe(
      "an empty pile accepts only a Six",
    );
  });

  it("with an Ace for beak, an empty pile accepts only a King (wrapping below the Ace)", () => {
    const aceBeak = position({
      game: "penguin-original",
      base: "A",
      tableau: [["KS"], ["QS"], [], [], [], [], []],
      foundations: [run("AC", "KC"), run("AD", "KD"), run("AH", "KH"), run("AS", "JS")],
      cells: [null, null, null, null, null, null, null],
    });
    expect(refusedBecause(aceBeak, "tableau:0", "tableau:2")).toBeNull();
    expect(refusedBecause(aceBeak, "tableau:1", "tableau:2")).toBe(
      "an empty pile accepts only a King",
    );
  });

  it("foundation cards never come back", () => {
    expect(refusedBecause(beakSeven, "foundation:0", "tableau:1")).toBe(
      "cards on the foundations never come back",
    );
  });
});
