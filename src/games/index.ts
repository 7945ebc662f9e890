/** Every game Patience plays, by interchange id. */
import type { GameRules } from "../engine/rules.js";
import { beleagueredCastle, penelopesWeb, streetsAndAlleys } from "./castle.js";
import { penguinOriginal, penguinTuxedo } from "./penguin.js";
import { penta } from "./penta.js";
import { blackWidow, spider, spiderette, willOTheWisp } from "./spider.js";

/** In the order the home page lists them: the seven games first, then their relatives. */
export const GAMES: readonly GameRules[] = [
  penelopesWeb,
  penta,
  penguinTuxedo,
  penguinOriginal,
  spiderette,
  willOTheWisp,
  blackWidow,
  streetsAndAlleys,
  beleagueredCastle,
  spider,
];

const byId = new Map(GAMES.map((game) => [game.id, game]));

export const gameById = (id: string): GameRules | undefined => byId.get(id);

export const GAME_IDS: readonly string[] = GAMES.map((game) => game.id);
