import { describe, expect, test } from "vitest";
import { layoutOf, legalMoves, parsePosition } from "../../engine/index.js";
import { gameById } from "../../games/index.js";
import { bestMove, doubleClickMove } from "./best-move.js";

function position(json: object) {
  const parsed = parsePosition(json, gameById);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** Penguin: every card home but the Spades from Nine up, placed to offer several moves. */
const spadesHome = (upTo: number) =>
  ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS"].slice(0, upTo);
const full = (suit: string) =>
  ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"].map((rank) => rank + suit);

describe("double-click destination", () => {
  test("a foundation comes first", () => {
    const p = position({
      format: 1,
      game: "penguin-tuxedo",
      tableau: [["KS", "QS", "JS", "TS"], ["9S"], [], [], [], [], []],
      foundations: [full("C"), full("D"), full("H"), spadesHome(8)],
      cells: [null, null, null, null, null, null, null],
    });
    const layout = layoutOf(p.rules);
    expect(bestMove(p, layout.tableau[1], 1)).toEqual({
      from: layout.tableau[1],
      to: layout.foundations[3],
      count: 1,
    });
  });

  test("then a pile with cards, before an empty one and before a free cell", () => {
    const p = position({
      format: 1,
      game: "penguin-tuxedo",
      tableau: [["KS", "QS", "JS"], ["TS", "9S"], [], [], [], [], []],
      foundations: [full("C"), full("D"), full("H"), spadesHome(8)],
      cells: [null, null, null, null, null, null, null],
    });
    const layout = layoutOf(p.rules);
    // 9S alone goes home; the run T-9 goes onto the Jack, not to an empty pile.
    expect(bestMove(p, layout.tableau[1], 2)?.to).toBe(layout.tableau[0]);
    // The Jack (a run of three from the King would need an empty pile): a free cell
    // is the last choice, after the empty pile that takes the whole K-Q-J run.
    const jack = bestMove(p, layout.tableau[0], 1);
    expect(layout.kinds[jack?.to ?? -1]).toBe("cell");
    expect(layout.kinds[bestMove(p, layout.tableau[0], 3)?.to ?? -1]).toBe("tableau");
  });

  test("a run that cannot move falls back to the longest one under the pointer that can", () => {
    const p = position({
      format: 1,
      game: "penelopes-web",
      tableau: [
        full("C").slice(0, 11).reverse(),
        ["QC"],
        ["KC"],
        full("D").reverse(),
        full("H").reverse(),
        full("S").slice(0, 7).reverse(),
        full("S").slice(7, 10).reverse(),
        full("S").slice(10).reverse(),
      ],
      foundations: [[], [], [], []],
    });
    const layout = layoutOf(p.rules);
    const from = layout.tableau[0];
    // Penelope's Web moves one card at a time: a double-click on the Three sends the Ace.
    const move = doubleClickMove(p, from, 3);
    expect(move).toEqual({ from, to: layout.foundations[0], count: 1 });
    expect(legalMoves(p).some((m) => m.from === from && m.count === 3)).toBe(false);
  });

  test("nothing when no move leaves the pile", () => {
    const p = position({
      format: 1,
      game: "streets-and-alleys",
      tableau: [
        ["KC"],
        ["KD"],
        ["KH"],
        ["KS"],
        full("C").slice(0, 12),
        full("D").slice(0, 12),
        full("H").slice(0, 12),
        full("S").slice(0, 12),
      ],
      foundations: [[], [], [], []],
    });
    const layout = layoutOf(p.rules);
    expect(doubleClickMove(p, layout.tableau[0], 1)).toBeNull();
  });
});
