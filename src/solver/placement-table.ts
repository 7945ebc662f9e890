/**
 * The transposition table of the compact searches (compact-search.ts). A position is
 * stored as its placement: for every card, what it lies on (`Placement`). Piles are
 * chains of cards, so the placement says which piles there are but not in what order:
 * it is the exact key of the position up to the order of interchangeable piles. A move
 * changes one byte of it, and its hash with it. The table finds entries by that hash
 * and compares all the bytes, so two positions share an entry only when they are the
 * same.
 *
 * Bounded: the table keeps two generations of at most half its capacity each. When the
 * newer is full, the older is forgotten; a position forgotten and met again is expanded
 * again, which costs time, never soundness.
 */
import { mulberry32 } from "../engine/random.js";
import { CARD_CODES } from "./dead-ends.js";

/** What a card may lie on besides another card (whose code is at least 4). */
export const ON_FOUNDATION = 0;
export const ON_TABLE = 1;

/** Card codes run from 4 (the Ace of clubs) to 55: the bytes the table compares. */
const FIRST_CODE = 4;
const WORDS = (CARD_CODES - 2 * FIRST_CODE) / 4;
const INITIAL_ENTRIES = 1 << 12;

/** One random 32-bit number per card and what it may lie on, fixed so searches repeat. */
const ZOBRIST = (() => {
  const random = mulberry32(0x5eed);
  return Int32Array.from({ length: CARD_CODES * CARD_CODES }, () => (random() * 2 ** 32) | 0);
})();

/**
 * Per card code, what the card lies on: the code of the card under it, `ON_FOUNDATION`
 * or `ON_TABLE` (the bottom card of a pile); codes of no card stay 0. Its hash is kept
 * up to date card by card.
 */
export class Placement {
  readonly on = new Uint8Array(CARD_CODES);
  /** The compared bytes as 32-bit words: the same memory. */
  readonly words = new Int32Array(this.on.buffer, FIRST_CODE, WORDS);
  hash = 0;

  constructor() {
    for (let card = FIRST_CODE; card < CARD_CODES - FIRST_CODE; card++) {
      this.hash ^= ZOBRIST[card * CARD_CODES];
    }
  }

  place(card: number, on: number): void {
    this.hash ^= ZOBRIST[card * CARD_CODES + this.on[card]] ^ ZOBRIST[card * CARD_CODES + on];
    this.on[card] = on;
  }
}

/** One generation: its arrays start small and double as entries come, up to `capacity`. */
class Generation {
  count = 0;
  private words = new Int32Array(INITIAL_ENTRIES * WORDS);
  /**
   * Open addressing, twice as many slots as entries: per slot, the entry number + 1
   * (0 when free) and the entry's hash beside it, so that a probe past other entries
   * reads one place in memory.
   */
  private slots = new Int32Array(INITIAL_ENTRIES * 4);

  constructor(readonly capacity: number) {}

  has(hash: number, words: Int32Array): boolean {
    return this.freeSlot(hash, words) < 0;
  }

  /**
   * Adds the entry; `slot` is the free slot `freeSlot` gave for it, if the generation
   * has not changed since.
   */
  add(hash: number, words: Int32Array, slot = this.freeSlot(hash, words)): void {
    let at = slot;
    if (this.count * WORDS === this.words.length) {
      this.grow();
      at = this.freeSlot(hash, words);
    }
    const entry = this.count++;
    this.words.set(words, entry * WORDS);
    this.slots[2 * at] = entry + 1;
    this.slots[2 * at + 1] = hash;
  }

  /** The free slot where the entry would go, or -1 when it is there already. */
  freeSlot(hash: number, words: Int32Array): number {
    const mask = (this.slots.length >> 1) - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[2 * slot] - 1;
      if (entry < 0) return slot;
      if (this.slots[2 * slot + 1] === hash && this.sameWords(entry, words)) return -1;
    }
  }

  clear(): void {
    this.slots.fill(0);
    this.count = 0;
  }

  private grow(): void {
    const words = new Int32Array(this.words.length * 2);
    words.set(this.words);
    this.words = words;
    const old = this.slots;
    const slots = new Int32Array(old.length * 2);
    const mask = (slots.length >> 1) - 1;
    for (let from = 0; 2 * from < old.length; from++) {
      if (old[2 * from] === 0) continue;
      let slot = old[2 * from + 1] & mask;
      while (slots[2 * slot] !== 0) slot = (slot + 1) & mask;
      slots[2 * slot] = old[2 * from];
      slots[2 * slot + 1] = old[2 * from + 1];
    }
    this.slots = slots;
  }

  private sameWords(entry: number, words: Int32Array): boolean {
    const at = entry * WORDS;
    for (let i = 0; i < WORDS; i++) if (this.words[at + i] !== words[i]) return false;
    return true;
  }
}

export class PlacementTable {
  private newer: Generation;
  private older: Generation;

  constructor(capacity: number) {
    const half = Math.max(1, Math.ceil(capacity / 2));
    this.newer = new Generation(half);
    this.older = new Generation(half);
  }

  has({ hash, words }: Placement): boolean {
    return this.newer.has(hash, words) || this.older.has(hash, words);
  }

  /**
   * Adds the position with this placement unless it is remembered already; true when
   * it was new. (One probe of the newer generation serves both questions.)
   */
  addIfNew({ hash, words }: Placement): boolean {
    const slot = this.newer.freeSlot(hash, words);
    if (slot < 0 || this.older.has(hash, words)) return false;
    if (this.newer.count < this.newer.capacity) {
      this.newer.add(hash, words, slot);
      return true;
    }
    const forgotten = this.older;
    forgotten.clear();
    this.older = this.newer;
    this.newer = forgotten;
    this.newer.add(hash, words);
    return true;
  }
}
