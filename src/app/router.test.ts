import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { decodePart, parseRoute, routeHash } from "./router.js";

describe("parseRoute", () => {
  test.each([
    ["", { page: "home" }],
    ["#/", { page: "home" }],
    ["#/penta", { page: "game", game: "penta" }],
    ["#/penta/", { page: "game", game: "penta" }],
    ["#/penta/42", { page: "deal", game: "penta", deal: "42" }],
    ["#/penta/rules", { page: "rules", game: "penta" }],
    ["#/penta/daily", { page: "daily", game: "penta" }],
    ["#/position/eyJh", { page: "position", data: "eyJh" }],
    ["#/a/b/c", { page: "unknown", path: "a/b/c" }],
    ["#/penguin%2Dtuxedo/7", { page: "deal", game: "penguin-tuxedo", deal: "7" }],
    // Broken escapes are kept as written.
    ["#/%", { page: "game", game: "%" }],
    ["#/%E0%A4%A", { page: "game", game: "%E0%A4%A" }],
    ["#/penguin-tuxedo/%", { page: "deal", game: "penguin-tuxedo", deal: "%" }],
    ["#/%ZZ/rules", { page: "rules", game: "%ZZ" }],
  ])("%s", (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  test("routeHash gives back an address that parses to the same route", () => {
    for (const hash of [
      "#/",
      "#/spider",
      "#/spider/7",
      "#/spider/rules",
      "#/spider/daily",
      "#/position/xyz",
    ]) {
      expect(routeHash(parseRoute(hash))).toBe(hash);
    }
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.string({ unit: "grapheme" }), (a, b) => {
        const route = parseRoute(`#/${encodeURIComponent(a)}/${encodeURIComponent(b)}`);
        expect(parseRoute(routeHash(route))).toEqual(route);
      }),
    );
  });

  test("a part whose escapes do not decode stays as written", () => {
    expect(decodePart("%E0%A4%A")).toBe("%E0%A4%A");
    expect(decodePart("%C3%A9")).toBe("é");
  });

  test("any address parses, fast: long runs of slashes included", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (hash) => {
        expect(() => parseRoute(hash)).not.toThrow();
        expect(() => parseRoute(`#/${hash}`)).not.toThrow();
      }),
    );
    const slashes = `#${"/".repeat(200_000)}x${"/".repeat(200_000)}`;
    expect(parseRoute(slashes)).toEqual({ page: "game", game: "x" });
  });
});
