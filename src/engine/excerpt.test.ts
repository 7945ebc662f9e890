import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXCERPT_LENGTH, excerpt } from "./excerpt.js";

/** Characters a terminal would act on or hide, which an excerpt must never contain raw. */
const RAW_HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]|[^\S ]/u;

/** Any string, lone surrogates and astral characters included. */
const anyText = fc.string({ unit: "binary", maxLength: 200 });

describe("excerpts of untrusted input", () => {
  it("quotes a short plain text as it is", () => {
    expect(excerpt("klondike")).toBe('"klondike"');
    expect(excerpt("")).toBe('""');
    expect(excerpt("Qs")).toBe('"Qs"');
  });

  it("escapes quotes, backslashes, controls and invisible characters", () => {
    expect(excerpt('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(excerpt("\n\r\t\u0000\u001b[31m")).toBe('"\\n\\r\\t\\u0000\\u001b[31m"');
    // A right-to-left override, a zero-width space, a line separator, a non-breaking space.
    expect(excerpt("\u202e\u200b\u2028\u00a0")).toBe('"\\u202e\\u200b\\u2028\\u00a0"');
    expect(excerpt("\u0085")).toBe('"\\u0085"');
    expect(excerpt("x\ud800")).toBe('"x\\ud800"');
    expect(excerpt("\u{e0041}")).toBe('"\\u{e0041}"');
  });

  it("keeps letters, symbols and whole surrogate pairs", () => {
    expect(excerpt("Pénélope ♠ 😀")).toBe('"Pénélope ♠ 😀"');
  });

  it("cuts a long text at the bound and says how long it was", () => {
    const huge = "a".repeat(20 * 1024 * 1024);
    expect(excerpt(huge)).toBe(`"${"a".repeat(EXCERPT_LENGTH)}"… (20971520 characters)`);
    expect(excerpt("abcdef", 3)).toBe('"abc"… (6 characters)');
    // The length counts a surrogate pair as one character, and never splits one.
    expect(excerpt("😀😀😀", 3)).toBe('"😀"… (3 characters)');
    // Nor an escape.
    expect(excerpt("ab\n", 3)).toBe('"ab"… (3 characters)');
  });

  it("never returns more than the bound, nor a raw hidden character", () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 60 }), (text, max) => {
        const quoted = excerpt(text, max);
        const body = /^"(.*)"(?:… \((\d+) characters\))?$/su.exec(quoted);
        expect(body).not.toBeNull();
        expect(body?.[1].length).toBeLessThanOrEqual(max);
        expect(RAW_HIDDEN.test(quoted)).toBe(false);
      }),
    );
  });

  it("reads back, as a JSON string, as the text itself or the start of it", () => {
    // Astral invisible characters are written \u{...}, which JSON has not: leave them out.
    const readable = anyText.filter((text) => !/[\u{10000}-\u{10ffff}]/u.test(text));
    fc.assert(
      fc.property(readable, (text) => {
        const quoted = excerpt(text);
        const cut = quoted.lastIndexOf('"… (');
        const read = JSON.parse(cut < 0 ? quoted : quoted.slice(0, cut + 1)) as string;
        if (cut < 0) expect(read).toBe(text);
        else expect(text.startsWith(read) && read.length < text.length).toBe(true);
      }),
    );
  });
});
