/**
 * For the solver's tests: replaying a solution, positions that differ only in what the
 * player cannot see, positions whose hidden cards cannot be read without an error, and
 * small random positions with a plain exhaustive search to check verdicts against.
 */
import { play, tryLine } from "../../engine/apply.js";
import { ACE, type Card, cardOf, KING } from "../../engine/card.js";
import { dealPosition } from "../../engine/deal.js";
import { layoutOf } from "../../engine/layout.js";
import type { Move } from "../../engine/move.js";
import { isWon, type Pile, type Position } from "../../engine/position.js";
import { parsePosition, positionToText } from "../../engine/position-json.js";
import { mulberry32 } from "../../engine/random.js";
import type { GameRules } from "../../engine/rules.js";
import { gameById } from "../../games/index.js";
import { spiderette } from "../../games/spider.js";
import { positionKey } from "../core/key.js";
import type { Outcome } from "../core/outcome.js";
import type { Placement } from "../core/placement-table.js";
import type { Temper } from "../moves/score.js";
import { searchMoves } from "../moves/search-moves.js";
import { ByteStore } from "../search/saved-positions.js";
import type { PositionStore, Tableau } from "../search/tableau.js";
import { spiderPlanFor } from "../spider/family.js";
import { SpiderTableau } from "../spider/tableau.js";
import { exhaustiveSearch } from "./exhaustive.js";

/** Replays `moves` through the engine's checked `tryLine`; returns where they end. */
export function replay(start: Position, moves: readonly Move[]): Position {
  const line = tryLine(start, moves);
  if (!line.ok) {
    throw new Error(`move ${line.at} refused (${line.refusal}): ${JSON.stringify(moves[line.at])}`);
  }
  return line.position;
}

/** The position with its hidden cards (face-down and stock) laid out again by `seed`. */
export function reshuffleHidden(position: Position, seed: number): Position {
  const stock = stockIndex(position);
  const hidden: Card[] = [];
  const isHidden = (pileIndex: number, cardIndex: number, pile: Pile) =>
    pileIndex === stock || cardIndex < pile.down;
  position.piles.forEach((pile, p) => {
    pile.cards.forEach((card, c) => {
      if (isHidden(p, c, pile)) hidden.push(card);
    });
  });
  const random = mulberry32(seed);
  for (let i = hidden.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [hidden[i], hidden[j]] = [hidden[j], hidden[i]];
  }
  let next = 0;
  const piles = position.piles.map((pile, p) => ({
    cards: pile.cards.map((card, c) => (isHidden(p, c, pile) ? hidden[next++] : card)),
    down: pile.down,
  }));
  return { ...position, piles };
}

export const stockIndex = (position: Position): number => layoutOf(position.rules).stock;

/** A position whose hidden cards throw when read: only their number may be looked at. */
export function guarded(position: Position): Position {
  const stock = stockIndex(position);
  const piles = position.piles.map((pile, p) => {
    const hiddenBelow = p === stock ? pile.cards.length : pile.down;
    const cards = new Proxy(pile.cards, {
      get(target, property, receiver) {
        if (
          typeof property === "string" &&
          /^\d+$/.test(property) &&
          Number(property) < hiddenBelow
        ) {
          throw new Error(`read a hidden card of pile ${p}`);
        }
        return Reflect.get(target, property, receiver);
      },
    });
    return { cards, down: pile.down };
  });
  return { ...position, piles };
}

/** A position from interchange JSON without its `format`; throws on a mistake. */
export function position(json: object): Position {
  const parsed = parsePosition({ format: 1, ...json }, gameById);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/**
 * Searches each start with `search` and checks its verdict against a plain exhaustive
 * search, and every win by replaying it: the starts where it gave up, was wrong or won
 * by moves that do not win (as text), and how many it won and proved lost.
 */
export function verdictsAgainstBruteForce(
  starts: Iterable<Position>,
  search: (start: Position) => Outcome,
): { won: number; lost: number; wrong: string[] } {
  const verdicts = { won: 0, lost: 0, wrong: [] as string[] };
  for (const start of starts) {
    const outcome = search(start);
    const right =
      outcome.kind === "won"
        ? isWon(replay(start, outcome.moves)) && winnableByBruteForce(start)
        : outcome.kind === "exhausted" && !winnableByBruteForce(start);
    if (!right) verdicts.wrong.push(positionToText(start));
    else if (outcome.kind === "won") verdicts.won++;
    else verdicts.lost++;
  }
  return verdicts;
}

/** Is the position won by some sequence of legal moves? Asks the plain exhaustive search. */
export function winnableByBruteForce(start: Position, limit = 200_000): boolean {
  const verdict = exhaustiveSearch(start, limit);
  if (verdict === "too-big") throw new Error("the brute-force search is too big for a test");
  return verdict === "won";
}

export const RANK_LETTERS = "A23456789TJQK";
const SUIT_LETTERS = "CDHS";

/**
 * A castle-family or Penguin position with only a few cards left: the top cards of
 * `suits` suits are taken off their foundations and scattered over the first `spread`
 * tableau piles (and the cells).
 */
export function fewCardsLeft(
  game: string,
  seed: number,
  left: number,
  { suits = 2, spread = 2 } = {},
): Position {
  const next = mulberry32(seed);
  const rules = rulesOf(game);
  const cells = rules.piles.find((group) => group.kind === "cell")?.count ?? 0;
  const tableau = rules.piles.find((group) => group.kind === "tableau")?.count ?? 0;
  const foundations: string[][] = [...SUIT_LETTERS].map((suit) =>
    [...RANK_LETTERS].map((rank) => rank + suit),
  );
  const loose: string[] = [];
  while (loose.length < left) {
    // Few suits, so that cards often cover lower cards of their own suit.
    const pile = foundations[Math.floor(next() * suits)];
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
    // Few piles, so that cards often cover the ones they wait for.
    else piles[Math.floor(next() * spread)].push(card);
  }
  return position({
    game,
    tableau: piles,
    foundations,
    ...(cells > 0 ? { cells: cellCards } : {}),
  });
}

/** Spiderette on three piles: small enough for a plain exhaustive search, tight enough for losses. */
export const threePileSpiderette: GameRules = {
  ...spiderette,
  id: "spiderette-on-three-piles",
  piles: spiderette.piles.map((group) =>
    group.kind === "tableau" ? { ...group, count: 3 } : group,
  ),
};

/** The rules of a game of the collection, by id; throws on an unknown one. */
export function rulesOf(game: string): GameRules {
  const rules = gameById(game);
  if (!rules) throw new Error(`no game ${game}`);
  return rules;
}

/** The starting position of a deal number of a game of the collection. */
export const dealOf = (game: string, deal: number): Position => dealPosition(rulesOf(game), deal);

/** The one-deck Spider family: the games the compact Spider tableau takes. */
export const ONE_DECK_SPIDERS = ["spiderette", "will-o-the-wisp"];

/** The open castle family: the games the compact castle tableau takes. */
export const CASTLES = [
  "penelopes-web",
  "streets-and-alleys",
  "beleaguered-castle",
  "bakers-dozen",
  "portuguese-solitaire",
  "citadel",
  "exiled-kings",
];

/**
 * A compact Spider-family tableau without the dead-end test, which leaves positions out;
 * its stores drop released positions once they take more than `spareBytes`.
 */
class UntestedSpiderTableau extends SpiderTableau {
  constructor(
    start: Position,
    temper: Temper,
    private readonly spareBytes?: number,
  ) {
    super(spiderPlanFor(start.rules), start, temper);
  }

  override deadEnd(): boolean {
    return false;
  }

  override store(): PositionStore {
    return new ByteStore(this, this.spareBytes);
  }
}

/**
 * The compact tableau of `start`, a one-deck Spider-family position, scored by the
 * weights of `temper`, that searches every position as the searches over engine
 * positions do: no dead end is left out. Given `spareBytes`, its stores drop released
 * positions once they take more than that.
 */
export const untestedSpiderTableau = (
  start: Position,
  temper: Temper = "eager",
  spareBytes?: number,
): SpiderTableau => new UntestedSpiderTableau(start, temper, spareBytes);

/**
 * A one-deck Spider-family position near its end: the runs of all suits but the first
 * `suits` are home; the cards of those lie in the tableau as pieces of their runs in
 * random order, some face down, and `stock` of them in the stock.
 */
export function spiderEndgame(
  rules: GameRules,
  seed: number,
  suits: number,
  stock: number,
): Position {
  const next = mulberry32(seed);
  const layout = layoutOf(rules);
  const runOf = (suit: number) =>
    Array.from({ length: KING }, (_, index) => cardOf(KING - index, suit));
  const pieces: Card[][] = [];
  for (let suit = 0; suit < suits; suit++) {
    let run = runOf(suit);
    while (run.length > 0) {
      const length = 1 + Math.floor(next() * 4);
      pieces.push(run.slice(0, length));
      run = run.slice(length);
    }
  }
  for (let i = pieces.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [pieces[i], pieces[j]] = [pieces[j], pieces[i]];
  }
  const loose = pieces.flat();
  const piles: Pile[] = Array.from({ length: layout.size }, () => ({ cards: [], down: 0 }));
  piles[layout.stock] = { cards: loose.splice(0, stock), down: 0 };
  const tableau: Card[][] = layout.tableau.map(() => []);
  let pile = 0;
  for (const card of loose) {
    tableau[pile].push(card);
    if (next() < 0.4) pile = (pile + 1) % tableau.length;
  }
  // Only a top card is sure to be face up; some below it are turned down.
  layout.tableau.forEach((index, at) => {
    const cards = tableau[at];
    piles[index] = { cards, down: Math.floor(next() * cards.length) };
  });
  layout.foundations.forEach((index, at) => {
    const suit = suits + at;
    if (suit < 4) piles[index] = { cards: runOf(suit), down: 0 };
  });
  return { rules, base: ACE, piles };
}

/** For each position: the moves of its compact tableau and its search moves, as sorted texts. */
export function compactAndSearchMoves(
  positions: Iterable<Position>,
  compactOf: (position: Position) => Tableau<Placement>,
): { compact: string[]; search: string[] }[] {
  const texts = (moves: readonly Move[]) =>
    moves.map((move) => `${move.from}>${move.to}x${move.count}`).sort();
  return Array.from(positions, (position) => {
    const tableau = compactOf(position);
    const search = texts(searchMoves(position));
    // A compact search drops a dead end before it asks for moves; the engine's list
    // still offers a safe foundation move there.
    const dropped = search.length === 0 && tableau.deadEnd?.() === true;
    return {
      compact: dropped ? [] : texts(tableau.moves().map((move) => tableau.engineMove(move))),
      search,
    };
  });
}

/**
 * The positions (and those one search move on) that the engine's key and the compact
 * placement tell apart differently: a key of one shared by two of the other, as text.
 */
export function keyDisagreements(
  positions: Iterable<Position>,
  compactOf: (position: Position) => Tableau<Placement>,
): string[] {
  const compactByEngine = new Map<string, string>();
  const engineByCompact = new Map<string, string>();
  const disagreements: string[] = [];
  for (const position of positions) {
    for (const seen of [position, ...searchMoves(position).map((move) => play(position, move))]) {
      const engine = positionKey(seen);
      const compact = compactOf(seen).key.on.join(",");
      const pairedCompact = compactByEngine.get(engine) ?? compact;
      const pairedEngine = engineByCompact.get(compact) ?? engine;
      if (pairedCompact !== compact || pairedEngine !== engine) {
        disagreements.push(positionToText(seen));
      }
      compactByEngine.set(engine, compact);
      engineByCompact.set(compact, engine);
    }
  }
  return disagreements;
}

/** The positions along random play of search moves from each of `starts`, `steps` at most. */
export function* randomlyPlayed(
  starts: readonly Position[],
  seed: number,
  steps: number,
): Generator<Position> {
  const random = mulberry32(seed);
  for (let position of starts) {
    for (let step = 0; step < steps; step++) {
      yield position;
      const moves = searchMoves(position);
      if (moves.length === 0) break;
      position = play(position, moves[Math.floor(random() * moves.length)]);
    }
  }
}
