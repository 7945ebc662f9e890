import { describe, expect, it } from "vitest";
import { play, tryLine } from "../../engine/apply.js";
import {
  ACE,
  type Card,
  cardOf,
  isRed,
  KING,
  type Rank,
  rankOf,
  type Suit,
  suitOf,
} from "../../engine/card.js";
import { dealPosition } from "../../engine/deal.js";
import { layoutOf } from "../../engine/layout.js";
import type { Move } from "../../engine/move.js";
import { legalMoves } from "../../engine/moves.js";
import { isWon, type Position } from "../../engine/position.js";
import { mulberry32 } from "../../engine/random.js";
import type { GameRules, PileGroup } from "../../engine/rules.js";
import { GAMES, gameById } from "../../games/index.js";
import { Budget } from "../core/budget.js";
import { provedTableMemory, startRound } from "../core/proved-table.js";
import {
  randomlyPlayed,
  replay,
  verdictsAgainstBruteForce,
  winnableByBruteForce,
} from "../referee/fixtures.js";
import { smallKlondike } from "../referee/small-klondike.js";
import { depthFirst } from "../search/depth-first.js";
import { restarts } from "../search/restarts.js";
import { klondikePlanOf } from "./family.js";
import { engineLine } from "./line.js";
import { cardOfMove, countOf, fromOf, HOME, TALON, toOf } from "./moves.js";
import { settledHeights } from "./settled.js";
import { type KlondikeTableau, klondikeTableauOf } from "./tableau.js";
import { reachable } from "./talon.js";

const rulesOf = (game: string): GameRules => {
  const rules = gameById(game);
  if (!rules) throw new Error(game);
  return rules;
};
const KLONDIKES = ["klondike", "klondike-3"];
/** The table of positions proved lost that the searches of a test share. */
const SHARED = provedTableMemory();
const alternate = klondikePlanOf(rulesOf("klondike"))?.buildsOn ?? [];

/** The key as far as the cards go: all of it but what the next move must do (tableau.ts). */
const keyText = (tableau: KlondikeTableau) => tableau.key.words.subarray(0, 13).join(",");
const fullKey = (tableau: KlondikeTableau) => `${tableau.key.hash}:${tableau.key.words.join(",")}`;

/** Positions along random play from deals and from small positions of each Klondike. */
function* playedPositions(game: string): Generator<Position> {
  const rules = rulesOf(game);
  for (let seed = 1; seed <= 10; seed++) {
    const starts = [
      dealPosition(rules, seed),
      smallKlondike(rules, seed, { loose: 16, talon: 8, runs: true }),
    ];
    yield* randomlyPlayed(starts, seed, 60);
  }
}

/** The cards that may be placed on `card` in the tableau: one rank lower, the other colour. */
const fitting = (card: Card): Card[] =>
  ([0, 1, 2, 3] as Suit[])
    .filter(() => rankOf(card) > ACE)
    .map((suit) => cardOf((rankOf(card) - 1) as Rank, suit))
    .filter((other) => isRed(other) !== isRed(card));

/** Does `card` lie face up in the tableau, heading a run up to its pile's top? */
function headsTopRun(position: Position, card: Card): boolean {
  return layoutOf(position.rules).tableau.some((index) => {
    const { cards, down } = position.piles[index];
    const at = cards.indexOf(card);
    return (
      at >= down && cards.slice(at + 1).every((above, i) => fitting(cards[at + i]).includes(above))
    );
  });
}

/**
 * Could the next move put a card on `card`, were it on top of a pile (covers.ts)? A card
 * heading a run on top of a pile may go; so may a talon card the stock brings up (drawing
 * one, only one that could have a card put on it in turn) and a foundation's top card
 * that may leave.
 */
function coverable(position: Position, card: Card): boolean {
  const layout = layoutOf(position.rules);
  const turns = position.rules.piles[layout.stock].turns ?? 1;
  const drawOne = turns === 1;
  const waste = position.piles[layout.waste].cards;
  const talon = [...waste, ...position.piles[layout.stock].cards.slice().reverse()];
  return fitting(card).some((guest) => {
    const at = talon.indexOf(guest);
    const comesUp = at >= 0 && reachable(at, waste.length, talon.length, turns);
    const home = position.piles[layout.foundations[suitOf(guest)]].cards;
    return (
      headsTopRun(position, guest) ||
      (comesUp && (!drawOne || coverable(position, guest))) ||
      (home.at(-1) === guest && mayComeOff(position, guest))
    );
  });
}

/** May `card`, a foundation's top card, leave it to have a card put on it, or on one under it? */
const mayComeOff = (position: Position, card: Card): boolean =>
  coverable(position, card) ||
  (rankOf(card) > ACE && mayComeOff(position, cardOf((rankOf(card) - 1) as Rank, suitOf(card))));

/**
 * Could the next move send the card after `card` in its suit home (talon-home.ts): is it in
 * the talon, or on top of a pile, or under a run that could as well lie on its twin, on top
 * of another (the key does not tell the two apart)? A King has none.
 */
function nextMayGoHome(position: Position, card: Card): boolean {
  if (rankOf(card) === KING) return false;
  const next = cardOf((rankOf(card) + 1) as Rank, suitOf(card));
  const twin = cardOf((rankOf(card) + 1) as Rank, (suitOf(card) ^ 3) as Suit);
  const layout = layoutOf(position.rules);
  const tops = layout.tableau.map((index) => position.piles[index].cards.at(-1));
  const faceUp = layout.tableau.some((index) => {
    const { cards, down } = position.piles[index];
    return cards.indexOf(next) >= down;
  });
  return (
    tops.includes(next) ||
    (faceUp && tops.includes(twin)) ||
    [layout.stock, layout.waste].some((index) => position.piles[index].cards.includes(next))
  );
}

/**
 * Does `move`, just played, bring a talon card into the tableau drawing one, which the
 * next move must cover (covers.ts)? Not where a run lies on its twin: the key counts
 * that run as lying on it.
 */
function comesIn(tableau: KlondikeTableau, move: number): boolean {
  if (fromOf(move) !== TALON || toOf(move) === HOME || tableau.plan.turns !== 1) return false;
  const twin = cardOfMove(move) ^ 3;
  const twinCovered = tableau.piles.some((cards, pile) => {
    const at = cards.indexOf(twin);
    return at >= tableau.down[pile] && at < cards.length - 1;
  });
  return !(tableau.twins && twinCovered);
}

/**
 * Could the next move put a King into tableau pile `pile`, were it emptied (emptied.ts)?
 * Only where no pile before it is empty: from a run on top of another pile that does not
 * lie on the table, from the talon (drawing one, only a King that could be covered in
 * turn), or off its foundation.
 */
function kingMayComeIn(position: Position, pile: number, settled: readonly number[]): boolean {
  const layout = layoutOf(position.rules);
  const place = layout.tableau.indexOf(pile);
  if (layout.tableau.slice(0, place).some((index) => position.piles[index].cards.length === 0)) {
    return false;
  }
  const turns = position.rules.piles[layout.stock].turns ?? 1;
  const waste = position.piles[layout.waste].cards;
  const talon = [...waste, ...position.piles[layout.stock].cards.slice().reverse()];
  return ([0, 1, 2, 3] as Suit[]).some((suit) => {
    const king = cardOf(KING, suit);
    const at = talon.indexOf(king);
    const home = position.piles[layout.foundations[suit]].cards;
    return (
      layout.tableau.some(
        (index) =>
          index !== pile &&
          position.piles[index].cards.indexOf(king) > 0 &&
          headsTopRun(position, king),
      ) ||
      (at >= 0 &&
        reachable(at, waste.length, talon.length, turns) &&
        (turns !== 1 || coverable(position, king))) ||
      (home.at(-1) === king && settled[suit] < KING && mayComeOff(position, king))
    );
  });
}

/**
 * `game` with three tableau piles, so that the referee, which tells piles apart while the
 * stock lasts, can search every position.
 */
function onThreePiles(game: string): GameRules {
  const [stock, waste, tableau, foundations] = rulesOf(game).piles;
  return { ...rulesOf(game), piles: [stock, waste, { ...tableau, count: 3 }, foundations] };
}

/** The depth-first search's verdicts on `starts`, each the referee's, with wins and losses among them. */
function expectRefereeVerdicts(starts: readonly Position[]) {
  const verdicts = verdictsAgainstBruteForce(starts, (start) =>
    depthFirst(klondikeTableauOf(start), new Budget({ budgetNodes: 1e6 }), 1e5),
  );
  expect(verdicts.wrong).toEqual([]);
  expect(verdicts.won).toBeGreaterThan(5);
  expect(verdicts.lost).toBeGreaterThan(5);
  return verdicts;
}

describe("the Klondike family", () => {
  it("takes exactly the Klondikes of the collection, with their stocks", () => {
    const taken = GAMES.filter((rules) => klondikePlanOf(rules) !== null).map((rules) => rules.id);
    expect(taken.sort()).toEqual(KLONDIKES);
    expect(klondikePlanOf(rulesOf("klondike"))?.turns).toBe(1);
    expect(klondikePlanOf(rulesOf("klondike-3"))?.turns).toBe(3);
    expect(klondikePlanOf(rulesOf("klondike"))?.homeGivesBack).toBe(true);
  });

  const klondike = rulesOf("klondike");
  const [stock, waste, tableau, foundations] = klondike.piles;
  const variants: [string, GameRules][] = [
    [
      "one card at a time",
      { ...klondike, piles: [stock, waste, { ...tableau, unit: "top" }, foundations] },
    ],
    [
      "any card in a space",
      { ...klondike, piles: [stock, waste, { ...tableau, space: "any" }, foundations] },
    ],
    ["two decks", { ...klondike, decks: 2 }],
    [
      "a run limit",
      {
        ...klondike,
        piles: [stock, waste, { ...tableau, runLimit: "cells-and-spaces" }, foundations],
      },
    ],
    [
      "a waste never turned back",
      {
        ...klondike,
        piles: [stock, { ...waste, sendsTo: ["tableau", "foundation"] }, tableau, foundations],
      },
    ],
    [
      "a stock dealing onto the tableau",
      { ...klondike, piles: [{ ...stock, sendsTo: ["tableau"] }, waste, tableau, foundations] },
    ],
    [
      "a free cell",
      {
        ...klondike,
        piles: [
          stock,
          waste,
          { kind: "cell", count: 1, sendsTo: ["tableau"] },
          tableau,
          foundations,
        ],
      },
    ],
    [
      "building with wrap",
      {
        ...klondike,
        piles: [
          stock,
          waste,
          { ...tableau, build: { direction: "down", suit: "alternate", wrap: true } },
          foundations,
        ],
      },
    ],
  ];
  // A word the solver has not met, such as a limit on redeals, may change what a move does.
  variants.push([
    "a word the solver does not know",
    { ...klondike, piles: [{ ...stock, redeals: 2 } as PileGroup, waste, tableau, foundations] },
  ]);
  it.each(variants)("refuses a game with %s", (_, rules) => {
    expect(klondikePlanOf(rules)).toBeNull();
  });

  it("takes foundations that keep their cards, and then never offers them back", () => {
    const keeping: GameRules = {
      ...klondike,
      piles: [stock, waste, tableau, { ...foundations, sendsTo: [] }],
    };
    expect(klondikePlanOf(keeping)?.homeGivesBack).toBe(false);
    const position = smallKlondike(keeping, 3, { loose: 10, talon: 3, runs: true });
    const moves = klondikeTableauOf(position).moves();
    expect(moves.some((move) => fromOf(move) === HOME)).toBe(false);
  });
});

describe("settledHeights", () => {
  it("keeps a card home when both of the other colour are one lower and its twin two lower", () => {
    // Clubs 5 with diamonds and hearts at 4 and spades at 3: settled up to 5.
    expect(settledHeights([5, 4, 4, 3], alternate, [0, 0, 0, 0])).toEqual([5, 4, 4, 3]);
    // Spades at 2: the hearts 4 may be needed for the spades 3, and with them the clubs 5.
    expect(settledHeights([5, 4, 4, 2], alternate, [0, 0, 0, 0])).toEqual([4, 3, 3, 2]);
  });
});

describe("the compact Klondike tableau", () => {
  it.each(KLONDIKES)(
    "%s: each move, made of engine moves, is legal and reaches its key",
    (game) => {
      let checked = 0;
      let emptied = 0;
      let covered = 0;
      for (const position of playedPositions(game)) {
        const tableau = klondikeTableauOf(position);
        const plan = tableau.plan;
        for (const move of tableau.moves()) {
          const line = engineLine(position, plan, [move]);
          const result = tryLine(position, line);
          expect(result.ok).toBe(true);
          if (!result.ok) continue;
          const from = fromOf(move);
          const empties =
            from < HOME && toOf(move) < HOME && tableau.piles[from].length === countOf(move);
          tableau.play(move);
          // A tableau made of a position where some face-up card does not lie on one
          // it fits keys every run by where it lies: compared only with its like.
          const after = klondikeTableauOf(result.position);
          // A pile emptied onto a card is keyed as awaiting a King, which the next move
          // puts into it; drawing one, a talon card brought in, as awaiting a card on it.
          if (after.twins === tableau.twins) {
            expect(keyText(after)).toBe(keyText(tableau));
            expect(fullKey(after) === fullKey(tableau)).toBe(!tableau.awaits);
          }
          expect(tableau.awaits).toBe(empties || comesIn(tableau, move));
          const next = tableau.moves();
          if (tableau.awaits) expect(next.length).toBeGreaterThan(0);
          if (empties) {
            for (const king of next) {
              expect(toOf(king)).toBe(from);
              expect(rankOf(cardOfMove(king))).toBe(KING);
            }
            emptied++;
          } else if (tableau.awaits) {
            const card = cardOfMove(move);
            const pile = tableau.piles.findIndex((cards) => cards.at(-1) === card);
            for (const answer of next) expect(toOf(answer)).toBe(pile);
            covered++;
          }
          tableau.undo(move);
          checked++;
        }
        expect(fullKey(tableau)).toBe(fullKey(klondikeTableauOf(position)));
      }
      expect(checked).toBeGreaterThan(1000);
      expect(emptied).toBeGreaterThan(5);
      if (game === "klondike") expect(covered).toBeGreaterThan(5);
    },
  );

  it.each(KLONDIKES)("%s: misses no engine move that can matter", (game) => {
    // Every legal move of the engine but the stock's (talon.test.ts) reaches a position
    // with the key of the position it left (a run moved to a twin, a pile into a space)
    // or of one a search move reaches, unless the search moves are one foundation move
    // that settles a card, it takes a settled card back off its foundation, it brings a
    // card into the tableau (from the waste drawing one, or off a foundation) on which
    // the next move could put no card, drawing one it sends a waste card home while the
    // next card of its suit can go home by no next move (or it is a King), or it empties
    // a pile into which no King could come by the next move.
    let compared = 0;
    let uncovered = { waste: 0, home: 0, wasteHome: 0, space: 0 };
    for (const position of playedPositions(game)) {
      const tableau = klondikeTableauOf(position);
      const moves = tableau.moves();
      if (moves.length === 1 && toOf(moves[0]) === HOME) continue;
      const reached = new Set([keyText(tableau)]);
      for (const move of moves) {
        tableau.play(move);
        reached.add(keyText(tableau));
        tableau.undo(move);
      }
      const layout = layoutOf(position.rules);
      const settled = settledHeights(tableau.home, tableau.plan.buildsOn, [0, 0, 0, 0]);
      // The engine's moves from the position, and from those with its key (a run moved
      // to a twin): the search moves stand for them all.
      const current = keyText(tableau);
      const sameKey = legalMoves(position)
        .map((move) => play(position, move))
        .filter((after) => keyText(klondikeTableauOf(after)) === current);
      for (const from of [position, ...sameKey]) {
        for (const move of legalMoves(from)) {
          const suit = layout.foundations.indexOf(move.from);
          if (suit >= 0 && tableau.home[suit] <= settled[suit]) continue;
          if (move.from === layout.stock || move.to === layout.stock) continue;
          const card = from.piles[move.from].cards.at(-1) as Card;
          if (suit >= 0 && !mayComeOff(from, card)) {
            uncovered = { ...uncovered, home: uncovered.home + 1 };
            continue;
          }
          if (
            tableau.plan.turns === 1 &&
            move.from === layout.waste &&
            layout.tableau.includes(move.to) &&
            !coverable(from, card)
          ) {
            uncovered = { ...uncovered, waste: uncovered.waste + 1 };
            continue;
          }
          if (
            tableau.plan.turns === 1 &&
            move.from === layout.waste &&
            layout.foundations.includes(move.to) &&
            !nextMayGoHome(from, card)
          ) {
            uncovered = { ...uncovered, wasteHome: uncovered.wasteHome + 1 };
            continue;
          }
          if (
            layout.tableau.includes(move.from) &&
            layout.tableau.includes(move.to) &&
            from.piles[move.from].down === 0 &&
            move.count === from.piles[move.from].cards.length &&
            from.piles[move.to].cards.length > 0 &&
            !kingMayComeIn(from, move.from, settled)
          ) {
            uncovered = { ...uncovered, space: uncovered.space + 1 };
            continue;
          }
          const after = klondikeTableauOf(play(from, move));
          if (after.twins !== tableau.twins) continue;
          expect(reached.has(keyText(after))).toBe(true);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(uncovered.home).toBeGreaterThan(5);
    expect(uncovered.space).toBeGreaterThan(5);
    if (game === "klondike") expect(uncovered.waste).toBeGreaterThan(5);
    if (game === "klondike") expect(uncovered.wasteHome).toBeGreaterThan(5);
  });

  it.each(KLONDIKES)(
    "%s: proves lost only what cannot be won, and wins by lines that replay",
    (game) => {
      const rules = onThreePiles(game);
      expect(klondikePlanOf(rules)).not.toBeNull();
      const starts = Array.from({ length: 80 }, (_, seed) =>
        smallKlondike(rules, seed + 1, { loose: 8 + (seed % 5), talon: 6, runs: seed % 2 === 0 }),
      );
      const verdicts = expectRefereeVerdicts(starts);
      // Restarted in random move orders, as beside the solver: the same verdicts.
      const restarted = verdictsAgainstBruteForce(starts, (start) =>
        restarts(
          (random) => klondikeTableauOf(start, random),
          new Budget({ budgetNodes: 1e6 }),
          1e5,
        ),
      );
      expect(restarted).toEqual(verdicts);
    },
  );

  it.each(KLONDIKES)(
    "%s: a search that leaves out what searches cut short proved lost gives the referee's verdicts",
    (game) => {
      const rules = onThreePiles(game);
      const starts = Array.from({ length: 60 }, (_, seed) =>
        smallKlondike(rules, 500 + seed, {
          loose: 10 + (seed % 6),
          talon: 6,
          runs: seed % 2 === 0,
        }),
      );
      let spared = 0;
      const verdicts = verdictsAgainstBruteForce(starts, (start) => {
        startRound(SHARED);
        // Searches in random move orders, cut short, as beside the solver.
        const random = mulberry32(starts.indexOf(start));
        for (const nodes of [30, 100, 300, 1000]) {
          const cut = new Budget({ budgetNodes: nodes });
          depthFirst(klondikeTableauOf(start, random), cut, 1e5, false, SHARED);
        }
        const alone = new Budget({ budgetNodes: 1e6 });
        depthFirst(klondikeTableauOf(start), alone, 1e5);
        const shared = new Budget({ budgetNodes: 1e6 });
        const outcome = depthFirst(klondikeTableauOf(start), shared, 1e5, false, SHARED);
        if (shared.nodes < alone.nodes) spared++;
        return outcome;
      });
      expect(verdicts.wrong).toEqual([]);
      expect(verdicts.won).toBeGreaterThan(5);
      expect(verdicts.lost).toBeGreaterThan(5);
      expect(spared).toBeGreaterThan(5);
    },
  );

  it("klondike-3: relaxed, draws one, and proves lost only what cannot be won drawing three", () => {
    const rules = onThreePiles("klondike-3");
    const starts = Array.from({ length: 80 }, (_, seed) =>
      smallKlondike(rules, seed + 1, { loose: 8 + (seed % 5), talon: 6, runs: seed % 2 === 0 }),
    );
    let proved = 0;
    for (const start of starts) {
      const relaxed = klondikeTableauOf(start).relaxed();
      if (!relaxed) throw new Error("drawing three, the tableau has a relaxed game");
      expect(relaxed.plan.turns).toBe(1);
      const outcome = depthFirst(relaxed, new Budget({ budgetNodes: 1e6 }), 1e5, true);
      // Its wins are no lines of this game: the search reports none.
      expect(outcome.kind).not.toBe("won");
      if (outcome.kind === "exhausted") {
        proved++;
        expect(winnableByBruteForce(start)).toBe(false);
      }
    }
    expect(proved).toBeGreaterThan(5);
    expect(klondikeTableauOf(dealPosition(rulesOf("klondike"), 1)).relaxed()).toBeNull();
  });

  it.each(KLONDIKES)(
    "%s: brings a card into the tableau only to cover it at once, and proves lost only what cannot be won",
    (game) => {
      // Starts where a card may leave its foundation (or, drawing one, a talon card other
      // than an Ace come out) with no card to go on it by the next move, so that the rule
      // leaves moves out of the search.
      const rules = onThreePiles(game);
      const layout = layoutOf(rules);
      const drawOne = game === "klondike";
      const leavesOut = (start: Position) => {
        const talon = [layout.stock, layout.waste].flatMap((index) => start.piles[index].cards);
        const home = klondikeTableauOf(start).home;
        const settled = settledHeights(home, alternate, [0, 0, 0, 0]);
        return (
          (drawOne && talon.some((card) => rankOf(card) !== ACE && !coverable(start, card))) ||
          ([0, 1, 2, 3] as Suit[]).some(
            (suit) =>
              home[suit] > settled[suit] && !mayComeOff(start, cardOf(home[suit] as Rank, suit)),
          )
        );
      };
      const starts = Array.from({ length: 4000 }, (_, seed) =>
        smallKlondike(rules, 1000 + seed, {
          loose: 12 + (seed % 5),
          talon: 6,
          runs: seed % 2 === 0,
        }),
      )
        .filter(leavesOut)
        .slice(0, 64);
      expect(starts.length).toBe(64);
      expectRefereeVerdicts(starts);
    },
  );

  it("klondike: sends a talon card home only for the next of its suit to follow, and proves lost only what cannot be won", () => {
    // Starts with a talon card that may go home while the next card of its suit could
    // not follow by the next move, so that the rule (talon-home.ts) leaves moves out of
    // the search.
    const rules = onThreePiles("klondike");
    const layout = layoutOf(rules);
    const leavesOut = (start: Position) => {
      const home = klondikeTableauOf(start).home;
      return [layout.stock, layout.waste]
        .flatMap((index) => start.piles[index].cards)
        .some((card) => home[suitOf(card)] === rankOf(card) - 1 && !nextMayGoHome(start, card));
    };
    const starts = Array.from({ length: 4000 }, (_, seed) =>
      smallKlondike(rules, 9000 + seed, { loose: 12 + (seed % 5), talon: 6, runs: seed % 2 === 0 }),
    )
      .filter(leavesOut)
      .slice(0, 64);
    expect(starts.length).toBe(64);
    expectRefereeVerdicts(starts);
  });

  it.each(KLONDIKES)(
    "%s: empties a pile onto a card only for a King to come in, and proves lost only what cannot be won",
    (game) => {
      // Starts where a pile with no card face down could be carried whole onto a card
      // while no King could come into it by the next move, so that the rule (emptied.ts)
      // leaves moves out of the search.
      const rules = onThreePiles(game);
      const layout = layoutOf(rules);
      const leavesOut = (start: Position) => {
        const settled = settledHeights(klondikeTableauOf(start).home, alternate, [0, 0, 0, 0]);
        return legalMoves(start).some(
          (move) =>
            layout.tableau.includes(move.from) &&
            layout.tableau.includes(move.to) &&
            start.piles[move.from].down === 0 &&
            move.count === start.piles[move.from].cards.length &&
            start.piles[move.to].cards.length > 0 &&
            !kingMayComeIn(start, move.from, settled),
        );
      };
      const starts = Array.from({ length: 20000 }, (_, seed) =>
        smallKlondike(rules, 20000 + seed, { loose: 6 + (seed % 9), talon: 6, runs: true }),
      )
        .filter(leavesOut)
        .slice(0, 64);
      expect(starts.length).toBe(64);
      expectRefereeVerdicts(starts);
    },
  );

  it("orders the same moves at random when asked", () => {
    const random = mulberry32(5);
    let reordered = 0;
    for (const position of playedPositions("klondike")) {
      const ordered = klondikeTableauOf(position).moves();
      const shuffled = klondikeTableauOf(position, random).moves();
      expect([...shuffled].sort()).toEqual([...ordered].sort());
      if (shuffled.join() !== ordered.join()) reordered++;
    }
    expect(reordered).toBeGreaterThan(50);
  });

  it.each(KLONDIKES)("%s: wins deals by lines that replay through the engine", (game) => {
    const rules = rulesOf(game);
    let won = 0;
    for (let deal = 1; deal <= 6; deal++) {
      const start = dealPosition(rules, deal);
      const outcome = depthFirst(
        klondikeTableauOf(start),
        new Budget({ budgetNodes: 20_000 }),
        1e5,
      );
      if (outcome.kind !== "won") continue;
      const moves: Move[] = outcome.moves;
      expect(isWon(replay(start, moves))).toBe(true);
      won++;
    }
    expect(won).toBeGreaterThan(2);
  });
});
