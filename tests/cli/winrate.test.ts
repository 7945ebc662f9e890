/** `patience winrate` runs worker threads from the compiled code: test it through the bin. */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const bin = fileURLToPath(new URL("../../bin/patience.js", import.meta.url));

const patience = (args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: "utf8" });

beforeAll(() => {
  if (!existsSync(new URL("../../dist/src/cli/solve-worker.js", import.meta.url))) {
    execFileSync("npx", ["tsc", "-p", "tsconfig.build.json"], { cwd: root, stdio: "inherit" });
  }
}, 120_000);

const recordsOf = (file: string) =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line !== "" && line.endsWith("}"))
    .map((line) => JSON.parse(line));

describe("patience winrate", () => {
  it("solves a range on workers, writes one line per deal and prints the table", () => {
    const out = join(mkdtempSync(join(tmpdir(), "winrate-")), "results.jsonl");
    const args = ["winrate", "penguin-original", "--deals", "1..4", "--jobs", "2", "--out", out];
    const result = patience([...args, "--budget-ms", "5000"]);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
    const records = recordsOf(out);
    expect(records.map((r) => r.deal).sort()).toEqual([1, 2, 3, 4]);
    expect(result.stdout).toMatch(/deals\s+4/);
    expect(result.stdout).toContain("Wilson");
    expect(result.stdout).toMatch(/median/);
  });

  it("gives a Spiderette deal two threads, as patience solve does, and one on a budget of positions", () => {
    const out = join(mkdtempSync(join(tmpdir(), "winrate-")), "results.jsonl");
    const args = ["winrate", "spiderette", "--deals", "1..3", "--jobs", "2", "--out", out];
    const paired = patience([...args, "--budget-ms", "5000"]);
    expect(paired.status).toBe(0);
    expect(paired.stdout).toMatch(/deals\s+3 \(budget 5\.00 s each, 2 threads a deal\)/);
    // Deals 1-3 are won: each solution replayed in its worker before it was recorded.
    expect(recordsOf(out).map((r) => r.result)).toEqual(["won", "won", "won"]);
    const alone = patience(["winrate", "spiderette", "--deals", "1..1", "--budget-nodes", "20000"]);
    expect(alone.status).toBe(0);
    expect(alone.stdout).toMatch(/one thread a deal/);
  });

  it("resumes: deals already in --out are not solved again", () => {
    const out = join(mkdtempSync(join(tmpdir(), "winrate-")), "results.jsonl");
    // A made-up record for deal 1: if it were solved again the file would grow by it.
    writeFileSync(
      out,
      `${JSON.stringify({ game: "penguin-tuxedo", deal: 1, result: "lost", nodes: 7, ms: 3 })}\n{"game":"pengu`,
    );
    const result = patience(["winrate", "penguin-tuxedo", "--deals", "1..2", "--out", out]);
    expect(result.status).toBe(0);
    const records = recordsOf(out).filter(
      (r) => r.game === "penguin-tuxedo" && typeof r.deal === "number",
    );
    expect(records.filter((r) => r.deal === 1)).toHaveLength(1);
    expect(records.filter((r) => r.deal === 2)).toHaveLength(1);
    expect(result.stdout).toMatch(/deals\s+2/);
  });

  it("plays with the fair player, keeping its records apart from the solver's", () => {
    const out = join(mkdtempSync(join(tmpdir(), "winrate-")), "results.jsonl");
    // The solver's record of deal 1 must not count as the fair player's.
    writeFileSync(
      out,
      `${JSON.stringify({ game: "penguin-original", deal: 1, result: "won", nodes: 7, ms: 3 })}\n`,
    );
    const args = ["winrate", "penguin-original", "--deals", "1..2", "--player", "fair"];
    const result = patience([...args, "--budget-nodes", "2000", "--out", out]);
    expect(result.status).toBe(0);
    const fair = recordsOf(out).filter((r) => r.player === "fair");
    expect(fair.map((r) => r.deal).sort()).toEqual([1, 2]);
    for (const record of fair) expect(["won", "lost"]).toContain(record.result);
    expect(result.stdout).toMatch(/player\s+fair/);
    expect(result.stdout).toMatch(/deals\s+2/);
  });

  it("refuses an unknown player", () => {
    const result = patience(["winrate", "penta", "--deals", "1..2", "--player", "cheat"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--player");
  });

  it("refuses a bad range", () => {
    const result = patience(["winrate", "penta", "--deals", "5..2"]);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
  });
});
