/**
 * FreeCell: eight open piles building down in alternating colours, four free cells,
 * runs as long as the free cells and spaces let a player move them one card at a time,
 * and Windows FreeCell's deal numbers.
 */
import type { GameRules } from "../engine/rules.js";
import { DOWN_ALTERNATE, SUIT_FOUNDATIONS } from "./piles.js";

export const freecell: GameRules = {
  id: "freecell",
  name: "FreeCell",
  decks: 1,
  base: 1,
  piles: [
    { kind: "cell", count: 4, space: "any", capacity: 1, sendsTo: ["tableau", "foundation"] },
    {
      kind: "tableau",
      count: 8,
      build: DOWN_ALTERNATE,
      space: "any",
      unit: "run",
      runLimit: "cells-and-spaces",
      sendsTo: ["tableau", "foundation", "cell"],
    },
    SUIT_FOUNDATIONS,
  ],
  deal: { tableau: [7, 7, 7, 7, 6, 6, 6, 6], numbers: "microsoft" },
};
