/** The step every queue-based search shares: the new positions one move from a position. */
import { play } from "../engine/apply.js";
import type { Move } from "../engine/move.js";
import { isWon, type Position } from "../engine/position.js";
import { pileTexts, positionKey } from "./key.js";
import { TranspositionTable } from "./table.js";
import type { Trail } from "./trail.js";

/** A position reached in a search, with its pile texts (key.ts) and the way back. */
export interface Reached {
  readonly position: Position;
  readonly texts: string[];
  readonly trail: Trail | null;
}

/**
 * Offers `take` every position one move of `movesFrom` away from `from` whose key is
 * not in `table`; a key enters the table when `take` keeps its position. Returns the
 * trail of a won position as soon as one is met, else null.
 */
export function forNewChildren(
  from: Reached,
  movesFrom: (position: Position) => Move[],
  table: TranspositionTable,
  take: (child: Reached) => boolean,
): Trail | null {
  const { position, texts, trail } = from;
  for (const move of movesFrom(position)) {
    const after = play(position, move);
    const next: Trail = { move, before: trail };
    if (isWon(after)) return next;
    const afterTexts = pileTexts(after, position, texts);
    const key = positionKey(after, afterTexts);
    if (!table.has(key) && take({ position: after, texts: afterTexts, trail: next })) {
      table.add(key);
    }
  }
  return null;
}

/** A search's table with `start` already in it, and `start` as the search's first position. */
export function startSearch(
  start: Position,
  memory: number,
): { table: TranspositionTable; first: Reached } {
  const table = new TranspositionTable(memory);
  const texts = pileTexts(start);
  table.add(positionKey(start, texts));
  return { table, first: { position: start, texts, trail: null } };
}
