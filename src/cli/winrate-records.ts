/**
 * `patience winrate --out FILE`: one JSON record per finished deal, appended as each
 * deal finishes, and read back by a re-run, which solves only the deals without a valid
 * record. The file is only ever appended to: lines a run cannot use stay where they are.
 */
import { createReadStream } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { createInterface } from "node:readline";
import { CliFailure, malformed } from "./failure.js";
import { fileName, fileProblem } from "./files.js";
import { type CliIo, writeLine } from "./io.js";
import type { DealRecord, Player } from "./solve-worker.js";
import { inShard, type Shard, shardName } from "./winrate-shards.js";

/** Which records a run can use: its game, its player, its deals (of its shard). */
export interface RunKey {
  readonly game: string;
  readonly player: Player;
  readonly first: number;
  readonly last: number;
  /** The run's share of the range (winrate-shards.ts); absent: the whole range. */
  readonly shard?: Shard;
}

/** Why a line of the file is not used, in the order the checks are made. */
export type SkipReason =
  | "not JSON"
  | "not a record"
  | "another game or player"
  | "outside"
  | "repeated";

const RESULTS: readonly unknown[] = ["won", "lost", "unknown"];
const PLAYERS: readonly unknown[] = [undefined, "open", "fair"];

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;

/** Whether a parsed line has a record's shape: a deal, a result, its nodes and time. */
export function isDealRecord(value: unknown): value is DealRecord {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.game === "string" &&
    Number.isSafeInteger(record.deal) &&
    PLAYERS.includes(record.player) &&
    RESULTS.includes(record.result) &&
    isCount(record.nodes) &&
    isCount(record.ms)
  );
}

/** The record `line` holds for one of the run's deals, or why it holds none. */
function recordOf(
  line: string,
  run: RunKey,
  done: ReadonlyMap<number, DealRecord>,
): DealRecord | SkipReason {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return "not JSON";
  }
  if (!isDealRecord(value)) return "not a record";
  // Records written before the fair player existed have no player: they are the solver's.
  if (value.game !== run.game || (value.player ?? "open") !== run.player) {
    return "another game or player";
  }
  if (value.deal < run.first || value.deal > run.last) return "outside";
  if (run.shard && !inShard(value.deal, run.first, run.shard)) return "outside";
  if (done.has(value.deal)) return "repeated";
  return value;
}

export interface Resumed {
  /** The run's deals that have a valid record, with the first such record of each. */
  readonly done: ReadonlyMap<number, DealRecord>;
  /** The lines not used, counted by reason. */
  readonly skipped: ReadonlyMap<SkipReason, number>;
  /** The file ends inside a line (an interrupted write): the next record starts a new one. */
  readonly cutShort: boolean;
}

/**
 * Hands each line of a records file that is not blank to `use`, with its number (from
 * 1); true when the file ends inside a line (an interrupted write). `option` names the
 * file in a message saying it cannot be read.
 */
export async function eachLine(
  file: string,
  option: string,
  use: (line: string, number: number) => void,
): Promise<boolean> {
  let cutShort = false;
  let number = 0;
  try {
    const stream = createReadStream(file, { encoding: "utf8" });
    stream.on("data", (chunk) => {
      cutShort = typeof chunk === "string" && !chunk.endsWith("\n");
    });
    for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
      number++;
      if (line.trim() !== "") use(line, number);
    }
  } catch (error) {
    if (error instanceof CliFailure) throw error;
    throw malformed(`cannot read ${option} ${fileName(file)}: ${fileProblem(error)}`);
  }
  return cutShort;
}

/** Reads back a file of records, which may be half written or hold lines of other runs. */
export async function readRecords(file: string, run: RunKey): Promise<Resumed> {
  const done = new Map<number, DealRecord>();
  const skipped = new Map<SkipReason, number>();
  const cutShort = await eachLine(file, "--out", (line) => {
    const record = recordOf(line, run, done);
    if (typeof record === "string") skipped.set(record, (skipped.get(record) ?? 0) + 1);
    else done.set(record.deal, record);
  });
  return { done, skipped, cutShort };
}

/** One line for stderr on the lines a resumed run did not use, or null when it used all. */
export function skippedNote(file: string, run: RunKey, skipped: Resumed["skipped"]): string | null {
  const total = [...skipped.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const named: Record<SkipReason, string> = {
    "not JSON": "not JSON",
    "not a record": "with no valid record",
    "another game or player": "for another game or player",
    outside: `outside ${run.first}..${run.last}${run.shard ? ` shard ${shardName(run.shard)}` : ""}`,
    repeated: "repeating a recorded deal",
  };
  const parts = [...skipped].map(([reason, count]) => `${count} ${named[reason]}`);
  return `--out ${fileName(file)}: skipped ${total} ${total === 1 ? "line" : "lines"} (${parts.join(", ")}); deals without a valid record are solved`;
}

/**
 * The --out file, open for appending from before the first deal is solved, so that a
 * file that cannot be written stops the run before any work. Each record is written
 * as its deal finishes, straight to the file.
 */
export class RecordsFile {
  private separator: string;

  private constructor(
    readonly file: string,
    private readonly handle: FileHandle,
    /** Whether the file is a plain file, which a re-run can read back. */
    readonly regular: boolean,
  ) {
    this.separator = "";
  }

  static async open(file: string): Promise<RecordsFile> {
    let handle: FileHandle;
    try {
      handle = await open(file, "a");
    } catch (error) {
      throw malformed(`cannot write --out ${fileName(file)}: ${fileProblem(error)}`);
    }
    const regular = (await handle.stat()).isFile();
    return new RecordsFile(file, handle, regular);
  }

  /** The first record written goes on a line of its own, after a half-written one. */
  startNewLine(): void {
    this.separator = "\n";
  }

  async append(record: DealRecord): Promise<void> {
    try {
      await this.handle.appendFile(`${this.separator}${JSON.stringify(record)}\n`);
    } catch (error) {
      throw malformed(`cannot write --out ${fileName(this.file)}: ${fileProblem(error)}`);
    }
    this.separator = "";
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}

/**
 * The run's deals already recorded in `out`, when it is a plain file that can be read
 * back; the lines it cannot use are counted on stderr. The map grows with the run.
 */
export async function resumed(
  out: RecordsFile,
  run: RunKey,
  io: Pick<CliIo, "stderr">,
): Promise<Map<number, DealRecord>> {
  if (!out.regular) return new Map();
  const { done, skipped, cutShort } = await readRecords(out.file, run);
  if (cutShort) out.startNewLine();
  const note = skippedNote(out.file, run, skipped);
  if (note !== null) writeLine(io.stderr, `patience: ${note}`);
  return new Map(done);
}
