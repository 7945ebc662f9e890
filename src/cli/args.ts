/** Reading a command's arguments, and the argument kinds several commands share. */
import { type ParseArgsConfig, parseArgs } from "node:util";
import { dealNumbersOf, excerpt, type GameRules, isDealNumberOf } from "../engine/index.js";
import { GAME_IDS, gameById } from "../games/index.js";
import { malformed } from "./failure.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** `parseArgs`, strict, with its complaints turned into malformed-input failures. */
export function readArgs<const O extends Options>(
  command: string,
  args: readonly string[],
  options: O,
) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: true });
  } catch (error) {
    throw malformed(`${argsProblem(error)} (see: patience help ${command})`);
  }
}

/**
 * Node's complaint in our words. Its messages name the command's own options, which are
 * safe to repeat, and an unknown option as typed, which is quoted in an excerpt.
 */
function argsProblem(error: unknown): string {
  const reason = error instanceof Error ? error.message.replace(/\s*\n\s*/g, " ") : String(error);
  if ((error as NodeJS.ErrnoException).code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    const unknown = /^Unknown option '(.*?)'\. To specify a positional argument/s.exec(reason);
    return unknown ? `unknown option ${excerpt(unknown[1])}` : "unknown option";
  }
  const option = /^Option '(--[a-z-]+)/.exec(reason)?.[1];
  if (option === undefined) return reason;
  if (reason.includes("argument missing")) return `${option} needs a value`;
  if (reason.includes("ambiguous")) {
    return `${option} needs a value, and the next argument starts with "-" (a value that does is written ${option}=VALUE)`;
  }
  if (reason.includes("does not take an argument")) return `${option} takes no value`;
  return reason;
}

export function gameArg(id: string): GameRules {
  const rules = gameById(id);
  if (!rules) throw malformed(`unknown game ${excerpt(id)}; the games are: ${GAME_IDS.join(", ")}`);
  return rules;
}

/** A deal number of `rules` as typed: digits only, so that "1.5", "1e3" and "-1" are refused. */
export function dealNumberArg(text: string, rules: GameRules): number {
  const n = Number(text);
  if (!/^[0-9]+$/.test(text) || !isDealNumberOf(rules, n)) {
    const { first, last } = dealNumbersOf(rules);
    throw malformed(
      `a deal number of ${rules.id} is a whole number from ${first} to ${last}, not ${excerpt(text)}`,
    );
  }
  return n;
}
