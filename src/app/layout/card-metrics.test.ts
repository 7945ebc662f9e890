import { describe, expect, test } from "vitest";
import { CARD_RATIO, cardMetrics, MAX_CARD_WIDTH, MIN_CARD_WIDTH } from "./card-metrics.js";

describe("cardMetrics", () => {
  test.each([MIN_CARD_WIDTH, 45, 80, MAX_CARD_WIDTH])("a %i px card", (width) => {
    const m = cardMetrics(width);
    expect(m.height).toBe(Math.round(width * CARD_RATIO));
    // A fanned face-up card shows its whole index and a little more.
    expect(m.minUp).toBeGreaterThan(m.index);
    expect(m.naturalUp).toBeGreaterThan(m.minUp);
    expect(m.naturalDown).toBeGreaterThanOrEqual(m.minDown);
    expect(m.minDown).toBeLessThan(m.minUp);
    // The index is readable (at least 12 px) and leaves most of the card for its face.
    expect(m.index).toBeGreaterThanOrEqual(12);
    expect(m.naturalUp).toBeLessThanOrEqual(m.height * 0.45);
  });
});
