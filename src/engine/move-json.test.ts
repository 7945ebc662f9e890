import { describe, expect, it } from "vitest";
import { GAMES, gameById } from "../games/index.js";
import { dealPosition } from "./deal.js";
import { ALL_TABLEAU } from "./move.js";
import { moveToJson, parseMove } from "./move-json.js";
import { legalMoves } from "./moves.js";

const spiderette = gameById("spiderette");
if (!spiderette) throw new Error("no Spiderette");

describe("moves in JSON", () => {
  it("names piles as tableau:N, foundation:N, cell:N, stock and waste", () => {
    const penta = gameById("penta");
    if (!penta) throw new Error("no Penta");
    expect(moveToJson(penta, { from: 0, to: 1, count: 1 })).toEqual({
      from: "stock",
      to: "waste",
      count: 1,
    });
    expect(moveToJson(penta, { from: 2, to: 8, count: 1 })).toEqual({
      from: "tableau:0",
      to: "foundation:0",
      count: 1,
    });
  });

  it('writes a deal onto every tableau pile as "to": "tableau" with the number of cards', () => {
    expect(moveToJson(spiderette, { from: 0, to: ALL_TABLEAU, count: 7 })).toEqual({
      from: "stock",
      to: "tableau",
      count: 7,
    });
    expect(parseMove({ from: "stock", to: "tableau", count: 3 }, spiderette)).toEqual({
      ok: true,
      value: { from: 0, to: ALL_TABLEAU, count: 3 },
    });
  });

  it("every legal move of every game reads back as itself", () => {
    for (const game of GAMES) {
      for (const move of legalMoves(dealPosition(game, 8))) {
        expect(parseMove(moveToJson(game, move), game)).toEqual({ ok: true, value: move });
      }
    }
  });

  it("refuses malformed moves with a message", () => {
    const error = (value: unknown) => {
      const result = parseMove(value, spiderette);
      return result.ok ? "valid" : result.error;
    };
    expect(error([1])).toMatch(/^a move must be a JSON object/);
    expect(error(null)).toMatch(/^a move must be a JSON object/);
    expect(error({ from: "tableau:0", to: "tableau:1", count: 1, why: 1 })).toBe(
      'unknown key "why" in the move',
    );
    expect(error({ to: "tableau:1", count: 1 })).toBe('a move needs "from" and "to" pile names');
    for (const count of [0, 1.5, "1", -2]) {
      expect(error({ from: "tableau:0", to: "tableau:1", count })).toBe(
        'a move needs "count", a whole number of cards of at least 1',
      );
    }
    expect(error({ from: "cell:0", to: "tableau:1", count: 1 })).toBe(
      'Spiderette has no pile "cell:0"',
    );
    expect(error({ from: "tableau:0", to: "tableau:7", count: 1 })).toBe(
      'Spiderette has no pile "tableau:7"',
    );
    expect(error({ from: "tableau:0", to: "tableau:6", count: 2 })).toBe("valid");
  });

  it("quotes a pile name or key it refuses in a short, escaped excerpt", () => {
    const error = (value: unknown) => {
      const result = parseMove(value, spiderette);
      return result.ok ? "valid" : result.error;
    };
    const huge = "t".repeat(1_000_000);
    expect(error({ from: huge, to: "tableau:1", count: 1 })).toBe(
      `Spiderette has no pile "${"t".repeat(40)}"… (1000000 characters)`,
    );
    expect(error({ from: "tableau:0", to: 'tab"\n', count: 1 })).toBe(
      'Spiderette has no pile "tab\\"\\n"',
    );
    expect(error({ from: "tableau:0", to: "tableau:1", count: 1, [huge]: 1 })).toMatch(
      /^unknown key "t{40}"… \(1000000 characters\) in the move$/,
    );
  });
});
