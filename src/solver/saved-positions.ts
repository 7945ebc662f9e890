/**
 * What the compact searches that keep many positions at once (compact-beam.ts,
 * compact-best-first.ts) need: a compact tableau that saves its position whole and
 * comes back to it, and the way back from a position to the start.
 */
import type { CompactMove, CompactTableau } from "./compact-search.js";
import type { Outcome } from "./outcome.js";

/** Saved positions one after another in one array, which grows as they come. */
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

export interface SavingTableau extends CompactTableau {
  /** The moves of `promisingMoves` and of `searchMoves` for engine positions, in their order. */
  promisingMoves(): CompactMove[];
  searchMoves(): CompactMove[];
  /** The position's `progressScore`. */
  score(): number;
  /** True when the move deals from the stock. */
  isDeal(move: CompactMove): boolean;
  /** Saves the position at the end of `into`; returns where it starts there. */
  save(into: SavedPositions): number;
  /** Back to the position saved at `at` of `from`, one of this tableau's deal. */
  restore(from: SavedPositions, at: number): void;
}

/** The way back to the start, shared between a position and the ones after it. */
export interface CompactTrail {
  readonly move: CompactMove;
  readonly before: CompactTrail | null;
}

/** The win reached along `trail`, in engine moves. */
export function wonAlong(tableau: CompactTableau, trail: CompactTrail | null): Outcome {
  const moves: CompactMove[] = [];
  for (let step = trail; step; step = step.before) moves.push(step.move);
  return { kind: "won", moves: moves.reverse().map((move) => tableau.engineMove(move)) };
}
