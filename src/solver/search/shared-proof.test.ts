import { describe, expect, it } from "vitest";
import type { Move } from "../../engine/move.js";
import { Budget } from "../core/budget.js";
import { PlacementTable, type TableKey } from "../core/placement-table.js";
import { ProvedTable, provedTableMemory, startRound } from "../core/proved-table.js";
import { depthFirst } from "./depth-first.js";
import { SharedProof } from "./shared-proof.js";
import type { ProofSharing, Tableau, TableauMove } from "./tableau.js";

const MEMORY = provedTableMemory();

/**
 * A tableau over a graph given outright: its positions are numbers, 0 the start, and a
 * move is the number of the position it reaches; none is won.
 */
class GraphTableau implements Tableau<TableKey> {
  readonly won = false;
  private readonly line = [0];
  private readonly words = new Int32Array(1);

  constructor(private readonly moveLists: readonly (readonly number[])[]) {}

  get key(): TableKey {
    this.words[0] = this.at;
    return { hash: this.at, words: this.words };
  }

  private get at(): number {
    return this.line[this.line.length - 1];
  }

  table(): PlacementTable {
    return new PlacementTable(1000, 1);
  }

  moves(): TableauMove[] {
    return [...this.moveLists[this.at]];
  }

  play(move: TableauMove): void {
    this.line.push(move);
  }

  undo(): void {
    this.line.pop();
  }

  shareProofs(shared: SharedArrayBuffer): ProofSharing<TableKey> | null {
    return new SharedProof(new ProvedTable(shared), this.table(), 1);
  }

  engineMove(move: TableauMove): Move {
    return { from: 0, to: move, count: 1 };
  }

  shorten(line: readonly TableauMove[]): TableauMove[] {
    return [...line];
  }
}

/** Which positions of the graph are in the table after a search of `nodes` positions. */
function provedAfter(moveLists: number[][], nodes: number): number[] {
  startRound(MEMORY);
  depthFirst(new GraphTableau(moveLists), new Budget({ budgetNodes: nodes }), 1000, false, MEMORY);
  const table = new ProvedTable(MEMORY);
  return moveLists
    .map((_, position) => position)
    .filter((position) => table.has(position, Int32Array.of(position), 0, 1));
}

describe("depth-first search sharing what it proves lost", () => {
  // 2 leads back to 1; 7 meets 2 again; 3, 4, 6, 8 and 9 have no move; 5 meets 2 once 1 is left.
  const graph = [[1, 5, 9], [2, 7, 4], [1, 3], [], [], [2, 6], [], [2, 8], [], []];

  it("adds a position that leans on one still on the line only once that one is left", () => {
    // Entered in order: 0, 1, 2, 3, 7, 8, 4, 5, 6, 9.
    expect(provedAfter(graph, 4)).toEqual([]);
    // 7 leans on 1 through 2, met again.
    expect(provedAfter(graph, 6)).toEqual([]);
    // 1 is left: 2 and 7 with it.
    expect(provedAfter(graph, 7)).toEqual([1, 2, 7]);
  });

  it("adds a position that meets again one leaning on a position since left", () => {
    expect(provedAfter(graph, 9)).toEqual([1, 2, 5, 7]);
    expect(provedAfter(graph, 10)).toEqual([0, 1, 2, 5, 7]);
  });

  it("leaves out what another search proved lost, and proves lost on it", () => {
    provedAfter(graph, 9);
    // A graph where 5 would lead on and on: the table says it is lost.
    const longer = [[1, 5, 9], [2, 7, 4], [1, 3], [], [], [10], [], [2, 8], [], [], [11], [12], []];
    const budget = new Budget({ budgetNodes: 1000 });
    const tableau = new GraphTableau(longer);
    expect(depthFirst(tableau, budget, 1000, false, MEMORY).kind).toBe("exhausted");
    // Entered: 0 and 9; 1 and 5 were in the table.
    expect(budget.nodes).toBe(2);
    const alone = new Budget({ budgetNodes: 1000 });
    expect(depthFirst(new GraphTableau(longer), alone, 1000).kind).toBe("exhausted");
    // Every position but 6, which nothing reaches.
    expect(alone.nodes).toBe(12);
  });
});
