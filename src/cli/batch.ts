/** `--jsonl` batch mode: one answer line per input line, failures included, as lines arrive. */
import { CliFailure, EXIT } from "./failure.js";
import { type CliIo, writeLine } from "./io.js";

/**
 * Answers every non-blank stdin line with one stdout line: `answer`'s text, or
 * `{"error": ...}` when it fails. Blank lines carry nothing and are skipped. The
 * status is the highest a failed line would have had on its own (0 when none failed).
 */
export async function runBatch(
  io: CliIo,
  answer: (line: string) => string | Promise<string>,
): Promise<number> {
  let status: number = EXIT.ok;
  for await (const line of io.lines()) {
    if (line.trim() === "") continue;
    try {
      writeLine(io.stdout, await answer(line));
    } catch (error) {
      if (!(error instanceof CliFailure)) throw error;
      writeLine(io.stdout, JSON.stringify({ error: error.message }));
      status = Math.max(status, error.status);
    }
  }
  return status;
}
