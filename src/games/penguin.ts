/** Penguin: seven piles building down in suit, whole runs moving, seven free cells. */
import type { GameRules, PileGroup } from "../engine/rules.js";
import { SUIT_FOUNDATIONS } from "./piles.js";

const flipper: PileGroup = {
  kind: "cell",
  count: 7,
  space: "any",
  capacity: 1,
  sendsTo: ["tableau", "foundation"],
};

const penguinTableau: PileGroup = {
  kind: "tableau",
  count: 7,
  build: { direction: "down", suit: "same", wrap: false },
  space: "king",
  unit: "run",
  sendsTo: ["tableau", "foundation", "cell"],
};

export const penguinTuxedo: GameRules = {
  id: "penguin-tuxedo",
  name: "Penguin (Tuxedo)",
  decks: 1,
  base: 1,
  piles: [flipper, penguinTableau, SUIT_FOUNDATIONS],
  deal: { tableau: [8, 7, 7, 8, 7, 7, 8] },
};

/** The beak sets the foundations' base; ranks wrap; spaces take the rank below the beak. */
export const penguinOriginal: GameRules = {
  ...penguinTuxedo,
  id: "penguin-original",
  name: "Penguin (Original)",
  base: "beak",
  piles: [
    flipper,
    {
      ...penguinTableau,
      build: { direction: "down", suit: "same", wrap: true },
      space: "below-base",
    },
    { ...SUIT_FOUNDATIONS, build: { direction: "up", suit: "same", wrap: true } },
  ],
  deal: { tableau: [7, 7, 7, 7, 7, 7, 7] },
};
