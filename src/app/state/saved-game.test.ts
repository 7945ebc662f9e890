import { describe, expect, test } from "vitest";
import { longGame } from "../../../bench/saved-games.js";
import {
  currentPosition,
  dealPosition,
  legalMoves,
  play,
  record,
  safeFoundationMove,
  samePosition,
  startHistory,
  undo,
} from "../../engine/index.js";
import { GAMES, gameById } from "../../games/index.js";
import { MAX_STEPS, restoreGame, savedGameText, saveGame } from "./saved-game.js";
import { movesMade, type Step, type Timeline } from "./timeline.js";

const meta = {
  deal: 3,
  firstMoveAt: 1000,
  counted: true,
  won: false,
  scored: true,
  assisted: false,
  daily: null,
};

/** Plays `steps` first legal moves, each with its autoplay, then a restart and a move. */
function playSome(timeline: Timeline, steps: number): Timeline {
  let current = timeline;
  for (let i = 0; i < steps; i++) {
    const before = currentPosition(current);
    const move = legalMoves(before)[i % 3] ?? legalMoves(before)[0];
    if (!move) break;
    const moves = [move];
    let after = play(before, move);
    for (let next = safeFoundationMove(after); next; next = safeFoundationMove(after)) {
      moves.push(next);
      after = play(after, next);
    }
    current = record(current, { kind: "moves", moves }, after);
  }
  return current;
}

describe("saved games", () => {
  test.each(GAMES.map((rules) => [rules.id, rules] as const))(
    "%s: a game survives saving and loading exactly, undo history included",
    (_, rules) => {
      let timeline = playSome(startHistory<Step>(dealPosition(rules, 3)), 6);
      timeline = record(timeline, { kind: "restart" }, timeline.positions[0]);
      timeline = playSome(timeline, 2);
      timeline = record(timeline, { kind: "rewind", to: 2 }, timeline.positions[2]);
      timeline = undo(playSome(timeline, 2));
      const text = savedGameText(meta, timeline);
      expect(text).toBe(JSON.stringify(saveGame(meta, timeline)));
      const stored = JSON.parse(text);
      const restored = restoreGame(stored, gameById);
      if (!restored.ok) throw new Error(restored.error);
      expect(restored.value.meta).toEqual(meta);
      const back = restored.value.timeline;
      expect(back.cursor).toBe(timeline.cursor);
      expect(back.steps).toEqual(timeline.steps);
      expect(back.positions.length).toBe(timeline.positions.length);
      back.positions.forEach((position, i) => {
        expect(samePosition(position, timeline.positions[i])).toBe(true);
      });
    },
  );

  test("a saved game with a refused move, a bad cursor or missing parts is refused", () => {
    const rules = GAMES[0];
    const saved = saveGame(meta, playSome(startHistory<Step>(dealPosition(rules, 3)), 3));
    const refused = {
      ...saved,
      steps: [[{ from: "foundation:0", to: "tableau:0", count: 1 }]],
    };
    expect(restoreGame(refused, gameById).ok).toBe(false);
    expect(restoreGame({ ...saved, cursor: 99 }, gameById).ok).toBe(false);
    expect(restoreGame({ ...saved, version: 0 }, gameById).ok).toBe(false);
    expect(restoreGame({ ...saved, meta: undefined }, gameById).ok).toBe(false);
    expect(restoreGame({ ...saved, start: { format: 1 } }, gameById).ok).toBe(false);
    expect(restoreGame("game", gameById).ok).toBe(false);
    const ahead = { ...saved, steps: [...saved.steps, { rewind: saved.steps.length }] };
    expect(restoreGame(ahead, gameById).ok).toBe(false);
    const tooLong = { ...saved, steps: { length: MAX_STEPS + 1 } };
    expect(restoreGame(tooLong, gameById).ok).toBe(false);
    expect(
      restoreGame({ ...saved, steps: new Array(MAX_STEPS + 1).fill("restart") }, gameById),
    ).toEqual({
      ok: false,
      error: `it has more than ${MAX_STEPS} steps`,
    });
  });

  test("details are checked: a deal number, a time, flags, a day only for a deal", () => {
    const saved = saveGame(meta, startHistory<Step>(dealPosition(GAMES[0], 3)));
    const withMeta = (change: Record<string, unknown>) =>
      restoreGame({ ...saved, meta: { ...meta, ...change } }, gameById).ok;
    expect(withMeta({})).toBe(true);
    expect(withMeta({ deal: 1e308 })).toBe(false);
    expect(withMeta({ deal: 0 })).toBe(false);
    expect(withMeta({ firstMoveAt: -1 })).toBe(false);
    expect(withMeta({ firstMoveAt: 1e308 })).toBe(false);
    expect(withMeta({ scored: "yes" })).toBe(false);
    expect(withMeta({ daily: "2025-13-40" })).toBe(false);
    expect(withMeta({ daily: "2025-02-03" })).toBe(true);
    expect(withMeta({ deal: null, scored: true })).toBe(false);
    expect(withMeta({ deal: 4 })).toBe(false);
    // Saves of the version before scoring and help were kept: a deal counts, help unknown.
    const older = { deal: 3, firstMoveAt: 1000, counted: true, won: false };
    const restored = restoreGame({ ...saved, meta: older }, gameById);
    expect(restored.ok && restored.value.meta).toEqual(meta);
  });

  test("a game of 40,000 steps is restored exactly, undo history included", () => {
    const long = longGame(40_000);
    const timeline = long.timeline;
    const restored = restoreGame(JSON.parse(savedGameText(long.meta, timeline)), gameById);
    if (!restored.ok) throw new Error(restored.error);
    const back = restored.value.timeline;
    expect(back.steps).toEqual(timeline.steps);
    expect(back.cursor).toBe(40_000);
    for (const i of [0, 1, 2, 39_999, 40_000]) {
      expect(samePosition(back.positions[i], timeline.positions[i])).toBe(true);
    }
    expect(samePosition(currentPosition(undo(back)), timeline.positions[39_999])).toBe(true);
  });
});

describe("timeline", () => {
  test("counts the player's moves since the last restart", () => {
    const rules = GAMES[2];
    let timeline = playSome(startHistory<Step>(dealPosition(rules, 1)), 4);
    expect(movesMade(timeline)).toBe(4);
    timeline = record(timeline, { kind: "restart" }, timeline.positions[0]);
    expect(movesMade(timeline)).toBe(0);
    expect(currentPosition(timeline)).toBe(timeline.positions[0]);
    timeline = playSome(timeline, 1);
    expect(movesMade(timeline)).toBe(1);
    expect(movesMade(undo(undo(timeline)))).toBe(4);
    timeline = record(timeline, { kind: "rewind", to: 3 }, timeline.positions[3]);
    expect(movesMade(timeline)).toBe(3);
    expect(currentPosition(timeline)).toBe(timeline.positions[3]);
  });
});
