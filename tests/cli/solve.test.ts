import { describe, expect, it } from "vitest";
import {
  dealPosition,
  isWon,
  type Position,
  parseMove,
  positionToText,
  tryMove,
} from "../../src/engine/index.js";
import { linesOf, run } from "./fake-io.js";
import { rulesOf, webOneLeft } from "./positions.js";

/** Replays interchange moves through the engine's checked `tryMove`. */
function replay(start: Position, moves: readonly unknown[]): Position {
  let current = start;
  for (const value of moves) {
    const move = parseMove(value, start.rules);
    if (!move.ok) throw new Error(move.error);
    const result = tryMove(current, move.value);
    if (!result.ok) throw new Error(result.refusal);
    current = result.position;
  }
  return current;
}

describe("patience solve", () => {
  it("wins a deal given by --game and --deal, with moves that replay to a win", async () => {
    // A budget of positions, not of time: the verdict does not depend on the machine's load.
    const result = await run([
      "solve",
      "--game",
      "penguin-original",
      "--deal",
      "2",
      "--budget-nodes",
      "200000",
    ]);
    expect(result.status).toBe(0);
    const answer = JSON.parse(result.stdout);
    expect(Object.keys(answer)).toEqual(["result", "moves", "nodes", "ms"]);
    expect(answer.result).toBe("won");
    expect(isWon(replay(dealPosition(rulesOf("penguin-original"), 2), answer.moves))).toBe(true);
  });

  it("reads a position from stdin", async () => {
    const result = await run(["solve"], JSON.stringify(webOneLeft()));
    expect(JSON.parse(result.stdout)).toMatchObject({ result: "won", moves: [{ count: 1 }] });
  });

  it("says unknown when the node budget runs out", async () => {
    const result = await run([
      "solve",
      "--game",
      "black-widow",
      "--deal",
      "5",
      "--budget-nodes",
      "5",
    ]);
    expect(JSON.parse(result.stdout)).toMatchObject({ result: "unknown", moves: [], nodes: 5 });
  });

  it("answers every --jsonl line, errors included, and exits with the highest status", async () => {
    const deal = positionToText(dealPosition(rulesOf("penguin-tuxedo"), 3));
    const result = await run(
      ["solve", "--jsonl", "--budget-nodes", "200000"],
      `${deal}\nnot json\n${JSON.stringify(webOneLeft())}\n`,
    );
    const lines = linesOf(result.stdout).map((line) => JSON.parse(line));
    expect(lines).toHaveLength(3);
    expect(lines[0].result).toBe("won");
    expect(lines[1]).toHaveProperty("error");
    expect(lines[2].result).toBe("won");
    expect(result.status).toBe(2);
  });

  it("refuses bad flags without writing to stdout", async () => {
    for (const args of [
      ["solve", "--game", "penta"],
      ["solve", "--game", "penta", "--deal", "1", "--budget-ms", "soon"],
      ["solve", "--game", "chess", "--deal", "1"],
    ]) {
      const result = await run(args);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr).not.toBe("");
    }
  });
});
