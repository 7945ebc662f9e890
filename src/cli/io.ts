/** The command line's streams, bundled so that tests can run `main` in-process. */
import { availableParallelism } from "node:os";
import { StringDecoder } from "node:string_decoder";

export interface Writer {
  write(text: string): unknown;
}

export interface CliIo {
  /** All of stdin, once it has ended. */
  readAll(): Promise<string>;
  /**
   * Stdin line by line, each as soon as it arrives (batch mode answers before the end).
   * A line ends at "\n" alone, as `wc -l` counts them; a "\r" before it is dropped.
   */
  lines(): AsyncIterable<string>;
  readonly stdout: Writer;
  readonly stderr: Writer;
  /**
   * How many threads a command may keep busy at once: the machine's cores. (1 where
   * `main` runs in-process from the TypeScript sources, which no worker thread can load.)
   */
  readonly threads: number;
}

export const writeLine = (writer: Writer, text: string): void => {
  writer.write(`${text}\n`);
};

/** The real process streams. */
export function processIo(): CliIo {
  // A reader that stops early (`patience moves --jsonl | head -1`) is not an error.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(process.exitCode ?? 0);
  });
  return {
    async readAll() {
      if (process.stdin.isTTY) {
        writeLine(process.stderr, "patience: reading a position from stdin; end it with Ctrl-D");
      }
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString("utf8");
    },
    lines: () => readLines(process.stdin),
    stdout: process.stdout,
    stderr: process.stderr,
    threads: availableParallelism(),
  };
}

/**
 * The lines of a byte stream, each as soon as its "\n" arrives. (Node's readline also
 * ends a line at a lone "\r", so binary input would get more answers than it has lines.)
 */
export async function* readLines(input: AsyncIterable<Buffer | string>): AsyncIterable<string> {
  const decoder = new StringDecoder("utf8");
  // The pieces of the line being read: a long line is joined once, when it ends.
  let pieces: string[] = [];
  const line = (last: string): string => {
    const whole = pieces.join("") + last;
    pieces = [];
    return whole.endsWith("\r") ? whole.slice(0, -1) : whole;
  };
  for await (const chunk of input) {
    const text = typeof chunk === "string" ? chunk : decoder.write(chunk);
    let start = 0;
    for (let end = text.indexOf("\n"); end >= 0; end = text.indexOf("\n", start)) {
      yield line(text.slice(start, end));
      start = end + 1;
    }
    if (start < text.length) pieces.push(text.slice(start));
  }
  const rest = decoder.end();
  if (pieces.length > 0 || rest !== "") yield line(rest);
}
