import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { DealRecord } from "./solve-worker.js";
import { mergeShards } from "./winrate-merge.js";
import type { RunStamp } from "./winrate-shards.js";

const folder = mkdtempSync(join(tmpdir(), "winrate-merge-"));
let files = 0;
function fileOf(lines: readonly string[]): string {
  const file = join(folder, `shard-${files++}.jsonl`);
  writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

const stamp = (index: number, count = 3, more: Partial<RunStamp> = {}): RunStamp => ({
  first: 1,
  last: 9,
  shard: { index, count },
  budgetMs: 500,
  threadsPerDeal: 1,
  ...more,
});
const record = (deal: number, run: RunStamp, more: Partial<DealRecord> = {}): string =>
  JSON.stringify({
    game: "penta",
    deal,
    player: "fair",
    result: deal % 2 ? "won" : "lost",
    nodes: 0,
    ms: deal,
    run,
    ...more,
  });
/** Shard `index` of 3 over deals 1-9: deals index, index + 3, index + 6. */
const shard = (index: number) =>
  [index, index + 3, index + 6].map((deal) => record(deal, stamp(index)));

describe("merging winrate shards", () => {
  it("joins the shards into one record per deal, in deal order", async () => {
    const merged = await mergeShards([fileOf(shard(2)), fileOf(shard(1)), fileOf(shard(3))]);
    expect(merged.records.map((r) => r.deal)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(merged).toMatchObject({ game: "penta", player: "fair", missing: [], notes: [] });
    expect(merged.run.budgetMs).toBe(500);
  });

  it("counts the lines it cannot use and the deals missing, and keeps the rest", async () => {
    const damaged = fileOf([
      "{not json",
      shard(1)[0],
      JSON.stringify({ game: "penta", deal: 4 }),
      JSON.stringify({ game: "penta", deal: 4, player: "fair", result: "won", nodes: 0, ms: 1 }),
      record(5, stamp(1)),
      shard(1)[0],
      shard(1)[2],
    ]);
    const merged = await mergeShards([damaged, fileOf(shard(2)), fileOf(shard(3))]);
    // Deal 5 is shard 2's: its line in shard 1's file is skipped, shard 2's is used.
    expect(merged.records.map((r) => r.deal)).toEqual([1, 2, 3, 5, 6, 7, 8, 9]);
    expect(merged.missing).toEqual([4]);
    expect(merged.notes[0]).toBe(
      `--merge "${damaged}": skipped 5 lines (1 not JSON: line 1; 1 with no valid record: line 3; 1 with no run (written before --shard existed): line 4; 1 for a deal outside its shard: line 5; 1 repeating a deal of the same file (the first is used): line 6)`,
    );
    expect(merged.notes[1]).toMatch(
      /^--merge: 1 of the 9 deals of 1\.\.9 have no record \(deal 4\)/,
    );
  });

  it("refuses shards that overlap, naming the deal and both files", async () => {
    const one = fileOf(shard(1));
    await expect(mergeShards([one, fileOf(shard(2)), one])).rejects.toThrow(
      `--merge: deal 1 is in both "${one}" and "${one}": shards overlap`,
    );
  });

  it("refuses shards of different runs", async () => {
    const others: [string, string][] = [
      ["another split", record(2, stamp(2, 4))],
      ["another budget", record(2, stamp(2, 3, { budgetMs: 50 }))],
      ["another range", record(2, stamp(2, 3, { last: 10 }))],
      ["another player", record(2, stamp(2), { player: "open" })],
      ["another game", record(2, stamp(2), { game: "spider" })],
    ];
    for (const [what, line] of others) {
      await expect(mergeShards([fileOf(shard(1)), fileOf([line])]), what).rejects.toThrow(
        /is of another run than/,
      );
    }
  });

  it("refuses no files, or files without a stamped record", async () => {
    await expect(mergeShards([])).rejects.toThrow(/needs one FILE or more/);
    await expect(mergeShards([fileOf(["{}"])])).rejects.toThrow(/hold no record of a run/);
    await expect(mergeShards([folder])).rejects.toThrow(
      /cannot read --merge ".*": it is a directory/,
    );
  });
});
