import { describe, expect, it } from "vitest";
import { position, run } from "../games/fixtures.js";
import { play } from "./apply.js";
import { finishingMoves } from "./finish.js";
import { layoutOf } from "./layout.js";
import { isWon } from "./position.js";

/** Klondike with seven cards left out of their foundations, laid as `tableau`, `waste`, `stock` say. */
const klondikeEnd = (
  tableau: string[][],
  waste: string[],
  stock: string[] = [],
  game = "klondike",
) =>
  position({
    game,
    tableau: [...tableau, ...Array.from({ length: 7 - tableau.length }, () => [])],
    foundations: [run("AC", "9C"), run("AD", "JD"), run("AH", "KH"), run("AS", "QS")],
    waste,
    stock,
  });

describe("finishing moves", () => {
  it("send every card home, in an order the foundations take, when all are in sight", () => {
    const p = klondikeEnd([["KC", "QC", "JC"], ["KD", "QD"], ["KS"]], ["TC"]);
    const moves = finishingMoves(p);
    expect(moves).toHaveLength(7);
    const kinds = layoutOf(p.rules).kinds;
    let after = p;
    for (const move of moves ?? []) {
      expect(kinds[move.to]).toBe("foundation");
      after = play(after, move);
    }
    expect(isWon(after)).toBe(true);
  });

  it("are none while a card lies face down, though it would go home", () => {
    expect(finishingMoves(klondikeEnd([["kc", "QC", "JC"], ["KD", "QD"], ["KS"]], ["TC"]))).toBe(
      null,
    );
  });

  it("turn the stock through where it turns one card at a time, whatever its order", () => {
    for (const stock of [
      ["QD", "TC"],
      ["TC", "QD"],
    ]) {
      const p = klondikeEnd([["KC", "QC", "JC"], ["KD"], ["KS"]], [], stock);
      const after = (finishingMoves(p) ?? []).reduce(play, p);
      expect(isWon(after), stock.join(" ")).toBe(true);
    }
  });

  it("are none while the stock holds a card and turns three: its order would matter", () => {
    const p = klondikeEnd([["KC", "QC", "JC"], ["KD", "QD"], ["KS"]], [], ["TC"], "klondike-3");
    expect(finishingMoves(p)).toBe(null);
  });

  it("are none where a card must first move elsewhere than home", () => {
    expect(finishingMoves(klondikeEnd([["KC", "JC", "QC"], ["KD", "QD"], ["KS"]], ["TC"]))).toBe(
      null,
    );
  });

  it("are none once the game is won", () => {
    const won = position({
      game: "klondike",
      tableau: [[], [], [], [], [], [], []],
      foundations: [run("AC", "KC"), run("AD", "KD"), run("AH", "KH"), run("AS", "KS")],
      waste: [],
      stock: [],
    });
    expect(finishingMoves(won)).toBe(null);
  });
});
