/** Reading a command's arguments, and the argument kinds several commands share. */
import { type ParseArgsConfig, parseArgs } from "node:util";
import { dealNumbersOf, type GameRules, isDealNumberOf } from "../engine/index.js";
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
    // Node's wording, on one line; its advice for unknown options does not fit here.
    const reason = error instanceof Error ? error.message.replace(/\s*\n\s*/g, " ") : String(error);
    const unknown = /^Unknown option '([^']*)'/.exec(reason);
    throw malformed(
      `${unknown ? `unknown option "${unknown[1]}"` : reason} (see: patience help ${command})`,
    );
  }
}

export function gameArg(id: string): GameRules {
  const rules = gameById(id);
  if (!rules) throw malformed(`unknown game "${id}"; the games are: ${GAME_IDS.join(", ")}`);
  return rules;
}

/** A deal number of `rules` as typed: digits only, so that "1.5", "1e3" and "-1" are refused. */
export function dealNumberArg(text: string, rules: GameRules): number {
  const n = Number(text);
  if (!/^[0-9]+$/.test(text) || !isDealNumberOf(rules, n)) {
    const { first, last } = dealNumbersOf(rules);
    throw malformed(
      `a deal number of ${rules.id} is a whole number from ${first} to ${last}, not "${text}"`,
    );
  }
  return n;
}
