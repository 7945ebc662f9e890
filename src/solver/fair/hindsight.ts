/**
 * Moves judged in hindsight: each legal move is played in every sampled layout of the
 * unseen cards, and each layout after it solved; the move after which most layouts can
 * still be won is the one to play. Where most layouts are won, this asks the question a
 * player asks ("after which move is the game most likely still winnable?"), where the
 * first move of whatever win each layout's solve happened to find does not: many moves
 * keep a win, and the solver names one of them at random, so the votes scatter.
 */
import { play } from "../../engine/apply.js";
import type { Move } from "../../engine/move.js";
import { legalMoves } from "../../engine/moves.js";
import { isWon, type Position } from "../../engine/position.js";
import { isPileShuffle } from "../../engine/status.js";
import type { SolveResult } from "../schedule/solve.js";

/** What a layout left undecided within the budget counts for, against 1 for a win. */
const UNDECIDED_WORTH = 0.25;

export interface Judged {
  readonly move: Move;
  /** The move, then a win of one layout after it (the move alone where none was won). */
  readonly line: readonly Move[];
  /** The layout `line` wins in, or null where no layout was won after the move. */
  readonly layout: Position | null;
  /** Layouts won after the move. */
  readonly wins: number;
  /** The wins, and each layout left undecided counting `UNDECIDED_WORTH`. */
  readonly score: number;
}

export interface HindsightQuestion {
  /** The sampled layouts, all consistent with one view; they share its legal moves. */
  readonly layouts: readonly Position[];
  readonly solve: (position: Position) => SolveResult;
  /** Moves not to consider (into a position already passed through). */
  readonly skip: (move: Move) => boolean;
  /** Ties go to the higher preference (the sampled wins' votes). */
  readonly preference: (move: Move) => number;
  /** Checked before each solve: true gives up, and the answer is null. */
  readonly stop?: () => boolean;
}

/**
 * The move judged best in hindsight, or null when there is none or time ran out.
 *
 * The moves are judged in the order of their preference (then as `legalMoves` lists
 * them), so the first move to reach the best score is the one the ties give. That lets
 * the judging stop early without changing the answer: once a move keeps every layout
 * won no later move can beat it, and a move is left as soon as the layouts still to
 * solve could not lift it above the best so far. Most positions have many moves that
 * keep every layout won, so most decisions solve a few layouts per move tried instead
 * of every layout after every move.
 */
export function judgeInHindsight(question: HindsightQuestion): Judged | null {
  const { layouts, solve, skip, preference, stop } = question;
  const [first] = layouts;
  if (!first) return null;
  const ranked = legalMoves(first)
    .filter((move) => !isPileShuffle(first, move) && !skip(move))
    .map((move) => ({ move, preference: preference(move) }))
    .sort((a, b) => b.preference - a.preference);
  let best: Judged | null = null;
  for (const { move } of ranked) {
    if (best && best.score === layouts.length) break;
    const judged = judgeMove(move, layouts, solve, stop, best?.score ?? -1);
    if (judged === "stopped") return null;
    if (judged && (!best || judged.score > best.score)) best = judged;
  }
  return best;
}

/**
 * `move` judged over `layouts`; null as soon as it cannot score above `toBeat`, and
 * "stopped" where `stop` gave up.
 */
function judgeMove(
  move: Move,
  layouts: readonly Position[],
  solve: (position: Position) => SolveResult,
  stop: (() => boolean) | undefined,
  toBeat: number,
): Judged | null | "stopped" {
  let wins = 0;
  let undecided = 0;
  let line: readonly Move[] = [move];
  let wonIn: Position | null = null;
  for (const [index, layout] of layouts.entries()) {
    const atMost = wins + UNDECIDED_WORTH * undecided + (layouts.length - index);
    if (atMost <= toBeat) return null;
    if (stop?.()) return "stopped";
    const after = play(layout, move);
    const result: SolveResult = isWon(after)
      ? { result: "won", moves: [], nodes: 0, ms: 0 }
      : solve(after);
    if (result.result === "won") {
      wins++;
      if (!wonIn) [line, wonIn] = [[move, ...result.moves], layout];
    } else if (result.result === "unknown") undecided++;
  }
  return { move, line, layout: wonIn, wins, score: wins + UNDECIDED_WORTH * undecided };
}
