import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  ALL_TABLEAU,
  cardCode,
  dealPosition,
  freshDeck,
  layoutOf,
  legalMoves,
  type Move,
  type Position,
  parsePosition,
  play,
  rankOf,
} from "../../engine/index.js";
import { GAMES, gameById } from "../../games/index.js";
import { autoplay } from "../state/autoplay.js";
import { cardRoutes, type Route } from "./card-routes.js";

const rulesOf = (id: string) => {
  const rules = gameById(id);
  if (!rules) throw new Error(`no ${id}`);
  return rules;
};

const cardAt = (position: Position, slot: { pile: number; index: number }) =>
  position.piles[slot.pile].cards[slot.index];
/** A Spider position with these tableau piles (face up) and every other card in the stock. */
function spiderWith(tableau: string[][]): Position {
  const spider = rulesOf("spider");
  const layout = layoutOf(spider);
  const piles = layout.tableau.map((_, i) => tableau[i] ?? []);
  const left = new Map<string, number>();
  for (const code of piles.flat()) left.set(code, (left.get(code) ?? 0) + 1);
  const stock: string[] = [];
  for (const card of freshDeck(spider.decks)) {
    const code = cardCode(card);
    const n = left.get(code) ?? 0;
    if (n > 0) left.set(code, n - 1);
    else stock.push(code);
  }
  const json = {
    format: 1,
    game: "spider",
    tableau: piles,
    foundations: layout.foundations.map(() => []),
    stock,
  };
  const parsed = parsePosition(json, gameById);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

const movedOnly = (routes: Route[]) => routes.filter((route) => route.step >= 0);

/** The positions a move and its autoplay pass through. */
function pathOf(start: Position, moves: readonly Move[]): Position[] {
  const path = [start];
  for (const move of moves) path.push(play(path[path.length - 1], move));
  return path;
}

describe("cardRoutes", () => {
  test("a move: the moved cards come from their pile, the others stay", () => {
    const deal = dealPosition(rulesOf("penguin-tuxedo"), 4);
    const move = legalMoves(deal).find((m) => m.to >= 0) as Move;
    const routes = cardRoutes(pathOf(deal, [move]));
    const moved = movedOnly(routes);
    expect(moved).toHaveLength(move.count);
    for (const route of moved) {
      expect(route.from.pile).toBe(move.from);
      expect(route.to.pile).toBe(move.to);
      expect(route.step).toBe(0);
      expect(route.turn).toBe(0);
    }
    for (const route of routes.filter((r) => r.step < 0)) expect(route.from).toEqual(route.to);
  });

  test("autoplay after a move: each card sent home has its own step, in the order played", () => {
    const rules = rulesOf("penguin-tuxedo");
    for (let deal = 1; deal < 200; deal++) {
      const start = dealPosition(rules, deal);
      for (const move of legalMoves(start)) {
        const auto = autoplay(play(start, move));
        if (auto.moves.length < 2) continue;
        const path = pathOf(start, [move, ...auto.moves]);
        const later = movedOnly(cardRoutes(path)).filter((route) => route.step > 0);
        expect(new Set(later.map((route) => route.step)).size).toBe(later.length);
        for (const route of later) {
          const played = auto.moves[route.step - 1];
          expect(cardAt(start, route.from)).toBe(path[route.step].piles[played.from].cards.at(-1));
        }
        return;
      }
    }
    throw new Error("no cascade found");
  });

  test("a deal from the stock: one card to each pile, one after another, face up", () => {
    const deal = dealPosition(rulesOf("spider"), 1);
    const layout = layoutOf(deal.rules);
    const move = { from: layout.stock, to: ALL_TABLEAU, count: layout.tableau.length };
    const routes = movedOnly(cardRoutes(pathOf(deal, [move])));
    expect(routes).toHaveLength(10);
    expect(routes.map((route) => route.from.pile)).toEqual(routes.map(() => layout.stock));
    expect(routes.map((route) => route.to.pile)).toEqual(layout.tableau);
    expect(routes.map((route) => route.turn)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(routes.every((route) => route.turnedUp)).toBe(true);
  });

  test("the stock turning three: the cards reach the waste one after another, face up", () => {
    const deal = dealPosition(rulesOf("klondike-3"), 1);
    const layout = layoutOf(deal.rules);
    const turn = legalMoves(deal).find((move) => move.from === layout.stock) as Move;
    expect(turn.count).toBe(3);
    const turned = play(deal, turn);
    const routes = movedOnly(cardRoutes([deal, turned]));
    expect(routes.map((route) => route.to.pile)).toEqual([
      layout.waste,
      layout.waste,
      layout.waste,
    ]);
    expect(routes.map((route) => route.turn)).toEqual([0, 1, 2]);
    expect(routes.every((route) => route.turnedUp)).toBe(true);
    // The first card turned is the stock's top card; it ends at the foot of the three.
    const stock = deal.piles[layout.stock].cards;
    expect(cardAt(turned, routes[0].to)).toBe(stock[stock.length - 1]);
  });

  test("the waste turned back over: every card goes to the stock, together, face down", () => {
    const klondike = rulesOf("klondike");
    const layout = layoutOf(klondike);
    let position = dealPosition(klondike, 1);
    while (position.piles[layout.stock].cards.length > 0) {
      position = play(position, { from: layout.stock, to: layout.waste, count: 1 });
    }
    const back = legalMoves(position).find((move) => move.to === layout.stock) as Move;
    const routes = movedOnly(cardRoutes([position, play(position, back)]));
    expect(routes).toHaveLength(position.piles[layout.waste].cards.length);
    expect(routes.every((route) => route.from.pile === layout.waste)).toBe(true);
    expect(routes.every((route) => route.to.pile === layout.stock && route.turn === 0)).toBe(true);
    expect(routes.some((route) => route.turnedUp)).toBe(false);
  });

  test("two equal cards: moving one leaves the other where it lies", () => {
    // Spider's two decks: a Seven of Hearts on tableau piles 0 and 1; the second moves.
    const start = spiderWith([["7H"], ["KC", "7H"], ["8S"]]);
    const layout = layoutOf(start.rules);
    const move = { from: layout.tableau[1], to: layout.tableau[2], count: 1 };
    const routes = movedOnly(cardRoutes([start, play(start, move)]));
    expect(routes).toEqual([
      {
        from: { pile: layout.tableau[1], index: 1 },
        to: { pile: layout.tableau[2], index: 1 },
        step: 0,
        turn: 0,
        turnedUp: false,
      },
    ]);
  });

  test("an undo retraces the move: every card goes back where it was", () => {
    const deal = dealPosition(rulesOf("spiderette"), 2);
    const move = legalMoves(deal).find((m) => m.to >= 0) as Move;
    const after = play(deal, move);
    const back = cardRoutes([after, deal]);
    for (const route of back) expect(cardAt(after, route.from)).toBe(cardAt(deal, route.to));
    expect(movedOnly(back)).toHaveLength(move.count);
  });

  test("a finished run leaving goes home one card after another, top card first", () => {
    const run = ["KS", "QS", "JS", "TS", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"];
    const start = spiderWith([run, ["AS"]]);
    const layout = layoutOf(start.rules);
    const move = { from: layout.tableau[1], to: layout.tableau[0], count: 1 };
    const routes = movedOnly(cardRoutes([start, play(start, move)]));
    expect(routes).toHaveLength(13);
    expect(routes.every((route) => layout.kinds[route.to.pile] === "foundation")).toBe(true);
    const byTurn = [...routes].sort((a, b) => a.turn - b.turn);
    expect(byTurn.map((route) => rankOf(cardAt(start, route.from)))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
  });

  test.each(GAMES.map((rules) => [rules.id, rules] as const))(
    "%s: along random play, every card comes from a card just like it, each used once",
    (_, rules) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 10_000 }),
          fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
          (deal, picks) => {
            const path = [dealPosition(rules, deal)];
            for (const pick of picks) {
              const moves = legalMoves(path[path.length - 1]);
              if (moves.length === 0) break;
              path.push(play(path[path.length - 1], moves[pick % moves.length]));
            }
            for (const ends of [path, [...path].reverse()]) {
              const first = ends[0];
              const last = ends[ends.length - 1];
              const routes = cardRoutes(ends);
              const origins = new Set(routes.map((r) => `${r.from.pile}:${r.from.index}`));
              expect(origins.size).toBe(routes.length);
              for (const route of routes)
                expect(cardAt(first, route.from)).toBe(cardAt(last, route.to));
            }
          },
        ),
        { numRuns: 30 },
      );
    },
  );
});
