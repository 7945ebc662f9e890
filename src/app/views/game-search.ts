/** The home page's search: games by name, family, and the words of their rules. */
import { FAMILIES, type GameFamily } from "../content/families.js";
import { textOf } from "../content/index.js";

/** Lower-case words, without accents or apostrophes: "Penelope's Web" is "penelopes", "web". */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}|['’]/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

/** Each game's words: its names, its family's name and what the family shares, its own rule. */
const SEARCHED = FAMILIES.map((family) => ({
  family,
  games: family.games.map((id) => {
    const text = textOf(id);
    const words = [text.title, ...(text.alsoCalled ?? []), family.name, family.shares];
    return { id, words: wordsOf([...words, text.setApart].join(" ")) };
  }),
}));

/** A family with the games of it that were found, in the family's order. */
export interface FamilyFound {
  readonly family: GameFamily;
  readonly games: readonly string[];
}

/**
 * The families and games in which every word of `query` begins a word ("king" finds
 * "Kings", not "taking"); every game for a query without words.
 */
export function findGames(query: string): FamilyFound[] {
  const wanted = wordsOf(query);
  return SEARCHED.map(({ family, games }) => ({
    family,
    games: games
      .filter((game) => wanted.every((part) => game.words.some((word) => word.startsWith(part))))
      .map((game) => game.id),
  })).filter((found) => found.games.length > 0);
}
