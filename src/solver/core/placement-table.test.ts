import { describe, expect, it } from "vitest";
import { cardOf } from "../../engine/card.js";
import {
  grownEntries,
  ON_FOUNDATION,
  ON_TABLE,
  Placement,
  PlacementTable,
} from "./placement-table.js";

/** Every card home but the given ones, each lying on what is paired with it. */
function placed(...cards: [number, number][]): Placement {
  const placement = new Placement();
  for (const [card, on] of cards) placement.place(card, on);
  return placement;
}

const WIDTH = new Placement().words.length;
const aceOfClubs = cardOf(1, 0);
const twoOfHearts = cardOf(2, 2);
const king = cardOf(13, 3);

describe("PlacementTable", () => {
  it("adds a position once, and only that position", () => {
    const table = new PlacementTable(100, WIDTH);
    expect(table.addIfNew(placed([king, ON_TABLE], [aceOfClubs, king]))).toBe(true);
    expect(table.addIfNew(placed([king, ON_TABLE], [aceOfClubs, king]))).toBe(false);
    expect(table.addIfNew(placed([king, ON_TABLE], [twoOfHearts, king]))).toBe(true);
    expect(table.addIfNew(placed([king, ON_TABLE]))).toBe(true);
    expect(table.addIfNew(placed([king, ON_TABLE]))).toBe(false);
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
    const table = new PlacementTable(100, WIDTH);
    const one = placed([king, ON_TABLE]);
    const other = placed([twoOfHearts, ON_TABLE]);
    other.hash = one.hash;
    table.addIfNew(one);
    expect(table.addIfNew(other)).toBe(true);
    expect(table.addIfNew(one)).toBe(false);
  });

  it("forgets the oldest positions when full, and keeps the newest half", () => {
    const table = new PlacementTable(8, WIDTH);
    const placements = Array.from({ length: 40 }, (_, index) =>
      placed([cardOf(1 + (index % 13), index % 4), ON_TABLE], [king, 4 + index]),
    );
    for (const placement of placements) table.addIfNew(placement);
    // Adding again is refused for what is remembered, accepted for what was forgotten.
    expect(placements.slice(32).map((placement) => table.addIfNew(placement))).toEqual(
      placements.slice(32).map(() => false),
    );
    expect(table.addIfNew(placements[0])).toBe(true);
  });

  it("numbers the positions in the order added, through forgetting", () => {
    const table = new PlacementTable(8, WIDTH);
    const placements = Array.from({ length: 20 }, (_, index) =>
      placed([cardOf(1 + (index % 13), index % 4), ON_TABLE], [king, 4 + index]),
    );
    for (const placement of placements) table.add(placement);
    expect(table.added).toBe(20);
    // Two generations of four: the last eight are remembered, with their numbers.
    expect(placements.map((placement) => table.numberOf(placement))).toEqual([
      ...Array.from({ length: 12 }, () => -1),
      12,
      13,
      14,
      15,
      16,
      17,
      18,
      19,
    ]);
  });

  it("grows past its first arrays without losing entries", () => {
    const table = new PlacementTable(100_000, WIDTH);
    const placements: Placement[] = [];
    // 51 × 52 different placements: each card but the King on each card, the King on it.
    for (let card = 4; card < king; card++) {
      for (let on = 4; on < 56; on++) placements.push(placed([card, on], [king, card]));
    }
    expect(placements.every((placement) => table.addIfNew(placement))).toBe(true);
    expect(placements.some((placement) => table.addIfNew(placement))).toBe(false);
  });

  it("packs what each card lies on into three bits where codes are given", () => {
    // Codes: 0 home, 1 on the table, 2 on the King, 3 anywhere else.
    const codes = new Uint8Array(64 * 64).fill(3);
    for (let card = 0; card < 64; card++) {
      codes[card * 64 + ON_FOUNDATION] = 0;
      codes[card * 64 + ON_TABLE] = 1;
      codes[card * 64 + king] = 2;
    }
    const packed = (...cards: [number, number][]) => {
      const placement = new Placement(codes);
      for (const [card, on] of cards) placement.place(card, on);
      return placement;
    };
    const one = packed([king, ON_TABLE], [aceOfClubs, king]);
    expect(one.words.length).toBeLessThan(WIDTH);
    expect(one.hash).toBe(placed([king, ON_TABLE], [aceOfClubs, king]).hash);
    const table = new PlacementTable(100, one.words.length);
    table.add(one);
    expect(table.has(packed([king, ON_TABLE], [aceOfClubs, king]))).toBe(true);
    // Placements of equal hashes are told apart by their codes.
    for (const other of [
      packed([king, ON_TABLE], [aceOfClubs, ON_TABLE]),
      packed([king, ON_TABLE], [aceOfClubs, 30]),
      packed([king, ON_TABLE], [aceOfClubs, king], [twoOfHearts, king]),
    ]) {
      other.hash = one.hash;
      expect(table.has(other)).toBe(false);
    }
  });
});

describe("grownEntries", () => {
  it("grows fourfold, but never past the capacity the memory allowance gives", () => {
    expect(grownEntries(4096, 2_000_000)).toBe(16_384);
    expect(grownEntries(1 << 20, 2_000_000)).toBe(2_000_000);
    // Asked to hold more than its capacity, an index still makes room.
    expect(grownEntries(100, 100)).toBe(101);
  });
});
