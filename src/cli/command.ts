/** What a command of the `patience` command line is; commands.ts lists them. */
import type { CliIo } from "./io.js";

export interface Command {
  readonly name: string;
  /** Argument patterns after the name, one per way of calling it ("GAME [--deal N]"). */
  readonly usage: readonly string[];
  /** One line for the command overview. */
  readonly summary: string;
  /** The body of `patience help NAME`: what it does, options, examples. */
  readonly details: string;
  /** Runs with the arguments after the name; returns the exit status or throws a CliFailure. */
  run(args: readonly string[], io: CliIo): Promise<number>;
}
