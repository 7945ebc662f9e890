/** Help texts, built from the command table so that every command listed exists. */
import { dealNumbersOf, MAX_DEAL, MIN_DEAL } from "../engine/index.js";
import { GAMES } from "../games/index.js";
import type { Command } from "./command.js";

/** Rows of two columns, the first padded to a common width. */
const table = (rows: readonly (readonly [string, string])[]): string => {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`).join("\n");
};

/** A game's name, with its deal numbers where they are not the usual ones. */
function gameLine(game: (typeof GAMES)[number]): string {
  const { first, last } = dealNumbersOf(game);
  const own = first !== MIN_DEAL || last !== MAX_DEAL;
  return own ? `${game.name} (deals ${first} to ${last})` : game.name;
}

export const GAME_LIST = `Games:\n${table(GAMES.map((game) => [game.id, gameLine(game)]))}`;

const EXIT_STATUS = `Exit status:
${table([
  ["0", "success"],
  ["1", "refused by the rules: an illegal move (the message says why)"],
  ["2", "malformed input: bad JSON, invalid position or move, unknown game or command, bad flag"],
])}
Failures write nothing to stdout; their message goes to stderr.`;

/** What every `--jsonl` batch promises, for the commands' help. */
export const BATCH_RULES = `Each line is answered as soon as it is read, with exactly one line; a line that
fails is answered {"error": "..."} and the batch goes on. Blank lines are skipped.
The exit status is the highest any line would have had on its own (0 if none failed).`;

export function overview(commands: readonly Command[]): string {
  return `patience: solitaire games with exact rules, on the command line.
Positions and moves are JSON in the interchange format, format 1.

Usage:
  patience COMMAND [ARGUMENTS]
  patience help [COMMAND]
  patience --version

Commands:
${table(commands.map((command) => [`${command.name} ${command.usage[0]}`, command.summary]))}

Options:
${table([
  ["-h, --help", "show this help; after a command, that command's help"],
  ["--version", "print the version"],
])}

${GAME_LIST}

${EXIT_STATUS}

Example:
  patience deal penguin-tuxedo --deal 1 | patience moves
`;
}

export function commandHelp(command: Command): string {
  const usage = command.usage
    .map((pattern, i) => `${i === 0 ? "Usage: " : "       "}patience ${command.name} ${pattern}`)
    .join("\n");
  return `${usage}

${command.summary[0].toUpperCase()}${command.summary.slice(1)}.

${command.details}
${EXIT_STATUS}
`;
}
