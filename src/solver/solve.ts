/**
 * The solver for the open game (every card known, the stock's order included): a
 * best-first search over the engine's own moves, with a transposition table of exact
 * canonical keys (key.ts) and the sound move reductions of moves.ts.
 *
 * Why `lost` is sound: a position's key enters the table when the position is queued,
 * and every queued position is expanded unless the queue overflowed (then the search
 * can only end `won` or `unknown`). So when the queue runs dry, the expanded positions
 * contain the start and every position one search move away from any of them: every
 * position reachable from the start, up to the reductions, and none of them is won.
 * When the full table forgets a key, that position may be queued and expanded twice,
 * which costs time only.
 */
import { play } from "../engine/apply.js";
import type { Move } from "../engine/move.js";
import { isWon, type Position } from "../engine/position.js";
import { Frontier, type Ranked } from "./frontier.js";
import { pileTexts, positionKey } from "./key.js";
import { searchMoves } from "./moves.js";
import { progressScore } from "./score.js";
import { TranspositionTable } from "./table.js";

export interface SolveOptions {
  /** Give up (result `unknown`) after this many milliseconds. */
  readonly budgetMs?: number;
  /** Give up after expanding this many positions; with it alone the result is deterministic. */
  readonly budgetNodes?: number;
  /**
   * How many positions the search may hold: the table's capacity, and the queue's.
   * A smaller number saves memory and may turn a `lost` into an `unknown`.
   */
  readonly maxMemoryEntries?: number;
  /** Asked now and then; returning true stops the search with `unknown`. */
  readonly shouldStop?: () => boolean;
}

export interface SolveResult {
  readonly result: "won" | "lost" | "unknown";
  /** For `won`: the moves from the given position to the win; otherwise empty. */
  readonly moves: Move[];
  /** Positions expanded. */
  readonly nodes: number;
  readonly ms: number;
}

export const DEFAULT_MEMORY_ENTRIES = 2_000_000;
/** The queue holds whole positions, so it gets a share of the memory allowance. */
const QUEUE_SHARE = 4;
/**
 * Each move made costs this much score, so that on a plateau of equally good positions
 * the search widens near the best one instead of wandering ever deeper.
 */
const MOVE_COST = 0.25;
/** How many expansions pass between looks at the clock and at `shouldStop`. */
const CHECK_EVERY = 256;

/** The way back to the start, shared between a position and the ones after it. */
interface Trail {
  readonly move: Move;
  readonly before: Trail | null;
}

interface Queued extends Ranked {
  readonly position: Position;
  readonly texts: string[];
  readonly trail: Trail | null;
  readonly depth: number;
}

export function solve(start: Position, options: SolveOptions = {}): SolveResult {
  const began = performance.now();
  const budgetNodes = options.budgetNodes ?? Number.POSITIVE_INFINITY;
  const deadline = began + (options.budgetMs ?? Number.POSITIVE_INFINITY);
  const memory = options.maxMemoryEntries ?? DEFAULT_MEMORY_ENTRIES;
  const queueLimit = Math.max(1, Math.floor(memory / QUEUE_SHARE));
  const table = new TranspositionTable(memory);
  const queue = new Frontier<Queued>();
  let complete = true;
  let nodes = 0;
  const finish = (result: SolveResult["result"], moves: Move[] = []): SolveResult => ({
    result,
    moves,
    nodes,
    ms: performance.now() - began,
  });
  if (isWon(start)) return finish("won");

  const startTexts = pileTexts(start);
  table.add(positionKey(start, startTexts));
  queue.push({ position: start, texts: startTexts, trail: null, depth: 0, score: 0, order: 0 });
  for (let item = queue.pop(); item; item = queue.pop()) {
    if (nodes >= budgetNodes) return finish("unknown");
    if (nodes % CHECK_EVERY === 0) {
      if (performance.now() >= deadline || options.shouldStop?.()) return finish("unknown");
    }
    nodes++;
    const { position, texts, trail, depth } = item;
    for (const move of searchMoves(position)) {
      const after = play(position, move);
      const next: Trail = { move, before: trail };
      if (isWon(after)) return finish("won", movesOf(next));
      const afterTexts = pileTexts(after, position, texts);
      const key = positionKey(after, afterTexts);
      if (table.has(key)) continue;
      if (queue.size >= queueLimit) {
        complete = false;
        continue;
      }
      table.add(key);
      queue.push({
        position: after,
        texts: afterTexts,
        trail: next,
        depth: depth + 1,
        score: progressScore(after) - MOVE_COST * (depth + 1),
        order: 0,
      });
    }
  }
  return finish(complete ? "lost" : "unknown");
}

function movesOf(trail: Trail | null): Move[] {
  const moves: Move[] = [];
  for (let step = trail; step; step = step.before) moves.push(step.move);
  return moves.reverse();
}
