import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CliFailure, EXIT } from "./failure.js";
import type { DealRecord } from "./solve-worker.js";
import {
  isDealRecord,
  RecordsFile,
  type RunKey,
  readRecords,
  skippedNote,
} from "./winrate-records.js";

const folder = mkdtempSync(join(tmpdir(), "winrate-records-"));
let files = 0;
/** A new file holding `lines`, each ended by a newline unless `cut`. */
function fileOf(lines: readonly string[], cut = false): string {
  const file = join(folder, `records-${files++}.jsonl`);
  writeFileSync(file, lines.join("\n") + (cut || lines.length === 0 ? "" : "\n"));
  return file;
}

const run: RunKey = { game: "penguin-tuxedo", player: "open", first: 1, last: 5 };
const record = (deal: number, more: Partial<DealRecord> = {}): DealRecord => ({
  game: "penguin-tuxedo",
  deal,
  player: "open",
  result: "won",
  nodes: 10,
  ms: 3,
  ...more,
});
const line = (value: unknown) => JSON.stringify(value);

/** The failure `promise` ends in: its status and message. */
async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CliFailure) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("no failure");
}

describe("winrate records", () => {
  it("knows a record: a deal, a result, its nodes and time", () => {
    expect(isDealRecord(record(1))).toBe(true);
    // Records from before the fair player have no player.
    const { player: _player, ...older } = record(1);
    expect(isDealRecord(older)).toBe(true);
    for (const bad of [
      null,
      [],
      "won",
      { game: "penguin-tuxedo", deal: 1 },
      record(1, { result: "maybe" as DealRecord["result"] }),
      record(1.5),
      record(1, { nodes: Number.NaN }),
      record(1, { ms: -1 }),
      record(1, { player: "cheat" as DealRecord["player"] }),
      { ...record(1), deal: "1" },
    ]) {
      expect(isDealRecord(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("reads back the run's deals and skips every other line, saying why", async () => {
    const file = fileOf([
      "null",
      line({ game: "penguin-tuxedo", deal: 2 }),
      line(record(3)),
      line(record(3, { result: "lost" })),
      line(record(4, { game: "penta" })),
      line(record(4, { player: "fair" })),
      line(record(9)),
      "",
      "{not json",
      line(record(5)),
    ]);
    const { done, skipped, cutShort } = await readRecords(file, run);
    expect([...done.keys()]).toEqual([3, 5]);
    // The first record of a deal is kept.
    expect(done.get(3)?.result).toBe("won");
    expect(Object.fromEntries(skipped)).toEqual({
      "not a record": 2,
      repeated: 1,
      "another game or player": 2,
      outside: 1,
      "not JSON": 1,
    });
    expect(cutShort).toBe(false);
    expect(skippedNote(file, run, skipped)).toBe(
      `--out "${file}": skipped 7 lines (2 with no valid record, 1 repeating a recorded deal, 2 for another game or player, 1 outside 1..5, 1 not JSON); deals without a valid record are solved`,
    );
  });

  it("notices a file cut in the middle of a line, and says nothing of a clean one", async () => {
    const cut = await readRecords(fileOf([line(record(1)), '{"game":"pengu'], true), run);
    expect(cut.cutShort).toBe(true);
    expect([...cut.done.keys()]).toEqual([1]);
    const clean = await readRecords(fileOf([line(record(1)), line(record(2))]), run);
    expect(clean.cutShort).toBe(false);
    expect(skippedNote("x", run, clean.skipped)).toBeNull();
    const empty = await readRecords(fileOf([]), run);
    expect(empty.done.size).toBe(0);
    expect(empty.cutShort).toBe(false);
  });

  it("refuses to read a file it cannot read", async () => {
    expect(await failure(readRecords(folder, run))).toEqual({
      status: EXIT.malformed,
      message: `cannot read --out "${folder}": it is a directory`,
    });
  });

  it("refuses at once a file it cannot append to", async () => {
    for (const [file, problem] of [
      [folder, "it is a directory"],
      [join(folder, "absent", "out.jsonl"), "no such file or directory"],
      [join(fileOf([]), "out.jsonl"), "a part of the path is not a directory"],
    ]) {
      expect(await failure(RecordsFile.open(file))).toEqual({
        status: EXIT.malformed,
        message: `cannot write --out "${file}": ${problem}`,
      });
    }
  });

  it("appends each record as it comes, on a line of its own after a half-written one", async () => {
    const file = fileOf([line(record(1)), '{"game":"pengu'], true);
    const out = await RecordsFile.open(file);
    expect(out.regular).toBe(true);
    out.startNewLine();
    await out.append(record(2));
    // Written through before the next record: an interrupted run keeps it.
    expect(readFileSync(file, "utf8")).toBe(
      `${line(record(1))}\n{"game":"pengu\n${line(record(2))}\n`,
    );
    await out.append(record(3));
    await out.close();
    expect(readFileSync(file, "utf8").split("\n").slice(-3)).toEqual([
      line(record(2)),
      line(record(3)),
      "",
    ]);
  });

  it("says plainly when a record cannot be written", async () => {
    const out = await RecordsFile.open("/dev/full");
    expect(out.regular).toBe(false);
    expect(await failure(out.append(record(1)))).toEqual({
      status: EXIT.malformed,
      message: 'cannot write --out "/dev/full": no space left on the device',
    });
    await out.close();
  });
});
