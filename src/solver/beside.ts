/**
 * Whether a second core has anything to search beside the solver in a game (what
 * `solveBeside` of solve.ts searches: lanes of beams, over every move on the compact
 * Spider tableau, elsewhere in stages where the stock deals onto the tableau; in the
 * open castle family, the restarts and finer rank games). A module of its own, so that
 * the page can ask it without loading the searches.
 */
import type { GameRules } from "../engine/rules.js";
import { dealsOntoTableau } from "./key.js";
import { openCastleOf } from "./reduction.js";
import { searchesSpiderCompactly } from "./spider-plan.js";

export const searchesBeside = (rules: GameRules): boolean =>
  searchesSpiderCompactly(rules) || dealsOntoTableau(rules) || openCastleOf(rules) !== null;
