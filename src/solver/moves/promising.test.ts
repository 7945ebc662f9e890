import { describe, expect, it } from "vitest";
import {
  ALL_TABLEAU,
  dealPosition,
  layoutOf,
  type Move,
  type Position,
  parsePosition,
  play,
  sameMove,
} from "../../engine/index.js";
import { GAMES, gameById } from "../../games/index.js";
import { isCompleteFilter, promisingMoves } from "./promising.js";
import { searchMoves } from "./search-moves.js";

function position(json: object): Position {
  const parsed = parsePosition({ format: 1, ...json }, gameById);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

const has = (moves: readonly Move[], move: Move) => moves.some((m) => sameMove(m, move));

/** A flat pile index from its interchange name. */
const pile = (p: Position, name: string) => layoutOf(p.rules).names.indexOf(name);

/** The cards of `decks` decks not named in `used` (upper or lower case), for the stock. */
function rest(decks: number, used: readonly string[][]): string[] {
  const left = new Map<string, number>();
  for (const suit of "CDHS") for (const rank of "A23456789TJQK") left.set(rank + suit, decks);
  for (const code of used.flat()) {
    const upper = code.toUpperCase();
    left.set(upper, (left.get(upper) ?? 0) - 1);
  }
  return [...left].flatMap(([code, count]) => Array<string>(count).fill(code));
}

/** A Spiderette position with no empty pile (so that the stock may deal). */
function spiderette(tableau: string[][]): Position {
  return position({
    game: "spiderette",
    tableau,
    foundations: [[], [], [], []],
    stock: rest(1, tableau),
  });
}

describe("promisingMoves", () => {
  it("returns only moves of its input, each once, in every game", () => {
    for (const rules of GAMES) {
      let current = dealPosition(rules, 11);
      for (let step = 0; step < 30; step++) {
        const moves = searchMoves(current);
        const chosen = promisingMoves(current, moves);
        for (const move of chosen) expect(has(moves, move)).toBe(true);
        expect(new Set(chosen.map((m) => JSON.stringify(m))).size).toBe(chosen.length);
        if (moves.length === 0) break;
        // Wander: take the last promising move, or any move, to reach varied positions.
        current = play(current, chosen[chosen.length - 1] ?? moves[step % moves.length]);
      }
    }
  });

  it("keeps every move, only reordered, where the filter is complete", () => {
    for (const rules of GAMES.filter(isCompleteFilter)) {
      const start = dealPosition(rules, 5);
      const moves = searchMoves(start);
      const chosen = promisingMoves(start, moves);
      expect(chosen.length).toBe(moves.length);
      for (const move of moves) expect(has(chosen, move)).toBe(true);
    }
  });

  it("keeps a run move that turns up a face-down card", () => {
    const p = spiderette([["kd", "5H"], ["6S"], ["QD"], ["9H"], ["3C"], ["JC"], ["2D"]]);
    const turnUp = { from: pile(p, "tableau:0"), to: pile(p, "tableau:1"), count: 1 };
    expect(has(searchMoves(p), turnUp)).toBe(true);
    expect(has(promisingMoves(p, searchMoves(p)), turnUp)).toBe(true);
  });

  it("drops a run shuffled from one card of another suit to another", () => {
    const p = spiderette([["kd", "6S", "5H"], ["6C"], ["QD"], ["9H"], ["3C"], ["JC"], ["2D"]]);
    const shuffle = { from: pile(p, "tableau:0"), to: pile(p, "tableau:1"), count: 1 };
    expect(has(searchMoves(p), shuffle)).toBe(true);
    expect(has(promisingMoves(p, searchMoves(p)), shuffle)).toBe(false);
  });

  it("keeps a run moved on to its own suit, not one already lying on its own suit", () => {
    const p = spiderette([
      ["kd", "6S", "5H"],
      ["6H"],
      ["QD"],
      ["kc", "6D", "5D"],
      ["6C"],
      ["JC"],
      ["2D"],
    ]);
    const moves = searchMoves(p);
    const chosen = promisingMoves(p, moves);
    const suited = { from: pile(p, "tableau:0"), to: pile(p, "tableau:1"), count: 1 };
    const unsuited = { from: pile(p, "tableau:3"), to: pile(p, "tableau:4"), count: 1 };
    expect(has(moves, unsuited)).toBe(true);
    expect(has(chosen, suited)).toBe(true);
    expect(has(chosen, unsuited)).toBe(false);
  });

  it("keeps the deal, after the moves that make progress", () => {
    const p = spiderette([["kd", "5H"], ["6S"], ["QD"], ["9H"], ["3C"], ["JC"], ["2D"]]);
    const chosen = promisingMoves(p, searchMoves(p));
    expect(chosen[chosen.length - 1].to).toBe(ALL_TABLEAU);
    expect(chosen[0].to).not.toBe(ALL_TABLEAU);
  });

  it("drops a Penta card hopping between two cards that both take it", () => {
    const tableau = [["9C", "8D"], ["9S"], ["9H"], ["2C"], ["JD"], ["QS"]];
    const foundations = [["5C"], ["5D"], ["5H"], ["5S"], ["5D"], ["5C"], ["5H"], ["5S"]];
    const p = position({
      game: "penta",
      tableau,
      foundations,
      stock: rest(2, [...tableau, ...foundations]),
      waste: [],
    });
    const hop = { from: pile(p, "tableau:0"), to: pile(p, "tableau:1"), count: 1 };
    const moves = searchMoves(p);
    expect(has(moves, hop)).toBe(true);
    expect(has(promisingMoves(p, moves), hop)).toBe(false);
  });

  it("keeps a Deuces run of several cards that empties its pile", () => {
    const tableau = [["9S", "8S", "7S"], ["TS"], ["KH", "QH"], ["4C"], ["6D"]];
    const tableauOf10 = [...tableau, ["9D"], ["JC"], ["5H"], ["8C"], ["KD"]];
    const foundations = [["2C", "3C"], ["2C"], ["2D"], ["2D"], ["2H"]];
    const home = [...foundations, ["2H"], ["2S"], ["2S"]];
    const p = position({
      game: "deuces",
      tableau: tableauOf10,
      foundations: home,
      stock: rest(2, [...tableauOf10, ...home]),
      waste: [],
    });
    const moves = searchMoves(p);
    const chosen = promisingMoves(p, moves);
    const whole = { from: pile(p, "tableau:0"), to: pile(p, "tableau:1"), count: 3 };
    const part = { from: pile(p, "tableau:0"), to: pile(p, "tableau:1"), count: 2 };
    expect(has(moves, whole)).toBe(true);
    expect(has(moves, part)).toBe(false);
    expect(has(chosen, whole)).toBe(true);
  });

  it("keeps a Tarantula card put on its own colour from the other colour", () => {
    const p = position({
      game: "tarantula",
      tableau: [
        ["kd", "6C", "5H"],
        ["6D"],
        ["QD"],
        ["kc", "6C", "5S"],
        ["6H"],
        ["JC"],
        ["2D"],
        ["3H"],
        ["4H"],
        ["8S"],
      ],
      foundations: [[], [], [], [], [], [], [], []],
      stock: rest(2, [
        ["kd", "6C", "5H", "6D", "QD", "kc", "6C", "5S", "6H", "JC", "2D", "3H", "4H", "8S"],
      ]),
    });
    const moves = searchMoves(p);
    const chosen = promisingMoves(p, moves);
    const toColour = { from: pile(p, "tableau:0"), to: pile(p, "tableau:1"), count: 1 };
    const offColour = { from: pile(p, "tableau:3"), to: pile(p, "tableau:4"), count: 1 };
    expect(has(moves, toColour)).toBe(true);
    expect(has(moves, offColour)).toBe(true);
    expect(has(chosen, toColour)).toBe(true);
    expect(has(chosen, offColour)).toBe(false);
  });
});

describe("isCompleteFilter", () => {
  it("is true for the castle family and Penguin, false for the Spider family and Penta", () => {
    const complete = (id: string) => isCompleteFilter(gameById(id) ?? GAMES[0]);
    for (const id of ["penelopes-web", "streets-and-alleys", "beleaguered-castle"]) {
      expect(complete(id)).toBe(true);
    }
    for (const id of ["penguin-tuxedo", "penguin-original"]) expect(complete(id)).toBe(true);
    for (const id of ["spiderette", "will-o-the-wisp", "black-widow", "spider", "penta"]) {
      expect(complete(id)).toBe(false);
    }
  });
});
