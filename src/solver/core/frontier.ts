/**
 * The positions waiting to be expanded, best first: a binary max-heap on score, ties
 * going to the newest entry (so the search dives instead of spreading), which also
 * makes the order fully deterministic. Scores and insertion numbers are kept in typed
 * arrays beside the entries, so that an entry may be a plain number: a search that
 * queues millions of positions then leaves the garbage collector nothing to trace.
 */
import { grown } from "./grown.js";

export class Frontier<T> {
  private readonly items: T[] = [];
  private scores = new Float64Array(1 << 10);
  private orders = new Float64Array(1 << 10);
  private added = 0;

  get size(): number {
    return this.items.length;
  }

  /** The entries waiting, in no particular order. */
  get waiting(): readonly T[] {
    return this.items;
  }

  push(item: T, score: number): void {
    const { items } = this;
    let at = items.length;
    if (at === this.scores.length) this.grow();
    const { scores, orders } = this;
    const order = this.added++;
    items.push(item);
    while (at > 0) {
      const up = (at - 1) >> 1;
      if (scores[up] > score || (scores[up] === score && orders[up] > order)) break;
      this.put(at, items[up], scores[up], orders[up]);
      at = up;
    }
    this.put(at, item, score, order);
  }

  pop(): T | undefined {
    const { items, scores, orders } = this;
    const top = items[0];
    const end = items.length - 1;
    if (end <= 0) {
      items.pop();
      return top;
    }
    const last = items[end];
    const score = scores[end];
    const order = orders[end];
    items.pop();
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= end) break;
      const right = left + 1;
      const child = right < end && this.before(right, left) ? right : left;
      if (scores[child] < score || (scores[child] === score && orders[child] < order)) break;
      this.put(at, items[child], scores[child], orders[child]);
      at = child;
    }
    this.put(at, last, score, order);
    return top;
  }

  /** Does the entry at heap index `a` come before the one at `b`? */
  private before(a: number, b: number): boolean {
    const { scores, orders } = this;
    return scores[a] > scores[b] || (scores[a] === scores[b] && orders[a] > orders[b]);
  }

  private put(at: number, item: T, score: number, order: number): void {
    this.items[at] = item;
    this.scores[at] = score;
    this.orders[at] = order;
  }

  private grow(): void {
    this.scores = grown(this.scores, 2 * this.scores.length);
    this.orders = grown(this.orders, 2 * this.orders.length);
  }
}
