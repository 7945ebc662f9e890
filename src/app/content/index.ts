/** Every game's words, by interchange id. */
import { GAMES } from "../../games/index.js";
import { BAKERS_DOZEN_TEXTS } from "./bakers-dozen.js";
import { CASTLE_TEXTS } from "./castle.js";
import { FREECELL_TEXTS } from "./freecell.js";
import { KLONDIKE_TEXTS } from "./klondike.js";
import { PENGUIN_TEXTS } from "./penguin.js";
import { PENTA_TEXTS } from "./penta.js";
import { SPIDER_TEXTS } from "./spider.js";
import type { GameText } from "./types.js";

const byId = new Map(
  [
    ...CASTLE_TEXTS,
    ...PENTA_TEXTS,
    ...PENGUIN_TEXTS,
    ...SPIDER_TEXTS,
    ...KLONDIKE_TEXTS,
    ...FREECELL_TEXTS,
    ...BAKERS_DOZEN_TEXTS,
  ].map((text) => [text.id, text]),
);

/** The game's words; a game without its own texts still gets its name and a line. */
export function textOf(id: string): GameText {
  const text = byId.get(id);
  if (text) return text;
  const name = GAMES.find((game) => game.id === id)?.name ?? id;
  return {
    id,
    title: name,
    setApart: "",
    blurb: "",
    goal: "",
    howToPlay: [],
    faq: [],
    related: [],
  };
}

export const titleOf = (id: string): string => textOf(id).title;
