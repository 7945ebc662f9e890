import { describe, expect, it } from "vitest";
import { layoutOf } from "../../engine/layout.js";
import { isWon, type Position } from "../../engine/position.js";
import { mulberry32 } from "../../engine/random.js";
import type { GameRules } from "../../engine/rules.js";
import { freecell } from "../../games/freecell.js";
import { Budget } from "../core/budget.js";
import {
  dealOf,
  fewCardsLeft,
  position,
  RANK_LETTERS,
  replay,
  rulesOf,
  verdictsAgainstBruteForce,
} from "../referee/fixtures.js";
import { solve, solveBeside } from "../schedule/solve.js";
import { freecellShapeOf } from "./family.js";
import { FREECELL_SCORES } from "./heuristic.js";
import { freecellBestFirst } from "./search.js";

const shape = freecellShapeOf(rulesOf("freecell")) ?? { cells: 0, piles: 0 };
const nodes = (budgetNodes: number) => new Budget({ budgetNodes });

/** FreeCell with fewer cells and piles: small positions of it are often lost. */
const narrowed = (cells: number, piles: number): GameRules => ({
  ...freecell,
  id: `freecell-${cells}-cells-${piles}-piles`,
  piles: freecell.piles.map((group) =>
    group.kind === "cell"
      ? { ...group, count: cells }
      : group.kind === "tableau"
        ? { ...group, count: piles }
        : group,
  ),
});

/**
 * A position of narrowed FreeCell with `left` cards in play, dealt in turn over every
 * pile (no space), the top cards of random suits taken off their foundations.
 */
function crowded(seed: number, left: number, cells: number, piles: number): Position {
  const next = mulberry32(seed);
  const foundations = [..."CDHS"].map((suit) => [...RANK_LETTERS].map((rank) => rank + suit));
  const loose: string[] = [];
  while (loose.length < left) {
    const card = foundations[Math.floor(next() * 4)].pop();
    if (card) loose.push(card);
  }
  for (let i = loose.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [loose[i], loose[j]] = [loose[j], loose[i]];
  }
  const tableau: string[][] = Array.from({ length: 8 }, () => []);
  loose.forEach((card, i) => {
    tableau[i % piles].push(card);
  });
  // Laid out as FreeCell, then narrowed: its first cells and piles, and the foundations.
  const full = position({
    game: "freecell",
    tableau,
    foundations,
    cells: [null, null, null, null],
  });
  const layout = layoutOf(full.rules);
  const kept = [
    ...layout.cells.slice(0, cells),
    ...layout.tableau.slice(0, piles),
    ...layout.foundations,
  ];
  return { ...full, rules: narrowed(cells, piles), piles: kept.map((index) => full.piles[index]) };
}

describe("the FreeCell search", () => {
  const SIZES: readonly (readonly [number, number, number])[] = [
    [1, 4, 16],
    [1, 4, 20],
    [2, 4, 22],
    [2, 5, 26],
  ];
  const SCORE_NAMES = Object.keys(FREECELL_SCORES) as (keyof typeof FREECELL_SCORES)[];
  it.each(
    SCORE_NAMES.flatMap((scores) =>
      SIZES.map(([cells, piles, left]): [keyof typeof FREECELL_SCORES, number, number, number] => [
        scores,
        cells,
        piles,
        left,
      ]),
    ),
  )(
    "with the %s scores, agrees with a plain exhaustive search on crowded positions (%i cells, %i piles, %i cards)",
    (scores, cells, piles, left) => {
      const starts = Array.from({ length: 30 }, (_, i) => crowded(i + 1, left, cells, piles));
      const shape = { cells, piles };
      const weights = FREECELL_SCORES[scores];
      const verdicts = verdictsAgainstBruteForce(starts, (start) =>
        freecellBestFirst(start, shape, nodes(1_000_000), 1_000_000, weights),
      );
      expect(verdicts.wrong).toEqual([]);
      // The sample must exercise both verdicts.
      expect(verdicts.won).toBeGreaterThan(0);
      expect(verdicts.lost).toBeGreaterThan(0);
    },
  );

  it("agrees with a plain exhaustive search on FreeCell endgames", () => {
    const starts = Array.from({ length: 30 }, (_, i) =>
      fewCardsLeft("freecell", i + 1, 16, { suits: 3, spread: 3 }),
    );
    const verdicts = verdictsAgainstBruteForce(starts, (start) =>
      freecellBestFirst(start, shape, nodes(1_000_000), 1_000_000),
    );
    expect(verdicts).toEqual({ won: 30, lost: 0, wrong: [] });
  });

  it.each([1, 617, 1941, 31465])("wins deal %i with a line that replays", (deal) => {
    const start = dealOf("freecell", deal);
    const outcome = freecellBestFirst(start, shape, nodes(200_000), 1_000_000);
    expect(outcome.kind).toBe("won");
    if (outcome.kind === "won") expect(isWon(replay(start, outcome.moves))).toBe(true);
  });

  it("proves deal 11982 lost, within a budget of positions", () => {
    const outcome = freecellBestFirst(dealOf("freecell", 11982), shape, nodes(200_000), 1_000_000);
    expect(outcome.kind).toBe("exhausted");
  });

  it("gives up, never says lost, when it had to leave positions out for want of room", () => {
    const outcome = freecellBestFirst(dealOf("freecell", 11982), shape, nodes(200_000), 1_000);
    expect(outcome.kind).toBe("gave-up");
  });

  it("wins beside, with its own scores, a deal the solver's scores bury themselves on", () => {
    const start = dealOf("freecell", 26612);
    const first = freecellBestFirst(start, shape, nodes(20_000), 1_000_000);
    expect(first.kind).toBe("gave-up");
    const beside = solveBeside(start, { budgetNodes: 20_000 });
    expect(beside.result).toBe("won");
    expect(isWon(replay(start, beside.moves))).toBe(true);
  });

  it("proves deal 11982 lost beside the solver too", () => {
    expect(solveBeside(dealOf("freecell", 11982), { budgetNodes: 200_000 }).result).toBe("lost");
  });

  it("decides through solve: 11982 lost, deal 1 won", () => {
    expect(solve(dealOf("freecell", 11982), { budgetNodes: 200_000 }).result).toBe("lost");
    const start = dealOf("freecell", 1);
    const won = solve(start, { budgetNodes: 200_000 });
    expect(won.result).toBe("won");
    expect(isWon(replay(start, won.moves))).toBe(true);
  });
});
