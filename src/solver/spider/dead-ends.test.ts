import { describe, expect, it } from "vitest";
import { play } from "../../engine/apply.js";
import { refusal } from "../../engine/legal.js";
import { isWon } from "../../engine/position.js";
import { spiderette } from "../../games/spider.js";
import { Budget } from "../core/budget.js";
import { positionKey } from "../core/key.js";
import { searchMoves } from "../moves/search-moves.js";
import {
  dealOf,
  ONE_DECK_SPIDERS,
  position,
  randomlyPlayed,
  replay,
  spiderEndgame,
  threePileSpiderette,
  untestedSpiderTableau,
  winnableByBruteForce,
} from "../referee/fixtures.js";
import { solve } from "../schedule/solve.js";
import { depthFirst } from "../search/depth-first.js";
import { spiderTableauOf } from "./tableau.js";

const runText = (suit: string) => [..."KQJT98765432A"].map((rank) => rank + suit);
const HOME_HEARTS = runText("H");
const HOME_SPADES = runText("S");

describe("SpiderTableau.deadEnd", () => {
  it("calls a position dead only where a plain exhaustive search finds no win", () => {
    const seen = { dead: 0, lostAlive: 0, won: 0 };
    for (let seed = 1; seed <= 60; seed++) {
      const starts = [spiderEndgame(threePileSpiderette, seed, 1 + (seed % 2), seed % 4)];
      for (const start of randomlyPlayed(starts, seed, 20)) {
        const dead = spiderTableauOf(start).deadEnd();
        const winnable = winnableByBruteForce(start);
        if (dead) {
          expect(winnable).toBe(false);
          seen.dead++;
        } else if (winnable) seen.won++;
        else seen.lostAlive++;
      }
    }
    expect(seen.dead).toBeGreaterThan(20);
    expect(seen.won).toBeGreaterThan(20);
  });

  it.each(ONE_DECK_SPIDERS)("finds no dead end on the way of a win in %s", (game) => {
    let checked = 0;
    for (let deal = 1; deal <= 6; deal++) {
      const start = dealOf(game, deal);
      const solved = solve(start, { budgetNodes: 200_000 });
      if (solved.result !== "won") continue;
      let current = start;
      for (const move of solved.moves) {
        expect(spiderTableauOf(current).deadEnd()).toBe(false);
        current = play(current, move);
        checked++;
      }
      expect(isWon(current)).toBe(true);
    }
    expect(checked).toBeGreaterThan(100);
  });

  it.each(ONE_DECK_SPIDERS)(
    "skips the test after a move that can be taken back only where it would pass, in %s",
    (game) => {
      let takenBack = 0;
      for (let deal = 1; deal <= 20; deal++) {
        for (const before of randomlyPlayed([dealOf(game, deal)], deal, 40)) {
          if (spiderTableauOf(before).deadEnd()) continue;
          const tableau = spiderTableauOf(before);
          for (const move of tableau.moves()) {
            tableau.play(move);
            const engineMove = tableau.engineMove(move);
            const played = play(before, engineMove);
            // A fresh tableau has no last move: it always runs the whole test.
            expect(tableau.deadEnd()).toBe(spiderTableauOf(played).deadEnd());
            const back = { from: engineMove.to, to: engineMove.from, count: engineMove.count };
            if (engineMove.to >= 0 && refusal(played, back) === null) {
              if (positionKey(play(played, back)) === positionKey(before)) takenBack++;
            }
            tableau.undo(move);
          }
        }
      }
      expect(takenBack).toBeGreaterThan(150);
    },
  );

  it("finds a position dead while moves remain", () => {
    // The two of clubs and the two of diamonds each lie on the three the other needs;
    // the clubs' Queen and Jack and the diamonds' Ace lie under cards that need them.
    const start = position({
      game: "spiderette",
      tableau: [
        ["9d", "8d", "AD"],
        ["KC"],
        ["qc", "jc", "7C"],
        ["6c", "5c", "4C"],
        ["3c", "2C"],
        ["ac", "7d", "6d", "5d", "kd", "qd", "jd", "td", "tc", "9c", "8c", "4D"],
        ["3d", "2D"],
      ],
      foundations: [HOME_HEARTS, HOME_SPADES, [], []],
      stock: [],
    });
    expect(searchMoves(start).length).toBeGreaterThan(0);
    expect(spiderTableauOf(start).deadEnd()).toBe(true);
    expect(winnableByBruteForce(start)).toBe(false);
  });
});

describe("depthFirst on the Spider tableau with the dead-end test", () => {
  it.each([
    ["will-o-the-wisp", 305],
    ["spiderette", 6],
    ["spiderette", 29],
  ])("proves %s deal %i lost through fewer positions than without it", (game, deal) => {
    const start = dealOf(game, deal);
    const tested = new Budget({});
    const untested = new Budget({});
    expect(depthFirst(spiderTableauOf(start), tested, 1e6).kind).toBe("exhausted");
    expect(depthFirst(untestedSpiderTableau(start), untested, 1e6).kind).toBe("exhausted");
    expect(tested.nodes).toBeLessThan(untested.nodes);
  });

  it("wins the endgames it won without the test, with solutions that replay", () => {
    let won = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const start = spiderEndgame(spiderette, seed, 2, 7);
      const budget = () => new Budget({ budgetNodes: 20_000 });
      const untested = depthFirst(untestedSpiderTableau(start), budget(), 1e6);
      const tested = depthFirst(spiderTableauOf(start), budget(), 1e6);
      if (untested.kind === "won") {
        expect(tested.kind).toBe("won");
        won++;
      }
      if (tested.kind === "won") expect(isWon(replay(start, tested.moves))).toBe(true);
    }
    expect(won).toBeGreaterThan(0);
  });
});
