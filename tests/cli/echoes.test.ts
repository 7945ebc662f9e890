/** Messages quote what they refuse in a short, escaped excerpt, however long or strange it is. */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { linesOf, run } from "./fake-io.js";
import { webOneLeft } from "./positions.js";

const MB20 = 20 * 1024 * 1024;
const hugeId = "x".repeat(MB20);
const cut = `"${"x".repeat(40)}"… (${MB20} characters)`;
const finish = { from: "tableau:0", to: "foundation:0", count: 1 };

describe("a 20 MB game id", () => {
  it("gives one short line on stderr and status 2", async () => {
    const result = await run(["moves"], JSON.stringify({ ...webOneLeft(), game: hugeId }));
    expect(result).toEqual({
      status: 2,
      stdout: "",
      stderr: `patience: invalid position: unknown game ${cut}\n`,
    });
  });

  it("gives a short error line in a batch, which goes on", async () => {
    const input = [JSON.stringify({ ...webOneLeft(), game: hugeId }), JSON.stringify(webOneLeft())];
    const result = await run(["moves", "--jsonl"], input.join("\n"));
    expect(result.status).toBe(2);
    const [error, answer] = linesOf(result.stdout);
    expect(JSON.parse(error)).toEqual({ error: `invalid position: unknown game ${cut}` });
    expect(JSON.parse(answer)).toHaveLength(2);
  });

  it("gives a short line through the real executable too", () => {
    const bin = fileURLToPath(new URL("../../bin/patience.js", import.meta.url));
    const input = JSON.stringify({ ...webOneLeft(), game: hugeId });
    const result = spawnSync(process.execPath, [bin, "solve"], { input, encoding: "utf8" });
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(`patience: invalid position: unknown game ${cut}\n`);
  });
});

describe("every echo of input is short and escaped", () => {
  const long = "-".repeat(100_000);
  it.each([
    [
      "a game id",
      ["deal", hugeId],
      /^patience: unknown game "x{40}"… \(20971520 characters\); the games are: /,
    ],
    [
      "a command",
      [hugeId],
      /^patience: unknown command "x{40}"… \(20971520 characters\); the commands are/,
    ],
    [
      "an option before the command",
      [`-${long}`],
      /^patience: unknown option "-{40}"… \(100001 characters\); a COMMAND comes first/,
    ],
    [
      "an option",
      ["moves", `--${long}`],
      /^patience: unknown option "-{40}"… \(100002 characters\) \(see: patience help moves\)$/,
    ],
    [
      "a deal number",
      ["deal", "penta", `--deal=${"9".repeat(100_000)}`],
      /, not "9{40}"… \(100000 characters\)$/,
    ],
    [
      "a budget",
      ["solve", `--budget-ms=${long}`],
      /^patience: --budget-ms must be a whole number above 0, not "-{40}"… \(100000 characters\)$/,
    ],
    [
      "a range",
      ["winrate", "penta", `--deals=1..${long}`],
      /not "1\.\.-{37}"… \(100003 characters\)$/,
    ],
    [
      "a file name",
      ["moves", `/tmp/${"d".repeat(5000)}`],
      /^patience: cannot read "\/tmp\/d{115}"… \(5005 characters\): the name is too long$/,
    ],
    [
      "terminal controls",
      ["deal", "\u001b[2J\u202e\r\n"],
      /^patience: unknown game "\\u001b\[2J\\u202e\\r\\n"; /,
    ],
  ])("%s", async (_what, argv, message) => {
    const result = await run(argv);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^patience: [^\n]+\n$/);
    expect(result.stderr.trimEnd()).toMatch(message);
    expect(result.stderr.length).toBeLessThan(400);
  });

  it("quotes an unknown key of a batch line or a move briefly", async () => {
    const line = JSON.stringify({ position: webOneLeft(), move: finish, [long]: 1 });
    const moveKey = JSON.stringify({ position: webOneLeft(), move: { ...finish, [long]: 1 } });
    const pile = JSON.stringify({ position: webOneLeft(), move: { ...finish, to: long } });
    const result = await run(["apply", "--jsonl"], [line, moveKey, pile].join("\n"));
    expect(linesOf(result.stdout).map((answer) => JSON.parse(answer).error)).toEqual([
      `unknown key "${"-".repeat(40)}"… (100000 characters): a batch line is {"position": P, "move": M}`,
      `invalid move: unknown key "${"-".repeat(40)}"… (100000 characters) in the move`,
      `invalid move: Penelope's Web has no pile "${"-".repeat(40)}"… (100000 characters)`,
    ]);
  });
});

beforeAll(() => {
  if (!existsSync(new URL("../../dist/src/cli/main.js", import.meta.url))) {
    const root = fileURLToPath(new URL("../..", import.meta.url));
    execFileSync("npx", ["tsc", "-p", "tsconfig.build.json"], { cwd: root, stdio: "inherit" });
  }
}, 120_000);
