import { describe, expect, it } from "vitest";
import { GAME_IDS, GAMES } from "../../games/index.js";
import { textOf } from "./index.js";

describe("the games' words", () => {
  it.each(GAME_IDS)("%s has a rules page of its own, naming relatives that are games", (id) => {
    const text = textOf(id);
    expect(text.id).toBe(id);
    expect(text.blurb).not.toBe("");
    expect(text.goal).not.toBe("");
    expect(text.howToPlay.length).toBeGreaterThan(2);
    expect(text.related.length).toBeGreaterThan(0);
    for (const relative of text.related) {
      expect(GAME_IDS).toContain(relative);
      expect(relative).not.toBe(id);
    }
  });

  it("titles every game apart", () => {
    const titles = GAMES.map((rules) => textOf(rules.id).title);
    expect(new Set(titles).size).toBe(GAMES.length);
  });
});
