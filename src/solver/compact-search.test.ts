import { describe, expect, it } from "vitest";
import { cardOf } from "../engine/card.js";
import { Budget } from "./budget.js";
import { type CompactMove, type CompactTableau, compactDepthFirst } from "./compact-search.js";
import { ON_FOUNDATION, ON_TABLE, Placement } from "./placement-table.js";

/**
 * A game of `size` positions in a ring, none won: one move, from each position to the
 * next. Position i is told by which card lies on the table.
 */
class Ring implements CompactTableau {
  readonly placement = new Placement();
  readonly won = false;
  private at = 0;

  constructor(private readonly size: number) {
    this.placement.place(this.card(0), ON_TABLE);
  }

  private card(at: number): number {
    return cardOf(1 + (at % 13), Math.floor(at / 13));
  }

  moves(): CompactMove[] {
    return [1];
  }

  play(step: CompactMove): void {
    this.placement.place(this.card(this.at), ON_FOUNDATION);
    this.at = (this.at + step) % this.size;
    this.placement.place(this.card(this.at), ON_TABLE);
  }

  undo(step: CompactMove): void {
    this.play(this.size - step);
  }

  moveLike(): CompactMove {
    throw new Error("a ring is never won");
  }

  engineMove(): never {
    throw new Error("a ring is never won");
  }
}

describe("compactDepthFirst", () => {
  it("runs dry over a game its table can hold", () => {
    const budget = new Budget({ budgetNodes: 10_000 });
    expect(compactDepthFirst(new Ring(40), () => new Ring(40), budget, 1000).kind).toBe(
      "exhausted",
    );
    expect(budget.nodes).toBe(40);
  });

  it("gives up once its line is as long as its table, which forgets", () => {
    // A memory allowance of 5 holds ten positions here: around the ring the search
    // forgets where it has been and would go round for ever, its line ever longer. It
    // stops after the start and ten more.
    const budget = new Budget({ budgetNodes: 10_000 });
    expect(compactDepthFirst(new Ring(40), () => new Ring(40), budget, 5).kind).toBe("gave-up");
    expect(budget.nodes).toBeLessThanOrEqual(11);
  });
});
