import { describe, expect, it } from "vitest";
import { play } from "../../engine/apply.js";
import { refusal } from "../../engine/legal.js";
import type { Move } from "../../engine/move.js";
import { legalMoves } from "../../engine/moves.js";
import type { Position } from "../../engine/position.js";
import { dealOf, reshuffleHidden, stockIndex } from "../referee/fixtures.js";
import { KeptLine } from "./kept-line.js";
import { NOTHING_SEEN, playerView, remember } from "./unseen.js";

const stockCount = (position: Position) => position.piles[stockIndex(position)].cards.length;

/** A move of `position` that turns a face-down card up. */
function revealing(position: Position): Move {
  const move = legalMoves(position).find((candidate) => {
    const after = play(position, candidate);
    return after.piles.some((pile, i) => pile.down < position.piles[i].down);
  });
  if (!move) throw new Error("no move turns a card up");
  return move;
}

/** A legal line of `length` moves from `position`, dealing from the stock only at `dealAt`. */
function lineFrom(position: Position, length: number, dealAt = -1): Move[] {
  const stock = stockIndex(position);
  const line: Move[] = [];
  let at = position;
  for (let i = 0; i < length; i++) {
    const move = legalMoves(at).find((candidate) => (candidate.from === stock) === (i === dealAt));
    if (!move) throw new Error("no move for the line");
    line.push(move);
    at = play(at, move);
  }
  return line;
}

const ALWAYS_WON = { winningLine: () => [] };

/** A judge for which a layout stays winnable only while the stock is whole. */
const whileStockWhole = (deal: Position) => (position: Position) =>
  stockCount(position) === stockCount(deal) ? [] : null;

describe("a kept line", () => {
  it("goes on past a card turned up only when it is the card its layout holds there", () => {
    const deal = dealOf("will-o-the-wisp", 3);
    const first = revealing(deal);
    const after = play(deal, first);
    // A layout with another card where `first` turns one up.
    const elsewhere = [1, 2, 3, 4, 5]
      .map((seed) => reshuffleHidden(deal, seed))
      .find((layout) => JSON.stringify(play(layout, first).piles) !== JSON.stringify(after.piles));
    if (!elsewhere) throw new Error("no layout differs where the card turns up");
    // A second move legal whichever card turned up, so that only the card tells them apart.
    const second = legalMoves(after).find((move) => refusal(play(elsewhere, first), move) === null);
    if (!second) throw new Error("no second move");
    const line = [first, second];
    const follows = new KeptLine(0, 1);
    follows.keep(line, deal);
    expect(follows.next(playerView(after), ALWAYS_WON)?.move).toEqual(second);
    const wrong = new KeptLine(0, 1);
    wrong.keep(line, elsewhere);
    expect(wrong.next(playerView(after), ALWAYS_WON)).toBeNull();
  });

  it("is dropped where its next move costs a watched layout its win, whatever lies hidden", () => {
    const deal = dealOf("spiderette", 5);
    const watching = { winningLine: whileStockWhole(deal) };
    for (const real of [deal, reshuffleHidden(deal, 9)]) {
      const dealing = new KeptLine(4, 1);
      dealing.keep(lineFrom(deal, 1, 0), deal);
      expect(dealing.next(playerView(real), watching)).toBeNull();
      const building = new KeptLine(4, 1);
      const line = lineFrom(deal, 2);
      building.keep(line, deal);
      const kept = building.next(playerView(real), watching);
      expect(kept).toMatchObject({ move: line[0], samples: 4, won: 4 });
    }
  });

  it("holds when the time for watching is up before a layout is judged", () => {
    const deal = dealOf("spiderette", 5);
    const line = lineFrom(deal, 1, 0);
    const kept = new KeptLine(4, 1);
    kept.keep(line, deal);
    // The judge that drops this dealing line in the test before, with no time to ask it.
    const late = {
      winningLine: whileStockWhole(deal),
      stop: () => true,
    };
    expect(kept.next(playerView(deal), late)?.move).toEqual(line[0]);
  });

  it("has nothing to give for a view off its line, or without a layout", () => {
    const deal = dealOf("spiderette", 5);
    const kept = new KeptLine(4, 1);
    const line = lineFrom(deal, 2);
    kept.keep(line, deal);
    const elsewhere = dealOf("spiderette", 6);
    expect(kept.next(playerView(elsewhere), ALWAYS_WON)).toBeNull();
    kept.keep(line, null);
    expect(kept.next(playerView(deal), ALWAYS_WON)).toBeNull();
  });

  it("asks again only for the watched layouts whose own wins leave its line", () => {
    // Klondike once its stock has been looked through: turning the stock reveals nothing
    // unseen, so the watched layouts stay consistent with the view along the line.
    const deal = dealOf("klondike", 9);
    const stock = stockIndex(deal);
    const seen = remember(NOTHING_SEEN, deal.rules, { from: 1, to: stock, count: 24 });
    const turn = legalMoves(deal).find((move) => move.from === stock);
    if (!turn) throw new Error("no stock to turn");
    const turns = [turn, turn, turn];
    const asked = (found: (position: Position) => readonly Move[]) => {
      let count = 0;
      const kept = new KeptLine(4, 1);
      kept.keep(turns, deal);
      let at = deal;
      let memory = seen;
      for (const move of turns) {
        const next = kept.next(playerView(at, memory), {
          winningLine: (position) => {
            count++;
            return found(position);
          },
        });
        expect(next?.move).toEqual(move);
        memory = remember(memory, at.rules, move);
        at = play(at, move);
      }
      return count;
    };
    // Each watched layout's win is the line itself: solved once, then carried along it.
    expect(asked(() => turns)).toBe(4);
    // A win that begins elsewhere is asked for again after every move of the line.
    const other = legalMoves(deal).filter((move) => move.from !== stock);
    expect(asked(() => other)).toBe(4 + 4 * turns.length);
  });
});
