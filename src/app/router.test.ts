import { describe, expect, test } from "vitest";
import { parseRoute, routeHash } from "./router.js";

describe("parseRoute", () => {
  test.each([
    ["", { page: "home" }],
    ["#/", { page: "home" }],
    ["#/penta", { page: "game", game: "penta" }],
    ["#/penta/", { page: "game", game: "penta" }],
    ["#/penta/42", { page: "deal", game: "penta", deal: "42" }],
    ["#/penta/rules", { page: "rules", game: "penta" }],
    ["#/position/eyJh", { page: "position", data: "eyJh" }],
    ["#/a/b/c", { page: "unknown", path: "a/b/c" }],
  ])("%s", (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  test("routeHash gives back an address that parses to the same route", () => {
    for (const hash of ["#/", "#/spider", "#/spider/7", "#/spider/rules", "#/position/xyz"]) {
      expect(routeHash(parseRoute(hash))).toBe(hash);
    }
  });
});
