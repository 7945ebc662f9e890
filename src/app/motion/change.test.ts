import { describe, expect, test } from "vitest";
import {
  currentPosition,
  dealPosition,
  legalMoves,
  play,
  record,
  startHistory,
  undo,
} from "../../engine/index.js";
import { gameById } from "../../games/index.js";
import { autoplay } from "../state/autoplay.js";
import type { ActiveGame } from "../state/store.js";
import type { Step, Timeline } from "../state/timeline.js";
import { changeBetween, type Shown } from "./change.js";

const rules = gameById("penguin-tuxedo");
if (!rules) throw new Error("no Penguin");
const meta = {
  deal: 3,
  firstMoveAt: null,
  counted: false,
  won: false,
  scored: true,
  assisted: false,
  daily: null,
};
const shown = (timeline: Timeline, replay = false): Shown => {
  const game: ActiveGame = { rules, timeline, meta };
  return { game, position: currentPosition(timeline), replay };
};

const start = dealPosition(rules, 3);
const fresh = startHistory<Step>(start);
const move = legalMoves(start)[0];
const auto = autoplay(play(start, move));
const moved = record(fresh, { kind: "moves", moves: [move, ...auto.moves] }, auto.position);

describe("changeBetween", () => {
  test("a new deal is dealt in", () => {
    expect(changeBetween({ game: null, position: null, replay: false }, shown(fresh))).toEqual({
      kind: "deal",
    });
    const other = startHistory<Step>(dealPosition(rules, 4));
    expect(changeBetween(shown(moved), shown(other))).toEqual({ kind: "deal" });
  });

  test("nothing changed, nothing moves", () => {
    expect(changeBetween(shown(fresh), shown(fresh))).toBeNull();
  });

  test("a move's step runs forwards, and its undo the same positions backwards", () => {
    const forward = changeBetween(shown(fresh), shown(moved));
    expect(forward?.kind === "path" && forward.path.length).toBe(2 + auto.moves.length);
    const back = changeBetween(shown(moved), shown(undo(moved)));
    if (back?.kind !== "path" || forward?.kind !== "path") throw new Error("no path");
    expect(back.path[0]).toBe(currentPosition(moved));
    expect(back.path[back.path.length - 1]).toBe(start);
    expect(back.path).toEqual([...forward.path].reverse());
  });

  test("a replay's positions change at once, from one to the next", () => {
    const change = changeBetween(shown(moved), { ...shown(fresh, true) });
    expect(change).toEqual({ kind: "path", path: [currentPosition(moved), start] });
  });
});
