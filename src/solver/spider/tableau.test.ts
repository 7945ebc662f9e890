import { describe, expect, it } from "vitest";
import { play } from "../../engine/apply.js";
import { layoutOf } from "../../engine/layout.js";
import { isWon, type Position } from "../../engine/position.js";
import { mulberry32 } from "../../engine/random.js";
import { promisingMoves } from "../moves/promising.js";
import { progressScore, type Temper } from "../moves/score.js";
import { searchMoves } from "../moves/search-moves.js";
import {
  compactAndSearchMoves,
  dealOf,
  keyDisagreements,
  ONE_DECK_SPIDERS,
  randomlyPlayed,
  rulesOf,
  spiderEndgame,
} from "../referee/fixtures.js";
import { SavedPositions } from "../search/saved-positions.js";
import { type SpiderTableau, spiderTableauOf } from "./tableau.js";

/**
 * Positions along random play from fresh deals and from endgames where runs complete,
 * so that turning up, completed runs leaving, dealing and the emptied stock all occur.
 */
function* playedPositions(game: string): Generator<Position> {
  for (let seed = 1; seed <= 12; seed++) {
    yield* randomlyPlayed([dealOf(game, seed), spiderEndgame(rulesOf(game), seed, 2, 7)], seed, 60);
  }
}

const TEMPERS: readonly Temper[] = ["eager", "patient"];

const placementOf = (tableau: SpiderTableau) => tableau.placement.on.join(",");

describe("SpiderTableau", () => {
  it.each(ONE_DECK_SPIDERS)("offers the search moves of %s, in compact form", (game) => {
    const compared = compactAndSearchMoves(playedPositions(game), spiderTableauOf);
    for (const { compact, search } of compared) expect(compact).toEqual(search);
    expect(compared.length).toBeGreaterThan(500);
  });

  it.each(ONE_DECK_SPIDERS)("plays and undoes every move of %s exactly", (game) => {
    const seen = { deals: 0, completed: 0, emptiedStock: 0 };
    for (const position of playedPositions(game)) {
      const tableau = spiderTableauOf(position);
      const before = placementOf(tableau);
      const piles = JSON.stringify([tableau.slots, tableau.down]);
      for (const move of tableau.moves()) {
        tableau.play(move);
        const engineMove = tableau.engineMove(move);
        const played = play(position, engineMove);
        const after = spiderTableauOf(played);
        expect(placementOf(tableau)).toBe(placementOf(after));
        expect(tableau.placement.hash).toBe(after.placement.hash);
        expect(JSON.stringify([tableau.slots, tableau.down])).toBe(
          JSON.stringify([after.slots, after.down]),
        );
        expect(tableau.won).toBe(isWon(played));
        expect(tableau.score()).toBe(progressScore(played));
        if (engineMove.to < 0) seen.deals++;
        if (engineMove.to < 0 && played.piles[engineMove.from].cards.length === 0) {
          seen.emptiedStock++;
        }
        if (foundationCards(played) > foundationCards(position)) seen.completed++;
        tableau.undo(move);
        expect(placementOf(tableau)).toBe(before);
        expect(JSON.stringify([tableau.slots, tableau.down])).toBe(piles);
        expect(tableau.score()).toBe(progressScore(position));
      }
    }
    expect(seen.deals).toBeGreaterThan(0);
    expect(seen.emptiedStock).toBeGreaterThan(0);
    expect(seen.completed).toBeGreaterThan(0);
  });

  it.each(ONE_DECK_SPIDERS.flatMap((game) => TEMPERS.map((temper) => [game, temper] as const)))(
    "scores every position of %s along lines played deep and taken back, %s",
    (game, temper) => {
      // Moves deeper in a line rewrite the running sums of piles that moves nearer the
      // start will get back (pile-sums.ts): the scores must come back with them.
      let scored = 0;
      for (let seed = 1; seed <= 6; seed++) {
        const random = mulberry32(seed);
        const starts = [dealOf(game, seed), spiderEndgame(rulesOf(game), seed, 2, 7)];
        for (const start of starts) {
          const tableau = spiderTableauOf(start, temper);
          const line: { move: number; position: Position }[] = [];
          let position = start;
          for (let step = 0; step < 40; step++) {
            const moves = tableau.moves();
            if (moves.length === 0) break;
            const move = moves[Math.floor(random() * moves.length)];
            tableau.play(move);
            line.push({ move, position });
            position = play(position, tableau.engineMove(move));
            expect(tableau.score()).toBe(progressScore(position, temper));
            scored++;
          }
          for (let back = line.length - 1; back >= 0; back--) {
            tableau.undo(line[back].move);
            expect(tableau.score()).toBe(progressScore(line[back].position, temper));
            scored++;
          }
        }
      }
      expect(scored).toBeGreaterThan(500);
    },
  );

  it.each(ONE_DECK_SPIDERS)(
    "tells positions of %s apart exactly as the engine's key does",
    (game) => {
      expect(keyDisagreements(playedPositions(game), spiderTableauOf)).toEqual([]);
    },
  );

  it.each(ONE_DECK_SPIDERS)(
    "rates the moves of %s as promisingMoves does, in its order",
    (game) => {
      let compared = 0;
      for (const position of playedPositions(game)) {
        const tableau = spiderTableauOf(position);
        const compact = tableau.promisingMoves().map((move) => tableau.engineMove(move));
        expect(compact).toEqual(promisingMoves(position, searchMoves(position)));
        compared++;
      }
      expect(compared).toBeGreaterThan(500);
    },
  );

  it.each(ONE_DECK_SPIDERS)(
    "tells progress pile by pile: each pile's face-down cards, the stock, the cards in play (%s)",
    (game) => {
      // Along random lines of one tableau, a pile progress stands for one such count
      // each, and each count for one pile progress.
      for (let seed = 1; seed <= 6; seed++) {
        const random = mulberry32(seed);
        const tableau = spiderTableauOf(dealOf(game, seed));
        const { tableau: piles, stock } = layoutOf(rulesOf(game));
        const countsOf = new Map<number, string>();
        const progressOf = new Map<string, number>();
        let position = dealOf(game, seed);
        for (let step = 0; step < 80; step++) {
          const counts = JSON.stringify([
            piles.map((pile) => position.piles[pile].down),
            position.piles[stock].cards.length,
            foundationCards(position),
          ]);
          const progress = tableau.pileProgress();
          expect(countsOf.get(progress) ?? counts).toBe(counts);
          expect(progressOf.get(counts) ?? progress).toBe(progress);
          countsOf.set(progress, counts);
          progressOf.set(counts, progress);
          const moves = tableau.moves();
          if (moves.length === 0) break;
          const move = moves[Math.floor(random() * moves.length)];
          tableau.play(move);
          position = play(position, tableau.engineMove(move));
        }
        expect(countsOf.size).toBeGreaterThan(3);
      }
    },
  );

  it.each(ONE_DECK_SPIDERS)("comes back exactly to a saved position of %s", (game) => {
    const saved = new SavedPositions();
    const tableau = spiderTableauOf(dealOf(game, 3));
    const positions = [...randomlyPlayed([dealOf(game, 3)], 3, 40)].slice(0, 20);
    const starts = positions.map((position) => {
      tableau.restore(saved, spiderTableauOf(position).save(saved));
      return tableau.save(saved);
    });
    // Moves played after a save do not reach back into it.
    for (const move of tableau.moves()) tableau.play(move);
    starts.forEach((start, index) => {
      tableau.restore(saved, start);
      const fresh = spiderTableauOf(positions[index]);
      expect(placementOf(tableau)).toBe(placementOf(fresh));
      expect(tableau.placement.hash).toBe(fresh.placement.hash);
      expect(JSON.stringify([tableau.slots, tableau.down])).toBe(
        JSON.stringify([fresh.slots, fresh.down]),
      );
      expect(tableau.score()).toBe(progressScore(positions[index]));
      expect(compactAndSearchMoves([positions[index]], () => tableau)[0].compact).toEqual(
        compactAndSearchMoves([positions[index]], spiderTableauOf)[0].compact,
      );
    });
  });
});

function foundationCards(position: Position): number {
  const { foundations } = layoutOf(position.rules);
  return foundations.reduce((sum, pile) => sum + position.piles[pile].cards.length, 0);
}
