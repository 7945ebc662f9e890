/** `patience apply [FILE] MOVE`: the position after one move, or why the move is refused. */
import {
  excerpt,
  explain,
  type Move,
  type Position,
  positionToText,
  tryMove,
} from "../../engine/index.js";
import { readArgs } from "../args.js";
import { runBatch } from "../batch.js";
import type { Command } from "../command.js";
import { EXIT, malformed, refused } from "../failure.js";
import { BATCH_RULES } from "../help.js";
import { parseJson, positionFromText, readInput, toMove, toPosition } from "../input.js";
import { writeLine } from "../io.js";

function moved(position: Position, move: Move): Position {
  const result = tryMove(position, move);
  if (!result.ok) throw refused(`illegal move: ${explain(position, move, result.refusal)}`);
  return result.position;
}

const LINE_SHAPE = 'a batch line is {"position": P, "move": M}';

/** One `--jsonl` line: `{"position": P, "move": M}`. */
function applyLine(line: string): string {
  const value = parseJson(line, "the line");
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw malformed(LINE_SHAPE);
  }
  for (const key of Object.keys(value)) {
    if (key !== "position" && key !== "move")
      throw malformed(`unknown key ${excerpt(key)}: ${LINE_SHAPE}`);
  }
  if (!("position" in value) || !("move" in value)) {
    throw malformed(`"position" or "move" is missing: ${LINE_SHAPE}`);
  }
  const position = toPosition(value.position);
  return positionToText(moved(position, toMove(value.move, position.rules)));
}

export const apply: Command = {
  name: "apply",
  usage: ["[FILE] MOVE", "--jsonl"],
  summary: "make a move and print the new position",
  details: `MOVE is a JSON move such as '{"from":"tableau:3","to":"foundation:0","count":1}'
(count is the number of cards that leave "from"). The position is read from FILE, or
from stdin when only MOVE is given or FILE is "-". The new position is written as one
line of JSON; what the rules make automatic (turning up a card, a completed run leaving)
is part of the move. An illegal move writes nothing but the reason, and exits with 1.

Options:
  --jsonl     batch mode: one {"position": P, "move": M} per line on stdin, one
              position per line out
  -h, --help  show this help

${BATCH_RULES}

Examples:
  patience apply start.json '{"from":"tableau:0","to":"cell:0","count":1}'
  patience deal penelopes-web --deal 7 | patience apply '{"from":"tableau:0","to":"tableau:1","count":1}'
  patience apply --jsonl < requests.jsonl
`,
  async run(args, io) {
    const { values, positionals } = readArgs("apply", args, { jsonl: { type: "boolean" } });
    if (values.jsonl) {
      if (positionals.length > 0) {
        throw malformed("apply --jsonl reads stdin and takes no FILE or MOVE");
      }
      return runBatch(io, applyLine);
    }
    if (positionals.length === 0) throw malformed("apply needs a MOVE (see: patience help apply)");
    if (positionals.length > 2) {
      throw malformed(`apply takes FILE and MOVE, not ${positionals.length} arguments`);
    }
    const [file, moveText] = positionals.length === 2 ? positionals : [undefined, positionals[0]];
    // The move's JSON is checked first, so a typo is reported without waiting on stdin.
    const moveValue = parseJson(moveText, "the move");
    const position = positionFromText(await readInput(io, file));
    writeLine(io.stdout, positionToText(moved(position, toMove(moveValue, position.rules))));
    return EXIT.ok;
  },
};
