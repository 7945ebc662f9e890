/**
 * What a depth-first search (depth-first.ts) shares with searches on another core: the
 * positions it proves lost, in a table both read (core/proved-table.ts), and the ones
 * the other proved, which it need not search.
 *
 * A position the search has searched through is not always lost on its own: a move may
 * lead back to a position still on the search's line, which the search has not finished,
 * and the position is lost only if that one is. So, as in Tarjan's search for strongly
 * connected components, each position on the line keeps the shallowest depth of the line
 * that what it reached leads back to (`low`). A position left with no such depth above
 * it is lost whatever the rest of the search finds, and so is every position left while
 * it was on the line: they enter the table then (those with a move searched under them,
 * while there is room). A position left leaning on one
 * above it waits for that (`waiting`), and is remembered with the one it leans on
 * (`leansOn`, by the numbers its own table gives the positions), so that meeting it
 * again leans on that one too, while it is on the line.
 *
 * The proof: when a position P is left with `low` at its own depth, P and every position
 * left while P was on the line are lost (and so, by induction, were those of every such
 * P before). Suppose one of them were won: take the one with the shortest line to a win.
 * The first move of that line reaches a position with a shorter one, which the search
 * entered (and left while P was on the line), or found in the table (lost), or met
 * again; or it found it no better than one in the table (lost) or met again, which then
 * has a line no longer and serves as well. Met again, it was on the line at
 * P's depth or below (one above would have lowered P's `low`), or had been left leaning,
 * in the end, on one that is (ditto), so left while P was on the line; or it had been
 * left, in the end, under some earlier P (lost). Each way, a contradiction.
 */
import { grown } from "../core/grown.js";
import { PlacementTable, type TableKey } from "../core/placement-table.js";
import { PROVED_KEY_WORDS, ProvedTable } from "../core/proved-table.js";
import type { ProofSharing } from "./tableau.js";

/** The most positions waiting to enter the table; past that, the others are not added. */
const MOST_WAITING = 1 << 20;

/**
 * The sharing of a tableau whose keys are placements of `width` words, where they fit the
 * table, with a table of its own as large as `memory` positions of the engine's searches.
 */
export const placementProofs = (
  shared: SharedArrayBuffer,
  memory: number,
  width: number,
): SharedProof | null =>
  width <= PROVED_KEY_WORDS
    ? new SharedProof(new ProvedTable(shared), PlacementTable.forMemory(memory, width), width)
    : null;

export class SharedProof implements ProofSharing<TableKey> {
  private depth = 0;
  /** Per depth of the line: the position's number in `table`, and `low`. */
  private numbers = new Int32Array(1 << 10);
  private low = new Int32Array(1 << 10);
  /**
   * Per number of a position left leaning, 1 + the number of the one it leans on: one
   * on the line, or left since, leaning or not; 0 for the others.
   */
  private leansOn = new Int32Array(1 << 16);
  /** The keys of the positions left leaning, to enter the table once what they lean on is left. */
  private waitingHashes = new Int32Array(1 << 10);
  private waitingWords: Int32Array;
  private waitingCount = 0;
  /** Per depth of the line: how many were waiting when the position was entered. */
  private waitingAt = new Int32Array(1 << 10);

  constructor(
    /** The positions proved lost so far, by this search and the others. */
    private readonly proved: ProvedTable,
    /** The positions this search has entered, numbered. */
    readonly table: PlacementTable,
    private readonly width: number,
  ) {
    this.waitingWords = new Int32Array(this.waitingHashes.length * width);
  }

  has({ hash, words }: TableKey): boolean {
    return this.proved.has(hash, words, 0, this.width);
  }

  enter(): void {
    if (this.depth === this.numbers.length) {
      const length = this.depth * 2;
      this.numbers = grown(this.numbers, length);
      this.low = grown(this.low, length);
      this.waitingAt = grown(this.waitingAt, length);
    }
    const depth = this.depth++;
    this.numbers[depth] = this.table.added - 1;
    this.low[depth] = depth;
    this.waitingAt[depth] = this.waitingCount;
  }

  leave({ hash, words }: TableKey): void {
    const depth = --this.depth;
    const low = this.low[depth];
    const number = this.numbers[depth];
    // A position whose moves all ended at once tells the other searches little.
    const told = this.table.added - number > 1;
    if (low === depth) {
      if (told) this.proved.add(hash, words, 0, this.width);
      const from = this.waitingAt[depth];
      for (let index = from; index < this.waitingCount; index++) {
        this.proved.add(
          this.waitingHashes[index],
          this.waitingWords,
          index * this.width,
          this.width,
        );
      }
      this.waitingCount = from;
      return;
    }
    this.low[depth - 1] = Math.min(this.low[depth - 1], low);
    if (number >= this.leansOn.length) this.leansOn = grown(this.leansOn, 2 * number);
    this.leansOn[number] = this.numbers[low] + 1;
    if (told && this.waitingCount < MOST_WAITING) this.wait(hash, words);
  }

  private wait(hash: number, words: Int32Array): void {
    if (this.waitingCount === this.waitingHashes.length) {
      this.waitingHashes = grown(this.waitingHashes, this.waitingCount * 2);
      this.waitingWords = grown(this.waitingWords, this.waitingCount * 2 * this.width);
    }
    this.waitingHashes[this.waitingCount] = hash;
    this.waitingWords.set(words, this.waitingCount++ * this.width);
  }

  metAgain(key: TableKey): boolean {
    const number = this.table.numberOf(key);
    if (number < 0) return false;
    const top = this.depth - 1;
    // Left since, the one it leaned on was lost on its own or leans further up.
    for (let on = number; on >= 0; on = this.anchorOf(on)) {
      const depth = this.depthOf(on);
      if (depth >= 0) {
        // What it leans on in the end, for the next time it is met.
        if (on !== number) this.leansOn[number] = on + 1;
        this.low[top] = Math.min(this.low[top], depth);
        return true;
      }
    }
    // In the end, it leaned on a position lost on its own, or on none: so is it.
    if (number < this.leansOn.length) this.leansOn[number] = 0;
    return true;
  }

  /** The number of the position that the one numbered `number` leans on, or -1. */
  private anchorOf(number: number): number {
    return number < this.leansOn.length ? this.leansOn[number] - 1 : -1;
  }

  /** The depth of the line where the position numbered `number` lies, or -1. */
  private depthOf(number: number): number {
    let below = 0;
    let above = this.depth;
    while (below < above) {
      const middle = (below + above) >> 1;
      if (this.numbers[middle] < number) below = middle + 1;
      else above = middle;
    }
    return below < this.depth && this.numbers[below] === number ? below : -1;
  }
}
