/**
 * The fair player: hints and whole games from what the player can see. It never gets
 * the real position, only a `PlayerView` (unseen.ts), so it cannot read a face-down
 * card or the stock's order. It lays the unseen cards out at random a few times
 * (seeded), solves each layout with a small budget, and picks the move that begins a
 * win most often; with no sampled win it falls back on heuristicMove.
 */
import { play } from "../../engine/apply.js";
import type { Move } from "../../engine/move.js";
import { isWon, type Position } from "../../engine/position.js";
import { mulberry32 } from "../../engine/random.js";
import { isStuck } from "../../engine/status.js";
import { solve } from "../schedule/solve.js";
import { heuristicMove } from "./heuristic.js";
import { arrangement, hiddenCount, type PlayerView, playerView, viewKey } from "./unseen.js";

export interface FairOptions {
  /** Layouts of the unseen cards to try (one when nothing is hidden). Default 8. */
  readonly samples?: number;
  /** The solver's budget per layout, in milliseconds. */
  readonly budgetMs?: number;
  /** The solver's budget per layout, in positions; with it alone the hint is deterministic. */
  readonly budgetNodes?: number;
  /** Memory per solve (the solver's maxMemoryEntries). */
  readonly maxMemoryEntries?: number;
  /** Seeds the layouts: the same view and seed give the same layouts. */
  readonly seed?: number;
  readonly shouldStop?: () => boolean;
  /** Keys (viewKey) of views already passed through, which the fallback avoids. */
  readonly visited?: ReadonlySet<string>;
}

export interface FairHint {
  /** A legal move of the position the view was taken from; null when there is none. */
  readonly move: Move | null;
  /** How the move was chosen: it began sampled wins, or by the heuristic. */
  readonly basis: "sampled-wins" | "heuristic" | "none";
  readonly samples: number;
  /** Layouts the solver won, and how many of those wins began with `move`. */
  readonly won: number;
  readonly votes: number;
  /** Layouts the solver proved lost. */
  readonly lost: number;
  /** A winning line of one layout that begins with `move` (empty for the heuristic). */
  readonly line: readonly Move[];
}

export const DEFAULT_SAMPLES = 8;
/** Used when the caller gives no budget at all, so that a hint always ends. */
const DEFAULT_NODES = 20_000;

const moveId = (move: Move) => `${move.from}>${move.to}x${move.count}`;

export function fairHint(view: PlayerView, options: FairOptions = {}): FairHint {
  const random = mulberry32(options.seed ?? 1);
  const samples = view.unseen.length === 0 ? 1 : (options.samples ?? DEFAULT_SAMPLES);
  const budget = {
    budgetMs: options.budgetMs,
    budgetNodes:
      options.budgetNodes ?? (options.budgetMs === undefined ? DEFAULT_NODES : undefined),
    maxMemoryEntries: options.maxMemoryEntries,
    shouldStop: options.shouldStop,
  };
  const wins = new Map<string, { move: Move; votes: number; line: readonly Move[] }>();
  let won = 0;
  let lost = 0;
  let tried = 0;
  let first: Position | null = null;
  for (; tried < samples && !options.shouldStop?.(); tried++) {
    const layout = arrangement(view, random);
    first ??= layout;
    const result = solve(layout, budget);
    if (result.result === "lost") lost++;
    if (result.result !== "won" || result.moves.length === 0) continue;
    won++;
    const id = moveId(result.moves[0]);
    const entry = wins.get(id);
    if (entry) entry.votes++;
    else wins.set(id, { move: result.moves[0], votes: 1, line: result.moves });
  }
  let best: { move: Move; votes: number; line: readonly Move[] } | null = null;
  for (const entry of wins.values()) if (!best || entry.votes > best.votes) best = entry;
  if (best) return { ...best, basis: "sampled-wins", samples: tried, won, lost };
  const visited = options.visited;
  const fallback = heuristicMove(
    first ?? arrangement(view, random),
    visited ? (after) => visited.has(viewKey(playerView(after))) : undefined,
  );
  return {
    move: fallback,
    basis: fallback ? "heuristic" : "none",
    samples: tried,
    won,
    votes: 0,
    lost,
    line: [],
  };
}

export interface FairPlayOptions extends Omit<FairOptions, "visited"> {
  /** Give up (a loss) after this many moves. Default 1000. */
  readonly maxMoves?: number;
}

export interface FairPlayResult {
  readonly won: boolean;
  readonly moves: readonly Move[];
}

/**
 * Plays a whole game hint after hint. A sampled winning line is followed while it
 * reveals nothing (no card turns up, the stock stays as it was), because the layout it
 * won stays consistent with everything seen; a new hint is asked for after each
 * revealing move.
 */
export function playFair(start: Position, options: FairPlayOptions = {}): FairPlayResult {
  const maxMoves = options.maxMoves ?? 1000;
  const seed = options.seed ?? 1;
  const visited = new Set<string>();
  const moves: Move[] = [];
  let current = start;
  let plan: readonly Move[] = [];
  let planHidden = -1;
  while (moves.length < maxMoves && !isWon(current) && !isStuck(current)) {
    const view = playerView(current);
    visited.add(viewKey(view));
    let move: Move | null = null;
    if (plan.length > 0 && hiddenCount(view) === planHidden) {
      move = plan[0];
      plan = plan.slice(1);
    } else {
      const hint = fairHint(view, { ...options, seed: (seed * 31 + moves.length) >>> 0, visited });
      move = hint.move;
      plan = hint.line.slice(1);
      planHidden = hiddenCount(view);
    }
    if (!move) break;
    current = play(current, move);
    moves.push(move);
  }
  return { won: isWon(current), moves };
}
