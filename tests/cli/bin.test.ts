/** The real `patience` executable, run as a separate process through pipes. */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { dealPosition, legalMoves, moveToJson, positionToText } from "../../src/engine/index.js";
import { rulesOf, webOneLeft, webWon } from "./positions.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const bin = fileURLToPath(new URL("../../bin/patience.js", import.meta.url));

const patience = (args: string[], input = "") =>
  spawnSync(process.execPath, [bin, ...args], { cwd: root, input, encoding: "utf8" });

beforeAll(() => {
  // `npm test` builds first; a bare `vitest run` on a fresh checkout builds here.
  if (!existsSync(new URL("../../dist/src/cli/main.js", import.meta.url))) {
    execFileSync("npx", ["tsc", "-p", "tsconfig.build.json"], { cwd: root, stdio: "inherit" });
  }
}, 120_000);

describe("bin/patience.js", () => {
  it("deals the same bytes for the same deal number, run after run", () => {
    const first = spawnSync(process.execPath, [bin, "deal", "black-widow", "--deal", "123456789"]);
    const second = spawnSync(process.execPath, [bin, "deal", "black-widow", "--deal=123456789"]);
    expect(first.status).toBe(0);
    expect(first.stdout.length).toBeGreaterThan(0);
    expect(Buffer.compare(first.stdout, second.stdout)).toBe(0);
    expect(first.stdout.toString("utf8")).toBe(
      `${positionToText(dealPosition(rulesOf("black-widow"), 123456789))}\n`,
    );
  });

  it("pipes a deal into moves through the shell", () => {
    const result = spawnSync(
      "sh",
      [
        "-c",
        `"${process.execPath}" "${bin}" deal penguin-tuxedo --deal 1 | "${process.execPath}" "${bin}" moves`,
      ],
      { cwd: root, encoding: "utf8" },
    );
    const position = dealPosition(rulesOf("penguin-tuxedo"), 1);
    const expected = legalMoves(position).map((move) => moveToJson(position.rules, move));
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toEqual(expected);
  });

  it("exits 1 for an illegal move and 2 for malformed input, with nothing on stdout", () => {
    const refused = patience(
      ["apply", JSON.stringify({ from: "foundation:0", to: "tableau:0", count: 1 })],
      JSON.stringify(webWon()),
    );
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toBe("patience: illegal move: the game is won: no move remains\n");
    const malformed = patience(["moves"], "{");
    expect(malformed.status).toBe(2);
    expect(malformed.stdout).toBe("");
    expect(malformed.stderr).toMatch(/^patience: .*not valid JSON\n$/);
  });

  it("serves a --jsonl batch fed through a pipe, one line out per line in", () => {
    const finish = { from: "tableau:0", to: "foundation:0", count: 1 };
    const input = [
      JSON.stringify({ position: webOneLeft(), move: finish }),
      JSON.stringify({ position: webWon(), move: finish }),
      "",
      "nonsense",
      JSON.stringify({ position: webOneLeft(), move: finish }),
    ];
    const result = patience(["apply", "--jsonl"], `${input.join("\r\n")}\r\n`);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe("");
    const lines = result.stdout.split("\n");
    expect(lines.pop()).toBe("");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(JSON.stringify(webWon()));
    expect(JSON.parse(lines[1]).error).toMatch(/^illegal move: /);
    expect(JSON.parse(lines[2]).error).toMatch(/not valid JSON/);
    expect(lines[3]).toBe(JSON.stringify(webWon()));
  });

  it("answers binary stdin in batch mode with one line per newline, lone carriage returns included", () => {
    const bytes = Buffer.from([
      0x00, 0xff, 0x0d, 0x41, 0x0a, 0x0d, 0x0d, 0x7b, 0x0a, 0xc3, 0x0a, 0x1b, 0x5b, 0x32, 0x4a,
    ]);
    const nonBlank = bytes
      .toString("utf8")
      .split("\n")
      .filter((line) => line.trim() !== "");
    const result = spawnSync(process.execPath, [bin, "moves", "--jsonl"], {
      cwd: root,
      input: bytes,
      encoding: "utf8",
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toBe("");
    const lines = result.stdout.split("\n");
    expect(lines.pop()).toBe("");
    expect(lines).toHaveLength(nonBlank.length);
    for (const line of lines)
      expect(JSON.parse(line)).toEqual({ error: "the position is not valid JSON" });
  });

  it("answers a batch line while stdin is still open", async () => {
    const child = spawn(process.execPath, [bin, "moves", "--jsonl"], { cwd: root });
    const answers: string[] = [];
    let pending = "";
    let waiting: (() => void) | null = null;
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      pending += chunk;
      const parts = pending.split("\n");
      pending = parts.pop() ?? "";
      answers.push(...parts);
      waiting?.();
    });
    const answer = async (count: number) => {
      while (answers.length < count) await new Promise<void>((resolve) => (waiting = resolve));
    };
    child.stdin.write(`${JSON.stringify(webOneLeft())}\n`);
    await answer(1);
    child.stdin.write(`${JSON.stringify(webWon())}\n`);
    await answer(2);
    child.stdin.end();
    const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(status).toBe(0);
    expect(answers[0]).toBe(
      JSON.stringify([
        { from: "tableau:0", to: "tableau:1", count: 1 },
        { from: "tableau:0", to: "foundation:0", count: 1 },
      ]),
    );
    expect(answers[1]).toBe("[]");
  });

  it("prints the package version", () => {
    const result = patience(["--version"]);
    expect(result.status).toBe(0);
    const manifest = JSON.parse(
      readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
    );
    expect(result.stdout).toBe(`${manifest.version}\n`);
  });
});
