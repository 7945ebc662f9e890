import { describe, expect, it } from "vitest";
import {
  cardCode,
  cardName,
  cardOf,
  isRed,
  nextRank,
  parseCard,
  parseRank,
  RANKS,
  rankOf,
  SUITS,
  suitOf,
} from "./card.js";

describe("cards", () => {
  it("a card is rank * 4 + suit, and its rank and suit come back out", () => {
    for (let rank = 1; rank <= 13; rank++) {
      for (let suit = 0; suit < 4; suit++) {
        const card = cardOf(rank, suit);
        expect(card).toBe(rank * 4 + suit);
        expect(rankOf(card)).toBe(rank);
        expect(suitOf(card)).toBe(suit);
      }
    }
  });

  it("suits are ordered clubs, diamonds, hearts, spades; ranks Ace to King with T for the ten", () => {
    expect(SUITS.join("")).toBe("CDHS");
    expect(RANKS.join("")).toBe("A23456789TJQK");
  });

  it("codes are rank then suit, upper case, T for the ten", () => {
    expect(cardCode(cardOf(10, 3))).toBe("TS");
    expect(cardCode(cardOf(1, 0))).toBe("AC");
    expect(cardCode(cardOf(13, 2))).toBe("KH");
  });

  it("reads upper case as face up and lower case as face down", () => {
    expect(parseCard("QS")).toEqual({ card: cardOf(12, 3), faceUp: true });
    expect(parseCard("qs")).toEqual({ card: cardOf(12, 3), faceUp: false });
  });

  it("accepts 10 for the ten on input", () => {
    expect(parseCard("10S")).toEqual({ card: cardOf(10, 3), faceUp: true });
    expect(parseCard("10s")).toEqual({ card: cardOf(10, 3), faceUp: false });
    expect(parseRank("10")).toBe(10);
    expect(parseRank("T")).toBe(10);
  });

  it("refuses mixed case and anything that is not a card", () => {
    for (const bad of [
      "Qs",
      "qS",
      "",
      "A",
      "AX",
      "1S",
      "11S",
      "0S",
      "ZZ",
      "S",
      "10",
      "ASS",
      "tS",
    ]) {
      expect(parseCard(bad), bad).toBeNull();
    }
    expect(parseRank("X")).toBeNull();
  });

  it("every code reads back as its card", () => {
    for (let card = cardOf(1, 0); card <= cardOf(13, 3); card++) {
      expect(parseCard(cardCode(card))?.card).toBe(card);
      expect(parseCard(cardCode(card).toLowerCase())).toEqual({ card, faceUp: false });
    }
  });

  it("names cards for players", () => {
    expect(cardName(cardOf(10, 3))).toBe("the Ten of Spades");
    expect(cardName(cardOf(1, 1))).toBe("the Ace of Diamonds");
  });

  it("diamonds and hearts are red", () => {
    expect([0, 1, 2, 3].map((suit) => isRed(cardOf(5, suit)))).toEqual([false, true, true, false]);
  });

  it("the next rank wraps from King to Ace (and back) only when asked", () => {
    expect(nextRank(5, 1, false)).toBe(6);
    expect(nextRank(5, -1, false)).toBe(4);
    expect(nextRank(13, 1, false)).toBeNull();
    expect(nextRank(1, -1, false)).toBeNull();
    expect(nextRank(13, 1, true)).toBe(1);
    expect(nextRank(1, -1, true)).toBe(13);
  });
});
