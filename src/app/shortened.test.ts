import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { shortened } from "./shortened.js";

describe("shortened", () => {
  test("a short text is unchanged; a long one is cut and marked", () => {
    expect(shortened("abc", 3)).toBe("abc");
    expect(shortened("abcdef", 4)).toBe("abc…");
  });

  test("never more than the bound, never half a surrogate pair", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", maxLength: 80 }),
        fc.integer({ min: 2, max: 60 }),
        (text, max) => {
          const cut = shortened(text, max);
          if (text.length <= max) expect(cut).toBe(text);
          else {
            expect(cut.length).toBeLessThanOrEqual(max);
            expect(cut.endsWith("…")).toBe(true);
            expect(/[\ud800-\udbff]…$/.test(cut)).toBe(false);
          }
        },
      ),
    );
  });
});
