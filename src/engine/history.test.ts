import { describe, expect, it } from "vitest";
import { gameById } from "../games/index.js";
import { play } from "./apply.js";
import { dealPosition } from "./deal.js";
import { canRedo, canUndo, currentPosition, record, redo, startHistory, undo } from "./history.js";
import { legalMoves } from "./moves.js";
import type { Position } from "./position.js";

const game = gameById("penguin-tuxedo");
if (!game) throw new Error("no Penguin");
const deal = dealPosition(game, 5);
const step = (position: Position) => {
  const move = legalMoves(position)[0];
  return { move, next: play(position, move) };
};

describe("history", () => {
  it("starts at the deal with nothing to undo or redo", () => {
    const history = startHistory(deal);
    expect(currentPosition(history)).toBe(deal);
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it("undo returns the very position before the move, redo the one after", () => {
    const first = step(deal);
    const second = step(first.next);
    const history = record(
      record(startHistory(deal), first.move, first.next),
      second.move,
      second.next,
    );
    expect(history.steps).toEqual([first.move, second.move]);
    expect(currentPosition(history)).toBe(second.next);
    const back = undo(history);
    expect(currentPosition(back)).toBe(first.next);
    expect(currentPosition(undo(back))).toBe(deal);
    expect(canUndo(undo(back))).toBe(false);
    expect(canRedo(back)).toBe(true);
    expect(currentPosition(redo(back))).toBe(second.next);
    expect(currentPosition(history)).toBe(second.next);
  });

  it("a move after an undo drops what could have been redone", () => {
    const first = step(deal);
    const history = undo(record(startHistory(deal), first.move, first.next));
    const moves = legalMoves(deal);
    const other = moves[moves.length - 1];
    const branched = record(history, other, play(deal, other));
    expect(branched.steps).toEqual([other]);
    expect(branched.positions).toHaveLength(2);
    expect(canRedo(branched)).toBe(false);
  });
});
