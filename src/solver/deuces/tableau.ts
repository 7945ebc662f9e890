/**
 * The compact tableau of the suit-built waste family (family.ts; Deuces): a position
 * as a few arrays changed in place by `play` and `undo`, for the depth-first searches
 * (search/depth-first.ts, search/restarts.ts), which reach several hundred times as many
 * positions a second on it as over engine positions.
 *
 * Its moves are every legal move but these, none of which a win needs:
 * - where a card may go home safely (`safeHome`), that move alone;
 * - a waste card put into an empty pile goes into the first empty one only: the piles
 *   are interchangeable (an empty pile takes only the waste's card, whatever its index),
 *   and the key sorts them;
 * - where both foundations of a suit take a card, only the first: they then hold the
 *   same cards, and the key sorts each suit's foundations.
 * tableau.test.ts checks the moves against the engine's legal moves on random play.
 *
 * The key is exact: the stock's length (its cards are the first ones of the order it
 * was dealt in), the waste, each suit's foundations by how many cards they hold, sorted,
 * and the piles, each with its face-down count, sorted. Two positions share it only when
 * one is the other with interchangeable piles reordered, so they are won or lost
 * together. Cards of two decks that are the same card are the same code, as in the
 * engine: the key never tells twins apart, which no rule does either.
 */
import { type Card, cardOf, rankOf, suitOf } from "../../engine/card.js";
import type { Move } from "../../engine/move.js";
import type { Position } from "../../engine/position.js";
import { TranspositionTable } from "../core/table.js";
import { POINT } from "../moves/score.js";
import { ByteStore, type SavedPositions, type SavingBytes } from "../search/saved-positions.js";
import type { PositionStore, SavingTableau, TableauMove } from "../search/tableau.js";
import { type SuitWastePlan, suitWastePlanOf } from "./family.js";

// A compact move: `from | to << 5 | count << 11`. Piles of the tableau are numbered
// from 0; the waste, the stock and the foundations come after them.
const WASTE = 16;
const STOCK = 17;
const HOME = 32;
const fromOf = (move: TableauMove) => move & 31;
const toOf = (move: TableauMove) => (move >> 5) & 63;
const countOf = (move: TableauMove) => move >> 11;
const compact = (from: number, to: number, count: number): TableauMove =>
  from | (to << 5) | (count << 11);

/** A random move order (search/restarts.ts) adds up to this much to each move's worth. */
const JITTER = 60;

/** A position of a suit-built waste game (family.ts), changed in place by `play` and `undo`. */
export class SuitWasteTableau implements SavingTableau<string>, SavingBytes {
  /** The cards of each tableau pile, bottom first, and how many of them lie face down. */
  readonly piles: number[][];
  readonly down: number[];
  /** The waste, bottom first. */
  readonly waste: number[];
  /** The stock as dealt, turned from the end; the first `stockLeft` cards are still there. */
  private readonly stock: readonly number[];
  private stockLeft: number;
  /** Per foundation, how many cards it holds, and the suit it takes. */
  readonly home: number[];
  private readonly homeSuits: readonly number[];
  /** Per suit, its foundations. */
  private readonly suitHomes: readonly (readonly number[])[];
  /** Cards not yet home. */
  private cardsOut: number;
  /** Per pile, and for the waste, its part of the key, or null where it changed since. */
  private readonly texts: (string | null)[];
  private wasteText: string | null = null;
  private keyText: string | null = null;
  /** Per move played, newest last: 1 where it turned a face-down card up. */
  private readonly turned: number[] = [];

  constructor(
    private readonly plan: SuitWastePlan,
    position: Position,
    private readonly random: (() => number) | null = null,
  ) {
    const { tableau, foundations, stock, waste, suits } = plan.layout;
    this.piles = tableau.map((pile) => position.piles[pile].cards.slice());
    this.down = tableau.map((pile) => position.piles[pile].down);
    this.waste = position.piles[waste].cards.slice();
    this.stock = position.piles[stock].cards.slice();
    this.stockLeft = this.stock.length;
    this.home = foundations.map((pile) => position.piles[pile].cards.length);
    this.homeSuits = foundations.map((pile) => suits[pile]);
    this.suitHomes = [0, 1, 2, 3].map((suit) =>
      this.homeSuits.flatMap((homeSuit, index) => (homeSuit === suit ? [index] : [])),
    );
    this.texts = this.piles.map(() => null);
    this.cardsOut = 13 * foundations.length - this.home.reduce((sum, cards) => sum + cards, 0);
  }

  get won(): boolean {
    return this.cardsOut === 0;
  }

  get key(): string {
    this.keyText ??= this.keyOf();
    return this.keyText;
  }

  private keyOf(): string {
    const { texts } = this;
    for (let pile = 0; pile < texts.length; pile++) {
      texts[pile] ??= String.fromCharCode(64 + this.down[pile], ...this.piles[pile]);
    }
    const parts = texts.slice() as string[];
    parts.sort();
    let homes = "";
    for (const [first, second] of this.suitHomes) {
      const a = this.home[first];
      const b = second === undefined ? -1 : this.home[second];
      homes += a <= b ? String.fromCharCode(65 + a, 65 + b) : String.fromCharCode(65 + b, 65 + a);
    }
    this.wasteText ??= String.fromCharCode(...this.waste);
    return `${String.fromCharCode(64 + this.stockLeft)}${this.wasteText}|${homes}|${parts.join("|")}`;
  }

  table(memory: number): TranspositionTable {
    return new TranspositionTable(memory);
  }

  /** The foundation `card` may go to (the first of its suit that takes it), or -1. */
  private homeFor(card: Card): number {
    const place = this.plan.order[rankOf(card)];
    for (const home of this.suitHomes[suitOf(card)]) if (this.home[home] === place) return home;
    return -1;
  }

  /**
   * May `card`, which some foundation takes, go home with no win lost? When every
   * foundation of its suit holds its rank's predecessor (all the cards that could ever
   * be put on it on the tableau are home). Proof: take a win from the position; in it
   * `card`, a top card (of a pile or the waste), never has a card put on it, so it lies
   * on top until it goes home, and moves only as the top card of a run. Play the win
   * with `card` home at once: each move of a run it heads moves the run without it,
   * onto the same card; its moves alone are left out; every other move is legal as
   * before, since the piles and the waste are those of the win less `card`, which was
   * on top, and the foundations those of the win with `card` home, the one foundation
   * it could not go to (one holding its rank already) aside, up to swapping the two
   * foundations of one suit that hold the same cards. It ends with every card home.
   */
  private safeHome(card: Card): boolean {
    const place = this.plan.order[rankOf(card)];
    return this.suitHomes[suitOf(card)].every((home) => this.home[home] >= place);
  }

  /** The search moves: a safe move home alone, else every move, the best-looking first. */
  moves(): TableauMove[] {
    const safe = this.safeMove();
    if (safe !== null) return [safe];
    const moves = this.allMoves();
    const worths = moves.map((move) => -this.worth(move) - (this.random?.() ?? 0) * JITTER);
    const order = moves.map((_, index) => index).sort((a, b) => worths[a] - worths[b]);
    return order.map((index) => moves[index]);
  }

  /** The search moves that gain something (`worth` above 0), the best-looking first. */
  promisingMoves(): TableauMove[] {
    return this.moves().filter((move) => this.worth(move) > 0);
  }

  searchMoves(): TableauMove[] {
    return this.moves();
  }

  /** The stock turns onto the waste, never onto the tableau. */
  isDeal(): boolean {
    return false;
  }

  /**
   * How good the position looks, only to order the searches: cards home, and against
   * it cards on the waste (each buries those turned before it), in the stock, face
   * down, or lying on a card they do not fit; empty piles, which take a waste card.
   */
  score(): number {
    let score = 10 * (13 * this.home.length - this.cardsOut) - 6 * this.waste.length;
    score -= this.stockLeft;
    for (let pile = 0; pile < this.piles.length; pile++) {
      const cards = this.piles[pile];
      if (cards.length === 0) score += 8;
      score -= 12 * this.down[pile];
      for (let index = this.down[pile] + 1; index < cards.length; index++) {
        if (!this.fits(cards[index], cards[index - 1])) score -= 3;
      }
    }
    return POINT * score;
  }

  store(): PositionStore {
    return new ByteStore(this);
  }

  /** Saves the stock and cards left, the foundations, the waste and each pile, as bytes. */
  save(into: SavedPositions): number {
    const { piles, waste, home } = this;
    let size = 2 + home.length + 1 + waste.length;
    for (const pile of piles) size += 2 + pile.length;
    const bytes = into.reserve(size);
    const start = into.length;
    let at = start;
    bytes[at++] = this.stockLeft;
    bytes[at++] = this.cardsOut;
    for (const cards of home) bytes[at++] = cards;
    bytes[at++] = waste.length;
    for (const card of waste) bytes[at++] = card;
    for (let pile = 0; pile < piles.length; pile++) {
      bytes[at++] = this.down[pile];
      bytes[at++] = piles[pile].length;
      for (const card of piles[pile]) bytes[at++] = card;
    }
    into.length = at;
    return start;
  }

  restore(from: SavedPositions, start: number): void {
    const { bytes } = from;
    let at = start;
    this.stockLeft = bytes[at++];
    this.cardsOut = bytes[at++];
    for (let home = 0; home < this.home.length; home++) this.home[home] = bytes[at++];
    at = refill(this.waste, bytes, at + 1, bytes[at]);
    for (let pile = 0; pile < this.piles.length; pile++) {
      this.down[pile] = bytes[at++];
      at = refill(this.piles[pile], bytes, at + 1, bytes[at]);
      this.texts[pile] = null;
    }
    this.wasteText = null;
    this.keyText = null;
    this.turned.length = 0;
  }

  private safeMove(): TableauMove | null {
    const { waste, piles } = this;
    if (waste.length > 0) {
      const card = waste[waste.length - 1];
      const home = this.homeFor(card);
      if (home >= 0 && this.safeHome(card)) return compact(WASTE, HOME + home, 1);
    }
    for (let pile = 0; pile < piles.length; pile++) {
      const cards = piles[pile];
      if (cards.length === this.down[pile]) continue;
      const card = cards[cards.length - 1];
      const home = this.homeFor(card);
      if (home >= 0 && this.safeHome(card)) return compact(pile, HOME + home, 1);
    }
    return null;
  }

  /** Every move but those the file's comment leaves out, in no particular order. */
  allMoves(): TableauMove[] {
    const { waste, piles } = this;
    const moves: TableauMove[] = [];
    if (waste.length > 0) {
      const card = waste[waste.length - 1];
      const home = this.homeFor(card);
      if (home >= 0) moves.push(compact(WASTE, HOME + home, 1));
      let spaceSeen = false;
      for (let pile = 0; pile < piles.length; pile++) {
        const target = piles[pile];
        if (target.length === 0) {
          if (!spaceSeen) moves.push(compact(WASTE, pile, 1));
          spaceSeen = true;
        } else if (this.fits(card, target[target.length - 1])) moves.push(compact(WASTE, pile, 1));
      }
    }
    for (let from = 0; from < piles.length; from++) {
      const cards = piles[from];
      if (cards.length === this.down[from]) continue;
      const top = cards[cards.length - 1];
      const home = this.homeFor(top);
      if (home >= 0) moves.push(compact(from, HOME + home, 1));
      const most = this.movable(from);
      for (let to = 0; to < piles.length; to++) {
        const target = piles[to];
        if (to === from || target.length === 0) continue;
        const onto = target[target.length - 1];
        for (let count = 1; count <= most; count++) {
          if (this.fits(cards[cards.length - count], onto)) moves.push(compact(from, to, count));
        }
      }
    }
    if (this.stockLeft > 0) moves.push(compact(STOCK, WASTE, 1));
    return moves;
  }

  private fits(card: Card, onto: Card): boolean {
    return suitOf(card) === suitOf(onto) && this.plan.below[rankOf(onto)] === rankOf(card);
  }

  /** How many top cards of the pile move together. */
  private movable(pile: number): number {
    const cards = this.piles[pile];
    const faceUp = cards.length - this.down[pile];
    if (faceUp === 0) return 0;
    if (!this.plan.runs) return 1;
    let count = 1;
    while (
      count < faceUp &&
      this.fits(cards[cards.length - count], cards[cards.length - count - 1])
    )
      count++;
    return count;
  }

  /**
   * How good a move looks, only to order the search: home first, then what uncovers a
   * card or empties a pile, the waste's card onto the tableau, the stock, and last the
   * moves between piles that uncover nothing new.
   */
  private worth(move: TableauMove): number {
    const from = fromOf(move);
    const to = toOf(move);
    if (from === STOCK) return 30;
    if (to >= HOME) return 100;
    if (from === WASTE) return this.piles[to].length === 0 ? 20 : 60;
    const cards = this.piles[from];
    const cut = cards.length - countOf(move);
    if (cut === 0) return 80;
    if (cut === this.down[from]) return 90;
    const uncovered = cards[cut - 1];
    if (this.homeFor(uncovered) >= 0) return 70;
    if (!this.fits(cards[cut], uncovered)) return 40;
    const { waste } = this;
    if (waste.length > 0 && this.fits(waste[waste.length - 1], uncovered)) return 50;
    return 0;
  }

  play(move: TableauMove): void {
    const from = fromOf(move);
    const to = toOf(move);
    this.changed(from, to);
    if (from === STOCK) {
      this.stockLeft--;
      this.waste.push(this.stock[this.stockLeft]);
      return;
    }
    const source = from === WASTE ? this.waste : this.piles[from];
    const count = countOf(move);
    if (to >= HOME) {
      source.pop();
      this.home[to - HOME]++;
      this.cardsOut--;
    } else {
      const target = this.piles[to];
      const cut = source.length - count;
      for (let index = cut; index < source.length; index++) target.push(source[index]);
      source.length = cut;
    }
    let turned = 0;
    if (from !== WASTE && this.down[from] > 0 && this.down[from] === source.length) {
      this.down[from]--;
      turned = 1;
    }
    this.turned.push(turned);
  }

  undo(move: TableauMove): void {
    const from = fromOf(move);
    const to = toOf(move);
    this.changed(from, to);
    if (from === STOCK) {
      this.waste.pop();
      this.stockLeft++;
      return;
    }
    const source = from === WASTE ? this.waste : this.piles[from];
    if (this.turned.pop() === 1) this.down[from]++;
    if (to >= HOME) {
      const home = to - HOME;
      this.home[home]--;
      this.cardsOut++;
      source.push(this.cardAt(home));
      return;
    }
    const target = this.piles[to];
    const cut = target.length - countOf(move);
    for (let index = cut; index < target.length; index++) source.push(target[index]);
    target.length = cut;
  }

  /** Forgets the key's parts of the piles (or the waste) a move leaves and reaches. */
  private changed(from: number, to: number): void {
    this.keyText = null;
    for (const pile of [from, to]) {
      if (pile < WASTE) this.texts[pile] = null;
      else if (pile === WASTE) this.wasteText = null;
    }
  }

  /** The card on top of a foundation. */
  private cardAt(home: number): Card {
    const place = this.home[home];
    const rank = this.plan.order.indexOf(place);
    return cardOf(rank, this.homeSuits[home]);
  }

  engineMove(move: TableauMove): Move {
    const { tableau, foundations, waste, stock } = this.plan.layout;
    const from = fromOf(move);
    const to = toOf(move);
    const pileOf = (pile: number) =>
      pile === WASTE ? waste : pile === STOCK ? stock : tableau[pile];
    return {
      from: pileOf(from),
      to: to >= HOME ? foundations[to - HOME] : pileOf(to),
      count: countOf(move),
    };
  }

  shorten(line: readonly TableauMove[]): TableauMove[] {
    return line.slice();
  }
}

/** Puts the `length` cards saved at `at` of `bytes` in `cards`; returns where they end. */
function refill(cards: number[], bytes: Uint8Array, at: number, length: number): number {
  while (cards.length > length) cards.pop();
  for (let index = 0; index < length; index++) cards[index] = bytes[at + index];
  return at + length;
}

/** The compact tableau of `start`, a position of a game of the family; its moves in a random order given `random`. */
export function suitWasteTableauOf(
  start: Position,
  random: (() => number) | null = null,
): SuitWasteTableau {
  const plan = suitWastePlanOf(start.rules);
  if (!plan) throw new Error(`${start.rules.id} is not searched by the suit-built waste tableau`);
  return new SuitWasteTableau(plan, start, random);
}
