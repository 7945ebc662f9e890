import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  dealPosition,
  legalMoves,
  type Move,
  type Position,
  play,
  samePosition,
} from "../../engine/index.js";
import { isPileShuffle } from "../../engine/status.js";
import { gameById } from "../../games/index.js";
import { reshuffleHidden } from "../referee/fixtures.js";
import type { SolveResult } from "../schedule/solve.js";
import { judgeInHindsight } from "./hindsight.js";

const klondike = gameById("klondike");
if (!klondike) throw new Error("klondike");
const deal = dealPosition(klondike, 3);
const moves = legalMoves(deal);
const same = (a: Move, b: Move) => a.from === b.from && a.to === b.to && a.count === b.count;
const verdict = (result: SolveResult["result"]): SolveResult => ({
  result,
  moves: [],
  nodes: 1,
  ms: 0,
});
/** A solver that wins the deal after `winning` only, and proves everything else lost. */
const winsAfter = (winning: Move) => (position: Position) =>
  samePosition(position, play(deal, winning)) ? verdict("won") : verdict("lost");

/** Four layouts of the deal's hidden cards: the same legal moves, different positions. */
const layouts = [deal, ...[1, 2, 3].map((seed) => reshuffleHidden(deal, seed))];
const judgedMoves = moves.filter((move) => !isPileShuffle(deal, move));
const afters = judgedMoves.map((move) => layouts.map((layout) => play(layout, move)));
const worth = { won: 1, unknown: 0.25, lost: 0 };

/** Every move judged over every layout: the most layouts won, ties to the preference. */
function judgedByHand(verdicts: SolveResult["result"][][], preferences: number[]) {
  const scores = verdicts.map((row) => row.reduce((sum, verdict) => sum + worth[verdict], 0));
  let best = 0;
  for (let index = 1; index < scores.length; index++) {
    const ahead =
      scores[index] > scores[best] ||
      (scores[index] === scores[best] && preferences[index] > preferences[best]);
    if (ahead) best = index;
  }
  return { move: judgedMoves[best], score: scores[best] };
}

describe("judgeInHindsight", () => {
  it("has several moves to choose from at this deal", () => {
    expect(moves.length).toBeGreaterThan(2);
  });

  it("picks the move after which the layouts can still be won", () => {
    for (const winning of moves) {
      const judged = judgeInHindsight({
        layouts: [deal],
        solve: winsAfter(winning),
        skip: () => false,
        preference: () => 0,
      });
      expect(judged?.move).toEqual(winning);
      expect(judged?.layout).toBe(deal);
      expect(judged?.score).toBe(1);
      expect(judged?.wins).toBe(1);
    }
  });

  it("counts undecided layouts for less than a win, more than a loss", () => {
    const [won, undecided] = [moves[moves.length - 1], moves[0]];
    const judged = judgeInHindsight({
      layouts: [deal, deal],
      solve: (position) =>
        samePosition(position, play(deal, won))
          ? verdict("won")
          : samePosition(position, play(deal, undecided))
            ? verdict("unknown")
            : verdict("lost"),
      skip: () => false,
      preference: (move) => (same(move, undecided) ? 1 : 0),
    });
    expect(judged?.move).toEqual(won);
    expect(judged?.score).toBe(2);
    expect(judged?.wins).toBe(2);
  });

  it("breaks ties by preference and leaves out skipped moves", () => {
    const preferred = moves[1];
    const tie = judgeInHindsight({
      layouts: [deal],
      solve: () => verdict("won"),
      skip: () => false,
      preference: (move) => (same(move, preferred) ? 1 : 0),
    });
    expect(tie?.move).toEqual(preferred);
    const skipped = judgeInHindsight({
      layouts: [deal],
      solve: () => verdict("won"),
      skip: (move) => same(move, preferred),
      preference: (move) => (same(move, preferred) ? 1 : 0),
    });
    expect(skipped?.move).not.toEqual(preferred);
  });

  it("gives up when told to stop", () => {
    const judged = judgeInHindsight({
      layouts: [deal],
      solve: () => verdict("won"),
      skip: () => false,
      preference: () => 0,
      stop: () => true,
    });
    expect(judged).toBeNull();
  });

  it("gives the answer of judging every move over every layout, solving fewer", () => {
    const verdict3 = fc.constantFrom<SolveResult["result"]>("won", "lost", "unknown");
    fc.assert(
      fc.property(
        fc.array(fc.array(verdict3, { minLength: 4, maxLength: 4 }), {
          minLength: judgedMoves.length,
          maxLength: judgedMoves.length,
        }),
        fc.array(fc.integer({ min: 0, max: 2 }), {
          minLength: judgedMoves.length,
          maxLength: judgedMoves.length,
        }),
        (verdicts, preferences) => {
          let solved = 0;
          const judged = judgeInHindsight({
            layouts,
            solve: (position) => {
              solved++;
              for (const [index, row] of afters.entries()) {
                const at = row.findIndex((after) => samePosition(after, position));
                if (at >= 0) return verdict(verdicts[index][at]);
              }
              throw new Error("a position no move of the layouts leads to");
            },
            skip: () => false,
            preference: (move) => preferences[judgedMoves.findIndex((m) => same(m, move))],
          });
          const expected = judgedByHand(verdicts, preferences);
          expect(judged?.move).toEqual(expected.move);
          expect(judged?.score).toBe(expected.score);
          expect(solved).toBeLessThanOrEqual(judgedMoves.length * layouts.length);
        },
      ),
    );
  });

  it("stops at the first move, in order of preference, that keeps every layout won", () => {
    let solved = 0;
    const preferred = judgedMoves[judgedMoves.length - 1];
    const judged = judgeInHindsight({
      layouts,
      solve: () => {
        solved++;
        return verdict("won");
      },
      skip: () => false,
      preference: (move) => (same(move, preferred) ? 1 : 0),
    });
    expect(judged?.move).toEqual(preferred);
    expect(solved).toBe(layouts.length);
  });
});
