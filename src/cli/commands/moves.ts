/** `patience moves [FILE]`: the canonical list of legal moves of a position. */
import { legalMoves, moveToJson, type Position } from "../../engine/index.js";
import { readArgs } from "../args.js";
import { runBatch } from "../batch.js";
import type { Command } from "../command.js";
import { EXIT, malformed } from "../failure.js";
import { BATCH_RULES } from "../help.js";
import { positionFromText, readInput } from "../input.js";
import { writeLine } from "../io.js";

const movesText = (position: Position): string =>
  JSON.stringify(legalMoves(position).map((move) => moveToJson(position.rules, move)));

export const moves: Command = {
  name: "moves",
  usage: ["[FILE]", "--jsonl"],
  summary: "list the legal moves of a position",
  details: `The position is read from FILE, or from stdin when FILE is left out or is "-".
The answer is one JSON array: every legal move once, in canonical order; of several
empty piles that follow the same rules only the first is listed. A move looks like
{"from":"tableau:3","to":"foundation:0","count":1}; a deal from the stock onto every
tableau pile is {"from":"stock","to":"tableau","count":7}.

Options:
  --jsonl     batch mode: one position per line on stdin, one JSON array per line out
  -h, --help  show this help

${BATCH_RULES}

Examples:
  patience deal penguin-tuxedo --deal 1 | patience moves
  patience moves start.json
  patience moves --jsonl < positions.jsonl
`,
  async run(args, io) {
    const { values, positionals } = readArgs("moves", args, { jsonl: { type: "boolean" } });
    if (values.jsonl) {
      if (positionals.length > 0) throw malformed("moves --jsonl reads stdin and takes no FILE");
      return runBatch(io, (line) => movesText(positionFromText(line)));
    }
    if (positionals.length > 1) {
      throw malformed(`moves takes at most one FILE, not ${positionals.length} arguments`);
    }
    writeLine(io.stdout, movesText(positionFromText(await readInput(io, positionals[0]))));
    return EXIT.ok;
  },
};
