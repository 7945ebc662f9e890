import { describe, expect, it } from "vitest";
import { dealPosition } from "../../engine/deal.js";
import { layoutOf } from "../../engine/layout.js";
import type { Position } from "../../engine/position.js";
import type { GameRules } from "../../engine/rules.js";
import { gameById } from "../../games/index.js";
import { Budget } from "../core/budget.js";
import { randomlyPlayed, verdictsAgainstBruteForce } from "../referee/fixtures.js";
import { smallKlondike } from "../referee/small-klondike.js";
import { depthFirst } from "../search/depth-first.js";
import type { KeyTable } from "../search/tableau.js";
import { cardOfMove, countOf, fromOf, TALON, toOf, twinPileOf } from "./moves.js";
import { type KlondikeTableau, klondikeTableauOf } from "./tableau.js";
import { widens } from "./talon.js";

const drawThree = gameById("klondike-3") as GameRules;

/** `position` with the same talon and `waste` of its cards in the waste. */
function withWaste(position: Position, waste: number): Position {
  const layout = layoutOf(position.rules);
  const talon = [
    ...position.piles[layout.waste].cards,
    ...position.piles[layout.stock].cards.slice().reverse(),
  ];
  const piles = position.piles.slice();
  piles[layout.waste] = { cards: talon.slice(0, waste), down: 0 };
  piles[layout.stock] = { cards: talon.slice(waste).reverse(), down: 0 };
  return { ...position, piles };
}

/** What a search move is, but for the waste size it was made from. */
const sameMove = (move: number, other: number) =>
  cardOfMove(move) === cardOfMove(other) &&
  fromOf(move) === fromOf(other) &&
  toOf(move) === toOf(other) &&
  twinPileOf(move) === twinPileOf(other) &&
  (fromOf(move) === TALON || countOf(move) === countOf(other));

/** The position of a tableau but for its waste size. */
const cardsOf = (tableau: KlondikeTableau) =>
  JSON.stringify([tableau.piles, tableau.down, tableau.home, tableau.talon]);

describe("a position dominated by one with a wider waste", () => {
  it("has no search move that the wider one lacks, nor one reaching a position it does not widen", () => {
    const starts = Array.from({ length: 8 }, (_, seed) => [
      dealPosition(drawThree, seed + 1),
      smallKlondike(drawThree, seed + 1, { loose: 24, talon: 14, runs: true }),
    ]).flat();
    let compared = 0;
    for (const position of randomlyPlayed(starts, 3, 30)) {
      const narrow = klondikeTableauOf(position);
      const size = narrow.talon.length;
      for (let other = 1; other < size; other++) {
        if (!widens(other, narrow.waste, size, 3)) continue;
        const wide = klondikeTableauOf(withWaste(position, other));
        expect(wide.waste).toBe(other);
        const wideMoves = wide.moves();
        for (const move of narrow.moves()) {
          const match = wideMoves.find((candidate) => sameMove(move, candidate));
          expect(match).toBeDefined();
          if (match === undefined) continue;
          narrow.play(move);
          wide.play(match);
          expect(cardsOf(wide)).toBe(cardsOf(narrow));
          const { waste } = narrow;
          expect(wide.waste === waste || widens(wide.waste, waste, narrow.talon.length, 3)).toBe(
            true,
          );
          wide.undo(match);
          narrow.undo(move);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(2000);
  });

  it("is skipped by the depth-first search, which proves lost only what cannot be won", () => {
    // Three tableau piles, so that the referee can search every position; starts whose
    // search skips some position for one with a wider waste.
    const [stock, waste, tableau, foundations] = drawThree.piles;
    const rules = { ...drawThree, piles: [stock, waste, { ...tableau, count: 3 }, foundations] };
    const search = (start: Position, skipped = { count: 0 }) => {
      const searched = klondikeTableauOf(start);
      const dominatedIn = searched.dominatedIn.bind(searched);
      searched.dominatedIn = (table: KeyTable<typeof searched.key>) => {
        const dominated = dominatedIn(table);
        if (dominated) skipped.count++;
        return dominated;
      };
      return depthFirst(searched, new Budget({ budgetNodes: 1e6 }), 1e5);
    };
    const starts = Array.from({ length: 200 }, (_, seed) =>
      smallKlondike(rules, 5000 + seed, {
        loose: 16 + (seed % 5),
        talon: 14,
        runs: seed % 2 === 0,
      }),
    )
      .filter((start) => {
        const skipped = { count: 0 };
        search(start, skipped);
        return skipped.count > 0;
      })
      .slice(0, 12);
    expect(starts.length).toBe(12);
    const verdicts = verdictsAgainstBruteForce(starts, (start) => search(start));
    expect(verdicts.wrong).toEqual([]);
    expect(verdicts.won).toBeGreaterThan(1);
    expect(verdicts.lost).toBeGreaterThan(5);
  });
});
