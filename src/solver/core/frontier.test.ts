import { describe, expect, it } from "vitest";
import { mulberry32 } from "../../engine/random.js";
import { Frontier } from "./frontier.js";

describe("Frontier", () => {
  it("gives the best score first, and of equal scores the newest", () => {
    const frontier = new Frontier<string>();
    frontier.push("low", 1);
    frontier.push("first tie", 5);
    frontier.push("high", 9);
    frontier.push("second tie", 5);
    const order = [frontier.pop(), frontier.pop(), frontier.pop(), frontier.pop()];
    expect(order).toEqual(["high", "second tie", "first tie", "low"]);
    expect(frontier.pop()).toBeUndefined();
    expect(frontier.size).toBe(0);
  });

  it("keeps thousands of numbers in order as it grows, pushed and popped in turn", () => {
    const random = mulberry32(7);
    const frontier = new Frontier<number>();
    // Entry i is the i-th pushed; its score is a small whole number, so ties are many.
    const scores: number[] = [];
    const waiting = new Set<number>();
    const popped: number[] = [];
    for (let round = 0; round < 6000; round++) {
      if (random() < 0.7 || waiting.size === 0) {
        const entry = scores.length;
        scores.push(Math.floor(random() * 50));
        frontier.push(entry, scores[entry]);
        waiting.add(entry);
      } else {
        const entry = frontier.pop() as number;
        // The best waiting entry, the newest of equals.
        const best = [...waiting].reduce((a, b) =>
          scores[b] > scores[a] || (scores[b] === scores[a] && b > a) ? b : a,
        );
        expect(entry).toBe(best);
        waiting.delete(entry);
        popped.push(entry);
      }
    }
    expect(frontier.size).toBe(waiting.size);
    expect(new Set(frontier.waiting)).toEqual(waiting);
    expect(popped.length).toBeGreaterThan(1000);
    expect(waiting.size).toBeGreaterThan(1024);
  });
});
