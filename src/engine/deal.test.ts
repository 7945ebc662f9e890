import { describe, expect, it } from "vitest";
import { GAMES } from "../games/index.js";
import { cardCode } from "./card.js";
import { dealPosition, freshDeck } from "./deal.js";
import { dealNumbersOf } from "./deal-numbers.js";
import { layoutOf } from "./layout.js";
import { MAX_DEAL } from "./random.js";

const sorted = (cards: readonly number[]) => cards.slice().sort((a, b) => a - b);

describe("the fresh deck", () => {
  it("lies suit by suit (C, D, H, S), Ace to King, deck after deck", () => {
    const one = freshDeck(1).map(cardCode);
    expect(one).toHaveLength(52);
    expect(one.slice(0, 14)).toEqual([
      "AC",
      "2C",
      "3C",
      "4C",
      "5C",
      "6C",
      "7C",
      "8C",
      "9C",
      "TC",
      "JC",
      "QC",
      "KC",
      "AD",
    ]);
    expect(one[51]).toBe("KS");
    expect(new Set(one).size).toBe(52);
    expect(freshDeck(2).map(cardCode)).toEqual([...one, ...one]);
  });
});

describe("dealing", () => {
  it("takes deal numbers from 1 to 4294967295 only", () => {
    const game = GAMES[0];
    for (const bad of [0, -1, 1.5, MAX_DEAL + 1, Number.NaN]) {
      expect(() => dealPosition(game, bad)).toThrow(RangeError);
    }
    expect(() => dealPosition(game, 1)).not.toThrow();
    expect(() => dealPosition(game, MAX_DEAL)).not.toThrow();
  });

  it("deals every card of the game's decks exactly once", () => {
    for (const game of GAMES) {
      for (const deal of [1, 500, dealNumbersOf(game).last]) {
        const p = dealPosition(game, deal);
        expect(sorted(p.piles.flatMap((pile) => pile.cards))).toEqual(
          sorted(freshDeck(game.decks)),
        );
      }
    }
  });

  it("gives the same position for the same number, and different ones for different numbers", () => {
    for (const game of GAMES) {
      expect(dealPosition(game, 77)).toEqual(dealPosition(game, 77));
      expect(dealPosition(game, 77).piles).not.toEqual(dealPosition(game, 78).piles);
    }
  });

  it("lays cards face down only where a game deals only the top card face up, and only in the tableau", () => {
    for (const game of GAMES) {
      const layout = layoutOf(game);
      const p = dealPosition(game, 9);
      p.piles.forEach((pile, index) => {
        const expected =
          game.deal.topCardOnly && layout.kinds[index] === "tableau" ? pile.cards.length - 1 : 0;
        expect(pile.down).toBe(expected);
      });
    }
  });

  it("gives each game its fixed base, and Penguin (Original) the beak's rank", () => {
    for (const game of GAMES) {
      const p = dealPosition(game, 4);
      if (game.base === "beak")
        expect(p.base).toBe(p.piles[layoutOf(game).tableau[0]].cards[0] >> 2);
      else expect(p.base).toBe(game.base);
    }
  });
});
