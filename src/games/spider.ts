/**
 * The Spider family: build down regardless of suit, runs of one suit move together,
 * a finished King-to-Ace run leaves by itself, the stock deals a row at a time.
 */
import type { GameRules, PileGroup } from "../engine/rules.js";
import { DOWN_ANY_SUIT, ROW_DEALING_STOCK, runFoundations } from "./piles.js";

const spiderTableau = (count: number): PileGroup => ({
  kind: "tableau",
  count,
  build: DOWN_ANY_SUIT,
  space: "any",
  unit: "suit-run",
  sendsTo: ["tableau"],
});

export const spiderette: GameRules = {
  id: "spiderette",
  name: "Spiderette",
  decks: 1,
  base: 1,
  piles: [ROW_DEALING_STOCK, spiderTableau(7), runFoundations(4)],
  deal: { tableau: [1, 2, 3, 4, 5, 6, 7], topCardOnly: true },
  completedRunsLeave: true,
};

/** Spiderette dealt as seven piles of three. */
export const willOTheWisp: GameRules = {
  ...spiderette,
  id: "will-o-the-wisp",
  name: "Will o' the Wisp",
  deal: { tableau: [3, 3, 3, 3, 3, 3, 3], topCardOnly: true },
};

export const spider: GameRules = {
  ...spiderette,
  id: "spider",
  name: "Spider",
  decks: 2,
  piles: [ROW_DEALING_STOCK, spiderTableau(10), runFoundations(8)],
  deal: { tableau: [6, 6, 6, 6, 5, 5, 5, 5, 5, 5], topCardOnly: true },
};

/** Spider where any descending run moves, and a foundation's top card may come back. */
export const blackWidow: GameRules = {
  ...spider,
  id: "black-widow",
  name: "Black Widow",
  piles: [
    ROW_DEALING_STOCK,
    { ...spiderTableau(10), unit: "run" },
    { ...runFoundations(8), sendsTo: ["tableau"] },
  ],
};

/** Spider where runs of one colour move together. */
export const tarantula: GameRules = {
  ...spider,
  id: "tarantula",
  name: "Tarantula",
  piles: [ROW_DEALING_STOCK, { ...spiderTableau(10), unit: "colour-run" }, runFoundations(8)],
};
