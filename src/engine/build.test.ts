import { describe, expect, it } from "vitest";
import { canPlace, fitsSpace, rankOn, spaceRank } from "./build.js";
import { parseCard } from "./card.js";
import type { Build } from "./rules.js";

const card = (code: string) => parseCard(code)?.card as number;
const downAnySuit: Build = { direction: "down", suit: "any", wrap: false };
const downInSuit: Build = { direction: "down", suit: "same", wrap: false };
const upWrapping: Build = { direction: "up", suit: "any", wrap: true };
const downWrappingInSuit: Build = { direction: "down", suit: "same", wrap: true };
const downAlternate: Build = { direction: "down", suit: "alternate", wrap: false };
const downInSuitAceHigh: Build = { direction: "down", suit: "same", wrap: false, aceHigh: true };
const upInSuitAceHigh: Build = { direction: "up", suit: "same", wrap: false, aceHigh: true };

describe("building", () => {
  it("down by rank, suit ignored: a card one rank lower of any suit", () => {
    expect(canPlace(card("9H"), card("TS"), downAnySuit)).toBe(true);
    expect(canPlace(card("9S"), card("TS"), downAnySuit)).toBe(true);
    expect(canPlace(card("8H"), card("TS"), downAnySuit)).toBe(false);
    expect(canPlace(card("JH"), card("TS"), downAnySuit)).toBe(false);
    expect(canPlace(card("KH"), card("AS"), downAnySuit)).toBe(false);
  });

  it("down in suit: the same suit only", () => {
    expect(canPlace(card("9S"), card("TS"), downInSuit)).toBe(true);
    expect(canPlace(card("9C"), card("TS"), downInSuit)).toBe(false);
  });

  it("up with wrap: an Ace goes on a King", () => {
    expect(canPlace(card("JH"), card("TS"), upWrapping)).toBe(true);
    expect(canPlace(card("AH"), card("KS"), upWrapping)).toBe(true);
    expect(canPlace(card("9H"), card("TS"), upWrapping)).toBe(false);
  });

  it("down in suit with wrap: a King goes on the Ace of its suit", () => {
    expect(canPlace(card("KH"), card("AH"), downWrappingInSuit)).toBe(true);
    expect(canPlace(card("KH"), card("AS"), downWrappingInSuit)).toBe(false);
  });

  it("down in alternating colours: red on black, black on red, one rank lower", () => {
    expect(canPlace(card("9H"), card("TS"), downAlternate)).toBe(true);
    expect(canPlace(card("9D"), card("TC"), downAlternate)).toBe(true);
    expect(canPlace(card("9S"), card("TH"), downAlternate)).toBe(true);
    expect(canPlace(card("9C"), card("TD"), downAlternate)).toBe(true);
    expect(canPlace(card("9S"), card("TS"), downAlternate)).toBe(false);
    expect(canPlace(card("9C"), card("TS"), downAlternate)).toBe(false);
    expect(canPlace(card("9D"), card("TH"), downAlternate)).toBe(false);
    expect(canPlace(card("8H"), card("TS"), downAlternate)).toBe(false);
    expect(canPlace(card("KH"), card("AS"), downAlternate)).toBe(false);
  });

  it("the Ace above the King: down, a King goes on an Ace and nothing on a Two", () => {
    expect(canPlace(card("KS"), card("AS"), downInSuitAceHigh)).toBe(true);
    expect(canPlace(card("QS"), card("KS"), downInSuitAceHigh)).toBe(true);
    expect(canPlace(card("AS"), card("2S"), downInSuitAceHigh)).toBe(false);
    expect(rankOn(2, downInSuitAceHigh)).toBeNull();
    expect(rankOn(1, downInSuitAceHigh)).toBe(13);
    expect(canPlace(card("KH"), card("AS"), downInSuitAceHigh)).toBe(false);
  });

  it("the Ace above the King: up, the Ace goes on the King and nothing on the Ace", () => {
    expect(canPlace(card("AC"), card("KC"), upInSuitAceHigh)).toBe(true);
    expect(canPlace(card("3C"), card("2C"), upInSuitAceHigh)).toBe(true);
    expect(canPlace(card("2C"), card("AC"), upInSuitAceHigh)).toBe(false);
    expect(rankOn(1, upInSuitAceHigh)).toBeNull();
    expect(rankOn(13, upInSuitAceHigh)).toBe(1);
  });

  it("an empty pile's rule names the rank it needs", () => {
    expect(spaceRank("any", 7)).toBeNull();
    expect(spaceRank("king", 7)).toBe(13);
    expect(spaceRank("base", 7)).toBe(7);
    expect(spaceRank("below-base", 7)).toBe(6);
    expect(spaceRank("below-base", 1)).toBe(13);
  });

  it("a space takes the card its rule names, or any card", () => {
    expect(fitsSpace(card("QD"), "any", 1)).toBe(true);
    expect(fitsSpace(card("QD"), "king", 1)).toBe(false);
    expect(fitsSpace(card("KD"), "king", 1)).toBe(true);
    expect(fitsSpace(card("5D"), "base", 5)).toBe(true);
    expect(fitsSpace(card("6D"), "base", 5)).toBe(false);
    expect(fitsSpace(card("KD"), "below-base", 1)).toBe(true);
  });
});
