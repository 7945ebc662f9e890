/**
 * The fair player: hints and whole games from what the player can see. It never gets
 * the real position, only a `PlayerView` (unseen.ts), so it cannot read a face-down
 * card or the stock's order. It lays the unseen cards out at random a few times
 * (seeded) and solves each with a budget; but first, where the stock can be looked through
 * at no cost, it looks (look-through.ts). Where most layouts are won, it judges each
 * move in hindsight (hindsight.ts): the one after which most layouts can still be won.
 * Otherwise it picks the move that begins a win most often; with no sampled win, or
 * when the win begins by dealing while a move in sight still gains something, it plays
 * the planner's line (heuristic.ts). Over a whole game (playFair), and from one Hint to
 * the next, it keeps a line while the cards that turn up agree with its layout and no
 * other layout loses its win by the line's next move (kept-line.ts); it remembers the
 * stock once the waste has been turned back over (unseen.ts).
 */
import { play } from "../../engine/apply.js";
import { refusal } from "../../engine/legal.js";
import type { Move } from "../../engine/move.js";
import { isWon, type Position } from "../../engine/position.js";
import { mulberry32 } from "../../engine/random.js";
import { isStockMove, isStuck } from "../../engine/status.js";
import { solve } from "../schedule/solve.js";
import { PLAN_NODES, plannedLine } from "./heuristic.js";
import { judgeInHindsight } from "./hindsight.js";
import { FAIR_HINT_BUDGET } from "./hint-budget.js";
import { KeptLine } from "./kept-line.js";
import { lookThroughMove } from "./look-through.js";
import {
  arrangement,
  NOTHING_SEEN,
  type PlayerView,
  playerView,
  remember,
  viewKey,
} from "./unseen.js";

export interface FairOptions {
  /** Layouts of the unseen cards to try (one when nothing is hidden). Default: Hint's. */
  readonly samples?: number;
  /** The solver's budget per layout, in milliseconds. */
  readonly budgetMs?: number;
  /**
   * Time for the whole decision, all layouts together, in milliseconds: each layout
   * gets its share (unless budgetMs says otherwise), and no layout is begun after it.
   */
  readonly thinkMs?: number;
  /** The solver's budget per layout, in positions; with it alone the hint is deterministic. */
  readonly budgetNodes?: number;
  /** Memory per solve (the solver's maxMemoryEntries). */
  readonly maxMemoryEntries?: number;
  /** Seeds the layouts: the same view and seed give the same layouts. */
  readonly seed?: number;
  readonly shouldStop?: () => boolean;
  /** Positions the planner (heuristic.ts) looks ahead through when no layout is won. */
  readonly planNodes?: number;
  /** Keys (viewKey) of views already passed through, which the fallback avoids. */
  readonly visited?: ReadonlySet<string>;
}

export interface FairHint {
  /** A legal move of the position the view was taken from; null when there is none. */
  readonly move: Move | null;
  /**
   * How the move was chosen: it looks through the stock, it began sampled wins, it kept
   * the most layouts won (hindsight), by the heuristic, or it goes on with the line of
   * an earlier hint (kept-line.ts).
   */
  readonly basis:
    | "look-through"
    | "sampled-wins"
    | "hindsight"
    | "heuristic"
    | "kept-line"
    | "none";
  readonly samples: number;
  /**
   * Layouts the solver won, and how many of those wins began with `move` (in
   * hindsight: how many layouts were won after `move`; going on with a kept line: how
   * many of the layouts watching it are won after it).
   */
  readonly won: number;
  readonly votes: number;
  /** Layouts the solver proved lost. */
  readonly lost: number;
  /** The line `move` begins: a winning line of one layout, or the planner's line. */
  readonly line: readonly Move[];
  /** The sampled layout `line` was found in: a guess, never the real position. */
  readonly layout: Position | null;
}

/** As many layouts as Hint lays out. */
const DEFAULT_SAMPLES = FAIR_HINT_BUDGET.samples;
/** Used when the caller gives no budget at all, so that a hint always ends. */
const DEFAULT_NODES = 20_000;

/**
 * The solver's budget per layout that `options` give for `samples` layouts, its
 * `shouldStop` true once `thinkMs` from now have passed (or `options.shouldStop` is).
 */
function layoutBudget(options: FairOptions, samples: number, thinkMs: number | undefined) {
  const { shouldStop } = options;
  const budgetMs = options.budgetMs ?? (thinkMs === undefined ? undefined : thinkMs / samples);
  const deadline = thinkMs === undefined ? null : performance.now() + thinkMs;
  return {
    budgetMs,
    budgetNodes: options.budgetNodes ?? (budgetMs === undefined ? DEFAULT_NODES : undefined),
    maxMemoryEntries: options.maxMemoryEntries,
    shouldStop:
      deadline === null
        ? shouldStop
        : () => performance.now() > deadline || (shouldStop?.() ?? false),
  };
}

const moveId = (move: Move) => `${move.from}>${move.to}x${move.count}`;

export function fairHint(view: PlayerView, options: FairOptions = {}): FairHint {
  const look = lookThroughMove(view);
  if (look) {
    const none = { samples: 0, won: 0, votes: 0, lost: 0, layout: null };
    return { move: look, basis: "look-through", line: [look], ...none };
  }
  const random = mulberry32(options.seed ?? 1);
  const samples = view.unseen.length === 0 ? 1 : (options.samples ?? DEFAULT_SAMPLES);
  const budget = layoutBudget(options, samples, options.thinkMs);
  const stop = budget.shouldStop;
  const wins = new Map<
    string,
    { move: Move; votes: number; line: readonly Move[]; layout: Position }
  >();
  let won = 0;
  let lost = 0;
  let tried = 0;
  const layouts: Position[] = [];
  for (; tried < samples && !stop?.(); tried++) {
    const layout = arrangement(view, random);
    layouts.push(layout);
    const result = solve(layout, budget);
    if (result.result === "lost") lost++;
    if (result.result !== "won" || result.moves.length === 0) continue;
    won++;
    const id = moveId(result.moves[0]);
    const entry = wins.get(id);
    if (entry) entry.votes++;
    else wins.set(id, { move: result.moves[0], votes: 1, line: result.moves, layout });
  }
  let best: { move: Move; votes: number; line: readonly Move[]; layout: Position } | null = null;
  for (const entry of wins.values()) if (!best || entry.votes > best.votes) best = entry;
  const layout = layouts[0] ?? arrangement(view, random);
  const visited = options.visited;
  const passedThrough = (after: Position) =>
    visited?.has(viewKey(playerView(after, view.memory))) ?? false;
  if (tried >= 2 && won * 2 > tried) {
    const judged = judgeInHindsight({
      layouts,
      solve: (position) => solve(position, budget),
      skip: (move) => passedThrough(play(layout, move)),
      preference: (move) => wins.get(moveId(move))?.votes ?? 0,
      stop,
    });
    if (judged?.layout) {
      const { move, line, wins: votes } = judged;
      return {
        move,
        basis: "hindsight",
        samples: tried,
        won,
        votes,
        lost,
        line,
        layout: judged.layout,
      };
    }
  }
  // A sampled win that deals first knew the stock's order: while a move in sight still
  // gains something, a careful player makes it before dealing.
  const plan =
    best && !isStockMove(layout, best.move)
      ? []
      : plannedLine(layout, passedThrough, options.planNodes ?? PLAN_NODES);
  const dealsEarly = plan.length > 0 && !isStockMove(layout, plan[0]);
  if (best && !dealsEarly) return { ...best, basis: "sampled-wins", samples: tried, won, lost };
  return {
    move: plan[0] ?? null,
    basis: plan.length > 0 ? "heuristic" : "none",
    samples: tried,
    won,
    votes: 0,
    lost,
    line: plan,
    layout: plan.length > 0 ? layout : null,
  };
}

/**
 * The fair player's move where it follows a line across decisions (kept-line.ts): the
 * kept line's next move, where it still holds, or a new hint, whose line `kept` then
 * keeps. Watching the line takes at most half of `thinkMs`; the new hint, the rest.
 */
export function nextFairMove(
  kept: KeptLine,
  view: PlayerView,
  options: FairOptions = {},
): FairHint {
  const began = performance.now();
  const { thinkMs } = options;
  const samples = options.samples ?? DEFAULT_SAMPLES;
  const budget = layoutBudget(options, samples, thinkMs === undefined ? undefined : thinkMs / 2);
  const goOn = kept.next(view, {
    winningLine: (layout) => {
      const result = solve(layout, budget);
      return result.result === "won" ? result.moves : null;
    },
    stop: budget.shouldStop,
  });
  if (goOn) return { ...goOn, basis: "kept-line", votes: goOn.won, lost: 0 };
  const left = thinkMs === undefined ? undefined : thinkMs - (performance.now() - began);
  const hint = fairHint(view, {
    ...options,
    thinkMs: left === undefined ? undefined : Math.max(0, left),
  });
  kept.keep(hint.line, hint.layout);
  return hint;
}

export interface FairPlayOptions extends Omit<FairOptions, "visited"> {
  /** Give up (a loss) after this many moves. Default 1000. */
  readonly maxMoves?: number;
}

export interface FairPlayResult {
  readonly won: boolean;
  readonly moves: readonly Move[];
  /**
   * The time each new decision took, in milliseconds, with the watch that dropped the
   * line before it; the moves of a kept line are not counted.
   */
  readonly decisions: readonly number[];
}

/**
 * Plays a whole game hint after hint. A sampled winning line is kept (kept-line.ts) while
 * its layout agrees with everything seen: while the line reveals nothing, and when it
 * does, as long as the cards that turn up are the ones the layout holds there; and while
 * no layout that watches the line loses its win by the next move. Otherwise a new hint
 * is asked for. Every choice is made from what was seen (the layouts are drawn from it),
 * and every move is checked against the real position before it is played.
 */
export function playFair(start: Position, options: FairPlayOptions = {}): FairPlayResult {
  const maxMoves = options.maxMoves ?? 1000;
  const seed = options.seed ?? 1;
  const visited = new Set<string>();
  const moves: Move[] = [];
  const decisions: number[] = [];
  const kept = new KeptLine(options.samples ?? DEFAULT_SAMPLES, seed);
  let memory = NOTHING_SEEN;
  let current = start;
  while (moves.length < maxMoves && !isWon(current) && !isStuck(current)) {
    const view = playerView(current, memory);
    visited.add(viewKey(view));
    const began = performance.now();
    const hint = nextFairMove(kept, view, {
      ...options,
      seed: (seed * 31 + moves.length) >>> 0,
      visited,
    });
    if (hint.basis !== "kept-line") decisions.push(performance.now() - began);
    const { move } = hint;
    if (!move || refusal(current, move) !== null) break;
    memory = remember(memory, current.rules, move);
    current = play(current, move);
    moves.push(move);
  }
  return { won: isWon(current), moves, decisions };
}
