import { describe, expect, test } from "vitest";
import {
  cardName,
  dealPosition,
  layoutOf,
  legalMoves,
  type Move,
  play,
  refusal,
} from "../../engine/index.js";
import { gameById } from "../../games/index.js";
import { describeMove, describeRefusal, pileLabel, suggestMove } from "./messages.js";

const penta = gameById("penta");
if (!penta) throw new Error("no Penta");
const deal = dealPosition(penta, 1);
const layout = layoutOf(penta);

describe("messages", () => {
  test("piles are named for people, counting from 1", () => {
    expect(pileLabel(deal, layout.tableau[0])).toBe("Tableau 1");
    expect(pileLabel(deal, layout.foundations[7])).toBe("Foundation 8");
    expect(pileLabel(deal, layout.stock)).toBe("Stock");
  });

  test("a move says which card went where", () => {
    const turn = legalMoves(deal).find((move) => move.from === layout.stock);
    if (!turn) throw new Error("no stock move");
    expect(describeMove(deal, turn)).toMatch(/^Turned the \w+ of \w+ onto the waste\.$/);
  });

  test("a suggested move names its card and piles, or the stock", () => {
    const turn = legalMoves(deal).find((move) => move.from === layout.stock);
    const card = legalMoves(deal).find((move) => layout.kinds[move.from] === "tableau");
    if (!turn || !card) throw new Error("no stock or tableau move");
    expect(suggestMove(deal, turn)).toBe("Turn the next stock card onto the waste.");
    expect(suggestMove(deal, card)).toMatch(/^Move the \w+ of \w+ from tableau \d to \w+ \d\.$/);
  });

  test("the stock turning three says which card ends on top; the waste turned back says so", () => {
    const klondike = gameById("klondike-3");
    if (!klondike) throw new Error("no Klondike");
    const k = layoutOf(klondike);
    const start = dealPosition(klondike, 1);
    const turn = legalMoves(start).find((move) => move.from === k.stock);
    if (!turn) throw new Error("no stock move");
    const turned = play(start, turn);
    const top = turned.piles[k.waste].cards.at(-1) as number;
    expect(describeMove(start, turn)).toBe(
      `Turned 3 cards onto the waste; ${cardName(top)} is on top.`,
    );
    expect(suggestMove(start, turn)).toBe("Turn the next 3 stock cards onto the waste.");
    let emptied = turned;
    while (emptied.piles[k.stock].cards.length > 0) {
      const next = legalMoves(emptied).find((move) => move.from === k.stock) as Move;
      emptied = play(emptied, next);
    }
    const back = legalMoves(emptied).find((move) => move.to === k.stock);
    if (!back) throw new Error("no turn back");
    expect(describeMove(emptied, back)).toBe("Turned the waste back over as the stock.");
    expect(suggestMove(emptied, back)).toBe("Turn the waste back over as the stock.");
  });

  test("a refusal is polite and gives the engine's reason", () => {
    const move = { from: layout.foundations[0], to: layout.waste, count: 1 };
    const refused = refusal(deal, move);
    if (!refused) throw new Error("expected a refusal");
    expect(describeRefusal(deal, move, refused)).toMatch(/^Sorry, that move is not allowed: .+\.$/);
  });
});
