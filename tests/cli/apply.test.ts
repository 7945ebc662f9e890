import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  dealPosition,
  explain,
  legalMoves,
  moveToJson,
  parseMove,
  parsePosition,
  play,
  positionToText,
  refusal,
} from "../../src/engine/index.js";
import { GAMES, gameById } from "../../src/games/index.js";
import { run } from "./fake-io.js";
import {
  spideretteAceToFinish,
  spideretteAfterAce,
  webOneLeft,
  webQueenOnKing,
  webWon,
} from "./positions.js";

const folder = mkdtempSync(join(tmpdir(), "patience-apply-"));
const text = (value: unknown) => JSON.stringify(value);

/** The engine's reason for refusing `move` (interchange JSON) in `position` (interchange JSON). */
function reason(position: unknown, move: unknown): string {
  const parsed = parsePosition(position, gameById);
  if (!parsed.ok) throw new Error(parsed.error);
  const read = parseMove(move, parsed.value.rules);
  if (!read.ok) throw new Error(read.error);
  const refused = refusal(parsed.value, read.value);
  if (!refused) throw new Error("the move is legal");
  return explain(parsed.value, read.value, refused);
}

describe("patience apply", () => {
  it("plays a move from a position on stdin and prints the new position", async () => {
    const move = { from: "tableau:0", to: "foundation:0", count: 1 };
    expect(await run(["apply", text(move)], text(webOneLeft()))).toEqual({
      status: 0,
      stdout: `${text(webWon())}\n`,
      stderr: "",
    });
  });

  it("accepts a move to an equivalent empty pile that the canonical list leaves out", async () => {
    const move = { from: "tableau:0", to: "tableau:5", count: 1 };
    const expected = { ...webOneLeft(), tableau: [[], [], [], [], [], ["KC"], [], []] };
    expect(await run(["apply", text(move)], text(webOneLeft()))).toEqual({
      status: 0,
      stdout: `${text(expected)}\n`,
      stderr: "",
    });
  });

  it("reads the position from FILE", async () => {
    const file = join(folder, "spiderette.json");
    writeFileSync(file, text(spideretteAceToFinish()));
    const move = { from: "tableau:1", to: "tableau:0", count: 1 };
    // The completed run leaves for the lowest empty foundation and the King beneath turns up.
    expect(await run(["apply", file, text(move)])).toEqual({
      status: 0,
      stdout: `${text(spideretteAfterAce())}\n`,
      stderr: "",
    });
  });

  it.each(GAMES.map((rules) => [rules.id, rules] as const))(
    "agrees with the engine on every listed move along a %s game",
    async (_id, rules) => {
      let position = dealPosition(rules, 11);
      // A walk through the game, each step the next listed move in turn.
      for (let step = 0; step < 25; step++) {
        const moves = legalMoves(position);
        if (moves.length === 0) break;
        for (const move of moves) {
          const result = await run(
            ["apply", text(moveToJson(rules, move))],
            positionToText(position),
          );
          expect(result.stderr).toBe("");
          expect(result.status).toBe(0);
          expect(result.stdout).toBe(`${positionToText(play(position, move))}\n`);
        }
        position = play(position, moves[(step * 7) % moves.length]);
      }
    },
  );

  it.each([
    [
      "a card onto an empty pile that takes only Kings",
      { from: "tableau:0", to: "tableau:1", count: 1 },
      "an empty pile accepts only a King",
    ],
    ["two cards at once", { from: "tableau:0", to: "tableau:1", count: 2 }, undefined],
    ["from an empty pile", { from: "tableau:1", to: "tableau:2", count: 1 }, undefined],
    ["a deal where there is no stock", { from: "tableau:0", to: "tableau", count: 1 }, undefined],
  ])("refuses %s with exit 1 and the engine's reason", async (_what, move, words) => {
    const expected = reason(webQueenOnKing(), move);
    if (words) expect(expected).toBe(words);
    expect(await run(["apply", text(move)], text(webQueenOnKing()))).toEqual({
      status: 1,
      stdout: "",
      stderr: `patience: illegal move: ${expected}\n`,
    });
  });

  it("refuses every move once the game is won", async () => {
    const move = { from: "foundation:0", to: "tableau:0", count: 1 };
    const result = await run(["apply", text(move)], text(webWon()));
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(`patience: illegal move: ${reason(webWon(), move)}\n`);
  });

  it.each([
    ["bad move JSON", ["apply", "{from"], /the move is not valid JSON/],
    [
      "a pile the game lacks",
      ["apply", text({ from: "cell:0", to: "tableau:0", count: 1 })],
      /invalid move: .*no pile "cell:0"/,
    ],
    [
      "a count of 0",
      ["apply", text({ from: "tableau:0", to: "tableau:1", count: 0 })],
      /invalid move: .*count/,
    ],
    [
      "an unknown key in the move",
      ["apply", text({ from: "tableau:0", to: "tableau:1", count: 1, why: 1 })],
      /unknown key "why"/,
    ],
    [
      "a move that is not an object",
      ["apply", "[1]"],
      /invalid move: a move must be a JSON object/,
    ],
    ["no MOVE", ["apply"], /needs a MOVE/],
    ["three arguments", ["apply", "a", "b", "c"], /FILE and MOVE/],
    ["an unknown flag", ["apply", "--dry-run", "{}"], /unknown option "--dry-run"/],
    [
      "an unreadable FILE",
      ["apply", join(folder, "absent.json"), "{}"],
      /cannot read .*no such file/,
    ],
  ])("refuses %s as malformed", async (_what, argv, message) => {
    const result = await run(argv, text(webQueenOnKing()));
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^patience: /);
    expect(result.stderr).toMatch(message);
  });

  it("refuses an invalid position as malformed", async () => {
    const move = { from: "tableau:0", to: "tableau:1", count: 1 };
    const result = await run(["apply", text(move)], text({ ...webQueenOnKing(), game: "nope" }));
    expect(result).toEqual({
      status: 2,
      stdout: "",
      stderr: 'patience: invalid position: unknown game "nope"\n',
    });
  });
});
