import { describe, expect, test } from "vitest";
import { dealPosition, layoutOf, type Pile, type Position } from "../../engine/index.js";
import { GAMES, gameById } from "../../games/index.js";
import {
  BUILD_MARK_ROOM,
  type FitInput,
  fitBoard,
  fitPlans,
  REGROWTH,
  steadySteps,
} from "./board-fit.js";
import { boardPlan, boardPlans } from "./board-plan.js";
import { MAX_CARD_WIDTH, MIN_CARD_WIDTH } from "./card-metrics.js";
import { fanOf, tableauSteps } from "./fan.js";

function inputFor(position: Position, width: number, height: number): FitInput {
  const layout = layoutOf(position.rules);
  const plan = boardPlan(layout);
  return {
    columns: plan.columns,
    upperRows: plan.rows.length - 1,
    markedRows: 0,
    tableau: layout.tableau.map((i) => position.piles[i]),
    width,
    height,
  };
}

/** The height the board takes with the fit's cards and fans. */
function usedHeight(input: FitInput): number {
  const { metrics: m, room } = fitBoard(input);
  const steps = tableauSteps(input.tableau, m, room);
  const fans = input.tableau.map((pile) => fanOf(pile, steps).extent);
  return (
    2 * m.gap +
    input.upperRows * (m.height + m.rowGap) +
    input.markedRows * BUILD_MARK_ROOM +
    m.height +
    Math.max(0, ...fans)
  );
}

const rulesOf = (id: string) => {
  const rules = gameById(id);
  if (!rules) throw new Error(`no ${id}`);
  return rules;
};
const spider = rulesOf("spider");
/** Spider with one pile of five face-down cards and `up` face-up ones. */
function longPile(up: number): FitInput {
  const pile: Pile = { cards: Array.from({ length: 5 + up }, (_, i) => 4 + (i % 52)), down: 5 };
  const input = inputFor(dealPosition(spider, 1), 1366, 600);
  return { ...input, tableau: [pile, ...input.tableau.slice(1)] };
}

describe("fitBoard", () => {
  test.each(GAMES.map((rules) => [rules.id, rules] as const))(
    "%s: the deal fits a laptop and a phone, width and height",
    (_, rules) => {
      const deal = dealPosition(rules, 1);
      for (const [width, height] of [
        [1300, 600],
        [380, 640],
        [830, 270],
      ]) {
        const input = inputFor(deal, width, height);
        const fit = fitBoard(input);
        expect(fit.scrolls).toBe(false);
        expect(usedHeight(input)).toBeLessThanOrEqual(height);
        const m = fit.metrics;
        expect(
          2 * m.gap + input.columns * m.width + (input.columns - 1) * m.gap,
        ).toBeLessThanOrEqual(width);
      }
    },
  );

  test("a wide, tall screen gets the largest cards", () => {
    expect(fitBoard(inputFor(dealPosition(spider, 1), 3000, 3000)).metrics.width).toBe(
      MAX_CARD_WIDTH,
    );
  });

  test("as a pile grows the cards get smaller, never wider than before", () => {
    let last = Number.POSITIVE_INFINITY;
    for (let up = 1; up <= 40; up++) {
      const fit = fitBoard(longPile(up));
      expect(fit.metrics.width).toBeLessThanOrEqual(last);
      last = fit.metrics.width;
      if (!fit.scrolls) expect(usedHeight(longPile(up))).toBeLessThanOrEqual(600);
    }
    expect(fitBoard(longPile(15)).metrics.width).toBeLessThan(fitBoard(longPile(1)).metrics.width);
  });

  test("past the smallest readable card the board scrolls, fans at their closest", () => {
    const fit = fitBoard({ ...longPile(90), height: 300 });
    expect(fit.scrolls).toBe(true);
    expect(fit.metrics.width).toBe(MIN_CARD_WIDTH);
  });
});

describe("fitPlans", () => {
  const penguin = rulesOf("penguin-tuxedo");
  const layout = layoutOf(penguin);
  const deal = dealPosition(penguin, 1);
  const room = (width: number, height: number) => ({
    tableau: layout.tableau.map((i) => deal.piles[i]),
    width,
    height,
  });

  test("a wide, short screen takes the plan with one row fewer, for larger cards", () => {
    const plans = boardPlans(layout);
    const chosen = fitPlans(plans, room(830, 270), () => false);
    expect(chosen.plan).toBe(plans[1]);
    const first = fitBoard({ ...inputFor(deal, 830, 270) });
    expect(chosen.fit.metrics.width).toBeGreaterThan(first.metrics.width);
  });

  test("a tall, narrow screen keeps the first plan", () => {
    const plans = boardPlans(layout);
    expect(fitPlans(plans, room(380, 640), () => false).plan).toBe(plans[0]);
  });

  test("cards shown a little smaller than the largest stay; a board that needs smaller cards gets them", () => {
    const plans = boardPlans(layout);
    const best = fitPlans(plans, room(1280, 720), () => false);
    const width = best.fit.metrics.width;
    const plan = plans.indexOf(best.plan);
    const smaller = Math.ceil(width / REGROWTH) + 1;
    const kept = fitPlans(plans, room(1280, 720), () => false, { plan, width: smaller });
    expect(kept.fit.metrics.width).toBe(smaller);
    expect(kept.fit.scrolls).toBe(false);
    // Much smaller cards grow back to the largest.
    const grown = fitPlans(plans, room(1280, 720), () => false, { plan, width: smaller - 4 });
    expect(grown.fit.metrics.width).toBe(width);
    // Cards larger than the board allows shrink to the largest that fit.
    const shrunk = fitPlans(plans, room(1280, 720), () => false, { plan, width: width + 1 });
    expect(shrunk.fit.metrics.width).toBe(width);
  });
});

describe("steadySteps", () => {
  test("fans drawn a little tighter than needed stay; fans that must tighten do", () => {
    const shown = { down: 10, up: 40 };
    expect(steadySteps({ down: 10, up: 42 }, shown)).toBe(shown);
    expect(steadySteps({ down: 10, up: 38 }, shown)).toEqual({ down: 10, up: 38 });
    expect(steadySteps({ down: 9, up: 40 }, shown)).toEqual({ down: 9, up: 40 });
  });

  test("fans open up again by a clear step", () => {
    const shown = { down: 10, up: 40 };
    const open = { down: 10, up: Math.ceil(40 * REGROWTH) };
    expect(steadySteps(open, shown)).toEqual(open);
    expect(steadySteps(open)).toEqual(open);
  });
});
