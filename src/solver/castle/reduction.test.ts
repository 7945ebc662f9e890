import { describe, expect, it } from "vitest";
import { play } from "../../engine/apply.js";
import { legalMoves } from "../../engine/moves.js";
import type { Position } from "../../engine/position.js";
import { mulberry32 } from "../../engine/random.js";
import { GAMES } from "../../games/index.js";
import { fewCardsLeft, winnableByBruteForce } from "../referee/fixtures.js";
import { openCastleOf } from "./family.js";
import { reducedMoves } from "./reduction.js";

/** Positions met along random play from small random positions of `game`. */
function* playedPositions(
  game: string,
  cards: number,
  { suits, spread }: { suits: number; spread: number },
): Generator<Position> {
  for (let seed = 1; seed <= 40; seed++) {
    const random = mulberry32(seed);
    let position = fewCardsLeft(game, seed, cards, { suits, spread });
    for (let step = 0; step < 12; step++) {
      yield position;
      const legal = legalMoves(position);
      if (legal.length === 0) break;
      position = play(position, legal[Math.floor(random() * legal.length)]);
    }
  }
}

describe("reducedMoves", () => {
  it("applies to the open castle family only", () => {
    const reduced = GAMES.filter((rules) => openCastleOf(rules) !== null).map((rules) => rules.id);
    expect(reduced.sort()).toEqual([
      "bakers-dozen",
      "beleaguered-castle",
      "citadel",
      "exiled-kings",
      "penelopes-web",
      "portuguese-solitaire",
      "streets-and-alleys",
    ]);
  });

  it.each([
    { game: "penelopes-web", cards: 14, spread: 6 },
    // Where any card fills a space, a dead end needs every pile taken.
    { game: "streets-and-alleys", cards: 20, spread: 8 },
    { game: "beleaguered-castle", cards: 20, spread: 8 },
  ])("drops only positions of $game that cannot be won", ({ game, cards, spread }) => {
    let dead = 0;
    for (const position of playedPositions(game, cards, { suits: 2, spread })) {
      const legal = legalMoves(position);
      if (legal.length === 0 || reducedMoves(position, legal).length > 0) continue;
      dead++;
      expect(winnableByBruteForce(position)).toBe(false);
    }
    expect(dead).toBeGreaterThan(0);
  });
});
