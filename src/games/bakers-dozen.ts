/**
 * Baker's Dozen: thirteen open piles of four, Kings moved to the bottom at the deal,
 * one card at a time, building down regardless of suit; an empty pile is never filled.
 */
import type { GameRules, PileGroup } from "../engine/rules.js";
import { DOWN_ANY_SUIT, SUIT_FOUNDATIONS } from "./piles.js";

/** No `space`: a pile once emptied stays empty. */
const bakersTableau: PileGroup = {
  kind: "tableau",
  count: 13,
  build: DOWN_ANY_SUIT,
  unit: "top",
  sendsTo: ["tableau", "foundation"],
};

export const bakersDozen: GameRules = {
  id: "bakers-dozen",
  name: "Baker's Dozen",
  decks: 1,
  base: 1,
  piles: [bakersTableau, SUIT_FOUNDATIONS],
  deal: { tableau: Array<number>(13).fill(4), kingsToBottom: true },
};

/** Baker's Dozen's layout without moving the Kings, and spaces that take a King. */
export const portugueseSolitaire: GameRules = {
  ...bakersDozen,
  id: "portuguese-solitaire",
  name: "Portuguese Solitaire",
  piles: [{ ...bakersTableau, space: "king" }, SUIT_FOUNDATIONS],
  deal: { tableau: bakersDozen.deal.tableau },
};
