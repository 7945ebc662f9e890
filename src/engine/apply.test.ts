import { describe, expect, it } from "vitest";
import { move, position, rest, run } from "../games/fixtures.js";
import { GAMES } from "../games/index.js";
import { endsWithCompletedRun, play, tryLine, tryMove, whyLineFails } from "./apply.js";
import { parseCard } from "./card.js";
import { dealPosition } from "./deal.js";
import type { Move } from "./move.js";
import { legalMoves } from "./moves.js";
import type { Pile, Position } from "./position.js";
import { positionToJson } from "./position-json.js";

/** Freezes a position's piles and cards, so any change to them throws. */
function frozen(p: Position): Position {
  for (const pile of p.piles) {
    Object.freeze(pile.cards);
    Object.freeze(pile);
  }
  Object.freeze(p.piles);
  return Object.freeze(p);
}

const pileOf = (codes: string[]): Pile => {
  const parsed = codes.map((code) => parseCard(code));
  const down = parsed.filter((card) => card && !card.faceUp).length;
  return { cards: parsed.map((card) => card?.card as number), down };
};

describe("playing a move", () => {
  it("never changes the position it is given", () => {
    for (const game of GAMES) {
      const p = frozen(dealPosition(game, 3));
      const before = positionToJson(p);
      for (const m of legalMoves(p)) play(p, m);
      expect(positionToJson(p)).toEqual(before);
    }
  });

  it("moves a run as it lies, top card still on top", () => {
    const tableau = [
      ["9H", "8S", "7D"],
      ["TC"],
      ["5C"],
      ["5D"],
      ["5H"],
      ["5S"],
      ["6S"],
      ["6H"],
      ["6D"],
      ["6C"],
    ];
    const p = position({
      game: "black-widow",
      tableau,
      foundations: [[], [], [], [], [], [], [], []],
      stock: rest("black-widow", ...tableau),
    });
    const after = positionToJson(play(p, move(p, "tableau:0", "tableau:1", 3)));
    expect(after.tableau.slice(0, 2)).toEqual([[], ["TC", "9H", "8S", "7D"]]);
  });

  it("tryMove plays a legal move and refuses an illegal one, saying why", () => {
    const p = position({
      game: "penelopes-web",
      tableau: [
        [],
        ["KC"],
        ["KH", "QH"],
        rest("penelopes-web", ["KC", "KH", "QH"]),
        [],
        [],
        [],
        [],
      ],
      foundations: [[], [], [], []],
    });
    const legal = tryMove(p, move(p, "tableau:1", "tableau:0"));
    expect(legal).toEqual({ ok: true, position: play(p, move(p, "tableau:1", "tableau:0")) });
    expect(tryMove(p, move(p, "tableau:2", "tableau:0"))).toEqual({ ok: false, refusal: "space" });
  });

  it("tryLine plays a line of moves, each checked, to where it ends", () => {
    for (const game of GAMES) {
      const start = dealPosition(game, 5);
      // The first legal move of each position in turn: a line the engine accepts.
      const line: Move[] = [];
      let end = start;
      for (let step = 0; step < 6 && legalMoves(end).length > 0; step++) {
        line.push(legalMoves(end)[0]);
        end = play(end, line[step]);
      }
      expect(line.length, game.id).toBeGreaterThan(0);
      expect(tryLine(start, line), game.id).toEqual({ ok: true, position: end });
    }
  });

  it("tryLine stops at the first refused move, saying which and why", () => {
    const p = dealPosition(GAMES[0], 1);
    const first = legalMoves(p)[0];
    const samePile = { from: first.to, to: first.to, count: 1 };
    expect(tryLine(p, [first, samePile, first])).toEqual({
      ok: false,
      refusal: "same-pile",
      at: 1,
    });
  });

  it("whyLineFails says null for a line that wins, and why for one that does not", () => {
    const p = position({
      game: "penelopes-web",
      tableau: [["KC"], [], [], [], [], [], [], []],
      foundations: [run("AC", "QC"), run("AD", "KD"), run("AH", "KH"), run("AS", "KS")],
    });
    const home = move(p, "tableau:0", "foundation:0");
    expect(whyLineFails(p, [home])).toBeNull();
    expect(whyLineFails(p, [])).toBe("it ends before the game is won");
    expect(whyLineFails(p, [move(p, "tableau:0", "tableau:1"), home])).toBe(
      "its move 1 is refused (bad-count)",
    );
  });

  it("turns up a face-down card left on top, as part of the move", () => {
    const tableau = [["3c", "2d", "9S"], ["TD"], ["5C"], ["5D"], ["5H"], ["5S"], ["6S"]];
    const p = position({
      game: "spiderette",
      tableau,
      foundations: [[], [], [], []],
      stock: rest("spiderette", ...tableau),
    });
    expect(positionToJson(play(p, move(p, "tableau:0", "tableau:1"))).tableau[0]).toEqual([
      "3c",
      "2D",
    ]);
  });
});

describe("completed runs", () => {
  it("are thirteen face-up cards of one suit from King down to Ace at the end of a pile", () => {
    expect(endsWithCompletedRun(pileOf(["5H", ...run("KS", "AS")]))).toBe(true);
    expect(endsWithCompletedRun(pileOf(["ks", ...run("QS", "AS")]))).toBe(false);
    expect(endsWithCompletedRun(pileOf(["KH", ...run("QS", "AS")]))).toBe(false);
    expect(endsWithCompletedRun(pileOf([...run("KS", "AS"), "5H"]))).toBe(false);
    expect(endsWithCompletedRun(pileOf(run("QS", "AS")))).toBe(false);
  });
});
