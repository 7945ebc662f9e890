/**
 * Positions proved lost, in memory that two threads share (a `SharedArrayBuffer`): the
 * solver's depth-first search and the searches beside it on a second core each add what
 * they prove, and each leaves out what the other has proved. Only a position proved lost
 * on its own enters (search/shared-proof.ts says when), so whatever a search finds here
 * is lost, whichever thread put it here and whether or not that thread's search ends.
 *
 * The table holds one solve at a time: each solve starts a new round (`startRound`), and
 * entries of earlier rounds count as free slots, so the memory is never cleared. A slot
 * is claimed by a compare-and-swap of its state, then written, then marked complete; a
 * reader compares only complete slots, so it never sees half an entry (a key being
 * written is simply not found yet). Open addressing, never more than three quarters
 * full: past that, nothing more is added. Most look-ups find nothing, so a bit per hash
 * in front of the slots (`marks`, a few MiB that the processor's caches can hold) answers
 * most of them without reading a slot.
 */

/** The longest key it holds: a placement of one byte per card (placement-table.ts). */
export const PROVED_KEY_WORDS = 14;
/** Per slot: its state, the key's hash, the key's words. */
const SLOT_WORDS = 2 + PROVED_KEY_WORDS;
/** Before the marks: the round, and how many entries it has. */
const HEADER_WORDS = 4;
const ROUND = 0;
const COUNT = 1;
/**
 * Slots of a table: 256 MiB, room for three million positions, more than two cores prove
 * lost in the 10 s a deal of the command line's measurements. Pages never written take
 * no memory.
 */
const SLOTS = 1 << 22;
const MOST_ENTRIES = (SLOTS / 4) * 3;
/** Bits of `marks`: eight per slot. */
const MARK_WORDS = SLOTS / 4;
const SLOTS_AT = HEADER_WORDS + MARK_WORDS;

/** The memory of an empty table, to share between threads. */
export function provedTableMemory(): SharedArrayBuffer {
  return new SharedArrayBuffer(4 * (SLOTS_AT + SLOTS * SLOT_WORDS));
}

/** Empties the table for a new solve; no search may be using it. */
export function startRound(memory: SharedArrayBuffer): void {
  const words = new Int32Array(memory, 0, SLOTS_AT);
  Atomics.add(words, ROUND, 1);
  // Only an entry sets a mark.
  if (Atomics.exchange(words, COUNT, 0) > 0) words.fill(0, HEADER_WORDS);
}

/** The table of the round started last, for one search on one thread. */
export class ProvedTable {
  private readonly words: Int32Array;
  /** A slot's state: below `writing`, free; `writing`, being written; `complete`, an entry. */
  private readonly writing: number;
  private readonly complete: number;

  constructor(memory: SharedArrayBuffer) {
    this.words = new Int32Array(memory);
    const round = Atomics.load(this.words, ROUND);
    this.writing = 2 * round;
    this.complete = 2 * round + 1;
  }

  /** Is the key of `width` words at `at` in `words` there? */
  has(hash: number, words: Int32Array, at: number, width: number): boolean {
    const mark = (hash >>> 5) & (MARK_WORDS - 1);
    if ((this.words[HEADER_WORDS + mark] & (1 << (hash & 31))) === 0) return false;
    for (let slot = hash & (SLOTS - 1); ; slot = (slot + 1) & (SLOTS - 1)) {
      const state = Atomics.load(this.words, SLOTS_AT + slot * SLOT_WORDS);
      if (state < this.writing) return false;
      if (state === this.complete && this.holds(slot, hash, words, at, width)) return true;
    }
  }

  /** Adds a position proved lost, unless it is there or the table is full. */
  add(hash: number, words: Int32Array, at: number, width: number): void {
    if (Atomics.load(this.words, COUNT) >= MOST_ENTRIES) return;
    for (let slot = hash & (SLOTS - 1); ; ) {
      const where = SLOTS_AT + slot * SLOT_WORDS;
      const state = Atomics.load(this.words, where);
      if (state < this.writing) {
        // Another thread may claim the slot first: then look at it again.
        if (Atomics.compareExchange(this.words, where, state, this.writing) !== state) continue;
        this.words[where + 1] = hash;
        for (let i = 0; i < width; i++) this.words[where + 2 + i] = words[at + i];
        Atomics.store(this.words, where, this.complete);
        Atomics.or(this.words, HEADER_WORDS + ((hash >>> 5) & (MARK_WORDS - 1)), 1 << (hash & 31));
        Atomics.add(this.words, COUNT, 1);
        return;
      }
      if (state === this.complete && this.holds(slot, hash, words, at, width)) return;
      slot = (slot + 1) & (SLOTS - 1);
    }
  }

  private holds(slot: number, hash: number, words: Int32Array, at: number, width: number) {
    const where = SLOTS_AT + slot * SLOT_WORDS;
    if (this.words[where + 1] !== hash) return false;
    for (let i = 0; i < width; i++) if (this.words[where + 2 + i] !== words[at + i]) return false;
    return true;
  }
}
