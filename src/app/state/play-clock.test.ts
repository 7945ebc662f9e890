import { beforeEach, describe, expect, test } from "vitest";
import { dealPosition, record, startHistory } from "../../engine/index.js";
import { gameById } from "../../games/index.js";
import {
  bankPlayTime,
  clockText,
  isPlayClockRunning,
  playedMs,
  setPlayClock,
} from "./play-clock.js";
import type { GameMeta } from "./saved-game.js";
import type { ActiveGame } from "./store.js";
import type { Step, Timeline } from "./timeline.js";

const rules = gameById("penguin-tuxedo");
if (!rules) throw new Error("no Penguin");
const deal = dealPosition(rules, 1);
const meta: GameMeta = {
  deal: 1,
  firstMoveAt: null,
  counted: false,
  won: false,
  scored: true,
  assisted: false,
  daily: null,
};
const fresh: Timeline = startHistory<Step>(deal);
const moved: Timeline = record(fresh, { kind: "restart" }, deal);
const game = (timeline: Timeline, m: GameMeta = meta): ActiveGame => ({ rules, timeline, meta: m });

describe("the play clock", () => {
  beforeEach(() => setPlayClock(null));

  test("stands before the first move", () => {
    setPlayClock(game(fresh), 1000);
    expect(isPlayClockRunning()).toBe(false);
    expect(playedMs(meta, 9000)).toBe(0);
  });

  test("runs after it, and banks the time played into the meta", () => {
    setPlayClock(game(moved), 1000);
    expect(playedMs(meta, 4000)).toBe(3000);
    const banked = bankPlayTime(meta, 4000);
    expect(banked.playedMs).toBe(3000);
    expect(playedMs(banked, 5500)).toBe(4500);
  });

  test("a stopped clock banks nothing, and keeps what was banked", () => {
    const earlier = { ...meta, playedMs: 60_000 };
    expect(bankPlayTime(earlier, 9000)).toBe(earlier);
    expect(playedMs(earlier, 9000)).toBe(60_000);
  });

  test("reads as minutes and seconds, hours when it must", () => {
    expect(clockText(0)).toBe("0:00");
    expect(clockText(65_999)).toBe("1:05");
    expect(clockText(3_723_000)).toBe("1:02:03");
  });
});
