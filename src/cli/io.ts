/** The command line's streams, bundled so that tests can run `main` in-process. */
import { availableParallelism } from "node:os";
import { createInterface } from "node:readline";

export interface Writer {
  write(text: string): unknown;
}

export interface CliIo {
  /** All of stdin, once it has ended. */
  readAll(): Promise<string>;
  /** Stdin line by line, each as soon as it arrives (batch mode answers before the end). */
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
    lines: () => createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY }),
    stdout: process.stdout,
    stderr: process.stderr,
    threads: availableParallelism(),
  };
}
