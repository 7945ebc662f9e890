import { describe, expect, it } from "vitest";
import { play } from "../engine/apply.js";
import { dealPosition } from "../engine/deal.js";
import { legalMoves } from "../engine/moves.js";
import { type Position, samePosition } from "../engine/position.js";
import { positionToJson } from "../engine/position-json.js";
import {
  expectDealtInRows,
  move,
  played,
  position,
  refusedBecause,
  rest,
  run,
} from "./fixtures.js";
import { klondike, klondikeThree } from "./klondike.js";

/** A Klondike position with every card not named in the stock, in fresh-deck order. */
const klondikeAt = (
  tableau: string[][],
  foundations: string[][],
  waste: string[],
  game = "klondike",
): Position =>
  position({
    game,
    tableau,
    foundations,
    waste,
    stock: rest(game, ...tableau, ...foundations, waste),
  });

const midGame = klondikeAt(
  [["KS", "QH", "JC"], ["5d", "9D"], [], ["TS"], ["9C", "4H", "3S"], ["7S"], ["qc", "7H"]],
  [["AC"], ["AD", "2D"], [], []],
  ["4C", "8H"],
);

describe("Klondike", () => {
  it("deals piles of 1 to 7 cards in rows, only the top card face up; 24 in the stock, the waste empty", () => {
    for (const deal of [1, 2, 99]) {
      expectDealtInRows(klondike, deal, [1, 2, 3, 4, 5, 6, 7], 24);
      const json = positionToJson(dealPosition(klondike, deal));
      expect(Object.keys(json)).toEqual([
        "format",
        "game",
        "tableau",
        "foundations",
        "stock",
        "waste",
      ]);
      expect(json.waste).toEqual([]);
    }
  });

  it("builds down in alternating colours", () => {
    expect(refusedBecause(midGame, "tableau:1", "tableau:3")).toBeNull();
    expect(refusedBecause(midGame, "waste", "tableau:5")).toBe(
      "the Eight of Hearts cannot go on the Seven of Spades: this pile builds down by rank in alternating colours",
    );
    expect(refusedBecause(midGame, "tableau:5", "tableau:6")).toBe(
      "the Seven of Spades cannot go on the Seven of Hearts: this pile builds down by rank in alternating colours",
    );
    const redOnRed = klondikeAt([["9D"], ["TH"], [], [], [], [], []], [[], [], [], []], []);
    expect(refusedBecause(redOnRed, "tableau:0", "tableau:1")).toBe(
      "the Nine of Diamonds cannot go on the Ten of Hearts: this pile builds down by rank in alternating colours",
    );
  });

  it("a face-up run that follows the build moves as a unit, and so may its lower part", () => {
    const p = klondikeAt(
      [["KS", "QH", "JC"], ["KD"], ["qd", "KC"], [], [], [], []],
      [[], [], [], []],
      [],
    );
    expect(refusedBecause(p, "tableau:0", "tableau:3", 3)).toBeNull();
    expect(refusedBecause(p, "tableau:0", "tableau:2", 2)).toBeNull();
    expect(positionToJson(played(p, "tableau:0", "tableau:2", 2)).tableau[2]).toEqual([
      "qd",
      "KC",
      "QH",
      "JC",
    ]);
    expect(refusedBecause(midGame, "tableau:4", "tableau:3", 3)).toBe(
      "only cards in sequence move together",
    );
  });

  it("an empty pile accepts only a King, or a run headed by a King", () => {
    expect(refusedBecause(midGame, "tableau:0", "tableau:2", 3)).toBeNull();
    expect(refusedBecause(midGame, "tableau:0", "tableau:2", 2)).toBe(
      "an empty pile accepts only a King",
    );
    expect(refusedBecause(midGame, "tableau:3", "tableau:2")).toBe(
      "an empty pile accepts only a King",
    );
  });

  it("a face-down card left on top turns up as part of the move", () => {
    expect(positionToJson(played(midGame, "tableau:1", "tableau:3")).tableau[1]).toEqual(["5D"]);
    expect(refusedBecause(midGame, "tableau:1", "tableau:3", 2)).toBe(
      "face-down cards cannot be moved",
    );
  });

  it("the waste's top card goes to the tableau or to its foundation", () => {
    expect(refusedBecause(midGame, "waste", "tableau:4")).toBe(
      "the Eight of Hearts cannot go on the Three of Spades: this pile builds down by rank in alternating colours",
    );
    const p = klondikeAt(
      [["9S"], [], [], [], [], [], []],
      [["AC", "2C"], [], [], []],
      ["3C", "8D"],
    );
    expect(refusedBecause(p, "waste", "tableau:0")).toBeNull();
    const after = played(p, "waste", "tableau:0");
    expect(refusedBecause(after, "waste", "foundation:0")).toBeNull();
    expect(positionToJson(played(after, "waste", "foundation:0")).foundations[0]).toEqual(
      run("AC", "3C"),
    );
  });

  it("turns one card from the stock onto the waste per move", () => {
    const stock = positionToJson(midGame).stock as string[];
    expect(legalMoves(midGame)).toContainEqual(move(midGame, "stock", "waste", 1));
    const after = positionToJson(played(midGame, "stock", "waste"));
    expect(after.waste).toEqual(["4C", "8H", stock[stock.length - 1]]);
    expect(after.stock).toEqual(stock.slice(0, -1));
    expect(refusedBecause(midGame, "stock", "waste", 3)).toBe(
      "the stock turns one card at a time onto the waste",
    );
  });

  it("turns the whole waste back over as the new stock once the stock is empty, the waste's bottom card next", () => {
    const json = positionToJson(midGame);
    const stock = json.stock as string[];
    const emptied = position({ ...json, stock: [], waste: [...(json.waste ?? []), ...stock] });
    const waste = positionToJson(emptied).waste as string[];
    const redeal = move(emptied, "waste", "stock", waste.length);
    expect(legalMoves(emptied)).toContainEqual(redeal);
    expect(legalMoves(emptied).filter((m) => m.from === redeal.from)[0]).toEqual(redeal);
    const after = positionToJson(play(emptied, redeal));
    expect(after.waste).toEqual([]);
    expect(after.stock).toEqual(waste.slice().reverse());
    expect(refusedBecause(emptied, "waste", "stock", 1)).toBe(
      `the whole waste, ${waste.length} cards, turns over as the new stock`,
    );
    expect(refusedBecause(midGame, "waste", "stock", 2)).toBe(
      "the waste goes back to the stock only once the stock is empty",
    );
    expect(refusedBecause(midGame, "tableau:3", "stock")).toBe(
      "only the waste goes back to the stock, turned over as a whole",
    );
  });

  it("passes through the stock without limit: a pass and a redeal come back to the start", () => {
    let p = dealPosition(klondike, 7);
    const start = p;
    for (let pass = 0; pass < 3; pass++) {
      for (let turns = 0; turns < 24; turns++) p = played(p, "stock", "waste");
      expect(legalMoves(p).some((m) => m.from === move(p, "stock", "waste").from)).toBe(false);
      p = played(p, "waste", "stock", 24);
      expect(samePosition(p, start)).toBe(true);
    }
  });

  it("a foundation's top card may come back onto a tableau pile that accepts it, a King into a space", () => {
    expect(refusedBecause(midGame, "foundation:1", "tableau:4")).toBeNull();
    expect(refusedBecause(midGame, "foundation:1", "tableau:6")).toBe(
      "the Two of Diamonds cannot go on the Seven of Hearts: this pile builds down by rank in alternating colours",
    );
    const p = klondikeAt(
      [["3S"], [], ["9H"], [], [], [], []],
      [run("AC", "KC"), run("AD", "2D"), [], []],
      [],
    );
    expect(refusedBecause(p, "foundation:1", "tableau:0")).toBeNull();
    expect(refusedBecause(p, "foundation:0", "tableau:1")).toBeNull();
    expect(positionToJson(played(p, "foundation:0", "tableau:1")).foundations[0]).toEqual(
      run("AC", "QC"),
    );
    expect(refusedBecause(p, "foundation:1", "tableau:1")).toBe(
      "an empty pile accepts only a King",
    );
    expect(refusedBecause(p, "foundation:1", "waste")).toBe(
      "a foundation card may only go back to the tableau",
    );
  });

  it("foundations build up by suit from the Ace", () => {
    const p = klondikeAt([["2H"], ["AH"], [], [], [], [], []], [[], [], [], []], []);
    expect(refusedBecause(p, "tableau:1", "foundation:0")).toBe("that foundation takes only Clubs");
    expect(refusedBecause(p, "tableau:0", "foundation:2")).toBe(
      "an empty foundation accepts only an Ace",
    );
    expect(refusedBecause(p, "tableau:1", "foundation:2")).toBeNull();
  });
});

describe("Klondike, draw three", () => {
  it("deals as Klondike draw one", () => {
    expect(dealPosition(klondikeThree, 5).piles).toEqual(dealPosition(klondike, 5).piles);
  });

  it("turns three cards one after another, so the third is the waste's new top card", () => {
    const p = klondikeAt([["KS"], [], [], [], [], [], []], [[], [], [], []], [], "klondike-3");
    const stock = positionToJson(p).stock as string[];
    const [third, second, first] = stock.slice(-3);
    expect(legalMoves(p)[0]).toEqual(move(p, "stock", "waste", 3));
    const after = positionToJson(played(p, "stock", "waste", 3));
    expect(after.waste).toEqual([first, second, third]);
    expect(after.stock).toEqual(stock.slice(0, -3));
    expect(refusedBecause(p, "stock", "waste", 1)).toBe(
      "the stock turns three cards at a time onto the waste",
    );
  });

  it("turns what is left when fewer than three remain", () => {
    const tableau = [rest("klondike-3", ["AS", "2S"]), [], [], [], [], [], []];
    const p = position({
      game: "klondike-3",
      tableau,
      foundations: [[], [], [], []],
      waste: [],
      stock: ["AS", "2S"],
    });
    expect(legalMoves(p).filter((m) => m.from === move(p, "stock", "waste", 2).from)).toEqual([
      move(p, "stock", "waste", 2),
    ]);
    expect(positionToJson(played(p, "stock", "waste", 2)).waste).toEqual(["2S", "AS"]);
    expect(refusedBecause(p, "stock", "waste", 3)).toBe("stock does not have 3 cards to move");
    expect(refusedBecause(p, "stock", "waste", 1)).toBe(
      "the stock turns its last two cards onto the waste",
    );
  });

  it("a redeal turns the same cards in the same threes again", () => {
    let p = dealPosition(klondikeThree, 12);
    const start = p;
    const tops: string[] = [];
    for (let pass = 0; pass < 2; pass++) {
      for (let turns = 0; turns < 8; turns++) {
        p = played(p, "stock", "waste", 3);
        tops.push((positionToJson(p).waste as string[]).at(-1) as string);
      }
      p = played(p, "waste", "stock", 24);
      expect(samePosition(p, start)).toBe(true);
    }
    expect(tops.slice(8)).toEqual(tops.slice(0, 8));
  });
});
