import { describe, expect, it } from "vitest";
import {
  dealPosition,
  layoutOf,
  legalMoves,
  type Move,
  type Position,
  play,
} from "../../engine/index.js";
import { mulberry32 } from "../../engine/random.js";
import { GAMES, gameById } from "../../games/index.js";
import { guarded, reshuffleHidden, stockIndex } from "../referee/fixtures.js";
import {
  arrangement,
  hiddenCount,
  isOpenGame,
  NOTHING_SEEN,
  playerView,
  remember,
  viewKey,
} from "./unseen.js";

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

/** Klondike's deal with its stock turned onto the waste to the end, then the waste turned back over. */
function turnedBackOver(): { before: Position; after: Position; moves: Move[] } {
  let position = dealPosition(rules("klondike"), 6);
  const { stock, waste } = layoutOf(position.rules);
  const moves: Move[] = [];
  while (position.piles[stock].cards.length > 0) {
    const move = { from: stock, to: waste, count: 1 };
    moves.push(move);
    position = play(position, move);
  }
  const back = { from: waste, to: stock, count: position.piles[waste].cards.length };
  moves.push(back);
  return { before: position, after: play(position, back), moves };
}

describe("the player's memory", () => {
  it("knows the stock once the waste has been turned back over onto it, and not before", () => {
    const { moves } = turnedBackOver();
    const klondike = rules("klondike");
    const memories = moves.map((_, i) =>
      moves
        .slice(0, i + 1)
        .reduce((memory, move) => remember(memory, klondike, move), NOTHING_SEEN),
    );
    expect(memories.slice(0, -1).every((memory) => !memory.stockSeen)).toBe(true);
    expect(memories[memories.length - 1].stockSeen).toBe(true);
  });

  it("shows a stock it has seen in its order, and guesses only the face-down cards", () => {
    const { after } = turnedBackOver();
    const { stock } = layoutOf(after.rules);
    const seen = playerView(after, { stockSeen: true });
    expect(seen.piles[stock]).toEqual({ hidden: 0, down: 0, shown: after.piles[stock].cards });
    expect(seen.unseen).toHaveLength(
      playerView(after).unseen.length - after.piles[stock].cards.length,
    );
    const layout = arrangement(seen, mulberry32(3));
    expect(layout.piles[stock]).toEqual(after.piles[stock]);
    expect(playerView(layout, seen.memory)).toEqual(seen);
  });

  it("tells apart stocks in another order once it has seen them, never before", () => {
    const { after } = turnedBackOver();
    const other = reshuffleHidden(after, 5);
    expect(other.piles).not.toEqual(after.piles);
    expect(viewKey(playerView(other))).toBe(viewKey(playerView(after)));
    const memory = { stockSeen: true };
    expect(viewKey(playerView(other, memory))).not.toBe(viewKey(playerView(after, memory)));
  });
});
