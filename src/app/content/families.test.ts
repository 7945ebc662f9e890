import { describe, expect, it } from "vitest";
import { GAME_IDS } from "../../games/index.js";
import { FAMILIES } from "./families.js";
import { textOf } from "./index.js";

describe("the home page's families", () => {
  const listed = FAMILIES.flatMap((family) => family.games);

  it("hold every game once, and only games", () => {
    expect([...listed].sort()).toEqual([...GAME_IDS].sort());
  });

  it("each say what they share, and each game what sets it apart", () => {
    for (const family of FAMILIES) expect(family.shares).not.toBe("");
    for (const id of listed) expect(textOf(id).setApart).not.toBe("");
    const setApart = listed.map((id) => textOf(id).setApart);
    expect(new Set(setApart).size).toBe(setApart.length);
  });

  it("put the collection's first games ahead of their relatives", () => {
    // The seven games the collection began with lead the list (src/games/index.ts).
    const first = new Set(GAME_IDS.slice(0, 7));
    for (const family of FAMILIES) {
      const firsts = family.games.filter((id) => first.has(id));
      expect(family.games.slice(0, firsts.length)).toEqual(firsts);
    }
    expect(FAMILIES.slice(0, 4).flatMap((family) => family.games)).toEqual(
      expect.arrayContaining([...first]),
    );
  });
});
