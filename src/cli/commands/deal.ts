/** `patience deal GAME [--deal N]`: the starting position of a deal. */
import { randomInt } from "node:crypto";
import {
  dealNumbersOf,
  dealPosition,
  MAX_DEAL,
  MIN_DEAL,
  positionToText,
} from "../../engine/index.js";
import { dealNumberArg, gameArg, readArgs } from "../args.js";
import type { Command } from "../command.js";
import { EXIT, malformed } from "../failure.js";
import { GAME_LIST } from "../help.js";
import { writeLine } from "../io.js";

export const deal: Command = {
  name: "deal",
  usage: ["GAME [--deal N]"],
  summary: "print the starting position of a deal",
  details: `The position is written as one line of JSON. Without --deal a random deal is
chosen, and its number is written to stderr ("deal N") so that it can be played again.
Deal numbers are shared: the same GAME and N give the same position on every machine,
in the browser and here.

Options:
  --deal N    the deal number, a whole number from ${MIN_DEAL} to ${MAX_DEAL}, or in the
              game's own range where the list below gives one (or --deal=N)
  -h, --help  show this help

${GAME_LIST}

Examples:
  patience deal penguin-tuxedo --deal 1
  patience deal spiderette > start.json
`,
  async run(args, io) {
    const { values, positionals } = readArgs("deal", args, { deal: { type: "string" } });
    if (positionals.length === 0) throw malformed("deal needs a GAME (see: patience help deal)");
    if (positionals.length > 1) {
      throw malformed(`deal takes one GAME, not ${positionals.length} arguments`);
    }
    const rules = gameArg(positionals[0]);
    let n: number;
    if (values.deal === undefined) {
      const { first, last } = dealNumbersOf(rules);
      n = randomInt(first, last + 1);
      writeLine(io.stderr, `deal ${n}`);
    } else {
      n = dealNumberArg(values.deal, rules);
    }
    writeLine(io.stdout, positionToText(dealPosition(rules, n)));
    return EXIT.ok;
  },
};
