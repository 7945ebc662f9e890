import { describe, expect, it } from "vitest";
import { canPlace, fitsSpace, spaceRank } from "./build.js";
import { parseCard } from "./card.js";
import type { Build } from "./rules.js";

const card = (code: string) => parseCard(code)?.card as number;
const downAnySuit: Build = { direction: "down", suit: "any", wrap: false };
const downInSuit: Build = { direction: "down", suit: "same", wrap: false };
const upWrapping: Build = { direction: "up", suit: "any", wrap: true };
const downWrappingInSuit: Build = { direction: "down", suit: "same", wrap: true };

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
