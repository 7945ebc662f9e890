/**
 * `patience winrate --merge FILE...`: the `--out` files of the shards of a run
 * (winrate-shards.ts) joined into the table one run over the range prints. It checks
 * that the files are shards of one run, that no deal comes twice, and says which deals
 * are missing; it only reads the files.
 */
import { excerpt } from "../engine/index.js";
import { malformed } from "./failure.js";
import { fileName } from "./files.js";
import type { DealRecord, Player } from "./solve-worker.js";
import { eachLine, isDealRecord } from "./winrate-records.js";
import { inShard, type RunStamp } from "./winrate-shards.js";

const isWhole = (value: unknown, least: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= least;

function isRunStamp(value: unknown): value is RunStamp {
  if (typeof value !== "object" || value === null) return false;
  const run = value as Record<string, unknown>;
  const shard = run.shard as Record<string, unknown> | null;
  return (
    isWhole(run.first, 0) &&
    isWhole(run.last, run.first as number) &&
    typeof shard === "object" &&
    shard !== null &&
    isWhole(shard.count, 1) &&
    isWhole(shard.index, 1) &&
    (shard.index as number) <= (shard.count as number) &&
    isWhole(run.budgetMs, 0) &&
    (run.budgetNodes === undefined || isWhole(run.budgetNodes, 1)) &&
    (run.thinkMs === undefined || isWhole(run.thinkMs, 1)) &&
    isWhole(run.threadsPerDeal, 1)
  );
}

/** A record of a stamped run, as `--out` writes them. */
export type StampedRecord = DealRecord & { readonly run: RunStamp };

/** The run itself, shard aside: what every file of a merge must share. */
function runOf(record: StampedRecord): string {
  const { first, last, shard, budgetMs, budgetNodes, thinkMs, threadsPerDeal } = record.run;
  const nodes = budgetNodes === undefined ? "" : `${budgetNodes} positions and `;
  const budget = `${nodes}${budgetMs} ms${thinkMs === undefined ? "" : `, thinking ${thinkMs} ms`}`;
  const threads = threadsPerDeal === 1 ? "one thread" : `${threadsPerDeal} threads`;
  return `${record.game} ${record.player ?? "open"} deals ${first}..${last} in ${shard.count} shards, ${budget}, ${threads} a deal`;
}

/** Why a line of a merged file is not used. */
export type MergeSkip = "not JSON" | "not a record" | "no run" | "not of its shard" | "repeated";

const SKIP_WORDS: Readonly<Record<MergeSkip, string>> = {
  "not JSON": "not JSON",
  "not a record": "with no valid record",
  "no run": "with no run (written before --shard existed)",
  "not of its shard": "for a deal outside its shard",
  repeated: "repeating a deal of the same file (the first is used)",
};

export interface Merged {
  readonly game: string;
  readonly player: Player;
  readonly run: RunStamp;
  /** One record per deal, in deal order. */
  readonly records: readonly DealRecord[];
  /** Deals of the range that no file holds. */
  readonly missing: readonly number[];
  /** Notes for stderr: lines not used, deals missing. */
  readonly notes: readonly string[];
}

const listed = (numbers: readonly number[], most = 10): string =>
  numbers.length <= most
    ? numbers.join(", ")
    : `${numbers.slice(0, most).join(", ")} and ${numbers.length - most} more`;

/**
 * Joins the records of shard files. Refuses files of different runs (game, player,
 * range, shard count, budget, threads) and a deal found in two files; a line it cannot
 * use is skipped and counted in a note, never fatal: the files are only read.
 */
export async function mergeShards(files: readonly string[]): Promise<Merged> {
  if (files.length === 0)
    throw malformed("--merge needs one FILE or more: the shards' --out files");
  let first: { record: StampedRecord; file: string; run: string } | null = null;
  const byDeal = new Map<number, { record: DealRecord; file: number }>();
  const notes: string[] = [];
  for (const [fileIndex, file] of files.entries()) {
    const skipped = new Map<MergeSkip, number[]>();
    const skip = (reason: MergeSkip, line: number) =>
      skipped.set(reason, [...(skipped.get(reason) ?? []), line]);
    await eachLine(file, "--merge", (line, number) => {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        return skip("not JSON", number);
      }
      if (!isDealRecord(value)) return skip("not a record", number);
      const stamped = value as StampedRecord;
      if (!isRunStamp(stamped.run)) return skip("no run", number);
      const run = runOf(stamped);
      first ??= { record: stamped, file, run };
      if (run !== first.run) {
        throw malformed(
          `--merge: ${fileName(file)} line ${number} is of another run than ${fileName(first.file)}: ${excerpt(run, 200)}, not ${excerpt(first.run, 200)}`,
        );
      }
      const { first: start, last, shard } = stamped.run;
      if (stamped.deal < start || stamped.deal > last || !inShard(stamped.deal, start, shard)) {
        return skip("not of its shard", number);
      }
      const earlier = byDeal.get(stamped.deal);
      if (earlier?.file === fileIndex) return skip("repeated", number);
      if (earlier) {
        throw malformed(
          `--merge: deal ${stamped.deal} is in both ${fileName(files[earlier.file])} and ${fileName(file)}: shards overlap (a file given twice, or one shard run twice)`,
        );
      }
      byDeal.set(stamped.deal, { record: stamped, file: fileIndex });
    });
    const total = [...skipped.values()].reduce((sum, lines) => sum + lines.length, 0);
    if (total > 0) {
      const parts = [...skipped].map(
        ([reason, lines]) => `${lines.length} ${SKIP_WORDS[reason]}: line ${listed(lines, 5)}`,
      );
      notes.push(
        `--merge ${fileName(file)}: skipped ${total} ${total === 1 ? "line" : "lines"} (${parts.join("; ")})`,
      );
    }
  }
  const found = first as { record: StampedRecord } | null;
  if (!found) throw malformed("--merge: the files hold no record of a run made with --out");
  const { run } = found.record;
  const missing: number[] = [];
  const records: DealRecord[] = [];
  for (let deal = run.first; deal <= run.last; deal++) {
    const entry = byDeal.get(deal);
    if (entry) records.push(entry.record);
    else missing.push(deal);
  }
  if (missing.length > 0) {
    notes.push(
      `--merge: ${missing.length} of the ${run.last - run.first + 1} deals of ${run.first}..${run.last} have no record (deal ${listed(missing)}); the table counts the others. Run their shards again with the same --out to fill them in.`,
    );
  }
  return {
    game: found.record.game,
    player: found.record.player ?? "open",
    run,
    records,
    missing,
    notes,
  };
}
