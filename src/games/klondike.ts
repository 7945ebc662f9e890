/**
 * Klondike: seven piles building down in alternating colours, a stock turned onto a
 * waste and the waste turned back over as often as the player likes; foundation cards
 * may come back.
 */
import type { GameRules } from "../engine/rules.js";
import { DOWN_ALTERNATE, SUIT_FOUNDATIONS } from "./piles.js";

export const klondike: GameRules = {
  id: "klondike",
  name: "Klondike (draw one)",
  decks: 1,
  base: 1,
  piles: [
    { kind: "stock", count: 1, turns: 1, sendsTo: ["waste"] },
    { kind: "waste", count: 1, sendsTo: ["stock", "tableau", "foundation"] },
    {
      kind: "tableau",
      count: 7,
      build: DOWN_ALTERNATE,
      space: "king",
      unit: "run",
      sendsTo: ["tableau", "foundation"],
    },
    { ...SUIT_FOUNDATIONS, sendsTo: ["tableau"] },
  ],
  deal: { tableau: [1, 2, 3, 4, 5, 6, 7], topCardOnly: true },
};

/** Klondike turning three cards at a time. */
export const klondikeThree: GameRules = {
  ...klondike,
  id: "klondike-3",
  name: "Klondike (draw three)",
  piles: [{ ...klondike.piles[0], turns: 3 }, ...klondike.piles.slice(1)],
};
