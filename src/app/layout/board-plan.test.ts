import { describe, expect, test } from "vitest";
import { layoutOf } from "../../engine/index.js";
import { GAMES } from "../../games/index.js";
import { boardPlan, boardPlans } from "./board-plan.js";

describe("boardPlan", () => {
  test.each(GAMES.map((rules) => [rules.id, rules] as const))(
    "%s: every pile once, tableau last, no row wider than the columns",
    (_, rules) => {
      const layout = layoutOf(rules);
      for (const plan of boardPlans(layout)) {
        const placed = plan.rows.flatMap((row) => [...row.left, ...row.right]);
        expect([...placed].sort((a, b) => a - b)).toEqual(layout.names.map((_, i) => i));
        const last = plan.rows[plan.rows.length - 1];
        expect(last.tableau).toBe(true);
        expect(layout.tableau.every((i) => last.left.includes(i))).toBe(true);
        for (const row of plan.rows) {
          const gap = row.left.length > 0 && row.right.length > 0 ? 1 : 0;
          expect(row.left.length + row.right.length + gap).toBeLessThanOrEqual(plan.columns);
        }
      }
    },
  );

  test("with free cells, a second plan shares the foundations' row; without, there is one", () => {
    const penguin = GAMES.find((rules) => rules.id === "penguin-tuxedo");
    const spider = GAMES.find((rules) => rules.id === "spider");
    if (!penguin || !spider) throw new Error("no Penguin or Spider");
    const [first, lower] = boardPlans(layoutOf(penguin));
    expect(lower.rows.length).toBe(first.rows.length - 1);
    expect(boardPlans(layoutOf(spider))).toHaveLength(1);
  });

  test("the free cells get a row of their own", () => {
    const penguin = GAMES.find((rules) => rules.id === "penguin-tuxedo");
    if (!penguin) throw new Error("no Penguin");
    const layout = layoutOf(penguin);
    expect(boardPlan(layout).rows.some((row) => row.left.join() === layout.cells.join())).toBe(
      true,
    );
  });
});
