import { describe, expect, it } from "vitest";
import { play, tryMove } from "../engine/apply.js";
import { dealPosition } from "../engine/deal.js";
import { layoutOf } from "../engine/layout.js";
import { ALL_TABLEAU, type Move } from "../engine/move.js";
import { legalMoves } from "../engine/moves.js";
import { isWon, type Position } from "../engine/position.js";
import { type PositionJson, positionToJson } from "../engine/position-json.js";
import { isStuck } from "../engine/status.js";
import {
  expectDealtInRows,
  move,
  played,
  position,
  refusedBecause,
  rest,
  run,
} from "./fixtures.js";
import { blackWidow, spider, spiderette, tarantula, willOTheWisp } from "./spider.js";

const dealMove = (p: Position, count: number): Move => move(p, "stock", "tableau", count);
const dealt = (p: Position, count: number): PositionJson => {
  const result = tryMove(p, dealMove(p, count));
  if (!result.ok) throw new Error(`refused: ${result.refusal}`);
  return positionToJson(result.position);
};

/** A Spider-family position with the cards not named in the stock. */
const withStock = (game: string, tableau: string[][], foundations: string[][]) =>
  position({ game, tableau, foundations, stock: rest(game, ...tableau, ...foundations) });

const spideretteMid = withStock(
  "spiderette",
  [["ks", "9S", "8S", "7S"], ["TD"], ["9H", "8C"], ["9D"], ["AH"], ["KC"], []],
  [[], [], [], []],
);

describe("Spiderette", () => {
  it("deals as Klondike: pile n gets n + 1 cards in rows, only the top one face up; 24 in the stock", () => {
    for (const deal of [1, 2, 3]) expectDealtInRows(spiderette, deal, [1, 2, 3, 4, 5, 6, 7], 24);
  });

  it("builds down by rank, suit ignored: a single top card goes on any card one rank higher", () => {
    expect(refusedBecause(spideretteMid, "tableau:2", "tableau:3")).toBeNull();
    expect(refusedBecause(spideretteMid, "tableau:3", "tableau:2")).toBe(
      "the Nine of Diamonds cannot go on the Eight of Clubs: this pile builds down by rank, suit ignored",
    );
  });

  it("nothing goes on an Ace", () => {
    expect(refusedBecause(spideretteMid, "tableau:5", "tableau:4")).not.toBeNull();
  });

  it("a run of one suit moves as a unit, and so does its lower part", () => {
    expect(refusedBecause(spideretteMid, "tableau:0", "tableau:1", 3)).toBeNull();
    expect(refusedBecause(spideretteMid, "tableau:0", "tableau:3", 2)).toBeNull();
  });

  it("mixed-suit cards move one at a time", () => {
    expect(refusedBecause(spideretteMid, "tableau:2", "tableau:1", 2)).toBe(
      "only a run of one suit moves together; mixed suits move one card at a time",
    );
    expect(refusedBecause(spideretteMid, "tableau:2", "tableau:6", 2)).toBe(
      "only a run of one suit moves together; mixed suits move one card at a time",
    );
  });

  it("a face-down card left on top turns up as part of the move", () => {
    const after = positionToJson(played(spideretteMid, "tableau:0", "tableau:1", 3));
    expect(after.tableau[0]).toEqual(["KS"]);
    expect(after.tableau[1]).toEqual(["TD", "9S", "8S", "7S"]);
    expect(refusedBecause(spideretteMid, "tableau:0", "tableau:6", 4)).toBe(
      "face-down cards cannot be moved",
    );
  });

  it("an empty pile accepts any card or one-suit run", () => {
    expect(refusedBecause(spideretteMid, "tableau:2", "tableau:6")).toBeNull();
    expect(refusedBecause(spideretteMid, "tableau:0", "tableau:6", 3)).toBeNull();
  });

  it("no card goes to a foundation by hand", () => {
    expect(refusedBecause(spideretteMid, "tableau:0", "foundation:0")).toBe(
      "no card is moved to the foundations by hand in this game",
    );
  });

  it("a completed run leaves for the lowest empty foundation, and the card beneath turns up", () => {
    const p = withStock(
      "spiderette",
      [["qh", ...run("KD", "2D")], ["5C", "AD"], ["3H"], ["4H"], ["5H"], ["6H"], ["7H"]],
      [run("KS", "AS"), [], [], []],
    );
    const after = positionToJson(played(p, "tableau:1", "tableau:0"));
    expect(after.foundations).toEqual([run("KS", "AS"), run("KD", "AD"), [], []]);
    expect(after.tableau[0]).toEqual(["QH"]);
    expect(after.tableau[1]).toEqual(["5C"]);
  });

  it("a deal puts one face-up card on every pile, the stock's last card on pile 0", () => {
    const p = withStock(
      "spiderette",
      [["2D"], ["3D"], ["4D"], ["5D"], ["6D"], ["7D"], ["8D"]],
      [[], [], [], []],
    );
    const stock = positionToJson(p).stock as string[];
    const after = dealt(p, 7);
    after.tableau.forEach((pile, i) => {
      expect(pile).toEqual([positionToJson(p).tableau[i][0], stock[stock.length - 1 - i]]);
    });
    expect(after.stock).toEqual(stock.slice(0, -7));
    expect(legalMoves(p)).toContainEqual({
      from: layoutOf(spiderette).stock,
      to: ALL_TABLEAU,
      count: 7,
    });
  });

  it("runs completed by one deal leave in pile order, the leftmost to the lowest empty foundation", () => {
    const tableau = [
      ["2D"],
      ["4s", ...run("KH", "2H")],
      ["6D"],
      ["3s", ...run("KC", "2C")],
      ["7D"],
      ["8D"],
      ["9D"],
    ];
    const deal = ["5D", "TD", "KD", "AC", "QD", "AH", "JD"];
    const p = position({
      game: "spiderette",
      tableau,
      foundations: [[], [], [], []],
      stock: [...rest("spiderette", ...tableau, deal), ...deal],
    });
    const after = dealt(p, 7);
    expect(after.foundations).toEqual([run("KH", "AH"), run("KC", "AC"), [], []]);
    expect(after.tableau.map((pile) => pile[pile.length - 1])).toEqual([
      "JD",
      "4S",
      "QD",
      "3S",
      "KD",
      "TD",
      "5D",
    ]);
  });

  it("the last deal of 3 cards goes to piles 0-2", () => {
    const stock = ["2C", "3C", "4C"];
    const p = position({
      game: "spiderette",
      tableau: [
        ["5C"],
        ["6C"],
        ["7C"],
        ["8C"],
        ["9C"],
        ["TC"],
        rest("spiderette", stock, run("5C", "TC")),
      ],
      foundations: [[], [], [], []],
      stock,
    });
    expect(refusedBecause(p, "stock", "tableau", 7)).toBe(
      "a deal puts one card on every tableau pile while the stock lasts",
    );
    const after = dealt(p, 3);
    expect(after.tableau.slice(0, 4)).toEqual([["5C", "4C"], ["6C", "3C"], ["7C", "2C"], ["8C"]]);
    expect(after.stock).toEqual([]);
  });

  it("a deal is refused while a pile is empty, unless the tableau holds fewer cards than piles", () => {
    expect(refusedBecause(spideretteMid, "stock", "tableau", 7)).toBe(
      "every empty pile must be filled before dealing",
    );
    expect(legalMoves(spideretteMid).some((m) => m.to === ALL_TABLEAU)).toBe(false);
    const full = [run("KS", "AS"), run("KH", "AH"), run("KD", "AD")];
    const few = withStock(
      "spiderette",
      [["2C"], ["3C"], ["4C"], ["5C"], ["6C"], [], []],
      [...full, []],
    );
    expect(refusedBecause(few, "stock", "tableau", 7)).toBeNull();
    const seven = withStock(
      "spiderette",
      [["2C", "9C"], ["3C"], ["4C"], ["5C"], ["6C"], ["7C"], []],
      [...full, []],
    );
    expect(refusedBecause(seven, "stock", "tableau", 7)).toBe(
      "every empty pile must be filled before dealing",
    );
  });

  it("foundation cards never come back", () => {
    const p = withStock(
      "spiderette",
      [["2C"], [], [], [], [], [], []],
      [run("KS", "AS"), [], [], []],
    );
    expect(refusedBecause(p, "foundation:0", "tableau:1")).toBe(
      "cards on the foundations never come back",
    );
  });

  it("is lost when the stock is empty and no move remains", () => {
    const p = position({
      game: "spiderette",
      tableau: [
        ["2s", "AS"],
        ["4s", "3S"],
        ["6s", "5S"],
        ["8s", "7S"],
        ["ts", "9S"],
        ["qs", "JS"],
        ["KS"],
      ],
      foundations: [run("KC", "AC"), run("KD", "AD"), run("KH", "AH"), []],
      stock: [],
    });
    expect(legalMoves(p)).toEqual([]);
    expect(isStuck(p)).toBe(true);
  });

  it("a won game allows no move", () => {
    const won = position({
      game: "spiderette",
      tableau: [[], [], [], [], [], [], []],
      foundations: [run("KC", "AC"), run("KD", "AD"), run("KH", "AH"), run("KS", "AS")],
      stock: [],
    });
    expect(isWon(won)).toBe(true);
    expect(legalMoves(won)).toEqual([]);
    expect(isStuck(won)).toBe(false);
  });
});

describe("Will o' the Wisp", () => {
  it("deals seven piles of three, the lower two face down; 31 in the stock", () => {
    for (const deal of [1, 2, 3]) expectDealtInRows(willOTheWisp, deal, [3, 3, 3, 3, 3, 3, 3], 31);
  });

  it("deals the stock in four rows of seven, then a last deal of 3 onto piles 0-2", () => {
    let p = dealPosition(willOTheWisp, 1);
    for (let row = 0; row < 4; row++) {
      expect(legalMoves(p)).toContainEqual(dealMove(p, 7));
      p = play(p, dealMove(p, 7));
    }
    const sizes = positionToJson(p).tableau.map((pile) => pile.length);
    expect(legalMoves(p)).toContainEqual(dealMove(p, 3));
    const last = positionToJson(play(p, dealMove(p, 3)));
    expect(last.tableau.map((pile) => pile.length)).toEqual(
      sizes.map((n, i) => n + (i < 3 ? 1 : 0)),
    );
    expect(last.stock).toEqual([]);
  });
});

const blackWidowMid = withStock(
  "black-widow",
  [
    ["9H", "8S", "7D"],
    ["TC"],
    ["9S"],
    [],
    ["KH", ...run("QS", "2S")],
    ["AS"],
    ["2C"],
    run("KH", "2H"),
    ["AH"],
    ["5D"],
  ],
  [run("KD", "AD"), run("KC", "2C"), [], [], [], [], [], []],
);

describe("Black Widow", () => {
  it("deals piles of 6, 6, 6, 6, 5, 5, 5, 5, 5, 5, only the top card face up; 50 in the stock", () => {
    for (const deal of [1, 2]) {
      expectDealtInRows(blackWidow, deal, [6, 6, 6, 6, 5, 5, 5, 5, 5, 5], 50);
    }
  });

  it("any run in descending order moves as a unit, whatever its suits, and so does its lower part", () => {
    expect(refusedBecause(blackWidowMid, "tableau:0", "tableau:1", 3)).toBeNull();
    expect(refusedBecause(blackWidowMid, "tableau:0", "tableau:2", 2)).toBeNull();
  });

  it("an empty pile accepts any card or any run", () => {
    expect(refusedBecause(blackWidowMid, "tableau:0", "tableau:3", 3)).toBeNull();
    expect(refusedBecause(blackWidowMid, "tableau:9", "tableau:3")).toBeNull();
  });

  it("King to Ace of mixed suits is not a completed run and stays", () => {
    const after = positionToJson(played(blackWidowMid, "tableau:5", "tableau:4"));
    expect(after.tableau[4]).toEqual(["KH", ...run("QS", "AS")]);
    expect(after.foundations).toEqual(positionToJson(blackWidowMid).foundations);
  });

  it("a single card never goes to a foundation", () => {
    expect(refusedBecause(blackWidowMid, "tableau:8", "foundation:2")).toBe(
      "no card is moved to the foundations by hand in this game",
    );
  });

  it("a foundation's top card (the Ace) comes back onto a Two or an empty pile", () => {
    expect(refusedBecause(blackWidowMid, "foundation:0", "tableau:6")).toBeNull();
    expect(refusedBecause(blackWidowMid, "foundation:0", "tableau:3")).toBeNull();
    expect(refusedBecause(blackWidowMid, "foundation:0", "tableau:9")).not.toBeNull();
    expect(refusedBecause(blackWidowMid, "foundation:0", "foundation:2")).toBe(
      "a foundation card may only go back to the tableau",
    );
    const after = positionToJson(played(blackWidowMid, "foundation:0", "tableau:6"));
    expect(after.tableau[6]).toEqual(["2C", "AD"]);
    expect(after.foundations[0]).toEqual(run("KD", "2D"));
  });

  it("a foundation that lost cards receives nothing until it is empty again", () => {
    expect(refusedBecause(blackWidowMid, "tableau:5", "foundation:1")).toBe(
      "no card is moved to the foundations by hand in this game",
    );
    const after = positionToJson(played(blackWidowMid, "tableau:8", "tableau:7"));
    expect(after.foundations.slice(0, 3)).toEqual([
      run("KD", "AD"),
      run("KC", "2C"),
      run("KH", "AH"),
    ]);
    expect(after.tableau[7]).toEqual([]);
  });

  it("deals as Spiderette: one card on each pile, refused while a pile is empty", () => {
    expect(refusedBecause(blackWidowMid, "stock", "tableau", 10)).toBe(
      "every empty pile must be filled before dealing",
    );
    const filled = played(blackWidowMid, "tableau:4", "tableau:3", 11);
    expect(refusedBecause(filled, "stock", "tableau", 10)).toBeNull();
    const after = dealt(filled, 10);
    expect(after.tableau.every((pile) => pile.length >= 2)).toBe(true);
  });
});

describe("Spider", () => {
  it("deals piles of 6, 6, 6, 6, 5, 5, 5, 5, 5, 5, only the top card face up; 50 in the stock", () => {
    expectDealtInRows(spider, 1, [6, 6, 6, 6, 5, 5, 5, 5, 5, 5], 50);
  });

  it("moves only runs of one suit together", () => {
    const p = withStock(
      "spider",
      [
        ["9H", "8S", "7D"],
        ["TC"],
        ["9S", "8S", "7S"],
        ["TD"],
        [],
        ["5D"],
        ["5D"],
        ["5H"],
        ["5H"],
        ["5S"],
      ],
      [[], [], [], [], [], [], [], []],
    );
    expect(refusedBecause(p, "tableau:0", "tableau:1", 3)).toBe(
      "only a run of one suit moves together; mixed suits move one card at a time",
    );
    expect(refusedBecause(p, "tableau:2", "tableau:3", 3)).toBeNull();
  });

  it("foundation cards never come back", () => {
    const p = withStock(
      "spider",
      [["2C"], [], [], [], [], [], [], [], [], []],
      [run("KD", "AD"), [], [], [], [], [], [], []],
    );
    expect(refusedBecause(p, "foundation:0", "tableau:1")).toBe(
      "cards on the foundations never come back",
    );
  });
});

const tarantulaMid = withStock(
  "tarantula",
  [
    ["9H", "8D", "7H"],
    ["TC"],
    ["9S", "8D", "7C"],
    ["TD"],
    [],
    run("KH", "2H"),
    ["AD"],
    ["KH", "QD", "JH", "TD", "9D", "8H", "7D", "6D", "5H", "4D", "3D", "2D"],
    ["AH"],
    ["9C"],
  ],
  [[], [], [], [], [], [], [], []],
);

describe("Tarantula", () => {
  it("deals as Spider: piles of 6, 6, 6, 6, 5, 5, 5, 5, 5, 5, top card face up; 50 in the stock", () => {
    for (const deal of [1, 2])
      expectDealtInRows(tarantula, deal, [6, 6, 6, 6, 5, 5, 5, 5, 5, 5], 50);
  });

  it("a run of one colour moves as a unit, whatever its suits, and so may its lower part", () => {
    expect(refusedBecause(tarantulaMid, "tableau:0", "tableau:1", 3)).toBeNull();
    expect(refusedBecause(tarantulaMid, "tableau:0", "tableau:9", 2)).toBeNull();
    const after = positionToJson(played(tarantulaMid, "tableau:0", "tableau:1", 3));
    expect(after.tableau[1]).toEqual(["TC", "9H", "8D", "7H"]);
  });

  it("a run of mixed colours moves one card at a time", () => {
    expect(refusedBecause(tarantulaMid, "tableau:2", "tableau:3", 3)).toBe(
      "only a run of one colour moves together; mixed colours move one card at a time",
    );
    expect(refusedBecause(tarantulaMid, "tableau:2", "tableau:4", 2)).toBe(
      "only a run of one colour moves together; mixed colours move one card at a time",
    );
    expect(refusedBecause(tarantulaMid, "tableau:2", "tableau:4", 1)).toBeNull();
  });

  it("builds down by rank, suit ignored", () => {
    expect(refusedBecause(tarantulaMid, "tableau:2", "tableau:9")).toBe(
      "the Seven of Clubs cannot go on the Nine of Clubs: this pile builds down by rank, suit ignored",
    );
  });

  it("an empty pile accepts any card or any one-colour run", () => {
    expect(refusedBecause(tarantulaMid, "tableau:0", "tableau:4", 3)).toBeNull();
    expect(refusedBecause(tarantulaMid, "tableau:9", "tableau:4")).toBeNull();
  });

  it("a completed run, thirteen cards of one suit, leaves; one colour of mixed suits stays", () => {
    const suited = positionToJson(played(tarantulaMid, "tableau:8", "tableau:5"));
    expect(suited.foundations[0]).toEqual(run("KH", "AH"));
    expect(suited.tableau[5]).toEqual([]);
    const mixed = positionToJson(played(tarantulaMid, "tableau:6", "tableau:7"));
    expect(mixed.tableau[7]).toHaveLength(13);
    expect(mixed.foundations.every((pile) => pile.length === 0)).toBe(true);
  });

  it("deals one card onto every pile, refused while a pile is empty", () => {
    expect(refusedBecause(tarantulaMid, "stock", "tableau", 10)).toBe(
      "every empty pile must be filled before dealing",
    );
    const filled = played(tarantulaMid, "tableau:2", "tableau:4");
    expect(refusedBecause(filled, "stock", "tableau", 10)).toBeNull();
    expect(dealt(filled, 10).tableau.every((pile) => pile.length >= 1)).toBe(true);
  });

  it("foundation cards never come back", () => {
    const p = withStock(
      "tarantula",
      [["2C"], [], [], [], [], [], [], [], [], []],
      [run("KD", "AD"), [], [], [], [], [], [], []],
    );
    expect(refusedBecause(p, "foundation:0", "tableau:1")).toBe(
      "cards on the foundations never come back",
    );
  });
});
