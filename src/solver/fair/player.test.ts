import { describe, expect, it } from "vitest";
import { dealPosition, isWon, legalMoves, play, refusal } from "../../engine/index.js";
import { gameById } from "../../games/index.js";
import { guarded, replay, reshuffleHidden } from "../referee/fixtures.js";
import { KeptLine } from "./kept-line.js";
import { fairHint, nextFairMove, playFair } from "./player.js";
import { playerView } from "./unseen.js";

const rules = (id: string) => {
  const found = gameById(id);
  if (!found) throw new Error(id);
  return found;
};

const SMALL = { samples: 4, budgetNodes: 2000, seed: 5 };

describe("fairHint", () => {
  it("gives a legal move of the real position", () => {
    const games = ["spiderette", "will-o-the-wisp", "black-widow", "penta", "spider"];
    for (const id of [...games, "tarantula", "deuces", "klondike", "klondike-3"]) {
      const deal = dealPosition(rules(id), 21);
      const hint = fairHint(playerView(deal), SMALL);
      if (!hint.move) throw new Error(`${id}: no hint`);
      expect(refusal(deal, hint.move)).toBeNull();
    }
  });

  it("gives the same hint for positions that differ only in what the player cannot see", () => {
    for (const id of ["spiderette", "will-o-the-wisp", "penta", "klondike", "deuces"]) {
      const deal = dealPosition(rules(id), 8);
      for (const seed of [1, 2]) {
        const other = reshuffleHidden(deal, seed);
        expect(other.piles).not.toEqual(deal.piles);
        expect(fairHint(playerView(other), SMALL)).toEqual(fairHint(playerView(deal), SMALL));
      }
    }
  });

  it("follows the winning line of an open position", () => {
    const deal = dealPosition(rules("penguin-tuxedo"), 4);
    const hint = fairHint(playerView(deal), { budgetNodes: 100_000 });
    expect(hint.basis).toBe("sampled-wins");
    expect(hint.samples).toBe(1);
    expect(isWon(replay(deal, hint.line))).toBe(true);
    expect(hint.line[0]).toEqual(hint.move);
  });

  it("answers with a legal move even with no time to think", () => {
    const deal = dealPosition(rules("spiderette"), 12);
    const hint = fairHint(playerView(deal), { samples: 8, thinkMs: 0 });
    if (!hint.move) throw new Error("no hint");
    expect(refusal(deal, hint.move)).toBeNull();
  });
});

describe("nextFairMove", () => {
  it("goes on with the line of the hint before once the player has made its move", () => {
    const deal = dealPosition(rules("penguin-tuxedo"), 4);
    const kept = new KeptLine(4, 1);
    const options = { budgetNodes: 100_000 };
    const first = nextFairMove(kept, playerView(deal), options);
    expect(first.basis).toBe("sampled-wins");
    if (!first.move) throw new Error("no hint");
    const next = nextFairMove(kept, playerView(play(deal, first.move)), options);
    expect(next).toMatchObject({ basis: "kept-line", move: first.line[1] });
    // Asked again where the line does not pass, it decides afresh.
    const other = dealPosition(rules("penguin-tuxedo"), 5);
    expect(nextFairMove(kept, playerView(other), options).basis).not.toBe("kept-line");
  });
});

describe("playFair", () => {
  it("wins an open deal the solver can win, by legal moves", () => {
    const deal = dealPosition(rules("penguin-tuxedo"), 4);
    const game = playFair(deal, { budgetNodes: 100_000 });
    expect(game.won).toBe(true);
    expect(isWon(replay(deal, game.moves))).toBe(true);
    // Nothing is hidden: the line found first agrees with all there is to see, to the end.
    expect(game.decisions).toHaveLength(1);
  });

  it("keeps a sampled winning line past revealing moves only while what turns up agrees", () => {
    const deal = dealPosition(rules("will-o-the-wisp"), 1);
    const game = playFair(deal, { samples: 1, budgetNodes: 20_000, maxMoves: 8 });
    // Every move, kept or newly chosen, is legal in the real position.
    replay(deal, game.moves);
    expect(game.moves.length).toBeGreaterThan(game.decisions.length);
    // The same game from the same deal with other hidden cards decides the first move alike.
    const other = playFair(reshuffleHidden(deal, 3), {
      samples: 1,
      budgetNodes: 20_000,
      maxMoves: 1,
    });
    expect(other.moves).toEqual(game.moves.slice(0, 1));
  });

  it("plays a hidden-card deal by legal moves to its end, never reading a hidden card", () => {
    const deal = dealPosition(rules("spiderette"), 3);
    const options = { ...SMALL, maxMoves: 12 };
    const game = playFair(deal, options);
    const end = replay(deal, game.moves);
    expect(game.won).toBe(isWon(end));
    expect(game.moves.length > 0).toBe(true);
    expect(game.moves.length <= 12 || legalMoves(end).length === 0).toBe(true);
    // Its first decision is the same whatever lies face down.
    const first = playFair(reshuffleHidden(deal, 77), { ...options, maxMoves: 1 });
    expect(first.moves).toEqual(game.moves.slice(0, 1));
    expect(() => fairHint(playerView(guarded(deal)), SMALL)).not.toThrow();
  });
});
