import type { GameRules } from "../../src/engine/index.js";
import { gameById } from "../../src/games/index.js";

/** Positions written by hand from rules.md, as interchange JSON values. */
const RANK_CODES = "A23456789TJQK";

/** One suit from rank `low` up to rank `high` (1 = Ace, 13 = King), lowest first. */
export const upRun = (suit: string, low = 1, high = 13): string[] =>
  [...RANK_CODES.slice(low - 1, high)].map((rank) => rank + suit);

/** One suit from rank `high` down to rank `low`, as a finished Spider run lies: King at the bottom. */
export const downRun = (suit: string, low = 1, high = 13): string[] =>
  upRun(suit, low, high).reverse();

const empties = (count: number): string[][] => Array.from({ length: count }, () => []);

/** Penelope's Web, every card home but the King of Clubs, alone on pile 0. */
export const webOneLeft = () => ({
  format: 1,
  game: "penelopes-web",
  tableau: [["KC"], ...empties(7)],
  foundations: [upRun("C", 1, 12), upRun("D"), upRun("H"), upRun("S")],
});

/** The game above, won. */
export const webWon = () => ({
  format: 1,
  game: "penelopes-web",
  tableau: empties(8),
  foundations: [upRun("C"), upRun("D"), upRun("H"), upRun("S")],
});

/** Penelope's Web with the Queen of Clubs on the King on pile 0 and seven empty piles. */
export const webQueenOnKing = () => ({
  format: 1,
  game: "penelopes-web",
  tableau: [["KC", "QC"], ...empties(7)],
  foundations: [upRun("C", 1, 11), upRun("D"), upRun("H"), upRun("S")],
});

/**
 * Spiderette: pile 0 is a face-down King of Hearts under the Spades from King to Two,
 * pile 1 the Ace of Spades, pile 2 the Hearts from Queen to Ace; clubs and diamonds are home.
 */
export const spideretteAceToFinish = () => ({
  format: 1,
  game: "spiderette",
  tableau: [["kh", ...downRun("S", 2)], ["AS"], downRun("H", 1, 12), ...empties(4)],
  foundations: [downRun("C"), downRun("D"), [], []],
  stock: [],
});

/** The position above after the Ace of Spades joins its run: the run leaves, the King turns up. */
export const spideretteAfterAce = () => ({
  format: 1,
  game: "spiderette",
  tableau: [["KH"], [], downRun("H", 1, 12), ...empties(4)],
  foundations: [downRun("C"), downRun("D"), downRun("S"), []],
  stock: [],
});

/** A game's rules by id, for games the tests know exist. */
export function rulesOf(id: string): GameRules {
  const rules = gameById(id);
  if (!rules) throw new Error(`no game "${id}"`);
  return rules;
}
