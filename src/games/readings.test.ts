import { describe, expect, it } from "vitest";
import {
  dealPosition,
  isLegal,
  layoutOf,
  legalMoves,
  mulberry32,
  type Position,
  play,
  rankOf,
} from "../engine/index.js";
import { ALL_TABLEAU } from "../engine/move.js";
import { READINGS, readingNamed } from "./readings.js";
import { spiderette, willOTheWisp } from "./spider.js";

const under = (position: Position, reading: (typeof READINGS)[number]): Position => ({
  ...position,
  rules: reading.of(position.rules),
});

/** Positions of seeded random play from a deal. */
function randomPlay(start: Position, seed: number, moves: number): Position[] {
  const random = mulberry32(seed);
  const seen = [start];
  for (let i = 0; i < moves; i++) {
    const legal = legalMoves(seen[seen.length - 1]);
    if (legal.length === 0) break;
    seen.push(play(seen[seen.length - 1], legal[Math.floor(random() * legal.length)]));
  }
  return seen;
}

const isAce = (card: number | undefined) => card !== undefined && rankOf(card) === 1;

const reading = (name: string) => {
  const found = readingNamed(name);
  if (!found) throw new Error(`no reading ${name}`);
  return found;
};

describe("other readings of the Spider family's rules", () => {
  it("deal the same cards to the same places", () => {
    for (const rules of [spiderette, willOTheWisp]) {
      for (const each of READINGS) {
        const ours = dealPosition(rules, 7);
        const theirs = dealPosition(each.of(rules), 7);
        expect(theirs.piles.map((pile) => pile.cards)).toEqual(
          ours.piles.map((pile) => pile.cards),
        );
      }
    }
  });

  it("only add moves: every move rules.md allows, each reading allows", () => {
    for (const rules of [spiderette, willOTheWisp]) {
      for (let deal = 1; deal <= 4; deal++) {
        for (const position of randomPlay(dealPosition(rules, deal), deal, 60)) {
          for (const each of READINGS) {
            const relaxed = under(position, each);
            for (const move of legalMoves(position)) expect(isLegal(relaxed, move)).toBe(true);
          }
        }
      }
    }
  });

  it("deals onto spaces: the stock deals while a pile is empty", () => {
    const start = dealPosition(spiderette, 3);
    const layout = layoutOf(spiderette);
    const emptied: Position = {
      ...start,
      piles: start.piles.map((pile, index) =>
        index === layout.tableau[0] ? { cards: [], down: 0 } : pile,
      ),
    };
    const deal = { from: layout.stock, to: ALL_TABLEAU, count: layout.tableau.length };
    expect(isLegal(emptied, deal)).toBe(false);
    expect(isLegal(under(emptied, reading("deals onto spaces")), deal)).toBe(true);
  });

  it("every card face up: nothing is dealt face down", () => {
    const dealt = dealPosition(reading("every card face up").of(willOTheWisp), 5);
    expect(dealt.piles.every((pile) => pile.down === 0)).toBe(true);
    expect(dealPosition(willOTheWisp, 5).piles.some((pile) => pile.down > 0)).toBe(true);
  });

  it("single cards home: an Ace on top goes to its foundation, then its Two", () => {
    const relaxed = reading("single cards home").of(spiderette);
    const layout = layoutOf(relaxed);
    for (let deal = 1; deal <= 50; deal++) {
      const position = dealPosition(relaxed, deal);
      const ace = layout.tableau.find((pile) => isAce(position.piles[pile].cards.at(-1)));
      if (ace === undefined) continue;
      const home = legalMoves(position).find(
        (move) => move.from === ace && layout.kinds[move.to] === "foundation",
      );
      expect(home).toBeDefined();
      expect(
        legalMoves(dealPosition(spiderette, deal)).some(
          (move) => move.from === ace && layout.kinds[move.to] === "foundation",
        ),
      ).toBe(false);
      return;
    }
    throw new Error("no deal of 1-50 has an Ace on top");
  });
});
