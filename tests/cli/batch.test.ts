import { describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main.js";
import {
  dealPosition,
  legalMoves,
  moveToJson,
  type Position,
  positionToText,
} from "../../src/engine/index.js";
import { capture, LineFeed, linesOf, run } from "./fake-io.js";
import {
  rulesOf,
  spideretteAceToFinish,
  spideretteAfterAce,
  webOneLeft,
  webWon,
} from "./positions.js";

const text = (value: unknown) => JSON.stringify(value);
const movesOf = (position: Position) =>
  text(legalMoves(position).map((move) => moveToJson(position.rules, move)));
const errorLine = (line: string): string => JSON.parse(line).error;

describe("patience moves --jsonl", () => {
  it("answers every line, good or bad, and exits with the highest status", async () => {
    const first = dealPosition(rulesOf("penta"), 1);
    const second = dealPosition(rulesOf("penta"), 2);
    const input = [
      positionToText(first),
      "{not json",
      positionToText(second),
      text({ ...webOneLeft(), game: "golf" }),
      text(webWon()),
    ];
    const result = await run(["moves", "--jsonl"], `${input.join("\n")}\n`);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe("");
    const lines = linesOf(result.stdout);
    expect(lines).toHaveLength(input.length);
    expect(lines[0]).toBe(movesOf(first));
    expect(errorLine(lines[1])).toMatch(/not valid JSON/);
    expect(lines[2]).toBe(movesOf(second));
    expect(errorLine(lines[3])).toBe('invalid position: unknown game "golf"');
    expect(lines[4]).toBe("[]");
  });

  it("exits with 0 when every line succeeds, and skips blank lines", async () => {
    const input = ["", text(webOneLeft()), "   ", text(webWon()), ""];
    const result = await run(["moves", "--jsonl"], input.join("\n"));
    expect(result.status).toBe(0);
    expect(linesOf(result.stdout)).toHaveLength(2);
  });

  it("takes no FILE", async () => {
    const result = await run(["moves", "--jsonl", "positions.jsonl"]);
    expect(result).toMatchObject({ status: 2, stdout: "" });
    expect(result.stderr).toMatch(/^patience: .*takes no FILE/);
  });

  it("answers each line before the next arrives", async () => {
    const feed = new LineFeed();
    const captured = capture(feed);
    const status = main(["moves", "--jsonl"], captured.io);
    feed.push(text(webOneLeft()));
    await vi.waitFor(() => expect(linesOf(captured.stdout())).toHaveLength(1));
    feed.push("[");
    await vi.waitFor(() => expect(linesOf(captured.stdout())).toHaveLength(2));
    feed.push(text(webWon()));
    await vi.waitFor(() => expect(linesOf(captured.stdout())).toHaveLength(3));
    feed.end();
    expect(await status).toBe(2);
  });
});

describe("patience apply --jsonl", () => {
  const finish = { from: "tableau:0", to: "foundation:0", count: 1 };
  const aceOn = { from: "tableau:1", to: "tableau:0", count: 1 };
  const toEmpty = { from: "tableau:1", to: "tableau:3", count: 1 };

  it("answers every line; a refused line gives status 1", async () => {
    const input = [
      text({ position: webOneLeft(), move: finish }),
      text({ position: webWon(), move: finish }),
      text({ position: spideretteAceToFinish(), move: aceOn }),
    ];
    const result = await run(["apply", "--jsonl"], input.join("\n"));
    expect(result.status).toBe(1);
    const lines = linesOf(result.stdout);
    expect(lines).toEqual([
      text(webWon()),
      text({ error: "illegal move: the game is won: no move remains" }),
      text(spideretteAfterAce()),
    ]);
  });

  it.each([
    ["bad JSON", "{", /the line is not valid JSON/],
    ["not an object", "[]", /a batch line is \{"position": P, "move": M\}/],
    ["a missing move", text({ position: webOneLeft() }), /"move" is missing/],
    [
      "an unknown key",
      text({ position: webOneLeft(), move: finish, note: 1 }),
      /unknown key "note"/,
    ],
    [
      "an invalid position",
      text({ position: { ...webOneLeft(), format: 2 }, move: finish }),
      /invalid position/,
    ],
    [
      "an invalid move",
      text({ position: webOneLeft(), move: { ...finish, to: "waste" } }),
      /invalid move/,
    ],
  ])("gives a line with %s an error, status 2, and goes on", async (_what, bad, message) => {
    const good = text({ position: spideretteAceToFinish(), move: toEmpty });
    const refusedLine = text({ position: webWon(), move: finish });
    const result = await run(["apply", "--jsonl"], [refusedLine, bad, good].join("\r\n"));
    expect(result.status).toBe(2);
    const lines = linesOf(result.stdout);
    expect(lines).toHaveLength(3);
    expect(errorLine(lines[1])).toMatch(message);
    expect(JSON.parse(lines[2]).tableau[3]).toEqual(["AS"]);
  });

  it("takes no FILE or MOVE", async () => {
    const result = await run(["apply", "--jsonl", text(finish)]);
    expect(result).toMatchObject({ status: 2, stdout: "" });
    expect(result.stderr).toMatch(/takes no FILE or MOVE/);
  });
});
