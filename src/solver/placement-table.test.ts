import { describe, expect, it } from "vitest";
import { cardOf } from "../engine/card.js";
import { ON_FOUNDATION, ON_TABLE, Placement, PlacementTable } from "./placement-table.js";

/** Every card home but the given ones, each lying on what is paired with it. */
function placed(...cards: [number, number][]): Placement {
  const placement = new Placement();
  for (const [card, on] of cards) placement.place(card, on);
  return placement;
}

const aceOfClubs = cardOf(1, 0);
const twoOfHearts = cardOf(2, 2);
const king = cardOf(13, 3);

describe("PlacementTable", () => {
  it("finds what was added and nothing else", () => {
    const table = new PlacementTable(100);
    table.add(placed([king, ON_TABLE], [aceOfClubs, king]));
    expect(table.has(placed([king, ON_TABLE], [aceOfClubs, king]))).toBe(true);
    expect(table.has(placed([king, ON_TABLE], [twoOfHearts, king]))).toBe(false);
    expect(table.has(placed([king, ON_TABLE]))).toBe(false);
  });

  it("keeps the hash of the placement whatever the order cards are placed in", () => {
    const one = placed([king, ON_TABLE], [aceOfClubs, king], [twoOfHearts, ON_TABLE]);
    const other = placed([twoOfHearts, ON_TABLE], [aceOfClubs, twoOfHearts], [king, ON_TABLE]);
    other.place(aceOfClubs, king);
    expect(other.hash).toBe(one.hash);
    other.place(aceOfClubs, ON_FOUNDATION);
    expect(other.hash).not.toBe(one.hash);
  });

  it("tells apart placements whose hashes are equal", () => {
    const table = new PlacementTable(100);
    const one = placed([king, ON_TABLE]);
    const other = placed([twoOfHearts, ON_TABLE]);
    other.hash = one.hash;
    table.add(one);
    expect(table.has(other)).toBe(false);
  });

  it("forgets the oldest positions when full, and keeps the newest half", () => {
    const table = new PlacementTable(8);
    const placements = Array.from({ length: 40 }, (_, index) =>
      placed([cardOf(1 + (index % 13), index % 4), ON_TABLE], [king, 4 + index]),
    );
    for (const placement of placements) table.add(placement);
    expect(placements.map((placement) => table.has(placement))).toEqual(
      placements.map((_, index) => index >= 32),
    );
  });

  it("grows past its first arrays without losing entries", () => {
    const table = new PlacementTable(100_000);
    const placements: Placement[] = [];
    for (let card = 4; card < 56; card++) {
      for (let on = 4; on < 56; on++) placements.push(placed([card, on], [king, card]));
    }
    for (const placement of placements) table.add(placement);
    expect(placements.every((placement) => table.has(placement))).toBe(true);
  });
});
