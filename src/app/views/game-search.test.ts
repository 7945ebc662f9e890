import { describe, expect, it } from "vitest";
import { GAME_IDS } from "../../games/index.js";
import { FAMILIES } from "../content/families.js";
import { findGames, wordsOf } from "./game-search.js";

const ids = (query: string) => findGames(query).flatMap((found) => found.games);

describe("the home page's search", () => {
  it("finds every game, by family, for a query without words", () => {
    for (const query of ["", "   ", "’ - !"]) {
      expect(findGames(query).map((found) => found.family)).toEqual(FAMILIES);
      expect(ids(query).sort()).toEqual([...GAME_IDS].sort());
    }
  });

  it("finds a game by its name, whatever the case, accents and apostrophes", () => {
    expect(ids("penelopes")).toEqual(["penelopes-web"]);
    expect(ids("PENELOPE'S WEB")).toEqual(["penelopes-web"]);
    expect(ids("Pénélope")).toEqual(["penelopes-web"]);
    expect(ids("will o the")).toEqual(["will-o-the-wisp"]);
    expect(ids("FreeCell")).toEqual(["freecell"]);
  });

  it("finds a family by its name", () => {
    expect(ids("penguin")).toEqual(["penguin-tuxedo", "penguin-original"]);
    // Spiderette is dealt like Klondike: its own rule says so.
    expect(ids("klondike")).toEqual(["spiderette", "klondike", "klondike-3"]);
    expect(findGames("castle").map((found) => found.family.name)).toEqual(["Castle"]);
  });

  it("finds games by the words of their rules, each word the start of one", () => {
    const kings = ids("king");
    expect(kings).toEqual(
      expect.arrayContaining(["penelopes-web", "exiled-kings", "portuguese-solitaire"]),
    );
    expect(kings).toEqual(expect.arrayContaining(["penguin-tuxedo", "klondike", "klondike-3"]));
    expect(kings).not.toContain("streets-and-alleys");
    expect(kings).not.toContain("spider");
    // Only the start of a word: "ile" is in every "pile", and begins no word.
    expect(findGames("ile")).toEqual([]);
    expect(ids("two decks")).toEqual(
      expect.arrayContaining(["black-widow", "spider", "tarantula", "penta", "deuces"]),
    );
    expect(ids("two decks")).not.toContain("spiderette");
    expect(ids("only king empty")).not.toContain("citadel");
  });

  it("finds nothing where a word is in no game", () => {
    expect(findGames("zebra")).toEqual([]);
    expect(findGames("king zebra")).toEqual([]);
  });

  it("cuts text into plain words", () => {
    expect(wordsOf("Baker's Dozen: Kings, Aces’ piles")).toEqual([
      "bakers",
      "dozen",
      "kings",
      "aces",
      "piles",
    ]);
  });
});
