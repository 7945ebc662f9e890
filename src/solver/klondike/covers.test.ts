import { describe, expect, it } from "vitest";
import { cardOf } from "../../engine/card.js";
import { gameById } from "../../games/index.js";
import { type CoverScene, mayBeCovered, mayComeOffHome } from "./covers.js";
import { type KlondikePlan, klondikePlanOf } from "./family.js";

const planOf = (game: string): KlondikePlan => {
  const rules = gameById(game);
  const plan = rules && klondikePlanOf(rules);
  if (!plan) throw new Error(game);
  return plan;
};
const drawOne = planOf("klondike");
const drawThree = planOf("klondike-3");
const C = 0;
const D = 1;
const H = 2;
const S = 3;

/** A scene: the cards of `talon` in the talon, those of `topRuns` heading a top run. */
const scene = (
  plan: KlondikePlan,
  home: number[],
  talon: number[],
  topRuns: number[] = [],
): CoverScene => ({
  plan,
  home,
  comesUp: (card) => talon.includes(card),
  headsTopRun: (card) => topRuns.includes(card),
});

describe("mayBeCovered", () => {
  // The five of hearts: the four of clubs in the talon, the four of spades (and both red
  // threes, which fit on the four of clubs) face down, their foundations lower.
  const home = [2, 1, 1, 2];
  const talon = [cardOf(5, H), cardOf(4, C)];

  it("drawing one, follows talon cards down to a card that can go on one at once", () => {
    expect(mayBeCovered(scene(drawOne, home, talon), cardOf(5, H))).toBe(false);
    const topRun = [cardOf(3, D)];
    expect(mayBeCovered(scene(drawOne, home, talon, topRun), cardOf(5, H))).toBe(true);
    // The three of hearts on top of its foundation, with the two of spades heading a run.
    const threeHome = scene(drawOne, [2, 1, 3, 1], talon, [cardOf(2, S)]);
    expect(mayBeCovered(threeHome, cardOf(5, H))).toBe(true);
  });

  it("drawing three, takes any talon card as one that can go on it", () => {
    expect(mayBeCovered(scene(drawThree, home, talon), cardOf(5, H))).toBe(true);
  });
});

describe("mayComeOffHome", () => {
  it("lets a card leave its foundation when a card can go on it or on the cards under it", () => {
    // The six of clubs tops its foundation; the red fives and fours are out of reach.
    const home = [6, 3, 3, 5];
    expect(mayComeOffHome(scene(drawOne, home, []), cardOf(6, C))).toBe(false);
    // With the four of hearts heading a run, the five of clubs may follow the six off.
    expect(mayComeOffHome(scene(drawOne, home, [], [cardOf(4, H)]), cardOf(6, C))).toBe(true);
    // With the five of diamonds in the talon, something may go on the six itself.
    expect(mayComeOffHome(scene(drawThree, home, [cardOf(5, D)]), cardOf(6, C))).toBe(true);
  });
});
