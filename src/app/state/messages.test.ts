import { describe, expect, test } from "vitest";
import { dealPosition, layoutOf, legalMoves, refusal } from "../../engine/index.js";
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

  test("a refusal is polite and gives the engine's reason", () => {
    const move = { from: layout.foundations[0], to: layout.waste, count: 1 };
    const refused = refusal(deal, move);
    if (!refused) throw new Error("expected a refusal");
    expect(describeRefusal(deal, move, refused)).toMatch(/^Sorry, that move is not allowed: .+\.$/);
  });
});
