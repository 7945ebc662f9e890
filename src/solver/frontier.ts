/**
 * The positions waiting to be expanded, best first: a binary max-heap on score, ties
 * going to the newest entry (so the search dives instead of spreading), which also
 * makes the order fully deterministic.
 */
export interface Ranked {
  readonly score: number;
  /** Insertion number, set by the frontier. */
  order: number;
}

export class Frontier<T extends Ranked> {
  private readonly heap: T[] = [];
  private added = 0;

  get size(): number {
    return this.heap.length;
  }

  /** The entries waiting, in no particular order. */
  get waiting(): readonly T[] {
    return this.heap;
  }

  push(item: T): void {
    item.order = this.added++;
    const heap = this.heap;
    let at = heap.length;
    heap.push(item);
    while (at > 0) {
      const up = (at - 1) >> 1;
      if (!before(item, heap[up])) break;
      heap[at] = heap[up];
      at = up;
    }
    heap[at] = item;
  }

  pop(): T | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length === 0 || last === undefined) return top;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const child = right < heap.length && before(heap[right], heap[left]) ? right : left;
      if (!before(heap[child], last)) break;
      heap[at] = heap[child];
      at = child;
    }
    heap[at] = last;
    return top;
  }
}

const before = (a: Ranked, b: Ranked): boolean =>
  a.score > b.score || (a.score === b.score && a.order > b.order);
