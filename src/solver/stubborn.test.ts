import { describe, expect, it } from "vitest";
import { play } from "../engine/apply.js";
import { legalMoves } from "../engine/moves.js";
import { mulberry32 } from "../engine/random.js";
import { GAMES } from "../games/index.js";
import { fewCardsLeft } from "./fixtures.js";
import { searchMoves } from "./moves.js";
import { reducesMoves, stubbornMoves } from "./stubborn.js";

describe("stubbornMoves", () => {
  it("applies to the open castle family only", () => {
    const reduced = GAMES.filter(reducesMoves).map((rules) => rules.id);
    expect(reduced.sort()).toEqual(["beleaguered-castle", "penelopes-web", "streets-and-alleys"]);
  });

  // Where any card fills a space, an empty pile ties every pile together: the reduction
  // acts mostly where spaces are closed to all but Kings. `often`: in at least one
  // position of that many.
  it.each([
    { game: "penelopes-web", often: 20 },
    { game: "streets-and-alleys", often: 0 },
    { game: "beleaguered-castle", often: 0 },
  ])("keeps a part of the moves of $game, never none", ({ game, often }) => {
    let reduced = 0;
    let positions = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const random = mulberry32(seed);
      let position = fewCardsLeft(game, seed, 24, { suits: 4, spread: 8 });
      for (let step = 0; step < 30; step++) {
        const legal = legalMoves(position);
        if (legal.length === 0) break;
        const kept = stubbornMoves(position, legal);
        positions++;
        expect(kept.length).toBeGreaterThan(0);
        for (const move of kept) expect(legal).toContainEqual(move);
        if (kept.length < legal.length) reduced++;
        position = play(position, legal[Math.floor(random() * legal.length)]);
      }
    }
    if (often > 0) expect(reduced).toBeGreaterThan(positions / often);
  });

  it("is what the search uses in the castle family", () => {
    const position = fewCardsLeft("penelopes-web", 7, 24, { suits: 4, spread: 8 });
    expect(searchMoves(position).length).toBeLessThanOrEqual(legalMoves(position).length);
  });
});
