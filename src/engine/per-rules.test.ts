import { describe, expect, it } from "vitest";
import { gameById } from "../games/index.js";
import { perRules } from "./per-rules.js";
import type { GameRules } from "./rules.js";

describe("perRules", () => {
  it("derives once per rules object, a null included, and apart for other rules", () => {
    const asked: string[] = [];
    const derive = perRules((rules: GameRules) => {
      asked.push(rules.id);
      return rules.decks === 2 ? null : rules.id;
    });
    const spider = gameById("spider") as GameRules;
    const penguin = gameById("penguin-tuxedo") as GameRules;
    expect([derive(spider), derive(spider), derive(penguin), derive(penguin)]).toEqual([
      null,
      null,
      "penguin-tuxedo",
      "penguin-tuxedo",
    ]);
    expect(asked).toEqual(["spider", "penguin-tuxedo"]);
  });
});
