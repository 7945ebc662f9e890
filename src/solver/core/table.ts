/**
 * The transposition table of the searches over engine positions: the keys (key.ts) of
 * the positions a search has seen, with a fixed capacity. When it is full the oldest keys
 * are forgotten; a forgotten position met again is simply expanded again, which costs
 * time, never soundness.
 */
export class TranspositionTable {
  private readonly keys = new Map<string, true>();
  /**
   * The most positions a depth-first line may hold. A line longer than the table only
   * comes of forgotten positions met again and could grow without bound; a frame of the
   * line takes about 2 KB (Black Widow), the room of some fifteen remembered positions,
   * so this line takes at most about twice the table's memory.
   */
  readonly longestLine: number;

  constructor(private readonly capacity: number) {
    this.longestLine = Math.max(1, Math.floor(capacity / 8));
  }

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

  /** Adds the key unless it is there already; true when it was new. */
  addIfNew(key: string): boolean {
    if (this.keys.has(key)) return false;
    this.add(key);
    return true;
  }

  private forgetOldest(count: number): void {
    let left = count;
    for (const key of this.keys.keys()) {
      this.keys.delete(key);
      if (--left === 0) break;
    }
  }
}
