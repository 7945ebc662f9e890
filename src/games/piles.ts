/** Pile groups several games share, composed from the engine's vocabulary. */
import type { Build, PileGroup } from "../engine/rules.js";

export const DOWN_ANY_SUIT: Build = { direction: "down", suit: "any", wrap: false };

/** Red on black, black on red (Klondike, FreeCell). */
export const DOWN_ALTERNATE: Build = { direction: "down", suit: "alternate", wrap: false };

/** Four foundations, one per suit (C, D, H, S), built up from the Ace to the King. */
export const SUIT_FOUNDATIONS: PileGroup = {
  kind: "foundation",
  count: 4,
  build: { direction: "up", suit: "same", wrap: false },
  space: "base",
  suitByIndex: true,
  capacity: 13,
  sendsTo: [],
};

/** Spider-family foundations: only completed runs arrive, and by themselves. */
export const runFoundations = (count: number): PileGroup => ({
  kind: "foundation",
  count,
  capacity: 13,
  sendsTo: [],
});

/** A Spider-family stock: each deal puts one card on every tableau pile. */
export const ROW_DEALING_STOCK: PileGroup = { kind: "stock", count: 1, sendsTo: ["tableau"] };
