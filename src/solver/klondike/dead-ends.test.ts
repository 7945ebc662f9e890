import { describe, expect, it } from "vitest";
import { dealPosition } from "../../engine/deal.js";
import { layoutOf } from "../../engine/layout.js";
import { gameById } from "../../games/index.js";
import { solve } from "../index.js";
import { position, winnableByBruteForce } from "../referee/fixtures.js";
import { smallKlondike } from "../referee/small-klondike.js";
import { type DeadEndScene, DeadEnds } from "./dead-ends.js";
import { klondikePlanOf } from "./family.js";
import { klondikeTableauOf } from "./tableau.js";

const rules = gameById("klondike");
if (!rules) throw new Error("klondike");
const plan = klondikePlanOf(rules);
if (!plan) throw new Error("klondike is searched as Klondike");
// Cards as rank * 4 + suit (C, D, H, S).
const C = 0;
const D = 1;
const H = 2;
const S = 3;
const card = (rank: number, suit: number) => rank * 4 + suit;

/**
 * A whole position around `piles` (bottom first, `down` of each face down) and `talon`:
 * each suit home up to below its lowest card there, every other card on a pile of its
 * own.
 */
function scene(piles: number[][], down: number[], talon: number[] = []): DeadEndScene {
  const given = new Set([...piles.flat(), ...talon]);
  const home = [C, D, H, S].map((suit) => {
    let rank = 0;
    while (rank < 13 && !given.has(card(rank + 1, suit))) rank++;
    return rank;
  });
  const alone: number[][] = [];
  for (const suit of [C, D, H, S]) {
    for (let rank = home[suit] + 1; rank <= 13; rank++) {
      if (!given.has(card(rank, suit))) alone.push([card(rank, suit)]);
    }
  }
  return { piles: [...piles, ...alone], down: [...down, ...alone.map(() => 0)], home, talon };
}

const cannotWin = (piles: number[][], down: number[], talon: number[] = []) =>
  new DeadEnds(plan).cannotWin(scene(piles, down, talon));

describe("DeadEnds", () => {
  it("finds a card whose foundation and both places in the tableau lie under it", () => {
    // The five of spades lies face down on the four of spades and both red sixes.
    const pile = [card(6, D), card(4, S), card(6, H), card(5, S), card(9, C)];
    expect(cannotWin([pile, [card(2, C)]], [4, 0])).toBe(true);
    // With one red six elsewhere, the five has somewhere to go.
    const open = [card(6, D), card(4, S), card(5, S), card(9, C)];
    expect(cannotWin([open, [card(6, H)]], [3, 0])).toBe(false);
    // Face up on top of its pile, the five may still go nowhere: the cards under it stay put.
    expect(cannotWin([pile.slice(0, 4), [card(2, C)]], [3, 0])).toBe(true);
  });

  it("follows a chain of buried cards through other piles", () => {
    // Each red four lies on a black five, face down, and needs the other black five (face
    // down under the other four) or the three of its suit (face down under the other four).
    const first = [card(3, D), card(5, C), card(4, H)];
    const second = [card(3, H), card(5, S), card(4, D)];
    expect(cannotWin([first, second], [2, 2])).toBe(true);
    // With the five of spades on a pile of its own, the four of hearts goes onto it.
    expect(cannotWin([first, [card(3, H), card(4, D)], [card(5, S)]], [2, 1, 0])).toBe(false);
  });

  it("lets a King leave only into a pile that may empty", () => {
    // Each King lies on the Queen of its suit, face down: each waits for the other's pile.
    const piles = [
      [card(12, S), card(13, S)],
      [card(12, D), card(13, D)],
    ];
    const deadEnds = new DeadEnds(plan);
    const home = [13, 11, 13, 11];
    expect(deadEnds.cannotWin({ piles, down: [1, 1], home, talon: [] })).toBe(true);
    expect(deadEnds.cannotWin({ piles: [...piles, []], down: [1, 1, 0], home, talon: [] })).toBe(
      false,
    );
  });

  it("puts a talon card into play only onto a card it fits that may lie on top", () => {
    // The six of hearts may go onto the seven of spades alone, in the talon; both red
    // eights lie under the six, and so does the six of spades (the seven's way home).
    const pile = [card(5, H), card(6, S), card(8, H), card(8, D), card(7, C), card(6, H)];
    expect(cannotWin([pile], [5], [card(7, S)])).toBe(true);
    // With the eight of diamonds on a pile of its own, the seven comes out onto it.
    const without = pile.filter((other) => other !== card(8, D));
    expect(cannotWin([without], [4], [card(7, S)])).toBe(false);
  });

  it("never calls a winnable small position lost", () => {
    let blocked = 0;
    const { tableau: piles } = layoutOf(rules);
    for (let seed = 1; seed <= 3000 && blocked < 24; seed++) {
      const small = smallKlondike(rules, seed, {
        loose: 10 + (seed % 9),
        talon: 2 + (seed % 5),
        runs: seed % 2 === 0,
      });
      // Some with every tableau card but each pile's top face down.
      const start =
        seed % 3 === 0
          ? {
              ...small,
              piles: small.piles.map((pile, index) =>
                piles.includes(index)
                  ? { ...pile, down: Math.max(0, pile.cards.length - 1) }
                  : pile,
              ),
            }
          : small;
      if (!klondikeTableauOf(start).deadEnd()) continue;
      blocked++;
      expect(winnableByBruteForce(start)).toBe(false);
    }
    expect(blocked).toBe(24);
  });

  it("proves some deals lost at once, as the search's dead end", () => {
    const blocked = Array.from({ length: 200 }, (_, seed) => dealPosition(rules, seed + 1)).filter(
      (start) => klondikeTableauOf(start).deadEnd(),
    );
    expect(blocked.length).toBeGreaterThan(0);
    // Deals 50 and 347: the solver proves them lost before it searches a second position.
    for (const deal of [50, 347]) {
      expect(klondikeTableauOf(dealPosition(rules, deal)).deadEnd()).toBe(true);
      expect(solve(dealPosition(rules, deal), { budgetNodes: 2 }).result).toBe("lost");
    }
  });

  it("finds the dead end a talon card makes where only the talon holds its other place", () => {
    // The Jack of spades may go onto the Queen of hearts, whose Kings lie under her with
    // the eight of spades: then the Jack can go home only after the eight, and its other
    // place, the Queen of diamonds, can come out of the talon only onto those Kings.
    const tableau = (queen: string[]) => [
      ["5H", "4C", "3H"],
      ["5c", "TD", "9S", "8D", "7C", "6H"],
      ["KH", "QS"],
      ["KD", "QC", "JH", "TS", "9D"],
      ["2H"],
      ["kc", "ks", "8s", "7d", "jc", ...queen],
      ["8h", "ah", "jd", "9h", "7h", "9C"],
    ];
    const rest = {
      game: "klondike",
      foundations: [
        ["AC", "2C", "3C"],
        ["AD", "2D", "3D", "4D", "5D", "6D"],
        [],
        ["AS", "2S", "3S", "4S", "5S", "6S", "7S"],
      ],
      stock: ["6C", "TC", "TH", "4H", "QD", "8C"],
    };
    const before = position({ ...rest, tableau: tableau(["QH"]), waste: ["JS"] });
    const after = position({ ...rest, tableau: tableau(["QH", "JS"]), waste: [] });
    expect(klondikeTableauOf(before).deadEnd()).toBe(false);
    expect(klondikeTableauOf(after).deadEnd()).toBe(true);
  });
});
