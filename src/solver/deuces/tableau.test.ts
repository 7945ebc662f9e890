import { describe, expect, it } from "vitest";
import { play, tryLine, tryMove } from "../../engine/apply.js";
import { type Card, cardOf, KING } from "../../engine/card.js";
import { dealPosition } from "../../engine/deal.js";
import { layoutOf } from "../../engine/layout.js";
import { legalMoves } from "../../engine/moves.js";
import { isWon, type Pile, type Position } from "../../engine/position.js";
import { mulberry32 } from "../../engine/random.js";
import { Budget } from "../core/budget.js";
import { randomlyPlayed, rulesOf, verdictsAgainstBruteForce } from "../referee/fixtures.js";
import { solve } from "../schedule/solve.js";
import { depthFirst } from "../search/depth-first.js";
import { suitWasteTableauOf } from "./tableau.js";

const deuces = rulesOf("deuces");
const layout = layoutOf(deuces);
/** The foundations' order in Deuces: 2, 3, ..., K, A. */
const ORDER = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, KING, 1];

/**
 * A Deuces position with `loose` cards off the foundations (the top cards of foundations
 * of `suits` suits), some in the stock and waste, the others on a few tableau piles.
 */
function smallDeuces(seed: number, loose: number, suits = 2): Position {
  const random = mulberry32(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const heights = layout.foundations.map(() => ORDER.length);
  const cards: Card[] = [];
  while (cards.length < loose) {
    const home = pick(2 * suits);
    if (heights[home] <= 1) continue;
    heights[home]--;
    cards.push(cardOf(ORDER[heights[home]], layout.suits[layout.foundations[home]]));
  }
  for (let i = cards.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const piles: Pile[] = Array.from({ length: layout.size }, () => ({ cards: [], down: 0 }));
  const talon = cards.splice(0, pick(cards.length / 2 + 1));
  const wasteSize = pick(talon.length + 1);
  piles[layout.waste] = { cards: talon.slice(0, wasteSize), down: 0 };
  piles[layout.stock] = { cards: talon.slice(wasteSize), down: 0 };
  layout.foundations.forEach((index, home) => {
    const suit = layout.suits[index];
    piles[index] = {
      cards: ORDER.slice(0, heights[home]).map((rank) => cardOf(rank, suit)),
      down: 0,
    };
  });
  const used = 2 + pick(3);
  const tableau: Card[][] = layout.tableau.map(() => []);
  for (const card of cards) tableau[pick(used)].push(card);
  layout.tableau.forEach((index, pile) => {
    piles[index] = { cards: tableau[pile], down: 0 };
  });
  return { rules: deuces, base: 2, piles };
}

/** Positions along random play from deals and from small positions. */
function* playedPositions(): Generator<Position> {
  for (let seed = 1; seed <= 8; seed++) {
    yield* randomlyPlayed([dealPosition(deuces, seed), smallDeuces(seed, 16)], seed, 80);
  }
}

describe("the compact tableau of the suit-built waste family", () => {
  it("each move is legal in the engine and reaches the key of the engine's position", () => {
    let checked = 0;
    for (const position of playedPositions()) {
      const tableau = suitWasteTableauOf(position);
      const before = tableau.key;
      for (const move of tableau.moves()) {
        const result = tryMove(position, tableau.engineMove(move));
        expect(result.ok).toBe(true);
        if (!result.ok) continue;
        tableau.play(move);
        expect(tableau.key).toBe(suitWasteTableauOf(result.position).key);
        tableau.undo(move);
        expect(tableau.key).toBe(before);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("misses no engine move but those left out for a safe move home", () => {
    // Every legal move of the engine reaches the key of a position a search move
    // reaches, unless the search moves are one safe move home.
    let compared = 0;
    for (const position of playedPositions()) {
      const tableau = suitWasteTableauOf(position);
      const moves = tableau.moves();
      const reached = new Set<string>();
      for (const move of moves) {
        tableau.play(move);
        reached.add(tableau.key);
        tableau.undo(move);
      }
      const all = tableau.allMoves();
      if (moves.length === 1 && all.length > 1) {
        expect(layout.foundations).toContain(tableau.engineMove(moves[0]).to);
        continue;
      }
      for (const move of legalMoves(position)) {
        expect(reached.has(suitWasteTableauOf(play(position, move)).key)).toBe(true);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it("keys positions that differ only in the order of the piles or of one suit's foundations alike", () => {
    const position = dealPosition(deuces, 3);
    const piles = position.piles.slice();
    const [first, second] = layout.tableau;
    [piles[first], piles[second]] = [piles[second], piles[first]];
    expect(suitWasteTableauOf({ ...position, piles }).key).toBe(suitWasteTableauOf(position).key);
    const uneven = smallDeuces(5, 12);
    const swapped = uneven.piles.slice();
    const [clubs, twin] = layout.foundations;
    [swapped[clubs], swapped[twin]] = [swapped[twin], swapped[clubs]];
    expect(suitWasteTableauOf({ ...uneven, piles: swapped }).key).toBe(
      suitWasteTableauOf(uneven).key,
    );
    // The waste's order is kept: another order is another position.
    const waste = position.piles[layout.waste];
    const turned = play(play(position, legalMoves(position)[0]), legalMoves(position)[0]);
    expect(waste.cards).toHaveLength(0);
    expect(suitWasteTableauOf(turned).key).not.toBe(suitWasteTableauOf(position).key);
  });

  it("saves and restores positions whole", () => {
    for (const position of playedPositions()) {
      const tableau = suitWasteTableauOf(position);
      const store = tableau.store();
      const saved = store.save();
      const key = tableau.key;
      const score = tableau.score();
      for (const move of tableau.moves().slice(0, 1)) tableau.play(move);
      store.restore(saved);
      expect(tableau.key).toBe(key);
      expect(tableau.score()).toBe(score);
    }
  });
});

describe("depth-first search on the compact tableau", () => {
  it("agrees with the plain exhaustive search on small positions, and its wins replay", () => {
    const starts = Array.from({ length: 100 }, (_, seed) => smallDeuces(seed + 1, 7 + (seed % 5)));
    const verdicts = verdictsAgainstBruteForce(starts, (start) =>
      depthFirst(suitWasteTableauOf(start), new Budget({}), 1_000_000),
    );
    expect(verdicts.wrong).toEqual([]);
    // Both verdicts are met, so each side of the comparison is tested.
    expect(verdicts.won).toBeGreaterThan(10);
    expect(verdicts.lost).toBeGreaterThan(10);
  });

  it("wins deals with lines that replay through the engine", () => {
    for (const deal of [2, 3, 4]) {
      const start = dealPosition(deuces, deal);
      const result = solve(start, { budgetNodes: 200_000 });
      expect(result.result).toBe("won");
      const line = tryLine(start, result.moves);
      expect(line.ok && isWon(line.position)).toBe(true);
    }
  });
});
