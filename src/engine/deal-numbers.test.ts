import { describe, expect, it } from "vitest";
import { freecell } from "../games/freecell.js";
import { GAMES } from "../games/index.js";
import { cardCode } from "./card.js";
import { dealPosition, freshDeck } from "./deal.js";
import { dealNumbersOf, isDealNumberOf, microsoftRandom, orderOfDeal } from "./deal-numbers.js";
import { shuffle } from "./random.js";

const outputs = (next: () => number, count: number) => Array.from({ length: count }, next);

describe("the project's deal numbers", () => {
  const projectGames = GAMES.filter((rules) => rules.deal.numbers === undefined);

  it("are whole numbers from 1 to 4294967295", () => {
    expect(projectGames.length).toBe(GAMES.length - 1);
    for (const rules of projectGames) {
      expect(dealNumbersOf(rules)).toEqual({ first: 1, last: 4294967295 });
      for (const good of [1, 2, 123456789, 4294967295])
        expect(isDealNumberOf(rules, good)).toBe(true);
      for (const bad of [0, -1, 1.5, 4294967296, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(isDealNumberOf(rules, bad)).toBe(false);
      }
    }
  });

  it("order the deck by the seeded shuffle", () => {
    const deck = freshDeck(1);
    expect(orderOfDeal(projectGames[0], deck, 7)).toEqual(shuffle(deck, 7));
  });
});

describe("Windows FreeCell's deal numbers", () => {
  it("run from 1 to 2^31 - 1", () => {
    expect(dealNumbersOf(freecell)).toEqual({ first: 1, last: 2147483647 });
    for (const good of [1, 11982, 2147483647]) expect(isDealNumberOf(freecell, good)).toBe(true);
    for (const bad of [0, 2147483648, 4294967295, 2.5]) {
      expect(isDealNumberOf(freecell, bad)).toBe(false);
      expect(() => dealPosition(freecell, bad)).toThrow(/from 1 to 2147483647/);
    }
  });

  it("come from the generator of Microsoft's C library", () => {
    // Its well-known first outputs after srand(1).
    expect(outputs(microsoftRandom(1), 5)).toEqual([41, 18467, 6334, 26500, 19169]);
    for (const seed of [2, 11982, 2147483647]) {
      for (const output of outputs(microsoftRandom(seed), 1000)) {
        expect(output >= 0 && output <= 0x7fff && Number.isInteger(output)).toBe(true);
      }
    }
  });

  it("deal from the deck Ace to King, each rank clubs, diamonds, hearts, spades", () => {
    // Each output picks among the cards left; the last card left is dealt last.
    const random = microsoftRandom(1);
    const deck = freshDeck(1)
      .slice()
      .sort((a, b) => a - b);
    expect(deck.slice(0, 5).map(cardCode)).toEqual(["AC", "AD", "AH", "AS", "2C"]);
    const first = deck[random() % 52];
    expect(cardCode(orderOfDeal(freecell, freshDeck(1), 1)[0])).toBe(cardCode(first));
    expect(cardCode(first)).toBe("JD");
  });
});
