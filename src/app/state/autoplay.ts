/** Safe autoplay: the moves the engine calls safe, played one after another. */
import { type Move, type Position, play, safeFoundationMove } from "../../engine/index.js";

export interface Autoplayed {
  readonly moves: readonly Move[];
  readonly position: Position;
}

/** Every safe foundation move from `position`, in turn, until none is left. */
export function autoplay(position: Position): Autoplayed {
  const moves: Move[] = [];
  let after = position;
  for (let next = safeFoundationMove(after); next; next = safeFoundationMove(after)) {
    moves.push(next);
    after = play(after, next);
  }
  return { moves, position: after };
}
