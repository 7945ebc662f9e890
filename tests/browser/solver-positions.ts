/**
 * Positions for the solver's browser tests, found by the solver itself so that they
 * hold whatever line it prefers: a winnable position on a won deal's line from which
 * one legal move (with the app's autoplay after it) loses the game.
 */
import {
  dealPosition,
  isPileShuffle,
  legalMoves,
  type Move,
  type Position,
  play,
} from "../../src/engine/index.js";
import { gameById } from "../../src/games/index.js";
import { solve } from "../../src/solver/index.js";
import { autoplayed } from "./helpers.js";

/** Small enough that the page's worker settles each verdict well within its budget. */
const QUICK = { budgetNodes: 20_000 };

export interface Trap {
  readonly position: Position;
  readonly losing: Move;
}

export function winnableWithLosingMove(game = "beleaguered-castle", deal = 2): Trap {
  const rules = gameById(game);
  if (!rules) throw new Error(`no game ${game}`);
  let position = dealPosition(rules, deal);
  const line = solve(position, { budgetNodes: 200_000 });
  if (line.result !== "won") throw new Error(`${game} ${deal} is not won by the solver`);
  for (const next of line.moves) {
    if (solve(position, QUICK).result === "won") {
      for (const move of legalMoves(position)) {
        if (isPileShuffle(position, move)) continue;
        if (solve(autoplayed(play(position, move)), QUICK).result === "lost") {
          return { position, losing: move };
        }
      }
    }
    position = play(position, next);
  }
  throw new Error(`no losing move found along the line of ${game} ${deal}`);
}
