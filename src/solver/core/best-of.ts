/**
 * What a beam keeps of a level, or a stage beam of the positions its stages dealt: the
 * `width` best-scored of the items offered, ties to the one offered first (as a stable
 * sort would keep them). The kept items form a heap whose root is the worst of them, so
 * that a beam can ask `wouldKeep` of a child's score before the costlier tests of a new
 * position (the transposition table, dead ends): most children of a wide level are
 * turned away there.
 */
export class BestOf<T> {
  private readonly items: T[] = [];
  private readonly scores: number[] = [];
  /** When each kept item was offered: the later of two equal scores is the worse. */
  private readonly offeredAt: number[] = [];
  private offered = 0;

  constructor(private readonly width: number) {}

  /** Would an item of this score be kept, if offered now? */
  wouldKeep(score: number): boolean {
    return this.items.length < this.width || score > this.scores[0];
  }

  /** Keeps the item, which `wouldKeep` accepted; true when that put out another. */
  keep(score: number, item: T): boolean {
    const offeredAt = this.offered++;
    if (this.items.length < this.width) {
      this.items.push(item);
      this.scores.push(score);
      this.offeredAt.push(offeredAt);
      this.siftUp(this.items.length - 1);
      return false;
    }
    this.items[0] = item;
    this.scores[0] = score;
    this.offeredAt[0] = offeredAt;
    this.siftDown(0);
    return true;
  }

  /** The items kept, best first, ties in the order offered. */
  best(): T[] {
    const order = this.items.map((_, index) => index);
    order.sort((a, b) => this.scores[b] - this.scores[a] || this.offeredAt[a] - this.offeredAt[b]);
    return order.map((index) => this.items[index]);
  }

  /** Is the item at `a` worse than the one at `b`: a lower score, or as high and offered later? */
  private worse(a: number, b: number): boolean {
    const { scores, offeredAt } = this;
    return scores[a] < scores[b] || (scores[a] === scores[b] && offeredAt[a] > offeredAt[b]);
  }

  private siftUp(from: number): void {
    for (let at = from; at > 0; ) {
      const up = (at - 1) >> 1;
      if (!this.worse(at, up)) return;
      this.swap(at, up);
      at = up;
    }
  }

  private siftDown(from: number): void {
    const size = this.items.length;
    for (let at = from; ; ) {
      let child = 2 * at + 1;
      if (child >= size) return;
      if (child + 1 < size && this.worse(child + 1, child)) child++;
      if (!this.worse(child, at)) return;
      this.swap(at, child);
      at = child;
    }
  }

  private swap(a: number, b: number): void {
    const { items, scores, offeredAt } = this;
    const item = items[a];
    items[a] = items[b];
    items[b] = item;
    const score = scores[a];
    scores[a] = scores[b];
    scores[b] = score;
    const at = offeredAt[a];
    offeredAt[a] = offeredAt[b];
    offeredAt[b] = at;
  }
}
