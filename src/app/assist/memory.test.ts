import { describe, expect, it } from "vitest";
import {
  dealPosition,
  layoutOf,
  type Move,
  play,
  record,
  startHistory,
  undo,
} from "../../engine/index.js";
import { gameById } from "../../games/index.js";
import type { Step, Timeline } from "../state/timeline.js";
import { memoryOf } from "./memory.js";

const found = gameById("klondike");
if (!found) throw new Error("klondike");
const klondike = found;
const { stock, waste } = layoutOf(klondike);

/** Klondike deal 6 with its stock turned to the end, one step a card, then the waste turned back over. */
function turnedBackOver(): Timeline {
  let timeline: Timeline = startHistory<Step>(dealPosition(klondike, 6));
  const step = (move: Move) => {
    const at = timeline.positions[timeline.cursor];
    timeline = record(timeline, { kind: "moves", moves: [move] }, play(at, move));
  };
  while (timeline.positions[timeline.cursor].piles[stock].cards.length > 0) {
    step({ from: stock, to: waste, count: 1 });
  }
  step({
    from: waste,
    to: stock,
    count: timeline.positions[timeline.cursor].piles[waste].cards.length,
  });
  return timeline;
}

describe("what the player has seen", () => {
  it("is the stock once the waste has been turned back over, along the moves in effect", () => {
    const timeline = turnedBackOver();
    expect(memoryOf(timeline).stockSeen).toBe(true);
    expect(memoryOf(undo(timeline)).stockSeen).toBe(false);
    expect(memoryOf(startHistory<Step>(timeline.positions[0])).stockSeen).toBe(false);
  });

  it("goes back to the deal's with a restart and to the earlier position's with a rewind", () => {
    const timeline = turnedBackOver();
    const end = timeline.positions[timeline.cursor];
    const restarted = record(timeline, { kind: "restart" }, timeline.positions[0]);
    expect(memoryOf(restarted).stockSeen).toBe(false);
    const rewound = record(restarted, { kind: "rewind", to: timeline.cursor }, end);
    expect(memoryOf(rewound).stockSeen).toBe(true);
    const early = record(timeline, { kind: "rewind", to: 2 }, timeline.positions[2]);
    expect(memoryOf(early).stockSeen).toBe(false);
  });
});
