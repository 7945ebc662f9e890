/** Safe autoplay: the moves the engine calls safe, played one after another. */
import {
  dealPosition,
  type GameRules,
  type Move,
  type Position,
  play,
  safeFoundationMove,
  samePosition,
} from "../../engine/index.js";

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

/** Deal `deal` as it comes on the table: with the safe cards sent home when autoplay is on. */
export function dealt(rules: GameRules, deal: number, autoplayOn: boolean): Position {
  const position = dealPosition(rules, deal);
  return autoplayOn ? autoplay(position).position : position;
}

/** Whether `position` is deal `deal` as it came on the table, autoplay on or off. */
export function isDealt(position: Position, deal: number): boolean {
  const dealtPosition = dealPosition(position.rules, deal);
  return (
    samePosition(position, dealtPosition) ||
    samePosition(position, autoplay(dealtPosition).position)
  );
}
