import { describe, expect, it } from "vitest";
import { GAMES } from "../../games/index.js";
import { dealOf, replay, reshuffleHidden, stockIndex } from "../referee/fixtures.js";
import { lookThroughMove } from "./look-through.js";
import { fairHint, playFair } from "./player.js";
import { NOTHING_SEEN, playerView, remember } from "./unseen.js";

const SMALL = { samples: 4, budgetNodes: 2000, seed: 5 };

describe("looking through the stock", () => {
  it("deals the whole stock, turns the waste back over and is back where it began", () => {
    for (const [game, turns] of [
      ["klondike", 24],
      ["klondike-3", 8],
    ] as const) {
      const deal = dealOf(game, 17);
      const stock = stockIndex(deal);
      const moves = playFair(deal, SMALL).moves.slice(0, turns + 1);
      expect(moves.slice(0, turns).every((move) => move.from === stock)).toBe(true);
      expect(moves[turns]).toMatchObject({ to: stock, count: 24 });
      expect(replay(deal, moves)).toEqual(deal);
    }
  });

  it("is what Hint suggests first, whatever the hidden cards", () => {
    const deal = dealOf("klondike-3", 4);
    const hint = fairHint(playerView(deal), SMALL);
    expect(hint).toMatchObject({ basis: "look-through", move: { from: stockIndex(deal) } });
    expect(fairHint(playerView(reshuffleHidden(deal, 3)), SMALL)).toEqual(hint);
  });

  it("stops once the stock has been seen", () => {
    const deal = dealOf("klondike", 9);
    const seen = remember(NOTHING_SEEN, deal.rules, { from: 1, to: stockIndex(deal), count: 24 });
    expect(seen.stockSeen).toBe(true);
    expect(lookThroughMove(playerView(deal, seen))).toBeNull();
    expect(fairHint(playerView(deal, seen), SMALL).basis).not.toBe("look-through");
  });

  it("happens only where the waste turns back over as the stock", () => {
    const looking = GAMES.filter((rules) => lookThroughMove(playerView(dealOf(rules.id, 1))))
      .map((rules) => rules.id)
      .sort();
    expect(looking).toEqual(["klondike", "klondike-3"]);
  });
});
