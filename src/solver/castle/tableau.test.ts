import { describe, expect, it } from "vitest";
import { play } from "../../engine/apply.js";
import { rankOf, suitOf } from "../../engine/card.js";
import { dealPosition } from "../../engine/deal.js";
import { layoutOf } from "../../engine/layout.js";
import type { Move } from "../../engine/move.js";
import { isWon, type Position } from "../../engine/position.js";
import { mulberry32 } from "../../engine/random.js";
import { GAMES, gameById } from "../../games/index.js";
import { Budget } from "../core/budget.js";
import { positionKey } from "../core/key.js";
import {
  CASTLES,
  compactAndSearchMoves,
  dealOf,
  fewCardsLeft,
  keyDisagreements,
  randomlyPlayed,
  replay,
  verdictsAgainstBruteForce,
} from "../referee/fixtures.js";
import { depthFirst } from "../search/depth-first.js";
import { openCastleOf } from "./family.js";
import { type CastleTableau, castleTableauOf } from "./tableau.js";

const castleDepthFirst = (start: Position, budget: Budget, memory: number) =>
  depthFirst(castleTableauOf(start), budget, memory);

/** The moves the search wins `start` with, within `nodes` positions; fails the test otherwise. */
function winningMoves(start: Position, nodes: number): Move[] {
  const outcome = castleDepthFirst(start, new Budget({ budgetNodes: nodes }), 1e6);
  expect(outcome.kind).toBe("won");
  if (outcome.kind !== "won") throw new Error("not won");
  expect(isWon(replay(start, outcome.moves))).toBe(true);
  return outcome.moves;
}

/** Positions along random play from fresh deals and from nearly finished games. */
function* playedPositions(game: string): Generator<Position> {
  const rules = gameById(game);
  if (!rules) throw new Error(game);
  for (let seed = 1; seed <= 12; seed++) {
    const starts = [
      dealPosition(rules, seed),
      fewCardsLeft(game, seed, 18, { suits: 3, spread: 6 }),
    ];
    yield* randomlyPlayed(starts, seed, 40);
  }
}

const placementOf = (tableau: CastleTableau) => tableau.placement.on.join(",");

describe("castleDepthFirst", () => {
  it("takes exactly the open castle family", () => {
    const taken = GAMES.filter((rules) => openCastleOf(rules) !== null).map((rules) => rules.id);
    expect(taken.sort()).toEqual([...CASTLES].sort());
  });

  it.each(CASTLES)("offers the search moves of %s, in compact form", (game) => {
    const compared = compactAndSearchMoves(playedPositions(game), castleTableauOf);
    for (const { compact, search } of compared) expect(compact).toEqual(search);
    expect(compared.length).toBeGreaterThan(200);
  });

  it.each(CASTLES)("tries first the moves of %s uncovering a card nearest home", (game) => {
    // Foundation moves first, then by how many cards of its suit must go home before the
    // uncovered card can (an emptied pile before all), moves into a space last.
    const rankOfMove = (position: Position, move: Move): number => {
      const layout = layoutOf(position.rules);
      if (layout.kinds[move.to] === "foundation") return -2;
      if (position.piles[move.to].cards.length === 0) return 100;
      const cards = position.piles[move.from].cards;
      if (cards.length === 1) return -1;
      const uncovered = cards[cards.length - 2];
      const home = position.piles[layout.foundations[suitOf(uncovered)]].cards.length;
      return rankOf(uncovered) - home - 1;
    };
    let mixed = 0;
    for (const position of playedPositions(game)) {
      const tableau = castleTableauOf(position);
      const ranks = tableau.moves().map((move) => rankOfMove(position, tableau.engineMove(move)));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      if (new Set(ranks).size > 2) mixed++;
    }
    expect(mixed).toBeGreaterThan(20);
  });

  it.each(CASTLES)("undoes every move of %s exactly", (game) => {
    for (const position of playedPositions(game)) {
      const tableau = castleTableauOf(position);
      const before = placementOf(tableau);
      const slots = JSON.stringify(tableau.slots);
      for (const move of tableau.moves()) {
        tableau.play(move);
        const after = castleTableauOf(play(position, tableau.engineMove(move)));
        expect(placementOf(tableau)).toBe(placementOf(after));
        expect(tableau.placement.hash).toBe(after.placement.hash);
        tableau.undo(move);
        expect(placementOf(tableau)).toBe(before);
        expect(JSON.stringify(tableau.slots)).toBe(slots);
      }
    }
  });

  it.each(CASTLES)("tells positions of %s apart exactly as the engine's key does", (game) => {
    expect(keyDisagreements(playedPositions(game), castleTableauOf)).toEqual([]);
  });

  it.each(CASTLES)("stores the positions of one search of %s under keys as exact", (game) => {
    // The stored words pack what each card lies on relative to the search's start, so
    // they are compared along play from one start: each key names one position.
    const disagreements: string[] = [];
    let compared = 0;
    // Six starts, or more where few positions come from them (Baker's Dozen's dead ends).
    for (let seed = 1; seed <= 6 || (compared <= 500 && seed <= 30); seed++) {
      const random = mulberry32(seed);
      const wordsByEngine = new Map<string, string>();
      const engineByWords = new Map<string, string>();
      const keep = (tableau: CastleTableau, position: Position) => {
        const words = tableau.placement.words.join(",");
        const engine = positionKey(position);
        if ((wordsByEngine.get(engine) ?? words) !== words) disagreements.push(engine);
        if ((engineByWords.get(words) ?? engine) !== engine) disagreements.push(engine);
        wordsByEngine.set(engine, words);
        engineByWords.set(words, engine);
        compared++;
      };
      let position = fewCardsLeft(game, seed, 24, { suits: 4, spread: 8 });
      const tableau = castleTableauOf(position);
      for (let step = 0; step < 60 && !tableau.deadEnd(); step++) {
        const moves = tableau.moves();
        if (moves.length === 0) break;
        for (const move of moves) {
          tableau.play(move);
          keep(tableau, play(position, tableau.engineMove(move)));
          tableau.undo(move);
        }
        const move = moves[Math.floor(random() * moves.length)];
        position = play(position, tableau.engineMove(move));
        tableau.play(move);
      }
    }
    expect(disagreements).toEqual([]);
    expect(compared).toBeGreaterThan(500);
  });

  // The search is the same for these games (their moves are compared above); where any
  // card fills a space, small positions are almost all won and slow to brute-force.
  // Where no card fills a space (Baker's Dozen), the search meets spaces of a new kind.
  it.each(["penelopes-web", "bakers-dozen"])(
    "wins or proves lost small positions of %s as brute force does",
    (game) => {
      const starts = Array.from({ length: 30 }, (_, index) =>
        fewCardsLeft(game, index + 1, 14, { suits: 2, spread: 5 }),
      );
      const verdicts = verdictsAgainstBruteForce(starts, (start) =>
        castleDepthFirst(start, new Budget({}), 1e6),
      );
      expect(verdicts.wrong).toEqual([]);
      expect(verdicts.won).toBeGreaterThan(0);
      expect(verdicts.lost).toBeGreaterThan(0);
    },
  );

  it("wins a deal with a solution that replays through the engine", () => {
    // Deal 39 is the first that the search wins within a few thousand positions.
    expect(winningMoves(dealOf("penelopes-web", 39), 10_000).length).toBeGreaterThan(0);
  });

  it("shortens the line it walked to a win", () => {
    // The search wins deal 20 after about 9,700 positions along a line of 7,976 moves.
    expect(winningMoves(dealOf("beleaguered-castle", 20), 20_000).length).toBeLessThan(1000);
  });

  it("respects its budget", () => {
    const budget = new Budget({ budgetNodes: 500 });
    const outcomes = [1, 2, 3, 4, 5, 6].map((deal) =>
      castleDepthFirst(dealOf("penelopes-web", deal), budget, 1e6),
    );
    expect(budget.nodes).toBeLessThanOrEqual(500);
    expect(outcomes.some((outcome) => outcome.kind === "gave-up")).toBe(true);
  });
});
