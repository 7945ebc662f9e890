import { describe, expect, it } from "vitest";
import { cardOf } from "../../engine/card.js";
import { dealPosition } from "../../engine/deal.js";
import { blackWidow } from "../../games/spider.js";
import { Budget } from "../core/budget.js";
import { ON_FOUNDATION, ON_TABLE, Placement, PlacementTable } from "../core/placement-table.js";
import { depthFirst } from "./depth-first.js";
import { EngineTableau } from "./engine-tableau.js";
import type { Tableau, TableauMove } from "./tableau.js";

describe("depthFirst over engine positions", () => {
  const start = dealPosition(blackWidow, 7);

  it("gives up once its line is as long as its memory allowance lets it be", () => {
    // An allowance of 80 positions lets the line hold ten: the start and ten more.
    const budget = new Budget({ budgetNodes: 10_000 });
    expect(depthFirst(new EngineTableau(start), budget, 80).kind).toBe("gave-up");
    expect(budget.nodes).toBeLessThanOrEqual(11);
  });

  it("goes deeper with a larger allowance", () => {
    const budget = new Budget({ budgetNodes: 1_000 });
    expect(depthFirst(new EngineTableau(start), budget, 100_000).kind).toBe("gave-up");
    expect(budget.nodes).toBe(1_000);
  });
});

/**
 * A game of `size` positions in a ring, none won: one move, from each position to the
 * next. Position i is told by which card lies on the table.
 */
class Ring implements Tableau<Placement> {
  readonly key = new Placement();
  readonly won = false;
  private at = 0;

  constructor(private readonly size: number) {
    this.key.place(this.card(0), ON_TABLE);
  }

  private card(at: number): number {
    return cardOf(1 + (at % 13), Math.floor(at / 13));
  }

  table(memory: number): PlacementTable {
    return PlacementTable.forMemory(memory, this.key.words.length);
  }

  moves(): TableauMove[] {
    return [1];
  }

  play(step: TableauMove): void {
    this.key.place(this.card(this.at), ON_FOUNDATION);
    this.at = (this.at + step) % this.size;
    this.key.place(this.card(this.at), ON_TABLE);
  }

  undo(step: TableauMove): void {
    this.play(this.size - step);
  }

  engineMove(): never {
    throw new Error("a ring is never won");
  }

  shorten(): never {
    throw new Error("a ring is never won");
  }
}

describe("depthFirst on a compact tableau", () => {
  it("runs dry over a game its table can hold", () => {
    const budget = new Budget({ budgetNodes: 10_000 });
    expect(depthFirst(new Ring(40), budget, 1000).kind).toBe("exhausted");
    expect(budget.nodes).toBe(40);
  });

  it("gives up once its line is as long as its table, which forgets", () => {
    // A memory allowance of 5 holds ten positions here: around the ring the search
    // forgets where it has been and would go round for ever, its line ever longer. It
    // stops after the start and ten more.
    const budget = new Budget({ budgetNodes: 10_000 });
    expect(depthFirst(new Ring(40), budget, 5).kind).toBe("gave-up");
    expect(budget.nodes).toBeLessThanOrEqual(11);
  });
});
