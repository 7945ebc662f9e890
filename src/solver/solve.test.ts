import { describe, expect, it } from "vitest";
import {
  cardOf,
  dealPosition,
  isWon,
  KING,
  layoutOf,
  legalMoves,
  type Position,
  parsePosition,
  play,
  positionToText,
  refusal,
} from "../engine/index.js";
import { gameById } from "../games/index.js";
import { replay } from "./fixtures.js";
import { solve } from "./solve.js";

function position(json: object): Position {
  const parsed = parsePosition({ format: 1, ...json }, gameById);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/**
 * Is the position won by some sequence of legal moves? A plain exhaustive search with
 * a visited set: every legal move, including those into every equivalent empty pile,
 * no safe moves, no symmetry, no pruning.
 */
function winnableByBruteForce(start: Position, limit = 200_000): boolean {
  const seen = new Set<string>([positionToText(start)]);
  const todo = [start];
  while (todo.length > 0) {
    const current = todo.pop() as Position;
    if (isWon(current)) return true;
    const moves = legalMoves(current);
    for (const move of legalMoves(current)) {
      for (let to = 0; to < current.piles.length; to++) {
        const other = { ...move, to };
        if (to !== move.to && move.to >= 0 && refusal(current, other) === null) moves.push(other);
      }
    }
    for (const move of moves) {
      const next = play(current, move);
      const text = positionToText(next);
      if (seen.has(text)) continue;
      if (seen.size >= limit) throw new Error("the brute-force search is too big for a test");
      seen.add(text);
      todo.push(next);
    }
  }
  return false;
}

/** A small seeded generator, so that the random positions are the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const RANKS = "A23456789TJQK";
const SUITS = "CDHS";

/**
 * A castle-family or Penguin position with only a few cards left: each suit's top
 * cards are taken off its foundation and scattered over the tableau (and cells).
 */
function fewCardsLeft(game: string, seed: number, left: number): Position {
  const next = random(seed);
  const rules = gameById(game);
  if (!rules) throw new Error(game);
  const cells = rules.piles.find((group) => group.kind === "cell")?.count ?? 0;
  const tableau = rules.piles.find((group) => group.kind === "tableau")?.count ?? 0;
  const foundations: string[][] = [...SUITS].map((suit) => [...RANKS].map((rank) => rank + suit));
  const loose: string[] = [];
  while (loose.length < left) {
    // Two suits only, so that cards often cover lower cards of their own suit.
    const pile = foundations[Math.floor(next() * 2)];
    const card = pile.pop();
    if (card) loose.push(card);
  }
  for (let i = loose.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [loose[i], loose[j]] = [loose[j], loose[i]];
  }
  const piles: string[][] = Array.from({ length: tableau }, () => []);
  const cellCards: (string | null)[] = Array.from({ length: cells }, () => null);
  for (const card of loose) {
    const free = cellCards.indexOf(null);
    if (free >= 0 && next() < 0.9) cellCards[free] = card;
    // Two piles only, so that cards often cover the ones they wait for.
    else piles[Math.floor(next() * 2)].push(card);
  }
  return position({
    game,
    tableau: piles,
    foundations,
    ...(cells > 0 ? { cells: cellCards } : {}),
  });
}

describe("solve", () => {
  it("wins Penguin deals with solutions that replay to a win", () => {
    for (const game of ["penguin-tuxedo", "penguin-original"]) {
      for (const deal of [1, 3]) {
        const start = dealPosition(
          gameById(game) as NonNullable<ReturnType<typeof gameById>>,
          deal,
        );
        const result = solve(start, { budgetNodes: 200_000 });
        expect(result.result).toBe("won");
        expect(isWon(replay(start, result.moves))).toBe(true);
      }
    }
  });

  it.each([
    ["penelopes-web", 10, 1],
    ["penguin-tuxedo", 15, 0],
  ])("agrees with a brute-force search on small %s positions", (game, left, lossesWanted) => {
    const verdicts = { won: 0, lost: 0, lostWithMoves: 0 };
    for (let seed = 1; seed <= 30; seed++) {
      const start = fewCardsLeft(game, seed, left);
      const result = solve(start);
      expect(result.result).not.toBe("unknown");
      expect(result.result === "won").toBe(winnableByBruteForce(start));
      if (result.result === "won") {
        verdicts.won++;
        expect(isWon(replay(start, result.moves))).toBe(true);
      } else {
        verdicts.lost++;
        if (legalMoves(start).length > 0) verdicts.lostWithMoves++;
      }
    }
    // The sample must exercise wins and, where asked, losses that still have moves.
    expect(verdicts.won).toBeGreaterThan(0);
    expect(verdicts.lostWithMoves).toBeGreaterThanOrEqual(lossesWanted);
  });

  const homeBelowFive = [
    ["AC", "2C", "3C", "4C"],
    [...RANKS].map((rank) => `${rank}D`),
    ["AH", "2H", "3H"],
    ["AS", "2S", "3S", "4S"],
  ];
  const clubs = ["KC", "QC", "JC", "TC", "9C", "8C", "7C", "5S", "6C"];
  const spades = ["KS", "QS", "JS", "TS", "9S", "8S", "7S", "5C", "6S"];

  it("parks a King in a space in Penelope's Web when nothing else wins", () => {
    // 6C and 6S each cover the Five the other needs: only the Seven of Hearts can take
    // one of them, and it lies under the King of Hearts, which only a space takes.
    const start = position({
      game: "penelopes-web",
      tableau: [
        clubs,
        spades,
        ["4H", "5H"],
        ["QH", "JH", "TH", "9H", "8H", "7H", "KH", "6H"],
        [],
        [],
        [],
        [],
      ],
      foundations: homeBelowFive,
    });
    const result = solve(start);
    expect(result.result).toBe("won");
    expect(isWon(replay(start, result.moves))).toBe(true);
    const kingOfHearts = cardOf(KING, 2);
    let current = start;
    const parked = result.moves.some((move) => {
      const before = current;
      current = play(current, move);
      return (
        layoutOf(before.rules).kinds[move.to] === "tableau" &&
        before.piles[move.to].cards.length === 0 &&
        before.piles[move.from].cards.at(-1) === kingOfHearts
      );
    });
    expect(parked).toBe(true);
  });

  it("says lost in Penelope's Web although moves remain", () => {
    // As above, but the Seven of Hearts lies under the Eight: no Six can ever move.
    const start = position({
      game: "penelopes-web",
      tableau: [
        clubs,
        spades,
        ["4H", "5H"],
        ["KH", "QH", "JH", "TH", "9H", "7H", "8H", "6H"],
        [],
        [],
        [],
        [],
      ],
      foundations: homeBelowFive,
    });
    expect(legalMoves(start).length).toBeGreaterThan(0);
    expect(solve(start).result).toBe("lost");
    expect(winnableByBruteForce(start)).toBe(false);
  });

  it("uses a free cell in Penguin when the cards are out of order", () => {
    const rest = (suit: string) => [...RANKS].map((rank) => rank + suit);
    // The Two of Clubs covers the Ace: it must wait in a cell.
    const start = position({
      game: "penguin-tuxedo",
      tableau: [
        ["KC", "QC", "JC", "TC", "9C", "8C", "7C", "6C", "5C", "4C", "3C", "AC", "2C"],
        [],
        [],
        [],
        [],
        [],
        [],
      ],
      foundations: [[], rest("D"), rest("H"), rest("S")],
      cells: [null, null, null, null, null, null, null],
    });
    const result = solve(start);
    expect(result.result).toBe("won");
    expect(isWon(replay(start, result.moves))).toBe(true);
    const kinds = layoutOf(start.rules).kinds;
    expect(result.moves.some((move) => kinds[move.to] === "cell")).toBe(true);
  });

  it("says unknown when the budget runs out", () => {
    const start = dealPosition(
      gameById("spiderette") as NonNullable<ReturnType<typeof gameById>>,
      5,
    );
    const result = solve(start, { budgetNodes: 10 });
    expect(result).toMatchObject({ result: "unknown", moves: [], nodes: 10 });
    expect(solve(start, { shouldStop: () => true }).result).toBe("unknown");
  });

  it("gives the same result and node count twice", () => {
    for (const game of ["penelopes-web", "penta", "black-widow"]) {
      const start = dealPosition(gameById(game) as NonNullable<ReturnType<typeof gameById>>, 11);
      const first = solve(start, { budgetNodes: 3000 });
      const second = solve(start, { budgetNodes: 3000 });
      expect(second.result).toBe(first.result);
      expect(second.nodes).toBe(first.nodes);
      expect(second.moves).toEqual(first.moves);
    }
  });

  it("keeps solving when a small table forgets positions", () => {
    const start = fewCardsLeft("penelopes-web", 3, 9);
    const roomy = solve(start);
    const cramped = solve(start, { maxMemoryEntries: 8 });
    expect(roomy.result).not.toBe("unknown");
    expect([roomy.result, "unknown"]).toContain(cramped.result);
  });
});
