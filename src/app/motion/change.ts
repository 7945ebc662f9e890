/**
 * What changed on the board, told from the game before and after: a new deal (dealt
 * in from the stock), or the positions the change passed through (a move and its
 * autoplay step by step; an undo the same steps backwards; anything else at once).
 */
import { type Position, play } from "../../engine/index.js";
import type { ActiveGame } from "../state/store.js";
import type { Step } from "../state/timeline.js";

/** What the board shows: the game's position, or a replay's. */
export interface Shown {
  readonly game: ActiveGame | null;
  readonly position: Position | null;
  readonly replay: boolean;
}

export type Change =
  | { readonly kind: "deal" }
  | { readonly kind: "path"; readonly path: readonly Position[] };

/** The positions one step of the game passes through, from `start` to `end`. */
function stepPath(start: Position, step: Step, end: Position): Position[] {
  if (step.kind !== "moves") return [start, end];
  const path = [start];
  for (const move of step.moves.slice(0, -1)) path.push(play(path[path.length - 1], move));
  path.push(end);
  return path;
}

/** A game no move has been made in, shown as dealt. */
const isFresh = (shown: Shown) =>
  shown.game !== null && !shown.replay && shown.game.timeline.steps.length === 0;

export function changeBetween(was: Shown, now: Shown): Change | null {
  const before = was.position;
  const after = now.position;
  if (!after || before === after) return null;
  const sameGame =
    before !== null &&
    before.rules === after.rules &&
    was.game?.timeline.positions[0] === now.game?.timeline.positions[0];
  if (!sameGame) {
    if (isFresh(now)) return { kind: "deal" };
    return before && before.rules === after.rules ? { kind: "path", path: [before, after] } : null;
  }
  const timeline = now.game?.timeline;
  const cursor = was.game?.timeline.cursor;
  if (was.replay || now.replay || !timeline || cursor === undefined) {
    return { kind: "path", path: [before, after] };
  }
  const { positions, steps } = timeline;
  if (timeline.cursor === cursor + 1 && positions[cursor] === before) {
    return { kind: "path", path: stepPath(before, steps[cursor], after) };
  }
  if (timeline.cursor === cursor - 1 && positions[cursor] === before) {
    return { kind: "path", path: stepPath(after, steps[timeline.cursor], before).reverse() };
  }
  return { kind: "path", path: [before, after] };
}
