/** Every game Patience plays, by interchange id. */
import type { GameRules } from "../engine/rules.js";
import { bakersDozen, portugueseSolitaire } from "./bakers-dozen.js";
import {
  beleagueredCastle,
  citadel,
  exiledKings,
  penelopesWeb,
  streetsAndAlleys,
} from "./castle.js";
import { freecell } from "./freecell.js";
import { klondike, klondikeThree } from "./klondike.js";
import { penguinOriginal, penguinTuxedo } from "./penguin.js";
import { deuces, penta } from "./penta.js";
import { blackWidow, spider, spiderette, tarantula, willOTheWisp } from "./spider.js";

/**
 * In the order the collection gained them: the seven games first, then their relatives,
 * then the second wave.
 */
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
  klondike,
  klondikeThree,
  freecell,
  bakersDozen,
  portugueseSolitaire,
  citadel,
  exiledKings,
  tarantula,
  deuces,
];

const byId = new Map(GAMES.map((game) => [game.id, game]));

export const gameById = (id: string): GameRules | undefined => byId.get(id);

export const GAME_IDS: readonly string[] = GAMES.map((game) => game.id);
