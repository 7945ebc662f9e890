import { describe, expect, it } from "vitest";
import { position, rest, run } from "../games/fixtures.js";
import { GAMES, gameById } from "../games/index.js";
import { dealPosition } from "./deal.js";
import { dealNumbersOf } from "./deal-numbers.js";
import { samePosition } from "./position.js";
import {
  type PositionJson,
  parsePosition,
  parsePositionText,
  positionToJson,
  positionToText,
} from "./position-json.js";

const problem = (value: unknown): string => {
  const result = parsePosition(value, gameById);
  return result.ok ? "valid" : result.error;
};
const dealJson = (id: string, deal = 1): PositionJson => {
  const game = gameById(id);
  if (!game) throw new Error(id);
  return positionToJson(dealPosition(game, deal));
};
const castle = dealJson("penelopes-web");
const spiderette = dealJson("spiderette");
/** A copy of `json` with tableau pile `index` replaced. */
const withPile = (json: PositionJson, index: number, pile: string[]): PositionJson => ({
  ...json,
  tableau: json.tableau.map((old, i) => (i === index ? pile : old)),
});

describe("writing positions", () => {
  it("writes the keys in interchange order, only those the game has", () => {
    expect(Object.keys(dealJson("penguin-original"))).toEqual([
      "format",
      "game",
      "base",
      "tableau",
      "foundations",
      "cells",
    ]);
    expect(Object.keys(dealJson("penta"))).toEqual([
      "format",
      "game",
      "tableau",
      "foundations",
      "stock",
      "waste",
    ]);
    expect(Object.keys(spiderette)).toEqual(["format", "game", "tableau", "foundations", "stock"]);
    expect(castle.format).toBe(1);
  });

  it("writes face-down cards in lower case and empty cells as null", () => {
    expect(spiderette.tableau[6].slice(0, 6).every((code) => code === code.toLowerCase())).toBe(
      true,
    );
    expect(dealJson("penguin-tuxedo").cells).toEqual(Array(7).fill(null));
  });

  it("every game's deals survive a round trip through JSON text", () => {
    for (const game of GAMES) {
      for (const deal of [1, 2, dealNumbersOf(game).last]) {
        const dealt = dealPosition(game, deal);
        const read = parsePositionText(positionToText(dealt), gameById);
        expect(read.ok).toBe(true);
        if (read.ok) {
          expect(samePosition(read.value, dealt)).toBe(true);
          expect(read.value).toEqual(dealt);
        }
      }
    }
  });

  it("accepts 10 for the ten on input and writes T", () => {
    const tens = withPile(
      castle,
      0,
      castle.tableau[0].map((code) => code.replace(/^T/, "10")),
    );
    const read = position(tens);
    expect(positionToJson(read)).toEqual(castle);
    expect(JSON.stringify(positionToJson(read))).not.toContain("10");
  });
});

describe("reading positions: an invalid position names its first problem", () => {
  it("malformed JSON", () => {
    const result = parsePositionText('{"format": 1,', gameById);
    expect(result).toEqual({ ok: false, error: "the position is not valid JSON" });
  });

  it("not an object, or a value of the wrong type", () => {
    for (const bad of [null, [], "position", 3]) {
      expect(problem(bad)).toBe("a position must be a JSON object");
    }
    expect(problem({ ...castle, game: 7 })).toBe('"game" must be a game id (a string)');
    expect(problem({ ...castle, tableau: "none" })).toMatch(/^"tableau" must be an array of piles/);
    expect(problem({ ...castle, tableau: [[1], ...castle.tableau.slice(1)] })).toMatch(
      /^"tableau" must be an array of piles/,
    );
    expect(problem({ ...spiderette, stock: "AS" })).toBe('"stock" must be an array of card codes');
    const penguin = dealJson("penguin-tuxedo");
    expect(problem({ ...penguin, cells: [1, null, null, null, null, null, null] })).toBe(
      '"cells" must be an array of card codes or null',
    );
  });

  it("format is not 1", () => {
    expect(problem({ ...castle, format: 2 })).toBe('"format" must be 1');
    expect(problem({ ...castle, format: "1" })).toBe('"format" must be 1');
  });

  it("an unknown game", () => {
    expect(problem({ ...castle, game: "golf" })).toBe('unknown game "golf"');
  });

  it("quotes what it refuses in a short, escaped excerpt", () => {
    const huge = "x".repeat(20 * 1024 * 1024);
    expect(problem({ ...castle, game: huge })).toBe(
      `unknown game "${"x".repeat(40)}"… (20971520 characters)`,
    );
    expect(problem({ ...castle, [`${"y".repeat(100_000)}"`]: 1 })).toMatch(
      /^unknown key "y{40}"… \(100001 characters\) for Penelope's Web$/,
    );
    expect(problem(withPile(castle, 0, ["\u001b[2J"]))).toBe(
      '"\\u001b[2J" in tableau:0 is not a card code',
    );
  });

  it("an unknown key", () => {
    expect(problem({ ...castle, waste: [] })).toBe(`unknown key "waste" for Penelope's Web`);
    expect(problem({ ...dealJson("penguin-tuxedo"), base: "A" })).toBe(
      'unknown key "base" for Penguin (Tuxedo)',
    );
  });

  it("a missing key", () => {
    const { format: _format, ...noFormat } = castle;
    expect(problem(noFormat)).toBe('the key "format" is missing');
    const { foundations: _foundations, ...noFoundations } = castle;
    expect(problem(noFoundations)).toBe('the key "foundations" is missing');
    const { stock: _stock, ...noStock } = spiderette;
    expect(problem(noStock)).toBe('the key "stock" is missing');
    const { base: _base, ...noBase } = dealJson("penguin-original");
    expect(problem(noBase)).toBe('the key "base" is missing');
  });

  it("base is not a rank", () => {
    const original = dealJson("penguin-original");
    for (const bad of ["X", "1", "t", "", 7, null, "AS"]) {
      expect(problem({ ...original, base: bad }), String(bad)).toBe(
        '"base" must be a rank: A, 2-9, T, J, Q or K',
      );
    }
  });

  it("a pile count differs from the game's", () => {
    expect(problem({ ...castle, tableau: castle.tableau.slice(1) })).toBe(
      '"tableau" must have 8 piles, not 7',
    );
    expect(problem({ ...castle, foundations: [[], [], []] })).toBe(
      '"foundations" must have 4 piles, not 3',
    );
    expect(problem({ ...dealJson("penguin-tuxedo"), cells: [null] })).toBe(
      '"cells" must have 7 entries, not 1',
    );
  });

  it("a malformed card, mixed case included", () => {
    expect(problem(withPile(castle, 0, ["Qs"]))).toBe('"Qs" in tableau:0 is not a card code');
    expect(problem(withPile(castle, 2, ["1S"]))).toBe('"1S" in tableau:2 is not a card code');
    const penguin = dealJson("penguin-tuxedo");
    expect(problem({ ...penguin, cells: ["", null, null, null, null, null, null] })).toBe(
      '"" in cell:0 is not a card code',
    );
  });

  it("a card missing", () => {
    const missing = withPile(castle, 0, castle.tableau[0].slice(0, -1));
    expect(problem(missing)).toBe(`${castle.tableau[0][6]} is missing`);
  });

  it("a card once too often", () => {
    const twice = withPile(castle, 0, [...castle.tableau[0], castle.tableau[1][0]]);
    expect(problem(twice)).toBe(
      `${castle.tableau[1][0]} appears more often than Penelope's Web's deck holds it`,
    );
    const black = dealJson("black-widow");
    const thrice = { ...black, stock: [...(black.stock as string[]), black.stock?.[0] as string] };
    expect(problem(thrice)).toMatch(/appears more often than Black Widow's two decks hold it$/);
  });

  it("a face-down card above a face-up one", () => {
    const pile = spiderette.tableau[2];
    const wrong = [pile[0].toUpperCase(), pile[1], pile[2]];
    expect(problem(withPile(spiderette, 2, wrong))).toBe(
      "tableau:2 has a face-down card above a face-up one",
    );
  });

  it("a face-down card on top of a tableau pile", () => {
    const pile = spiderette.tableau[2];
    expect(problem(withPile(spiderette, 2, [pile[0], pile[1], pile[2].toLowerCase()]))).toBe(
      "the top card of tableau:2 is face down; it would have been turned up",
    );
  });

  it("a lower-case card in the stock", () => {
    const stock = spiderette.stock as string[];
    expect(problem({ ...spiderette, stock: [stock[0].toLowerCase(), ...stock.slice(1)] })).toBe(
      "stock holds a face-down card; only tableau cards lie face down",
    );
  });

  it("a face-down card in a game that deals every card face up", () => {
    const pile = castle.tableau[0];
    expect(problem(withPile(castle, 0, [pile[0].toLowerCase(), ...pile.slice(1)]))).toBe(
      "tableau:0 holds a face-down card, but every card of Penelope's Web lies face up",
    );
  });

  const castleWith = (foundations: string[][], tableau: string[][]) => ({
    format: 1,
    game: "penelopes-web",
    tableau,
    foundations,
  });
  const restOfCastle = (...placed: string[][]) => [
    rest("penelopes-web", ...placed),
    [],
    [],
    [],
    [],
    [],
    [],
    [],
  ];

  it("a foundation in the wrong order", () => {
    const foundations = [["AC", "3C"], [], [], []];
    expect(problem(castleWith(foundations, restOfCastle(...foundations)))).toBe(
      "foundation:0: the Three of Clubs cannot lie on the Ace of Clubs",
    );
  });

  it("a foundation of the wrong suit", () => {
    const foundations = [["AC"], ["AS"], [], []];
    expect(problem(castleWith(foundations, restOfCastle(...foundations)))).toBe(
      "foundation:1: this foundation holds only Diamonds",
    );
  });

  it("a foundation that does not start with its base", () => {
    const foundations = [["2C"], [], [], []];
    expect(problem(castleWith(foundations, restOfCastle(...foundations)))).toBe(
      "foundation:0: a foundation starts with its base rank, not the Two of Clubs",
    );
    const sixFirst = [["6C"], [], [], [], [], [], [], []];
    const penta = { format: 1, game: "penta", tableau: [[], [], [], [], [], []], waste: [] };
    expect(problem({ ...penta, foundations: sixFirst, stock: rest("penta", ...sixFirst) })).toBe(
      "foundation:0: a foundation starts with its base rank, not the Six of Clubs",
    );
    const original = dealJson("penguin-original", 1);
    const shifted = original.base === "K" ? "Q" : "K";
    expect(problem({ ...original, base: shifted })).toMatch(
      /a foundation starts with its base rank/,
    );
  });

  it("a foundation with too many cards", () => {
    const upFromFive = [...run("5C", "KC"), ...run("AC", "5C")];
    const foundations = [upFromFive, [], [], [], [], [], [], []];
    const tableau = [[], [], [], [], [], []];
    const penta = { format: 1, game: "penta", tableau, foundations, waste: [] };
    expect(problem({ ...penta, stock: rest("penta", upFromFive) })).toBe(
      "foundation:0: a foundation holds at most 13 cards",
    );
  });

  it("a Spider-family foundation holding anything but whole runs, King at the bottom", () => {
    const short = [run("KS", "2S"), [], [], []];
    const tableau = [["AS"], [], [], [], [], [], []];
    const spider = { format: 1, game: "spiderette", tableau, foundations: short };
    expect(problem({ ...spider, stock: rest("spiderette", ...short, ...tableau) })).toBe(
      "foundation:0: a foundation holds only complete runs of 13 cards",
    );
    const upside = [run("AS", "KS"), [], [], []];
    expect(
      problem({
        ...spider,
        tableau: [[], [], [], [], [], [], []],
        foundations: upside,
        stock: rest("spiderette", ...upside),
      }),
    ).toBe(
      "foundation:0: a foundation holds a run of one suit from the King down, King at the bottom",
    );
    // Black Widow's foundations may have given cards back, from the top.
    const black = {
      format: 1,
      game: "black-widow",
      tableau: [["AS"], [], [], [], [], [], [], [], [], []],
    };
    const given = [run("KS", "2S"), [], [], [], [], [], [], []];
    expect(
      problem({ ...black, foundations: given, stock: rest("black-widow", ["AS"], ...given) }),
    ).toBe("valid");
    const mixed = [["KS", "QH"], [], [], [], [], [], [], []];
    expect(
      problem({
        ...black,
        tableau: [["AS"], [], [], [], [], [], [], [], [], []],
        foundations: mixed,
        stock: rest("black-widow", ["AS"], ...mixed),
      }),
    ).toBe(
      "foundation:0: a foundation holds a run of one suit from the King down, King at the bottom",
    );
  });

  it("a completed run still on a Spider-family tableau, on top or covered", () => {
    const foundations = [[], [], [], []];
    const onTop = [["5h", ...run("KS", "AS")], [], [], [], [], [], []];
    const json = { format: 1, game: "spiderette", foundations };
    expect(problem({ ...json, tableau: onTop, stock: rest("spiderette", ...onTop) })).toBe(
      "tableau:0 holds a complete run from King to Ace, which should have left",
    );
    const covered = [["5h", ...run("KS", "AS"), "9D"], [], [], [], [], [], []];
    expect(problem({ ...json, tableau: covered, stock: rest("spiderette", ...covered) })).toBe(
      "tableau:0 holds a complete run from King to Ace, which should have left",
    );
    const notAllUp = [["ks", ...run("QS", "AS")], [], [], [], [], [], []];
    expect(problem({ ...json, tableau: notAllUp, stock: rest("spiderette", ...notAllUp) })).toBe(
      "valid",
    );
  });

  it("second wave: Deuces foundations hold one suit each, two per suit, from the Two up to the Ace", () => {
    const deuces = (
      foundations: string[][],
      tableau: string[][] = [[], [], [], [], [], [], [], [], [], []],
    ) => ({
      format: 1,
      game: "deuces",
      tableau,
      foundations,
      waste: [],
      stock: rest("deuces", ...foundations, ...tableau),
    });
    const twos = ["2C", "2C", "2D", "2D", "2H", "2H", "2S", "2S"].map((code) => [code]);
    expect(problem(deuces(twos))).toBe("valid");
    expect(problem(deuces([[...run("2C", "KC"), "AC"], ...twos.slice(1)]))).toBe("valid");
    expect(problem(deuces([["2C"], ["2D"], ["2C"], ...twos.slice(3)]))).toBe(
      "foundation:1: this foundation holds only Clubs",
    );
    expect(
      problem(deuces([["AC"], ...twos.slice(1)], [["2C"], [], [], [], [], [], [], [], [], []])),
    ).toBe("foundation:0: a foundation starts with its base rank, not the Ace of Clubs");
    expect(
      problem(
        deuces([[], [], ...twos.slice(2)], [["2C", "2C"], [], [], [], [], [], [], [], [], []]),
      ),
    ).toBe("valid");
  });

  it("second wave: empty foundations of Citadel and Exiled Kings are valid", () => {
    for (const game of ["citadel", "exiled-kings"]) {
      const tableau = [rest(game), [], [], [], [], [], [], []];
      expect(problem({ format: 1, game, tableau, foundations: [[], [], [], []] })).toBe("valid");
    }
  });

  it("second wave: face-down cards lie in Klondike's and Tarantula's tableau only", () => {
    const klondike = dealJson("klondike");
    expect(problem(klondike)).toBe("valid");
    expect(klondike.tableau[6][0]).toBe(klondike.tableau[6][0].toLowerCase());
    expect(problem(dealJson("klondike-3"))).toBe("valid");
    expect(problem(dealJson("tarantula"))).toBe("valid");
    const stock = klondike.stock as string[];
    expect(problem({ ...klondike, stock: stock.slice(1), waste: [stock[0].toLowerCase()] })).toBe(
      "waste holds a face-down card; only tableau cards lie face down",
    );
    const freecell = dealJson("freecell");
    const pile = freecell.tableau[0];
    expect(problem(withPile(freecell, 0, [pile[0].toLowerCase(), ...pile.slice(1)]))).toBe(
      "tableau:0 holds a face-down card, but every card of FreeCell lies face up",
    );
  });

  it("the first problem is the one named", () => {
    expect(problem({ ...withPile(castle, 0, ["Qs"]), format: 2 })).toBe('"format" must be 1');
    expect(problem({ ...withPile(castle, 0, ["Qs"]), extra: 1 })).toBe(
      `unknown key "extra" for Penelope's Web`,
    );
  });
});
