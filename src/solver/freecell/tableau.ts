/**
 * The compact FreeCell tableau: one position of the FreeCell family (family.ts) changed
 * in place by `play` and `undo`, with its legal moves, its safe moves home and its key.
 *
 * Cards are indices 0-51 (cards.ts). A move is packed into one number: the pile it
 * leaves (`from`: a tableau pile 0-9, or `CELL + i` for free cell i), the pile it goes
 * to (the same, or `TO_HOME`), the number of cards and the head card (the lowest card
 * moved). `moves` lists what the engine's `legalMoves` lists (tableau.test.ts checks it
 * on random play), with the same choice of one empty pile and one empty cell.
 *
 * The key of a position says, for every card, where it lies: on which card, at the
 * bottom of a pile, in a cell or home. That is the position exactly, up to the order of
 * the tableau piles and of the free cells, which no rule looks at: two positions with
 * one key are won or lost together. The hash of the key (two 32-bit words, Zobrist's
 * way: one random word per card and place, combined by XOR) changes with one card per
 * move, however many cards a run moves: only the head card changes what it lies on.
 * (The placement table of core/ forgets old positions; this search keeps every one, with
 * the way to it, so it keeps its own table: search.ts.)
 */

import { layoutOf } from "../../engine/layout.js";
import type { Move } from "../../engine/move.js";
import type { Position } from "../../engine/position.js";
import { mulberry32 } from "../../engine/random.js";
import { DECK, FITS, indexOfCard, rankOf, suitOf } from "./cards.js";
import { type FreecellShape, MOST_PILES } from "./family.js";

/** Places in a key beside "on card x" (0-51). */
export const BOTTOM = 52;
export const IN_CELL = 53;
export const HOME = 54;
const PLACES = 55;

/** `from` and `to` of free cell i: CELL + i. */
export const CELL = 16;
/** `to` of a move home. */
export const TO_HOME = 31;
export const NO_CARD = 255;
/** Room per pile: no pile holds more than the deck. */
export const PILE_ROOM = 64;

export const packMove = (from: number, to: number, count: number, head: number): number =>
  from | (to << 5) | (count << 10) | (head << 16);
export const fromOf = (move: number): number => move & 31;
export const toOf = (move: number): number => (move >> 5) & 31;
export const countOf = (move: number): number => (move >> 10) & 63;
export const headOf = (move: number): number => move >>> 16;

/** Zobrist's words per card and place, fixed so searches repeat; a card home adds nothing. */
const [ZOBRIST_LOW, ZOBRIST_HIGH] = (() => {
  const random = mulberry32(0x2545f491);
  const word = () => (random() * 2 ** 32) | 0;
  const low = new Int32Array(DECK * PLACES);
  const high = new Int32Array(DECK * PLACES);
  for (let i = 0; i < low.length; i++) {
    if (i % PLACES === HOME) continue;
    low[i] = word();
    high[i] = word();
  }
  return [low, high];
})();

/** Per suit, the suits of the other colour. */
const OTHER_COLOUR = [
  [1, 2],
  [0, 3],
  [0, 3],
  [1, 2],
];

export class FreecellTableau {
  readonly cellCount: number;
  readonly pileCount: number;
  /** Pile p's cards, bottom first, at `p * PILE_ROOM`. */
  readonly cards = new Uint8Array(PILE_ROOM * MOST_PILES);
  readonly lengths: Uint8Array;
  /** Each cell's card, or NO_CARD. */
  readonly cells: Uint8Array;
  /** Per suit, the rank home (0 when none). */
  readonly home = new Uint8Array(4);
  homeCount = 0;
  /** The key: where each card lies, on a card (0-51), at a pile's BOTTOM, IN_CELL or HOME. */
  readonly places = new Uint8Array(DECK);
  /** The key as 13 words, for comparing keys quickly. */
  readonly placeWords = new Int32Array(this.places.buffer);
  /** The two words of the key's hash. */
  hashLow = 0;
  hashHigh = 0;
  /** The moves played, each followed by how many moves it took (itself and its moves home). */
  private played = new Int32Array(1024);
  private playedTop = 0;
  private readonly above = new Int16Array(PLACES);
  /** Each pile's top card or -1, worked out by `moves`. */
  private readonly tops = new Int16Array(MOST_PILES);

  constructor(shape: FreecellShape) {
    this.cellCount = shape.cells;
    this.pileCount = shape.piles;
    this.lengths = new Uint8Array(shape.piles);
    this.cells = new Uint8Array(shape.cells).fill(NO_CARD);
  }

  /** The tableau of an engine position of the family, piles and cells in its order. */
  static of(position: Position, shape: FreecellShape): FreecellTableau {
    const layout = layoutOf(position.rules);
    const tableau = new FreecellTableau(shape);
    layout.tableau.forEach((index, p) => {
      const pile = position.piles[index];
      if (pile.down > 0) throw new Error("the FreeCell tableau holds face-up cards only");
      pile.cards.forEach((card, i) => {
        tableau.cards[p * PILE_ROOM + i] = indexOfCard(card);
      });
      tableau.lengths[p] = pile.cards.length;
    });
    layout.cells.forEach((index, i) => {
      const card = position.piles[index].cards[0];
      if (card !== undefined) tableau.cells[i] = indexOfCard(card);
    });
    layout.foundations.forEach((index, suit) => {
      tableau.home[suit] = position.piles[index].cards.length;
      tableau.homeCount += position.piles[index].cards.length;
    });
    tableau.rehash();
    return tableau;
  }

  get won(): boolean {
    return this.homeCount === DECK;
  }

  top(pile: number): number {
    const length = this.lengths[pile];
    return length === 0 ? NO_CARD : this.cards[pile * PILE_ROOM + length - 1];
  }

  /** How many top cards of `pile` form a run (each on a card it fits on). */
  runLength(pile: number): number {
    const base = pile * PILE_ROOM;
    const length = this.lengths[pile];
    let count = length === 0 ? 0 : 1;
    while (
      count < length &&
      FITS[this.cards[base + length - count] * DECK + this.cards[base + length - count - 1]]
    ) {
      count++;
    }
    return count;
  }

  /** May `card` go home now: its suit's foundation has the rank below it? */
  goesHome(card: number): boolean {
    return this.home[suitOf(card)] === rankOf(card) - 1;
  }

  /**
   * May `card` go home before anything else without losing a win? Yes when it goes home
   * and every card that fits on it is home, or is an Ace. Proof: take a win from the
   * position and drop from it every move of `card` but its move home, played first. No
   * card can be placed on `card` (those that fit are home; an Ace placed on it goes home
   * instead, as an Ace always may), so it moves alone, and without it every other move
   * stays legal: it only held a cell or a pile, and the run limit grows with the empty
   * ones; a foundation move of its suit finds it home already. The line still wins.
   */
  private safeHome(card: number): boolean {
    const rank = rankOf(card);
    if (this.home[suitOf(card)] !== rank - 1) return false;
    if (rank <= 2) return true;
    const [one, other] = OTHER_COLOUR[suitOf(card)];
    return this.home[one] >= rank - 1 && this.home[other] >= rank - 1;
  }

  /**
   * Appends the legal moves to `out` from `at` and returns where they end: what the
   * engine's `legalMoves` lists, into the first empty pile and the first empty cell only.
   */
  moves(out: Int32Array, at: number): number {
    let end = at;
    const { cells, lengths, cards, tops, pileCount, cellCount } = this;
    let freeCells = 0;
    let firstFreeCell = -1;
    for (let i = cellCount - 1; i >= 0; i--) {
      if (cells[i] === NO_CARD) {
        freeCells++;
        firstFreeCell = CELL + i;
      }
    }
    let spaces = 0;
    let firstSpace = -1;
    for (let p = pileCount - 1; p >= 0; p--) {
      const length = lengths[p];
      if (length === 0) {
        spaces++;
        firstSpace = p;
        tops[p] = -1;
      } else tops[p] = cards[p * PILE_ROOM + length - 1];
    }
    for (let i = 0; i < cellCount; i++) {
      const card = cells[i];
      if (card === NO_CARD) continue;
      const from = CELL + i;
      for (let p = 0; p < pileCount; p++) {
        const top = tops[p];
        if (top >= 0 && FITS[card * DECK + top] !== 0) out[end++] = packMove(from, p, 1, card);
      }
      if (firstSpace >= 0) out[end++] = packMove(from, firstSpace, 1, card);
      if (this.goesHome(card)) out[end++] = packMove(from, TO_HOME, 1, card);
    }
    // A run onto a card: (free cells + 1) x 2^spaces; into a space, one space fewer.
    const room = (freeCells + 1) << spaces;
    const roomToSpace = spaces > 0 ? (freeCells + 1) << (spaces - 1) : 0;
    for (let p = 0; p < pileCount; p++) {
      const topCard = tops[p];
      if (topCard < 0) continue;
      const base = p * PILE_ROOM;
      const length = lengths[p];
      const run = this.runLength(p);
      if (firstFreeCell >= 0) out[end++] = packMove(p, firstFreeCell, 1, topCard);
      const most = Math.min(run, room);
      const topRank = topCard >> 2;
      for (let q = 0; q < pileCount; q++) {
        const target = tops[q];
        if (target < 0 || q === p) continue;
        // The run's card one rank below the target's, if any, heads the only move.
        const count = (target >> 2) - topRank;
        if (count < 1 || count > most) continue;
        const head = cards[base + length - count];
        if (FITS[head * DECK + target] !== 0) out[end++] = packMove(p, q, count, head);
      }
      if (firstSpace >= 0) {
        const intoSpace = Math.min(run, roomToSpace);
        for (let count = 1; count <= intoSpace; count++) {
          out[end++] = packMove(p, firstSpace, count, cards[base + length - count]);
        }
      }
      if (this.goesHome(topCard)) out[end++] = packMove(p, TO_HOME, 1, topCard);
    }
    return end;
  }

  /** Plays a legal move, then every safe move home (`safeHome`), until there is none. */
  play(move: number): void {
    this.makeRoom();
    const mark = this.playedTop;
    const from = fromOf(move);
    const to = toOf(move);
    this.transfer(from, to, countOf(move), headOf(move));
    this.played[this.playedTop++] = move;
    // From a position with no safe move home, only a move home or the card a move
    // uncovers can make one: the safe moves depend on the cards home and on the cards
    // that can move, and no other card became movable.
    if (to === TO_HOME) this.sendSafeCardsHome();
    else if (from < CELL && this.lengths[from] > 0 && this.safeHome(this.top(from))) {
      this.sendHome(from, this.top(from));
      this.sendSafeCardsHome();
    }
    this.played[this.playedTop] = this.playedTop - mark;
    this.playedTop++;
  }

  /** Takes back the last `play` (or `playSafeMoves`, `finish`). */
  undo(): void {
    const count = this.played[--this.playedTop];
    for (let i = 0; i < count; i++) {
      const move = this.played[--this.playedTop];
      this.transfer(toOf(move), fromOf(move), countOf(move), headOf(move));
    }
  }

  /** Plays the safe moves home of the position as they stand, as one play. */
  playSafeMoves(): void {
    this.makeRoom();
    const mark = this.playedTop;
    this.sendSafeCardsHome();
    this.played[this.playedTop] = this.playedTop - mark;
    this.playedTop++;
  }

  /** The moves the last play made: the move itself first, then its moves home. */
  lastPlayed(): number[] {
    const count = this.played[this.playedTop - 1];
    return Array.from(this.played.subarray(this.playedTop - 1 - count, this.playedTop - 1));
  }

  /** Room in `played` for one play: a move, every card home, and the count. */
  private makeRoom(): void {
    if (this.playedTop + DECK + 2 <= this.played.length) return;
    const larger = new Int32Array(this.played.length * 2);
    larger.set(this.played);
    this.played = larger;
  }

  private sendSafeCardsHome(): void {
    let sent = true;
    while (sent) {
      sent = false;
      for (let i = 0; i < this.cellCount; i++) {
        const card = this.cells[i];
        if (card !== NO_CARD && this.safeHome(card)) {
          this.sendHome(CELL + i, card);
          sent = true;
        }
      }
      for (let p = 0; p < this.pileCount; p++) {
        let card = this.top(p);
        while (card !== NO_CARD && this.safeHome(card)) {
          this.sendHome(p, card);
          sent = true;
          card = this.top(p);
        }
      }
    }
  }

  private sendHome(from: number, card: number): void {
    this.transfer(from, TO_HOME, 1, card);
    this.played[this.playedTop++] = packMove(from, TO_HOME, 1, card);
  }

  /**
   * True when every pile's ranks fall from bottom to top: then the lowest card in play
   * always lies on top or in a cell and goes home, and so do all the others in turn.
   */
  get sorted(): boolean {
    for (let p = 0; p < this.pileCount; p++) {
      const base = p * PILE_ROOM;
      for (let i = base + this.lengths[p] - 1; i > base; i--) {
        if (this.cards[i] >> 2 > this.cards[i - 1] >> 2) return false;
      }
    }
    return true;
  }

  /** From a `sorted` position, every card home, as one play. */
  finish(): void {
    this.makeRoom();
    const mark = this.playedTop;
    while (!this.won) {
      const from = this.nextHome();
      if (from < 0) throw new Error("finish needs a sorted position");
      this.sendHome(from, from >= CELL ? this.cells[from - CELL] : this.top(from));
    }
    this.played[this.playedTop] = this.playedTop - mark;
    this.playedTop++;
  }

  /** A cell or pile whose card goes home, or -1. */
  private nextHome(): number {
    for (let i = 0; i < this.cellCount; i++) {
      if (this.cells[i] !== NO_CARD && this.goesHome(this.cells[i])) return CELL + i;
    }
    for (let p = 0; p < this.pileCount; p++) {
      if (this.lengths[p] > 0 && this.goesHome(this.top(p))) return p;
    }
    return -1;
  }

  /** Moves `count` cards headed by `head` (needed only to leave home) and updates the hash. */
  private transfer(from: number, to: number, count: number, head: number): void {
    const { cards, lengths, cells } = this;
    let under: number;
    if (from === TO_HOME) {
      this.home[suitOf(head)]--;
      this.homeCount--;
      under = HOME;
    } else if (from >= CELL) {
      cells[from - CELL] = NO_CARD;
      under = IN_CELL;
    } else {
      const cut = lengths[from] - count;
      under = cut === 0 ? BOTTOM : cards[from * PILE_ROOM + cut - 1];
      lengths[from] = cut;
    }
    let place: number;
    if (to === TO_HOME) {
      this.home[suitOf(head)]++;
      this.homeCount++;
      place = HOME;
    } else if (to >= CELL) {
      cells[to - CELL] = head;
      place = IN_CELL;
    } else {
      const length = lengths[to];
      place = length === 0 ? BOTTOM : cards[to * PILE_ROOM + length - 1];
      if (from < CELL) {
        const source = from * PILE_ROOM + lengths[from];
        const target = to * PILE_ROOM + length;
        for (let i = 0; i < count; i++) cards[target + i] = cards[source + i];
      } else {
        cards[to * PILE_ROOM + length] = head;
      }
      lengths[to] = length + count;
    }
    this.places[head] = place;
    const old = head * PLACES + under;
    const now = head * PLACES + place;
    this.hashLow ^= ZOBRIST_LOW[old] ^ ZOBRIST_LOW[now];
    this.hashHigh ^= ZOBRIST_HIGH[old] ^ ZOBRIST_HIGH[now];
  }

  private rehash(): void {
    const key = this.places;
    this.writeKey(key);
    this.hashLow = 0;
    this.hashHigh = 0;
    for (let card = 0; card < DECK; card++) {
      this.hashLow ^= ZOBRIST_LOW[card * PLACES + key[card]];
      this.hashHigh ^= ZOBRIST_HIGH[card * PLACES + key[card]];
    }
  }

  /** Works out the key (where each card lies) into `key`. */
  private writeKey(key: Uint8Array): void {
    const at = 0;
    for (let suit = 0; suit < 4; suit++) {
      for (let rank = 1; rank <= this.home[suit]; rank++) key[at + (rank - 1) * 4 + suit] = HOME;
    }
    for (let i = 0; i < this.cellCount; i++) {
      if (this.cells[i] !== NO_CARD) key[at + this.cells[i]] = IN_CELL;
    }
    for (let p = 0; p < this.pileCount; p++) {
      const base = p * PILE_ROOM;
      const length = this.lengths[p];
      if (length === 0) continue;
      key[at + this.cards[base]] = BOTTOM;
      for (let i = 1; i < length; i++) key[at + this.cards[base + i]] = this.cards[base + i - 1];
    }
  }

  /**
   * Sets the tableau to the position of `key` (at `at`): piles in the order of their
   * bottom cards, then the empty ones; cells in card order, then the empty ones.
   */
  readKey(key: Uint8Array, at: number): void {
    const { above, cards, lengths, cells, home, places } = this;
    above.fill(-1);
    home.fill(0);
    cells.fill(NO_CARD);
    lengths.fill(0);
    let cell = 0;
    let pile = 0;
    this.homeCount = 0;
    let low = 0;
    let high = 0;
    for (let card = 0; card < DECK; card++) {
      const place = key[at + card];
      places[card] = place;
      low ^= ZOBRIST_LOW[card * PLACES + place];
      high ^= ZOBRIST_HIGH[card * PLACES + place];
      if (place === HOME) {
        home[suitOf(card)]++;
        this.homeCount++;
      } else if (place === IN_CELL) cells[cell++] = card;
      else if (place === BOTTOM) cards[PILE_ROOM * pile++] = card;
      else above[place] = card;
    }
    for (let p = 0; p < pile; p++) {
      const base = p * PILE_ROOM;
      let length = 1;
      for (let card = above[cards[base]]; card >= 0; card = above[card])
        cards[base + length++] = card;
      lengths[p] = length;
    }
    this.hashLow = low;
    this.hashHigh = high;
    this.playedTop = 0;
  }

  /**
   * The name of `move` (made from this position) in any order of the piles and cells:
   * its head card, its count and where the head goes (`moveNamed` reads it), onto a
   * card (0-51), into a space (BOTTOM), a cell (IN_CELL) or home (HOME).
   */
  nameOf(move: number): number {
    const to = toOf(move);
    const place =
      to === TO_HOME ? HOME : to >= CELL ? IN_CELL : this.lengths[to] === 0 ? BOTTOM : this.top(to);
    return headOf(move) | (countOf(move) << 6) | (place << 12);
  }

  /** The move of this position named `name` (`nameOf`), into the first space or cell. */
  moveNamed(name: number): number {
    const head = name & 63;
    const count = (name >> 6) & 63;
    const place = name >> 12;
    let from = -1;
    for (let i = 0; i < this.cellCount && from < 0; i++)
      if (this.cells[i] === head) from = CELL + i;
    for (let p = 0; p < this.pileCount && from < 0; p++) {
      const length = this.lengths[p];
      if (length >= count && this.cards[p * PILE_ROOM + length - count] === head) from = p;
    }
    let to = -1;
    if (place === HOME) to = TO_HOME;
    else if (place === IN_CELL) {
      for (let i = 0; i < this.cellCount && to < 0; i++)
        if (this.cells[i] === NO_CARD) to = CELL + i;
    } else {
      for (let p = 0; p < this.pileCount && to < 0; p++) {
        const length = this.lengths[p];
        if (place === BOTTOM ? length === 0 : length > 0 && this.top(p) === place) to = p;
      }
    }
    if (from < 0 || to < 0) throw new Error("the move is not one of this position");
    return packMove(from, to, count, head);
  }

  /** The engine move of a move of this tableau, for the position it was made from (`of`). */
  engineMove(position: Position, move: number): Move {
    const layout = layoutOf(position.rules);
    const pile = (index: number) =>
      index === TO_HOME
        ? layout.foundations[suitOf(headOf(move))]
        : index >= CELL
          ? layout.cells[index - CELL]
          : layout.tableau[index];
    return { from: pile(fromOf(move)), to: pile(toOf(move)), count: countOf(move) };
  }
}
