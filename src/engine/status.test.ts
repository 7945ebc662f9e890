import { describe, expect, it } from "vitest";
import { move, position, rest, run } from "../games/fixtures.js";
import { gameById } from "../games/index.js";
import { dealPosition } from "./deal.js";
import { ALL_TABLEAU } from "./move.js";
import { legalMoves } from "./moves.js";
import { isPileShuffle, isSafeFoundationMove, isStuck, safeFoundationMove } from "./status.js";

/** Penelope's Web near its end: the tops cannot move, but for what is in `first`. */
const castleEnd = (first: string[], third: string[]) => {
  const tops = [first, [], third, ["4D"], ["6D"], ["8D"], ["TD"], ["2H"]];
  const foundations = [run("AC", "QC"), [], [], []];
  const buried = rest("penelopes-web", ...tops, ...foundations);
  return position({
    game: "penelopes-web",
    tableau: tops.map((pile, i) => (i === 2 ? [...buried, ...pile] : pile)),
    foundations,
  });
};

/** Penelope's Web with `tops` on the first piles and every card neither there nor home under them. */
const castleTops = (tops: string[][], foundations: string[][]) => {
  const buried = rest("penelopes-web", ...tops, ...foundations);
  const tableau = Array.from({ length: 8 }, (_, i) => tops[i] ?? []);
  tableau[7] = buried;
  return position({ game: "penelopes-web", tableau, foundations });
};

describe("stuck", () => {
  it("is stuck when the only move carries a whole pile into an empty pile of its kind", () => {
    const p = castleEnd(["KS"], ["2D"]);
    expect(legalMoves(p)).toEqual([move(p, "tableau:0", "tableau:1")]);
    expect(isPileShuffle(p, move(p, "tableau:0", "tableau:1"))).toBe(true);
    expect(isStuck(p)).toBe(true);
  });

  it("is not stuck while a move changes more than the order of the piles", () => {
    const p = castleEnd(["5D", "KS"], ["2D"]);
    expect(legalMoves(p)).toEqual([move(p, "tableau:0", "tableau:1")]);
    expect(isPileShuffle(p, move(p, "tableau:0", "tableau:1"))).toBe(false);
    expect(isStuck(p)).toBe(false);
  });

  it("is stuck with no legal move at all", () => {
    expect(isStuck(castleEnd(["KS"], ["2D"]), [])).toBe(true);
  });

  it("a won game is not stuck", () => {
    const won = position({
      game: "penelopes-web",
      tableau: [[], [], [], [], [], [], [], []],
      foundations: [run("AC", "KC"), run("AD", "KD"), run("AH", "KH"), run("AS", "KS")],
    });
    expect(isStuck(won)).toBe(false);
  });

  it("a deal is never a pile shuffle", () => {
    const spiderette = gameById("spiderette");
    if (!spiderette) throw new Error("no Spiderette");
    const p = dealPosition(spiderette, 1);
    expect(isPileShuffle(p, { from: 0, to: ALL_TABLEAU, count: 7 })).toBe(false);
    expect(isStuck(p)).toBe(false);
  });
});

describe("safe foundation moves", () => {
  it("an Ace to a foundation that never gives back is always safe", () => {
    const p = castleEnd(["KS"], ["AD"]);
    expect(isSafeFoundationMove(p, move(p, "tableau:2", "foundation:1"))).toBe(true);
    expect(safeFoundationMove(p)).toEqual(move(p, "tableau:2", "foundation:1"));
  });

  it("a card is safe once each card built on it is home or could go straight home", () => {
    // The Two of Hearts and Spades could go on the Three of Diamonds, but each can go home.
    const p = castleTops(
      [["3D"], ["2H"], ["2S"]],
      [run("AC", "QC"), run("AD", "2D"), ["AH"], ["AS"]],
    );
    expect(isSafeFoundationMove(p, move(p, "tableau:0", "foundation:1"))).toBe(true);
    expect(safeFoundationMove(p)).toEqual(move(p, "tableau:0", "foundation:1"));
  });

  it("is not safe while a card that could be built on it waits for another", () => {
    // The Three of Spades could go on the Four of Diamonds; its Two is not home.
    const p = castleTops(
      [["4D"], ["3S"]],
      [run("AC", "QC"), run("AD", "3D"), run("AH", "3H"), ["AS"]],
    );
    expect(isSafeFoundationMove(p, move(p, "tableau:0", "foundation:1"))).toBe(false);
  });

  it("where runs move at once, only cards already home make it safe", () => {
    const p = castleTops(
      [["3D"], ["2H"], ["2S"]],
      [run("AC", "QC"), run("AD", "2D"), ["AH"], ["AS"]],
    );
    const [tableau, ...others] = p.rules.piles;
    const carrying = {
      ...p,
      rules: { ...p.rules, piles: [{ ...tableau, unit: "run" as const }, ...others] },
    };
    expect(isSafeFoundationMove(carrying, move(carrying, "tableau:0", "foundation:1"))).toBe(false);
  });

  it("nothing is safe where foundations give cards back", () => {
    const penta = gameById("penta");
    if (!penta) throw new Error("no Penta");
    for (let deal = 1; deal < 20; deal++) {
      const p = dealPosition(penta, deal);
      expect(safeFoundationMove(p)).toBeNull();
    }
  });

  it("moves that are not to a foundation are never safe foundation moves", () => {
    const p = castleEnd(["KS"], ["2D"]);
    expect(isSafeFoundationMove(p, move(p, "tableau:0", "tableau:1"))).toBe(false);
    expect(safeFoundationMove(p)).toBeNull();
  });
});

/** A one-deck position of `game` with `tops` on the first piles and every other card buried. */
const onePileRest = (game: string, tops: string[][], foundations: string[][], piles: number) => {
  const buried = rest(game, ...tops, ...foundations);
  const tableau = Array.from({ length: piles }, (_, i) => tops[i] ?? []);
  tableau[piles - 1] = buried;
  return { tableau, foundations };
};

describe("safe foundation moves in the second wave", () => {
  it("alternating colours: safe once both cards of the other colour one rank down are home", () => {
    // The Four of Hearts takes the black Threes; the Three of Hearts is home, the Three of Clubs is not.
    const unsafe = position({
      game: "freecell",
      ...onePileRest(
        "freecell",
        [["4H"]],
        [run("AC", "2C"), ["AD"], run("AH", "3H"), run("AS", "3S")],
        8,
      ),
      cells: [null, null, null, null],
    });
    expect(isSafeFoundationMove(unsafe, move(unsafe, "tableau:0", "foundation:2"))).toBe(false);
    const safe = position({
      game: "freecell",
      ...onePileRest(
        "freecell",
        [["4H"]],
        [run("AC", "3C"), ["AD"], run("AH", "3H"), run("AS", "3S")],
        8,
      ),
      cells: [null, null, null, null],
    });
    expect(isSafeFoundationMove(safe, move(safe, "tableau:0", "foundation:2"))).toBe(true);
  });

  it("where foundation cards come back (Klondike), the other suit of the colour must be two ranks down", () => {
    // Both black Threes are home, but a Three of Spades taken back would want a red Two, and
    // the Two of Hearts is not home.
    const foundations = [run("AC", "3C"), run("AD", "3D"), ["AH"], run("AS", "3S")];
    const tops = [["4D"]];
    const klondike = position({
      game: "klondike",
      ...onePileRest("klondike", tops, foundations, 7),
      waste: [],
      stock: [],
    });
    expect(isSafeFoundationMove(klondike, move(klondike, "tableau:0", "foundation:1"))).toBe(false);
    const freecell = position({
      game: "freecell",
      ...onePileRest("freecell", tops, foundations, 8),
      cells: [null, null, null, null],
    });
    expect(isSafeFoundationMove(freecell, move(freecell, "tableau:0", "foundation:1"))).toBe(true);
    const settled = [run("AC", "3C"), run("AD", "3D"), run("AH", "2H"), run("AS", "3S")];
    const later = position({
      game: "klondike",
      ...onePileRest("klondike", tops, settled, 7),
      waste: [],
      stock: [],
    });
    expect(isSafeFoundationMove(later, move(later, "tableau:0", "foundation:1"))).toBe(true);
  });

  it("an Ace is always safe, from the waste too where the stock turns one card", () => {
    const json = (game: string) => ({
      game,
      tableau: [rest(game, ["AS"]), [], [], [], [], [], []],
      foundations: [[], [], [], []],
      waste: ["AS"],
      stock: [],
    });
    const one = position(json("klondike"));
    expect(isSafeFoundationMove(one, move(one, "waste", "foundation:3"))).toBe(true);
  });

  it("never a card from the waste where the stock turns three: the threes would change", () => {
    const tableau = [rest("klondike-3", ["AS"]), [], [], [], [], [], []];
    const three = position({
      game: "klondike-3",
      tableau,
      foundations: [[], [], [], []],
      waste: ["AS"],
      stock: [],
    });
    expect(isSafeFoundationMove(three, move(three, "waste", "foundation:3"))).toBe(false);
    expect(safeFoundationMove(three)).toBeNull();
  });

  it("Aces above Kings (Deuces): the Ace is safe once both Kings of its suit are home", () => {
    const tableau = [["AC"], ["AC"], [], [], [], [], [], [], [], []];
    const foundations = (second: string[]) => [
      run("2C", "KC"),
      second,
      ["2D"],
      ["2D"],
      ["2H"],
      ["2H"],
      ["2S"],
      ["2S"],
    ];
    const deucesAt = (second: string[]) =>
      position({
        game: "deuces",
        tableau,
        foundations: foundations(second),
        waste: [],
        stock: rest("deuces", ...tableau, ...foundations(second)),
      });
    const oneKing = deucesAt(run("2C", "QC"));
    expect(isSafeFoundationMove(oneKing, move(oneKing, "tableau:0", "foundation:0"))).toBe(false);
    const bothKings = deucesAt(run("2C", "KC"));
    expect(isSafeFoundationMove(bothKings, move(bothKings, "tableau:0", "foundation:0"))).toBe(
      true,
    );
  });
});
