/**
 * The `patience` command line (interchange.md, "The command line"): finds the command
 * in the table and runs it; a failure becomes a `patience: ` message on stderr and its
 * exit status, with nothing on stdout.
 */
import { excerpt } from "../engine/index.js";
import { COMMANDS, commandNamed } from "./commands.js";
import { CliFailure, EXIT, malformed } from "./failure.js";
import { commandHelp, overview } from "./help.js";
import { type CliIo, processIo, writeLine } from "./io.js";
import { packageVersion } from "./version.js";

export type { CliIo } from "./io.js";

export async function main(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    if (!(error instanceof CliFailure)) throw error;
    writeLine(io.stderr, `patience: ${error.message}`);
    return error.status;
  }
}

async function dispatch(argv: readonly string[], io: CliIo): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) throw malformed("a COMMAND is missing (see: patience --help)");
  if (first === "help" || first === "--help" || first === "-h") return help(rest, io);
  if (first === "--version") {
    if (rest.length > 0) throw malformed("--version takes no arguments");
    writeLine(io.stdout, await packageVersion());
    return EXIT.ok;
  }
  const command = commandNamed(first);
  if (!command) throw unknown(first);
  if (asksForHelp(rest)) {
    io.stdout.write(commandHelp(command));
    return EXIT.ok;
  }
  return command.run(rest, io);
}

function help(args: readonly string[], io: CliIo): number {
  if (args.length > 1) throw malformed("help takes at most one COMMAND");
  if (args.length === 0) {
    io.stdout.write(overview(COMMANDS));
    return EXIT.ok;
  }
  const command = commandNamed(args[0]);
  if (!command) throw unknown(args[0]);
  io.stdout.write(commandHelp(command));
  return EXIT.ok;
}

function unknown(word: string): CliFailure {
  if (word.startsWith("-")) {
    return malformed(
      `unknown option ${excerpt(word)}; a COMMAND comes first (see: patience --help)`,
    );
  }
  const names = [...COMMANDS.map((command) => command.name), "help"].join(", ");
  return malformed(`unknown command ${excerpt(word)}; the commands are: ${names}`);
}

/** `--help` or `-h` anywhere among a command's options (not after `--`). */
function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf("--");
  const options = end < 0 ? args : args.slice(0, end);
  return options.includes("--help") || options.includes("-h");
}
