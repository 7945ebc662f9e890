/**
 * The transposition table of the searches on a compact tableau (castle/, spider/). A position is
 * stored as its placement: for every card, what it lies on (`Placement`). Piles are
 * chains of cards, so the placement says which piles there are but not in what order:
 * it is the exact key of the position up to the order of interchangeable piles. A move
 * changes one card's entry of it, and its hash with it. The table finds entries by that
 * hash and compares all the words, so two positions share an entry only when they are
 * the same.
 *
 * Bounded: the table keeps two generations of at most half its capacity each. When the
 * newer is full, the older is forgotten; a position forgotten and met again is expanded
 * again, which costs time, never soundness.
 */
import { mulberry32 } from "../../engine/random.js";
import { grown } from "./grown.js";

/** More than the largest card code (card.ts): tables indexed by card are this long. */
export const CARD_CODES = 64;

/** What a card may lie on besides another card (whose code is at least 4). */
export const ON_FOUNDATION = 0;
export const ON_TABLE = 1;

/** Card codes run from 4 (the Ace of clubs) to 55; the key covers 4 to 59, whole words of bytes. */
const FIRST_CODE = 4;
const KEYED_CODES = CARD_CODES - 2 * FIRST_CODE;
/** Packed codes: ten cards of three bits to a word. */
const CODES_PER_WORD = 10;
const INITIAL_ENTRIES = 1 << 12;
/**
 * How many times larger an index grows when full. Each growth puts every entry in its
 * new place, which took a sixth of the castle search's time when growing twofold;
 * growing fourfold moves about a third as many entries.
 */
const GROWTH = 4;

/** One random 32-bit number per card and what it may lie on, fixed so searches repeat. */
const ZOBRIST = (() => {
  const random = mulberry32(0x5eed);
  return Int32Array.from({ length: CARD_CODES * CARD_CODES }, () => (random() * 2 ** 32) | 0);
})();

/**
 * Per pair `card * CARD_CODES + on`, a code below 8 for what `card` may lie on, one to
 * one among the places the card can have in one search, 0 for `ON_FOUNDATION`.
 */
export type PlacementCodes = Uint8Array;

/**
 * Per card code, what the card lies on: the code of the card under it, `ON_FOUNDATION`
 * or `ON_TABLE` (the bottom card of a pile); codes of no card stay 0. Its hash is kept
 * up to date card by card, and so are the words the table stores: the bytes of `on`
 * themselves, or, given `PlacementCodes`, three bits a card: 24 bytes instead of 56, so
 * that a table entry takes 40 bytes instead of 72 (`entryBytes`).
 */
export class Placement {
  readonly on = new Uint8Array(CARD_CODES);
  readonly words: Int32Array;
  hash = 0;

  constructor(private readonly codes?: PlacementCodes) {
    this.words = codes
      ? new Int32Array(Math.ceil(KEYED_CODES / CODES_PER_WORD))
      : new Int32Array(this.on.buffer, FIRST_CODE, KEYED_CODES / 4);
    for (let card = FIRST_CODE; card < CARD_CODES - FIRST_CODE; card++) {
      this.hash ^= ZOBRIST[card * CARD_CODES];
    }
  }

  place(card: number, on: number): void {
    this.hash ^= ZOBRIST[card * CARD_CODES + this.on[card]] ^ ZOBRIST[card * CARD_CODES + on];
    this.on[card] = on;
    if (this.codes) this.pack(this.codes, card, on);
  }

  private pack(codes: PlacementCodes, card: number, on: number): void {
    const index = card - FIRST_CODE;
    const word = (index / CODES_PER_WORD) | 0;
    const shift = 3 * (index - word * CODES_PER_WORD);
    const code = codes[card * CARD_CODES + on];
    this.words[word] = (this.words[word] & ~(7 << shift)) | (code << shift);
  }
}

/** What the table stores of a position: exact words, and a hash of them. */
export interface TableKey {
  readonly words: Int32Array;
  readonly hash: number;
}

/**
 * Keys numbered in the order they came: one generation of the table. Its arrays start
 * small and grow (`GROWTH`) as entries come, until they can hold `capacity`.
 */
export class KeyIndex {
  count = 0;
  private words: Int32Array;
  /**
   * Open addressing, at least twice as many slots as entries (a power of two): per
   * slot, the entry number + 1 (0 when free) and the entry's hash beside it, so that a
   * probe past other entries reads one place in memory.
   */
  private slots = new Int32Array(INITIAL_ENTRIES * 4);

  constructor(
    readonly capacity: number,
    /** The words of an entry. */
    private readonly width: number,
  ) {
    this.words = new Int32Array(INITIAL_ENTRIES * width);
  }

  has(hash: number, words: Int32Array): boolean {
    return this.indexOf(hash, words) >= 0;
  }

  /** The number of the entry, or -1 when it is not there. */
  indexOf(hash: number, words: Int32Array): number {
    return this.slots[2 * this.slotOf(hash, words)] - 1;
  }

  /**
   * Adds the entry, which must be new, and numbers it; `slot` is the free slot
   * `freeSlot` gave for it, if the index has not changed since.
   */
  add(hash: number, words: Int32Array, slot = this.freeSlot(hash, words)): number {
    let at = slot;
    if (this.count * this.width === this.words.length) {
      this.grow();
      at = this.freeSlot(hash, words);
    }
    const entry = this.count++;
    this.words.set(words, entry * this.width);
    this.slots[2 * at] = entry + 1;
    this.slots[2 * at + 1] = hash;
    return entry;
  }

  /** The free slot where the entry would go, or -1 when it is there already. */
  freeSlot(hash: number, words: Int32Array): number {
    const slot = this.slotOf(hash, words);
    return this.slots[2 * slot] === 0 ? slot : -1;
  }

  /** The slot that holds the entry, or the free slot where it would go. */
  private slotOf(hash: number, words: Int32Array): number {
    const mask = (this.slots.length >> 1) - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[2 * slot] - 1;
      if (entry < 0 || (this.slots[2 * slot + 1] === hash && this.sameWords(entry, words))) {
        return slot;
      }
    }
  }

  clear(): void {
    this.slots.fill(0);
    this.count = 0;
  }

  private grow(): void {
    const entries = grownEntries(this.count, this.capacity);
    this.words = grown(this.words, entries * this.width);
    const old = this.slots;
    let slotCount = old.length >> 1;
    while (slotCount < 2 * entries) slotCount *= 2;
    const slots = new Int32Array(2 * slotCount);
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
    const at = entry * this.width;
    for (let i = 0; i < this.width; i++) if (this.words[at + i] !== words[i]) return false;
    return true;
  }
}

/**
 * How many entries a full index of `count` grows to hold: `GROWTH` times as many, but
 * never more than its capacity (unless it already holds that many), which is what the
 * memory allowance was divided by.
 */
export const grownEntries = (count: number, capacity: number): number =>
  Math.min(count * GROWTH, Math.max(capacity, count + 1));

/** The bytes an entry of `width` words takes: its words, and two slots of two words. */
export const entryBytes = (width: number): number => 4 * (width + 4);

/**
 * The bytes of one position remembered by the searches over engine positions (its key
 * text in a map): a compact table takes as much memory for the same allowance, and
 * remembers two (a placement of bytes, 72 bytes) to three and a half (packed, 40 bytes)
 * times as many positions. Proofs of loss need them: forgetting makes a depth-first
 * search expand again what it has already searched (a Penelope's Web deal proved lost
 * after 2.3 million positions with room for them all was still searching after 8.7
 * million with room for 2).
 */
const BYTES_PER_ALLOWANCE = 144;

/** How many entries of `bytes` each the memory allowance of the engine's searches holds. */
export const capacityFor = (memory: number, bytes: number): number =>
  Math.floor((memory * BYTES_PER_ALLOWANCE) / bytes);

export class PlacementTable {
  private newer: KeyIndex;
  private older: KeyIndex;
  /** How many positions were added before each generation's first. */
  private newerFrom = 0;
  private olderFrom = 0;

  /** `width`: the words of a placement's key. */
  constructor(capacity: number, width: number) {
    const half = Math.max(1, Math.ceil(capacity / 2));
    this.newer = new KeyIndex(half, width);
    this.older = new KeyIndex(half, width);
  }

  /** The table of a search from a tableau whose placements are `width` words, given the memory allowance of the engine's searches. */
  static forMemory(memory: number, width: number): PlacementTable {
    return new PlacementTable(capacityFor(memory, entryBytes(width)), width);
  }

  /** How many positions it remembers at most. */
  get capacity(): number {
    return this.newer.capacity + this.older.capacity;
  }

  /**
   * The most positions a depth-first line may hold: as many as the table. Every
   * position on the line is remembered, so a longer line only comes of forgotten
   * positions met again, and could grow without bound (a Spiderette deal searched alone
   * for ten minutes made a line of tens of millions of positions, until the process ran
   * out of room).
   */
  get longestLine(): number {
    return this.capacity;
  }

  has({ hash, words }: TableKey): boolean {
    return this.newer.has(hash, words) || this.older.has(hash, words);
  }

  /** How many positions have been added, the forgotten ones included. */
  get added(): number {
    return this.newerFrom + this.newer.count;
  }

  /** The position's number in the order added (from 0), or -1 when it is not remembered. */
  numberOf({ hash, words }: TableKey): number {
    const newer = this.newer.indexOf(hash, words);
    if (newer >= 0) return this.newerFrom + newer;
    const older = this.older.indexOf(hash, words);
    return older >= 0 ? this.olderFrom + older : -1;
  }

  /**
   * Adds the position with this placement unless it is remembered already; true when
   * it was new. (One probe of the newer generation serves both questions.)
   */
  addIfNew({ hash, words }: TableKey): boolean {
    const slot = this.newer.freeSlot(hash, words);
    if (slot < 0 || this.older.has(hash, words)) return false;
    if (this.newer.count < this.newer.capacity) this.newer.add(hash, words, slot);
    else this.addForgetting(hash, words);
    return true;
  }

  /** Adds a placement the table does not hold. */
  add({ hash, words }: TableKey): void {
    if (this.newer.count < this.newer.capacity) this.newer.add(hash, words);
    else this.addForgetting(hash, words);
  }

  /** Forgets the older generation to make room. */
  private addForgetting(hash: number, words: Int32Array): void {
    const forgotten = this.older;
    forgotten.clear();
    this.older = this.newer;
    this.olderFrom = this.newerFrom;
    this.newerFrom += this.older.count;
    this.newer = forgotten;
    this.newer.add(hash, words);
  }
}
