import { describe, expect, it } from "vitest";
import { dealPosition, legalMoves } from "../../engine/index.js";
import { mulberry32 } from "../../engine/random.js";
import { GAMES, gameById } from "../../games/index.js";
import { guarded, reshuffleHidden, stockIndex } from "../referee/fixtures.js";
import { arrangement, hiddenCount, isOpenGame, playerView, viewKey } from "./unseen.js";

const rules = (id: string) => {
  const found = gameById(id);
  if (!found) throw new Error(id);
  return found;
};

describe("the player's view", () => {
  it("calls a game open when its rules deal every card face up and keep no stock", () => {
    const open = GAMES.filter(isOpenGame)
      .map((game) => game.id)
      .sort();
    expect(open).toEqual([
      "bakers-dozen",
      "beleaguered-castle",
      "citadel",
      "exiled-kings",
      "freecell",
      "penelopes-web",
      "penguin-original",
      "penguin-tuxedo",
      "portuguese-solitaire",
      "streets-and-alleys",
    ]);
  });

  it("never reads a face-down card or a stock card", () => {
    for (const id of ["spiderette", "will-o-the-wisp", "black-widow", "spider", "penta"]) {
      const deal = dealPosition(rules(id), 7);
      expect(() => playerView(guarded(deal))).not.toThrow();
      const stock = stockIndex(deal);
      const hiddenPile = guarded(deal).piles.find(
        (pile, p) => pile.down > 0 || (p === stock && pile.cards.length > 0),
      );
      expect(() => hiddenPile?.cards[0]).toThrow(/hidden card/);
    }
  });

  it("is the same for positions that differ only in their hidden cards", () => {
    const deal = dealPosition(rules("will-o-the-wisp"), 3);
    const other = reshuffleHidden(deal, 99);
    expect(other.piles).not.toEqual(deal.piles);
    expect(playerView(other)).toEqual(playerView(deal));
    expect(viewKey(playerView(other))).toBe(viewKey(playerView(deal)));
  });

  it("knows which cards are unseen: exactly the hidden ones, as a multiset", () => {
    const deal = dealPosition(rules("black-widow"), 5);
    const hidden = deal.piles.flatMap((pile, p) =>
      p === stockIndex(deal) ? pile.cards : pile.cards.slice(0, pile.down),
    );
    const view = playerView(deal);
    expect(view.unseen).toEqual([...hidden].sort((a, b) => a - b));
    expect(hiddenCount(view)).toBe(hidden.length);
  });

  it("lays out the unseen cards consistently with what is visible", () => {
    const deal = dealPosition(rules("spiderette"), 12);
    const view = playerView(deal);
    const random = mulberry32(4);
    for (let i = 0; i < 5; i++) {
      const layout = arrangement(view, random);
      expect(playerView(layout)).toEqual(view);
      expect(legalMoves(layout)).toEqual(legalMoves(deal));
    }
  });

  it("lays out an open position as itself", () => {
    const deal = dealPosition(rules("penguin-tuxedo"), 2);
    const view = playerView(deal);
    expect(view.unseen).toEqual([]);
    expect(arrangement(view, mulberry32(1)).piles).toEqual(deal.piles);
  });
});
