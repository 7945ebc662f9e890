/**
 * The transposition table: the keys of positions the search has already expanded,
 * with a fixed capacity. When it is full the oldest keys are forgotten; a forgotten
 * position met again is simply expanded again, which costs time, never soundness.
 */
export class TranspositionTable {
  private readonly keys = new Map<string, true>();

  constructor(private readonly capacity: number) {}

  has(key: string): boolean {
    return this.keys.has(key);
  }

  get size(): number {
    return this.keys.size;
  }

  add(key: string): void {
    if (this.keys.size >= this.capacity) this.forgetOldest(Math.max(1, this.capacity >> 4));
    this.keys.set(key, true);
  }

  private forgetOldest(count: number): void {
    let left = count;
    for (const key of this.keys.keys()) {
      this.keys.delete(key);
      if (--left === 0) break;
    }
  }
}
