import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BestOf } from "./best-of.js";

/** Offers every score in turn, as a beam does, keeping what `wouldKeep` accepts. */
function offerAll(scores: number[], width: number) {
  const best = new BestOf<number>(width);
  let putOut = 0;
  let turnedAway = 0;
  scores.forEach((score, index) => {
    if (!best.wouldKeep(score)) turnedAway++;
    else if (best.keep(score, index)) putOut++;
  });
  return { kept: best.best(), putOut, turnedAway };
}

describe("BestOf", () => {
  it("keeps what a stable sort, best first, keeps of the first `width`", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 20 }),
        (scores, width) => {
          const sorted = scores
            .map((score, index) => ({ score, index }))
            .sort((a, b) => b.score - a.score)
            .slice(0, width)
            .map(({ index }) => index);
          const { kept, putOut, turnedAway } = offerAll(scores, width);
          expect(kept).toEqual(sorted);
          // Every item offered beyond the width is dropped, at the door or later.
          expect(putOut + turnedAway).toBe(Math.max(0, scores.length - width));
        },
      ),
    );
  });

  it("turns away a score no better than the worst kept once full, the later of a tie", () => {
    const best = new BestOf<string>(2);
    expect(best.keep(5, "a")).toBe(false);
    expect(best.keep(3, "b")).toBe(false);
    expect(best.wouldKeep(3)).toBe(false);
    expect(best.wouldKeep(4)).toBe(true);
    expect(best.keep(4, "c")).toBe(true);
    expect(best.best()).toEqual(["a", "c"]);
  });
});
