/** `patience solve [FILE] | --game GAME --deal N`: can this position still be won? */
import { dealPosition, excerpt, moveToJson, type Position } from "../../engine/index.js";
import { type SolveResult, solve as search } from "../../solver/index.js";
import { dealNumberArg, gameArg, readArgs } from "../args.js";
import { runBatch } from "../batch.js";
import type { Command } from "../command.js";
import { EXIT, malformed } from "../failure.js";
import { BATCH_RULES, GAME_LIST } from "../help.js";
import { positionFromText, readInput } from "../input.js";
import { writeLine } from "../io.js";
import { SolverPair } from "../solver-pair.js";

export const DEFAULT_BUDGET_MS = 10_000;

/** A budget flag: a whole number above zero. */
export function budgetArg(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^[0-9]+$/.test(text) || n < 1 || !Number.isSafeInteger(n)) {
    throw malformed(`--${name} must be a whole number above 0, not ${excerpt(text)}`);
  }
  return n;
}

export interface Budget {
  readonly budgetMs: number;
  readonly budgetNodes: number | undefined;
}

/** The answer line of a search of `position`: `{"result": ..., "moves": [...], "nodes": N, "ms": T}`. */
const answerText = (position: Position, { result, moves, nodes, ms }: SolveResult): string =>
  JSON.stringify({
    result,
    moves: moves.map((move) => moveToJson(position.rules, move)),
    nodes,
    ms: Math.round(ms),
  });

/**
 * Answers with the solver on one core, or beside another search on a second core
 * (`pair`) when there is one.
 */
async function solveText(position: Position, budget: Budget, pair: SolverPair | null) {
  const found = pair
    ? await pair.solve(position, { budgetMs: budget.budgetMs })
    : search(position, budget);
  return answerText(position, found);
}

function dealOf(game: string | undefined, deal: string | undefined, files: string[]): Position {
  if (game === undefined || deal === undefined) {
    throw malformed("solve needs both --game and --deal (see: patience help solve)");
  }
  if (files.length > 0) throw malformed("solve takes a FILE or --game/--deal, not both");
  const rules = gameArg(game);
  return dealPosition(rules, dealNumberArg(deal, rules));
}

export const solve: Command = {
  name: "solve",
  usage: ["[FILE]", "--game GAME --deal N", "--jsonl"],
  summary: "search for a win: won, lost or unknown",
  details: `Searches the open game (every card known, the stock's order included) from the
position in FILE (or stdin), or from deal N of GAME. The answer is one line of JSON:
{"result": "won" | "lost" | "unknown", "moves": [...], "nodes": N, "ms": T}.
"won" comes with the moves that win from the position; "lost" is said only after a
complete search, so no sequence of moves wins; "unknown" means the budget ran out.
On a machine of two cores or more, a budget of time alone (the default) is spent on
both: a second core runs some of the solver's searches, which the solver leaves to it,
the first to decide answers, and N counts the positions searched on both. With
--budget-nodes the search stays on one core, so that its answer repeats.

Options:
  --game GAME         with --deal, solve that deal instead of reading a position
  --deal N            the deal number
  --budget-ms T       give up after T milliseconds (default ${DEFAULT_BUDGET_MS}, none with
                      --budget-nodes alone)
  --budget-nodes N    give up after N searched positions (the answer is then repeatable)
  --jsonl             batch mode: one position per line on stdin, one result per line out
  -h, --help          show this help

${BATCH_RULES}

${GAME_LIST}

Examples:
  patience solve --game penguin-tuxedo --deal 1
  patience deal penelopes-web --deal 7 | patience solve --budget-ms 2000
  patience solve --jsonl < positions.jsonl
`,
  async run(args, io) {
    const { values, positionals } = readArgs("solve", args, {
      game: { type: "string" },
      deal: { type: "string" },
      "budget-ms": { type: "string" },
      "budget-nodes": { type: "string" },
      jsonl: { type: "boolean" },
    });
    const budgetNodes = budgetArg("budget-nodes", values["budget-nodes"]);
    // A budget of positions alone has no time limit, so that its answer repeats on any
    // machine, however busy.
    const budget: Budget = {
      budgetMs:
        budgetArg("budget-ms", values["budget-ms"]) ??
        (budgetNodes === undefined ? DEFAULT_BUDGET_MS : Number.POSITIVE_INFINITY),
      budgetNodes,
    };
    if (positionals.length > 1) {
      throw malformed(`solve takes at most one FILE, not ${positionals.length} arguments`);
    }
    const fromDeal = values.game !== undefined || values.deal !== undefined;
    if (values.jsonl && (positionals.length > 0 || fromDeal)) {
      throw malformed("solve --jsonl reads stdin and takes no FILE, --game or --deal");
    }
    // Batch mode reads its positions line by line, below.
    const position = values.jsonl
      ? null
      : fromDeal
        ? dealOf(values.game, values.deal, positionals)
        : positionFromText(await readInput(io, positionals[0]));
    const pair = budget.budgetNodes === undefined && io.threads > 1 ? new SolverPair() : null;
    try {
      if (position === null) {
        return await runBatch(io, (line) => solveText(positionFromText(line), budget, pair));
      }
      writeLine(io.stdout, await solveText(position, budget, pair));
      return EXIT.ok;
    } finally {
      await pair?.close();
    }
  },
};
