/** Runs `main` in-process with stdin given as text or fed line by line, capturing the output. */

import { type CliIo, readLines } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

export interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

/** Stdin lines handed over one at a time, as a pipe would deliver them. */
export class LineFeed implements AsyncIterable<string> {
  private readonly queued: string[] = [];
  private ended = false;
  private wake: (() => void) | null = null;

  push(line: string): void {
    this.queued.push(line);
    this.wake?.();
  }

  end(): void {
    this.ended = true;
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<string> {
    for (;;) {
      const line = this.queued.shift();
      if (line !== undefined) yield line;
      else if (this.ended) return;
      else await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}

export interface Capture {
  io: CliIo;
  stdout(): string;
  stderr(): string;
}

export function capture(stdin: string | LineFeed = ""): Capture {
  let out = "";
  let err = "";
  // Text stdin is cut into lines as the real stdin is.
  const lines = (): AsyncIterable<string> =>
    typeof stdin === "string"
      ? readLines(
          (async function* () {
            yield stdin;
          })(),
        )
      : stdin;
  return {
    io: {
      readAll: async () => (typeof stdin === "string" ? stdin : ""),
      lines,
      stdout: { write: (text: string) => (out += text) },
      stderr: { write: (text: string) => (err += text) },
      threads: 1,
    },
    stdout: () => out,
    stderr: () => err,
  };
}

export async function run(argv: readonly string[], stdin: string = ""): Promise<Run> {
  const captured = capture(stdin);
  const status = await main(argv, captured.io);
  return { status, stdout: captured.stdout(), stderr: captured.stderr() };
}

/** The output lines, without the final newline's empty remainder. */
export const linesOf = (text: string): string[] => text.split("\n").slice(0, -1);
