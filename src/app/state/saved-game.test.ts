import { describe, expect, test } from "vitest";
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
import { restoreGame, saveGame } from "./saved-game.js";
import { movesMade, type Step, type Timeline } from "./timeline.js";

const meta = { deal: 3, firstMoveAt: 1000, counted: true, won: false };

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
      const stored = JSON.parse(JSON.stringify(saveGame(meta, timeline)));
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

  test("the time played is kept; a save from before the play clock has none", () => {
    const timeline = playSome(startHistory<Step>(dealPosition(GAMES[0], 3)), 2);
    const timed = { ...meta, playedMs: 95_000 };
    const stored = JSON.parse(JSON.stringify(saveGame(timed, timeline)));
    const restored = restoreGame(stored, gameById);
    expect(restored.ok && restored.value.meta.playedMs).toBe(95_000);
    const older = restoreGame({ ...stored, meta }, gameById);
    expect(older.ok && older.value.meta.playedMs).toBeUndefined();
  });

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
