/** `patience winrate` runs worker threads from the compiled code: test it through the bin. */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { run } from "./fake-io.js";

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
    const args = ["winrate", "spiderette", "--deals", "5..7", "--jobs", "2", "--out", out];
    // Deals the solver decides within a thousand positions, so that the generous time
    // never runs out: deals 5 and 6 lost, 7 won, its solution replayed in its worker.
    const paired = patience([...args, "--budget-ms", "120000"]);
    expect(paired.status).toBe(0);
    expect(paired.stdout).toMatch(/deals\s+3 \(budget 120\.00 s each, 2 threads a deal\)/);
    const results = new Map(recordsOf(out).map((r) => [r.deal, r.result]));
    expect([5, 6, 7].map((deal) => results.get(deal))).toEqual(["lost", "lost", "won"]);
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

  it("gives the fair player a time per decision with --think-ms, and refuses it to the solver", () => {
    const args = ["winrate", "penguin-original", "--deals", "1..1", "--player", "fair"];
    const thinking = patience([...args, "--think-ms", "500"]);
    expect(thinking.status).toBe(0);
    expect(thinking.stdout).toMatch(
      /deals\s+1 \(thinking 500 ms a decision over 8 layouts, one thread a deal\)/,
    );
    const open = patience(["winrate", "penta", "--deals", "1..2", "--think-ms", "500"]);
    expect(open.status).toBe(2);
    expect(open.stderr).toMatch(/--think-ms is the fair player's/);
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

/** The won, lost and unknown counts of a summary, and the deals it says it covers. */
function tally(summary: string) {
  const count = (label: string) =>
    Number(new RegExp(`^${label}\\s+(\\d+)`, "m").exec(summary)?.[1]);
  return {
    deals: count("deals"),
    won: count("won"),
    lost: count("lost"),
    unknown: count("unknown"),
  };
}

describe("patience winrate in shards", () => {
  const folder = mkdtempSync(join(tmpdir(), "winrate-shards-"));
  const args = ["winrate", "penguin-tuxedo", "--deals", "1..9", "--budget-nodes", "3000"];
  /** The summary without its time line, which differs from run to run. */
  const table = (stdout: string) => stdout.replace(/^time .*$/m, "");

  it("gives, merged, the table of one run over the range: same counts, same interval", () => {
    const whole = patience([...args, "--jobs", "2"]);
    expect(whole.status).toBe(0);
    const files = [1, 2, 3].map((k) => join(folder, `shard-${k}.jsonl`));
    for (const [i, out] of files.entries()) {
      const shard = patience([...args, "--jobs", "1", "--shard", `${i + 1}/3`, "--out", out]);
      expect(shard.status).toBe(0);
      expect(shard.stdout).toMatch(new RegExp(`deals\\s+3 of shard ${i + 1}/3`));
      expect(recordsOf(out).map((r) => r.deal)).toEqual([i + 1, i + 4, i + 7]);
    }
    const merged = patience(["winrate", "--merge", ...files]);
    expect(merged.stderr).toBe("");
    expect(merged.status).toBe(0);
    expect(table(merged.stdout)).toBe(table(whole.stdout));
    expect(merged.stdout).toMatch(/deals\s+9 \(/);
  });

  it("refuses overlapping shards and options beside --merge, saying why", () => {
    const out = join(folder, "shard-1.jsonl");
    const twice = patience(["winrate", "--merge", out, out]);
    expect(twice.status).toBe(2);
    expect(twice.stdout).toBe("");
    expect(twice.stderr).toMatch(/deal 1 is in both .* shards overlap/);
    const mixed = patience(["winrate", "--merge", out, "--deals", "1..9"]);
    expect(mixed.status).toBe(2);
    expect(mixed.stderr).toMatch(/--merge takes only files, not --deals/);
  });
});

describe("patience winrate and its --out file", () => {
  const folder = mkdtempSync(join(tmpdir(), "winrate-out-"));
  const unwritable: [string, string, RegExp][] = [
    ["a directory", folder, /it is a directory/],
    ["a path in no directory", join(folder, "absent", "out.jsonl"), /no such file/],
  ];

  it.each(unwritable)("refuses %s as --out before any deal is solved", async (_what, out, why) => {
    // In-process no worker thread can start: a run that got as far as solving would throw.
    const result = await run(["winrate", "penguin-tuxedo", "--deals", "1..2", "--out", out]);
    expect(result).toMatchObject({ status: 2, stdout: "" });
    expect(result.stderr).toMatch(/^patience: cannot write --out ".*": .*\n$/);
    expect(result.stderr).toMatch(why);
    const bin = patience(["winrate", "penguin-tuxedo", "--deals", "1..2", "--out", out]);
    expect(bin.status).toBe(2);
    expect(bin.stdout).toBe("");
    expect(bin.stderr).toBe(result.stderr);
  });

  it("stops with a clear message when a record cannot be written", () => {
    const result = patience([
      "winrate",
      "penguin-tuxedo",
      "--deals",
      "1..3",
      "--jobs",
      "2",
      "--out",
      "/dev/full",
      "--budget-nodes",
      "2000",
    ]);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      'patience: cannot write --out "/dev/full": no space left on the device\n',
    );
  });

  it("solves again the deals whose line is null, not a record, or has no valid result", () => {
    const out = join(folder, "damaged.jsonl");
    const kept = { game: "penguin-tuxedo", deal: 2, result: "lost", nodes: 7, ms: 3 };
    writeFileSync(
      out,
      [
        "null",
        JSON.stringify({ game: "penguin-tuxedo", deal: 1 }),
        JSON.stringify({ game: "penguin-tuxedo", deal: 3, result: "maybe", nodes: 1, ms: 1 }),
        JSON.stringify(kept),
        "",
      ].join("\n"),
    );
    const args = ["winrate", "penguin-tuxedo", "--deals", "1..3", "--out", out];
    const result = patience([...args, "--budget-nodes", "2000"]);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe(
      `patience: --out "${out}": skipped 3 lines (3 with no valid record); deals without a valid record are solved\n`,
    );
    const added = readFileSync(out, "utf8")
      .split("\n")
      .slice(4, -1)
      .map((line) => JSON.parse(line));
    expect(added.map((record) => record.deal).sort()).toEqual([1, 3]);
    const { deals, won, lost, unknown } = tally(result.stdout);
    expect(deals).toBe(3);
    expect(won + lost + unknown).toBe(3);
    // Deal 2's made-up "lost" is trusted as a valid record.
    expect(lost).toBeGreaterThanOrEqual(1);
  });

  it("keeps every finished deal of an interrupted run, and resumes after them", async () => {
    const out = join(folder, "interrupted.jsonl");
    const args = ["winrate", "penguin-tuxedo", "--deals", "1..200", "--jobs", "1", "--out", out];
    const child = spawn(process.execPath, [bin, ...args, "--budget-nodes", "3000"], { cwd: root });
    const finished = () => (existsSync(out) ? recordsOf(out).length : 0);
    await vi.waitFor(() => expect(finished()).toBeGreaterThanOrEqual(2), {
      timeout: 60_000,
      interval: 50,
    });
    child.kill("SIGINT");
    await new Promise((resolve) => child.on("close", resolve));
    const lines = readFileSync(out, "utf8").split("\n");
    const whole = lines.slice(0, -1).map((line) => JSON.parse(line));
    // One worker solves the deals in order: the file holds deals 1 to k, whole.
    const k = whole.length;
    expect(k).toBeGreaterThanOrEqual(2);
    expect(whole.map((record) => record.deal)).toEqual(Array.from({ length: k }, (_, i) => i + 1));
    const resumed = patience([
      "winrate",
      "penguin-tuxedo",
      "--deals",
      `1..${k + 1}`,
      "--out",
      out,
      "--budget-nodes",
      "3000",
    ]);
    expect(resumed.status).toBe(0);
    const after = recordsOf(out);
    expect(after.slice(k).map((record) => record.deal)).toEqual([k + 1]);
    expect(tally(resumed.stdout).deals).toBe(k + 1);
  }, 90_000);
});
