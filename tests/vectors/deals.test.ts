import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dealPosition } from "../../src/engine/deal.js";
import { parsePosition, positionToJson } from "../../src/engine/position-json.js";
import { GAMES, gameById } from "../../src/games/index.js";
import { vectorDeals } from "./deal-numbers.js";

/** Frozen by generate.ts: game id, then deal number, to the position JSON. */
const vectors: Record<string, Record<string, unknown>> = JSON.parse(
  readFileSync(new URL("deals.json", import.meta.url), "utf8"),
);

describe("deal numbers give the same deals forever", () => {
  it("freezes every game", () => {
    expect(Object.keys(vectors).sort()).toEqual(GAMES.map((game) => game.id).sort());
  });

  for (const game of GAMES) {
    it(`${game.name}: deals ${vectorDeals(game).join(", ")}`, () => {
      for (const deal of vectorDeals(game)) {
        const frozen = vectors[game.id]?.[deal];
        expect(frozen, `deal ${deal}`).toBeDefined();
        expect(positionToJson(dealPosition(game, deal)), `deal ${deal}`).toEqual(frozen);
        const read = parsePosition(frozen, gameById);
        expect(read.ok && positionToJson(read.value)).toEqual(frozen);
      }
    });
  }
});
