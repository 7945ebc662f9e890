import { describe, expect, it } from "vitest";
import { dealPosition } from "../../engine/deal.js";
import { layoutOf } from "../../engine/layout.js";
import { gameById } from "../../games/index.js";
import { solve } from "../index.js";
import { winnableByBruteForce } from "../referee/fixtures.js";
import { smallKlondike } from "../referee/small-klondike.js";
import { buriedForGood } from "./blocked.js";
import { klondikePlanOf } from "./family.js";
import { klondikeTableauOf } from "./tableau.js";

const rules = gameById("klondike");
if (!rules) throw new Error("klondike");
const fits = klondikePlanOf(rules)?.fits ?? new Uint8Array(0);
// Cards as rank * 4 + suit (C, D, H, S).
const C = 0;
const D = 1;
const H = 2;
const S = 3;
const card = (rank: number, suit: number) => rank * 4 + suit;

describe("buriedForGood", () => {
  it("finds a card whose foundation and both places in the tableau lie under it", () => {
    // The five of spades lies face down on the four of spades and both red sixes.
    const pile = [card(6, D), card(4, S), card(6, H), card(5, S), card(9, C)];
    expect(buriedForGood([pile, [card(2, C)]], [4, 0], fits)).toBe(true);
    // With one red six elsewhere, the five has somewhere to go.
    const open = [card(6, D), card(4, S), card(5, S), card(9, C)];
    expect(buriedForGood([open, [card(6, H)]], [3, 0], fits)).toBe(false);
    // Face up on top of its pile, the five may still go nowhere: the cards under it stay put.
    expect(buriedForGood([pile.slice(0, 4), [card(2, C)]], [3, 0], fits)).toBe(true);
  });

  it("follows a chain of buried cards through other piles", () => {
    // The four of hearts needs a black five or the three of hearts; the three lies
    // under it, and each black five lies face down under a card that needs the four.
    const first = [card(3, H), card(4, H), card(7, D)];
    const second = [card(5, C), card(3, D)];
    const third = [card(5, S), card(3, D) ^ 3];
    // The three of clubs (3D's twin, `^ 3`) needs a red four: the four of hearts, or the
    // four of diamonds, which lies under it below.
    third.splice(0, 0, card(4, D));
    expect(buriedForGood([first, second, third], [2, 1, 2], fits)).toBe(true);
    // Lift the three of diamonds' block: the four of diamonds on its own pile.
    expect(
      buriedForGood([first, second, [card(5, S), card(3, C)], [card(4, D)]], [2, 1, 1, 0], fits),
    ).toBe(false);
  });

  it("never calls a winnable small position lost", () => {
    let blocked = 0;
    const { tableau: piles } = layoutOf(rules);
    for (let seed = 1; seed <= 3000 && blocked < 12; seed++) {
      // A small position with every tableau card but each pile's top face down.
      const small = smallKlondike(rules, seed, { loose: 12 + (seed % 6), talon: 4, runs: false });
      const start = {
        ...small,
        piles: small.piles.map((pile, index) =>
          piles.includes(index) ? { ...pile, down: Math.max(0, pile.cards.length - 1) } : pile,
        ),
      };
      const tableau = klondikeTableauOf(start);
      if (!buriedForGood(tableau.piles, tableau.down, fits)) continue;
      blocked++;
      expect(winnableByBruteForce(start)).toBe(false);
    }
    expect(blocked).toBe(12);
  });

  it("proves some deals lost at once, as the search's dead end", () => {
    const blocked = Array.from({ length: 200 }, (_, seed) => dealPosition(rules, seed + 1)).filter(
      (start) => klondikeTableauOf(start).deadEnd(),
    );
    expect(blocked.length).toBeGreaterThan(0);
    // Deal 50: the solver proves it lost before it searches a second position.
    expect(klondikeTableauOf(dealPosition(rules, 50)).deadEnd()).toBe(true);
    expect(solve(dealPosition(rules, 50), { budgetNodes: 2 }).result).toBe("lost");
  });
});
