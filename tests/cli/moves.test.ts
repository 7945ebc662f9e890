import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  dealPosition,
  legalMoves,
  moveToJson,
  parsePosition,
  positionToText,
} from "../../src/engine/index.js";
import { GAMES, gameById } from "../../src/games/index.js";
import { run } from "./fake-io.js";
import { webOneLeft, webWon } from "./positions.js";

const folder = mkdtempSync(join(tmpdir(), "patience-moves-"));

describe("patience moves", () => {
  it.each(GAMES.map((rules) => [rules.id, rules] as const))(
    "lists the engine's canonical moves of a %s deal",
    async (_id, rules) => {
      const position = dealPosition(rules, 7);
      const expected = legalMoves(position).map((move) => moveToJson(rules, move));
      const result = await run(["moves"], positionToText(position));
      expect(result).toEqual({ status: 0, stdout: `${JSON.stringify(expected)}\n`, stderr: "" });
    },
  );

  it("reads FILE, and stdin for '-'", async () => {
    const file = join(folder, "one-left.json");
    writeFileSync(file, JSON.stringify(webOneLeft(), null, 2));
    const expected = `${JSON.stringify([
      { from: "tableau:0", to: "tableau:1", count: 1 },
      { from: "tableau:0", to: "foundation:0", count: 1 },
    ])}\n`;
    expect(await run(["moves", file])).toEqual({ status: 0, stdout: expected, stderr: "" });
    expect(await run(["moves", "-"], JSON.stringify(webOneLeft()))).toEqual({
      status: 0,
      stdout: expected,
      stderr: "",
    });
  });

  it("ignores a byte-order mark and surrounding white space", async () => {
    const result = await run(["moves"], `\uFEFF\n  ${JSON.stringify(webOneLeft())}\r\n\n`);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toHaveLength(2);
  });

  it("lists no move once the game is won", async () => {
    expect(await run(["moves"], JSON.stringify(webWon()))).toEqual({
      status: 0,
      stdout: "[]\n",
      stderr: "",
    });
  });

  const invalid: [string, unknown][] = [
    ["not an object", [1, 2]],
    ["format 2", { ...webOneLeft(), format: 2 }],
    ["an unknown key", { ...webOneLeft(), extra: 1 }],
    ["a missing key", { format: 1, game: "penelopes-web", tableau: webOneLeft().tableau }],
    ["an unknown game", { ...webOneLeft(), game: "golf" }],
    ["a malformed card", { ...webOneLeft(), tableau: [["ZC"], [], [], [], [], [], [], []] }],
    ["a mixed-case card", { ...webOneLeft(), tableau: [["Kc"], [], [], [], [], [], [], []] }],
    ["a wrong pile count", { ...webOneLeft(), tableau: [["KC"], [], [], [], [], [], []] }],
    ["a missing card", { ...webOneLeft(), tableau: [[], [], [], [], [], [], [], []] }],
    ["a card too many", { ...webOneLeft(), tableau: [["KC"], ["KD"], [], [], [], [], [], []] }],
    [
      "a face-down card in an open game",
      { ...webOneLeft(), tableau: [["kc"], [], [], [], [], [], [], []] },
    ],
    ["a base where the game has none", { ...webOneLeft(), base: "A" }],
  ];

  it.each(invalid)("refuses a position with %s, in the engine's words", async (_what, value) => {
    const parsed = parsePosition(value, gameById);
    expect(parsed.ok).toBe(false);
    const result = await run(["moves"], JSON.stringify(value));
    expect(result).toEqual({
      status: 2,
      stdout: "",
      stderr: `patience: invalid position: ${parsed.ok ? "" : parsed.error}\n`,
    });
  });

  it.each([
    ["bad JSON", "{", /not valid JSON/],
    ["an empty input", "", /missing: the input is empty/],
  ])("refuses %s", async (_what, stdin, message) => {
    const result = await run(["moves"], stdin);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(message);
  });

  it.each([
    [["moves", join(folder, "absent.json")], /cannot read ".*absent\.json": no such file/],
    [["moves", folder], /it is a directory/],
    [["moves", "a.json", "b.json"], /at most one FILE/],
    [["moves", "--all"], /unknown option "--all"/],
  ])("refuses %j as malformed", async (argv, message) => {
    const result = await run(argv, JSON.stringify(webOneLeft()));
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(message);
  });
});
