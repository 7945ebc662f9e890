import { describe, expect, it } from "vitest";
import { cardCode } from "../engine/card.js";
import { dealPosition, freshDeck } from "../engine/deal.js";
import { layoutOf } from "../engine/layout.js";
import { legalMoves } from "../engine/moves.js";
import { isWon, samePosition } from "../engine/position.js";
import { positionToJson } from "../engine/position-json.js";
import { shuffle } from "../engine/random.js";
import { isPileShuffle, isStuck } from "../engine/status.js";
import { move, played, position, refusedBecause, rest, run } from "./fixtures.js";
import { deuces, penta } from "./penta.js";

/** Piles 0-2 fall, 3-5 climb; foundations 0-3 climb, 4-7 fall. */
const tableau = [["AS"], ["9S"], ["8D", "7H"], ["KD"], [], ["9C"]];
const foundations = [
  run("5H", "KH"),
  ["5D"],
  [...run("5C", "KC"), ...run("AC", "4C")],
  [],
  run("5S", "AS"),
  ["5H"],
  [],
  ["5D"],
];
const waste = ["6C", "5C"];
const midGame = position({
  game: "penta",
  tableau,
  foundations,
  waste,
  stock: rest("penta", ...tableau, ...foundations, waste),
});

describe("Penta", () => {
  it("deals the eight Fives to the foundations, one face-up card to each of six piles, 90 to the stock", () => {
    for (const deal of [1, 31337]) {
      const json = positionToJson(dealPosition(penta, deal));
      expect(json.foundations).toEqual([
        ["5C"],
        ["5D"],
        ["5H"],
        ["5S"],
        ["5C"],
        ["5D"],
        ["5H"],
        ["5S"],
      ]);
      const shuffled = shuffle(
        freshDeck(2).filter((card) => !cardCode(card).startsWith("5")),
        deal,
      ).map(cardCode);
      expect(json.tableau).toEqual(shuffled.slice(0, 6).map((code) => [code]));
      expect(json.waste).toEqual([]);
      expect(json.stock).toEqual(shuffled.slice(6).reverse());
      expect(json.stock).toHaveLength(90);
    }
  });

  it("left foundations build up from the Five, suit ignored, wrapping from King to Ace", () => {
    expect(refusedBecause(midGame, "tableau:0", "foundation:0")).toBeNull();
    expect(refusedBecause(midGame, "tableau:1", "foundation:1")).not.toBeNull();
    const onFive = played(midGame, "waste", "foundation:3");
    expect(refusedBecause(onFive, "waste", "foundation:1")).toBeNull();
  });

  it("right foundations build down from the Five, suit ignored, wrapping from Ace to King", () => {
    expect(refusedBecause(midGame, "tableau:3", "foundation:4")).toBeNull();
    expect(refusedBecause(midGame, "tableau:0", "foundation:4")).not.toBeNull();
    const withFour = position({
      game: "penta",
      tableau: [["4S"], [], [], [], [], []],
      foundations: [[], [], [], [], ["5H"], [], [], []],
      waste: [],
      stock: rest("penta", ["4S", "5H"]),
    });
    expect(refusedBecause(withFour, "tableau:0", "foundation:4")).toBeNull();
    expect(refusedBecause(withFour, "tableau:0", "foundation:0")).toBe(
      "an empty foundation accepts only a Five",
    );
  });

  it("a foundation holds at most 13 cards", () => {
    expect(refusedBecause(midGame, "waste", "foundation:2")).toBe("that foundation is complete");
  });

  it("an empty foundation of either kind accepts any Five and nothing else", () => {
    expect(refusedBecause(midGame, "waste", "foundation:3")).toBeNull();
    expect(refusedBecause(midGame, "waste", "foundation:6")).toBeNull();
    expect(refusedBecause(midGame, "tableau:5", "foundation:3")).toBe(
      "an empty foundation accepts only a Five",
    );
    expect(refusedBecause(midGame, "tableau:5", "foundation:6")).toBe(
      "an empty foundation accepts only a Five",
    );
  });

  it("piles 0-2 build down with wrap, piles 3-5 build up with wrap, suit ignored", () => {
    expect(refusedBecause(midGame, "tableau:3", "tableau:0")).toBeNull();
    expect(refusedBecause(midGame, "tableau:0", "tableau:3")).toBeNull();
    expect(refusedBecause(midGame, "tableau:1", "tableau:2")).not.toBeNull();
    expect(refusedBecause(midGame, "tableau:1", "tableau:5")).not.toBeNull();
    const onNine = played(midGame, "waste", "foundation:3");
    expect(refusedBecause(onNine, "waste", "tableau:2")).toBeNull();
    expect(refusedBecause(onNine, "waste", "tableau:5")).not.toBeNull();
  });

  it("moves one card at a time", () => {
    expect(refusedBecause(midGame, "tableau:2", "tableau:1", 2)).toBe(
      "only one card moves at a time",
    );
  });

  it("an empty pile accepts any card", () => {
    expect(refusedBecause(midGame, "tableau:1", "tableau:4")).toBeNull();
    expect(refusedBecause(midGame, "waste", "tableau:4")).toBeNull();
  });

  it("a stock move turns the stock's next card (its last element) onto the waste, one card", () => {
    const stock = positionToJson(midGame).stock as string[];
    const after = positionToJson(played(midGame, "stock", "waste"));
    expect(after.waste).toEqual([...waste, stock[stock.length - 1]]);
    expect(after.stock).toEqual(stock.slice(0, -1));
    expect(refusedBecause(midGame, "stock", "waste", 2)).toBe(
      "the stock turns one card at a time onto the waste",
    );
  });

  it("goes through the stock once: no redeal", () => {
    const json = positionToJson(midGame);
    const emptyStock = position({
      ...json,
      stock: [],
      waste: [...(json.stock as string[]), ...waste],
    });
    const { stock } = layoutOf(penta);
    expect(legalMoves(emptyStock).some((m) => m.from === stock)).toBe(false);
    expect(refusedBecause(emptyStock, "stock", "waste")).toBe("the stock is empty");
    expect(refusedBecause(emptyStock, "waste", "stock")).toBe("cards never go to the stock");
  });

  it("the waste's top card goes to the tableau or a foundation", () => {
    expect(refusedBecause(midGame, "waste", "tableau:4")).toBeNull();
    expect(refusedBecause(midGame, "waste", "foundation:3")).toBeNull();
  });

  it("a foundation's top card comes back onto a tableau pile that accepts it", () => {
    expect(refusedBecause(midGame, "foundation:0", "tableau:0")).toBeNull();
    expect(refusedBecause(midGame, "foundation:0", "tableau:4")).toBeNull();
    expect(refusedBecause(midGame, "foundation:0", "tableau:5")).not.toBeNull();
    const back = played(midGame, "foundation:0", "tableau:4");
    expect(positionToJson(back).tableau[4]).toEqual(["KH"]);
    expect(positionToJson(back).foundations[0]).toEqual(run("5H", "QH"));
  });

  it("a foundation's card never goes to another foundation or to the waste", () => {
    // The King would fit foundation 4's build (down, wrapping from its Ace).
    expect(refusedBecause(midGame, "foundation:0", "foundation:4")).toBe(
      "a foundation card may only go back to the tableau",
    );
    expect(refusedBecause(midGame, "foundation:0", "waste")).not.toBeNull();
  });

  it("positions can repeat: a card may go back and forth", () => {
    const there = played(midGame, "foundation:0", "tableau:4");
    const back = played(there, "tableau:4", "foundation:0");
    expect(samePosition(back, midGame)).toBe(true);
  });

  /** Two empty tableau piles and two empty foundations of each kind, and a Five on the waste. */
  const spacesOfBothKinds = () =>
    position({
      game: "penta",
      tableau: [["7C"], [], [], ["3D"], [], []],
      foundations: [[], [], ["5C"], ["5S"], [], [], ["5D"], ["5S"]],
      waste: ["5H"],
      stock: rest("penta", ["7C", "3D", "5C", "5S", "5D", "5S", "5H"]),
    });

  it("lists one empty pile of each kind: down and up tableau piles, up and down foundations", () => {
    const p = spacesOfBothKinds();
    const fromWaste = legalMoves(p).filter((m) => m.from === layoutOf(penta).waste);
    expect(fromWaste.map((m) => m.to)).toEqual([
      move(p, "waste", "tableau:1").to,
      move(p, "waste", "tableau:4").to,
      move(p, "waste", "foundation:0").to,
      move(p, "waste", "foundation:4").to,
    ]);
    for (const twin of ["tableau:2", "tableau:5", "foundation:1", "foundation:5"]) {
      expect(refusedBecause(p, "waste", twin)).toBeNull();
    }
  });

  it("carrying a single card into an empty pile of the other kind is a real move, not a shuffle", () => {
    const p = spacesOfBothKinds();
    const sameKind = move(p, "tableau:0", "tableau:1");
    const otherKind = move(p, "tableau:0", "tableau:4");
    expect(isPileShuffle(p, sameKind)).toBe(true);
    expect(isPileShuffle(p, otherKind)).toBe(false);
    expect(isStuck(p, [sameKind])).toBe(true);
    expect(isStuck(p, [sameKind, otherKind])).toBe(false);
  });

  it("a won game allows no move, not even taking a card back off a foundation", () => {
    const up = [...run("5C", "KC"), ...run("AC", "4C")];
    const down = [...run("5D", "AD"), ...run("KD", "6D")];
    const p = position({
      game: "penta",
      tableau: [[], [], [], [], [], []],
      foundations: [
        up,
        up,
        up.map((c) => c.replace("C", "H")),
        up.map((c) => c.replace("C", "H")),
      ].concat([
        down,
        down,
        down.map((c) => c.replace("D", "S")),
        down.map((c) => c.replace("D", "S")),
      ]),
      waste: [],
      stock: [],
    });
    expect(isWon(p)).toBe(true);
    expect(legalMoves(p)).toEqual([]);
    expect(refusedBecause(p, "foundation:0", "tableau:4")).toBe("the game is won: no move remains");
  });
});

/** Deuces: foundations 0-1 clubs, 2-3 diamonds, 4-5 hearts, 6-7 spades, each from its Two. */
const deucesAt = (tableau: string[][], foundations: string[][], waste: string[]) =>
  position({
    game: "deuces",
    tableau,
    foundations,
    waste,
    stock: rest("deuces", ...tableau, ...foundations, waste),
  });

const deucesMid = deucesAt(
  [["KS"], ["AS"], ["2S"], ["9H", "8H", "7H"], [], ["TH"], ["6C"], ["AC"], ["QD"], ["9D"]],
  [run("2C", "5C"), run("2C", "5C"), ["2D"], ["2D"], ["2H"], ["2H"], [], run("2S", "KS")],
  ["8S", "3D"],
);

describe("Deuces", () => {
  it("deals the eight Twos to their suits' foundations and one face-up card to each of ten piles", () => {
    for (const deal of [1, 4242]) {
      const json = positionToJson(dealPosition(deuces, deal));
      expect(json.foundations).toEqual(
        ["2C", "2C", "2D", "2D", "2H", "2H", "2S", "2S"].map((code) => [code]),
      );
      const shuffled = shuffle(
        freshDeck(2).filter((card) => !cardCode(card).startsWith("2")),
        deal,
      ).map(cardCode);
      expect(json.tableau).toEqual(shuffled.slice(0, 10).map((code) => [code]));
      expect(json.waste).toEqual([]);
      expect(json.stock).toEqual(shuffled.slice(10).reverse());
      expect(json.stock).toHaveLength(86);
    }
  });

  it("foundations build up by suit from the Two to the King, then the Ace", () => {
    expect(refusedBecause(deucesMid, "tableau:6", "foundation:0")).toBeNull();
    expect(refusedBecause(deucesMid, "waste", "foundation:2")).toBeNull();
    expect(refusedBecause(deucesMid, "waste", "foundation:0")).toBe(
      "that foundation takes only Clubs",
    );
    expect(refusedBecause(deucesMid, "tableau:7", "foundation:0")).toBe(
      "the Ace of Clubs cannot go on the Five of Clubs: this foundation builds up by rank in suit, the Ace above the King",
    );
    expect(refusedBecause(deucesMid, "tableau:1", "foundation:7")).toBeNull();
    const full = positionToJson(played(deucesMid, "tableau:1", "foundation:7")).foundations[7];
    expect(full).toEqual([...run("2S", "KS"), "AS"]);
  });

  it("lists both foundations of a suit when both take the card", () => {
    const sixOfClubs = legalMoves(deucesMid).filter(
      (m) => m.from === move(deucesMid, "tableau:6", "foundation:0").from,
    );
    expect(sixOfClubs).toContainEqual(move(deucesMid, "tableau:6", "foundation:0"));
    expect(sixOfClubs).toContainEqual(move(deucesMid, "tableau:6", "foundation:1"));
  });

  it("an empty foundation takes a Two of its suit; empty ones of one suit are listed once", () => {
    const p = deucesAt(
      [["2C"], ["2C"], ["3H"], [], [], [], [], [], [], []],
      [[], [], ["2D"], ["2D"], ["2H"], ["2H"], ["2S"], ["2S"]],
      [],
    );
    const fromTwo = legalMoves(p).filter(
      (m) => m.from === move(p, "tableau:0", "foundation:0").from,
    );
    expect(fromTwo.filter((m) => m.to >= move(p, "tableau:0", "foundation:0").to)).toEqual([
      move(p, "tableau:0", "foundation:0"),
    ]);
    expect(refusedBecause(p, "tableau:0", "foundation:1")).toBeNull();
    expect(refusedBecause(p, "tableau:2", "foundation:0")).toBe("that foundation takes only Clubs");
  });

  it("the tableau builds down by suit with the Ace above the King: a King goes on an Ace, nothing on a Two", () => {
    expect(refusedBecause(deucesMid, "tableau:0", "tableau:1")).toBeNull();
    expect(refusedBecause(deucesMid, "tableau:1", "tableau:2")).toBe(
      "the Ace of Spades cannot go on the Two of Spades: this pile builds down by rank in suit, the Ace above the King",
    );
    expect(refusedBecause(deucesMid, "tableau:9", "tableau:5")).toBe(
      "the Nine of Diamonds cannot go on the Ten of Hearts: this pile builds down by rank in suit, the Ace above the King",
    );
  });

  it("a run of one suit moves as a unit, and so may its lower part", () => {
    expect(refusedBecause(deucesMid, "tableau:3", "tableau:5", 3)).toBeNull();
    expect(refusedBecause(deucesMid, "tableau:3", "tableau:5", 2)).not.toBeNull();
    const lower = deucesAt(
      [["9H", "8H", "7H"], ["9H"], ["9C"], ["5S"], ["6S"], ["7S"], ["8S"], ["9S"], ["TS"], ["JS"]],
      [["2C"], ["2C"], ["2D"], ["2D"], ["2H"], ["2H"], ["2S"], ["2S"]],
      [],
    );
    expect(refusedBecause(lower, "tableau:0", "tableau:1", 2)).toBeNull();
    expect(refusedBecause(lower, "tableau:0", "tableau:2", 2)).toBe(
      "the Eight of Hearts cannot go on the Nine of Clubs: this pile builds down by rank in suit, the Ace above the King",
    );
  });

  it("an empty pile accepts only the waste's top card", () => {
    expect(refusedBecause(deucesMid, "tableau:5", "tableau:4")).toBe(
      "an empty pile accepts only the waste's top card",
    );
    expect(refusedBecause(deucesMid, "tableau:3", "tableau:4", 3)).toBe(
      "an empty pile accepts only the waste's top card",
    );
    expect(refusedBecause(deucesMid, "waste", "tableau:4")).toBeNull();
    const { tableau: piles } = layoutOf(deuces);
    const toSpace = legalMoves(deucesMid).filter((m) => m.to === piles[4]);
    expect(toSpace).toEqual([move(deucesMid, "waste", "tableau:4")]);
  });

  it("turns the stock once, a card at a time, onto the waste: no redeal", () => {
    const stock = positionToJson(deucesMid).stock as string[];
    const after = positionToJson(played(deucesMid, "stock", "waste"));
    expect(after.waste).toEqual(["8S", "3D", stock[stock.length - 1]]);
    const json = positionToJson(deucesMid);
    const emptyStock = position({
      ...json,
      stock: [],
      waste: [...stock, ...(json.waste as string[])],
    });
    expect(legalMoves(emptyStock).some((m) => m.to === layoutOf(deuces).stock)).toBe(false);
    expect(refusedBecause(emptyStock, "waste", "stock", stock.length + 2)).toBe(
      "cards never go to the stock",
    );
  });

  it("foundation cards stay", () => {
    expect(refusedBecause(deucesMid, "foundation:0", "tableau:4")).toBe(
      "cards on the foundations never come back",
    );
  });
});
