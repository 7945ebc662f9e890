/**
 * Where a compact tableau (spider/tableau.ts) saves the positions a search will come back
 * to: whole, as bytes, one after another in one array that grows as they come.
 */
import { grown } from "../core/grown.js";
import type { PositionStore } from "./tableau.js";

export class SavedPositions {
  bytes = new Uint8Array(1 << 16);
  length = 0;

  /** Makes room for `size` more bytes after `length`; the caller writes them there. */
  reserve(size: number): Uint8Array {
    if (this.length + size > this.bytes.length) {
      const bytes = new Uint8Array(Math.max(2 * this.bytes.length, this.length + size));
      bytes.set(this.bytes.subarray(0, this.length));
      this.bytes = bytes;
    }
    return this.bytes;
  }

  /** Copies `size` bytes saved at `at` of `from` to the end; returns where they start. */
  copy(from: SavedPositions, at: number, size: number): number {
    const start = this.length;
    this.reserve(size).set(from.bytes.subarray(at, at + size), start);
    this.length += size;
    return start;
  }
}

/** A tableau that saves its position whole as bytes and comes back to it. */
export interface SavingBytes {
  /** Saves the position at the end of `into`; returns where it starts there. */
  save(into: SavedPositions): number;
  /** Back to the position saved at `at` of `from`, one of this tableau's deal. */
  restore(from: SavedPositions, at: number): void;
}

/**
 * Saved positions released are dropped, by copying the others to a fresh array, once
 * they are the larger part and take more than this many bytes.
 */
const SPARE_BYTES = 1 << 24;

/**
 * A store of positions as bytes. Each position saved gets a numbered slot, free again
 * once released: where the position starts and how many bytes it takes, in typed arrays
 * (a best-first queue holds up to millions of them).
 */
export class ByteStore implements PositionStore {
  private saved = new SavedPositions();
  private at = new Float64Array(1 << 10);
  /** Per slot, its bytes; -1 for a free slot. */
  private size = new Int32Array(1 << 10);
  private slots = 0;
  private readonly free: number[] = [];
  /** Bytes of positions not released. */
  private liveBytes = 0;

  constructor(
    private readonly tableau: SavingBytes,
    private readonly spareBytes = SPARE_BYTES,
  ) {}

  save(): number {
    let slot = this.free.pop();
    if (slot === undefined) {
      slot = this.slots++;
      if (slot === this.at.length) {
        this.at = grown(this.at, 2 * slot);
        this.size = grown(this.size, 2 * slot);
      }
    }
    const at = this.tableau.save(this.saved);
    this.at[slot] = at;
    this.size[slot] = this.saved.length - at;
    this.liveBytes += this.size[slot];
    return slot;
  }

  restore(slot: number): void {
    this.tableau.restore(this.saved, this.at[slot]);
  }

  release(slot: number): void {
    this.liveBytes -= this.size[slot];
    this.size[slot] = -1;
    this.free.push(slot);
    if (this.saved.length > Math.max(this.spareBytes, 2 * this.liveBytes)) this.dropReleased();
  }

  private dropReleased(): void {
    const kept = new SavedPositions();
    for (let slot = 0; slot < this.slots; slot++) {
      if (this.size[slot] >= 0)
        this.at[slot] = kept.copy(this.saved, this.at[slot], this.size[slot]);
    }
    this.saved = kept;
  }
}
