import { describe, expect, test } from "vitest";
import {
  dealPosition,
  isSafeFoundationMove,
  layoutOf,
  play,
  samePosition,
} from "../../engine/index.js";
import { GAMES } from "../../games/index.js";
import { autoplay } from "./autoplay.js";

describe("autoplay", () => {
  test.each(GAMES.map((rules) => [rules.id, rules] as const))(
    "%s: plays only safe foundation moves, until none is left",
    (_, rules) => {
      for (let deal = 1; deal <= 30; deal++) {
        const start = dealPosition(rules, deal);
        const { moves, position } = autoplay(start);
        let at = start;
        for (const move of moves) {
          expect(isSafeFoundationMove(at, move)).toBe(true);
          expect(layoutOf(rules).kinds[move.to]).toBe("foundation");
          at = play(at, move);
        }
        expect(samePosition(at, position)).toBe(true);
        expect(autoplay(position).moves).toEqual([]);
      }
    },
  );
});
