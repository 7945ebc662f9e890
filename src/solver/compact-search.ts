/**
 * Depth-first search on a compact tableau: a move changes a few numbers in place and is
 * taken back as exactly, and the position's key (its placement, placement-table.ts)
 * changes with it, so a position costs next to no allocation. The castle family
 * (castle-search.ts) and the one-deck Spider family (spider-tableau.ts) each have their
 * compact tableau; this is the search they share.
 *
 * `exhausted` is sound for the reasons depth-first.ts gives, provided the tableau's
 * moves keep a win whenever its position has one.
 */
import type { Move } from "../engine/move.js";
import type { Budget } from "./budget.js";
import { grown } from "./grown.js";
import type { Outcome } from "./outcome.js";
import { entryBytes, type Placement, PlacementTable } from "./placement-table.js";

/** A move of a compact tableau, packed into one number by the tableau that made it. */
export type CompactMove = number;

export interface CompactTableau {
  /** The exact key of the position, kept up to date move by move. */
  readonly placement: Placement;
  readonly won: boolean;
  /**
   * The search moves, in the order the search tries them, of a position that is no
   * dead end.
   */
  moves(): CompactMove[];
  /**
   * True when the position provably cannot be won, by a test cheap enough to run on
   * every new position. The search neither expands nor remembers such a position: in
   * a proof of loss about a third of the new positions are dead ends, nearly all met
   * only once.
   */
  deadEnd?(): boolean;
  play(move: CompactMove): void;
  /** Takes back `move`, the last move played. */
  undo(move: CompactMove): void;
  /**
   * From a position with the same placement as the one `move` was made from (possibly
   * with its piles in another order), the move that reaches placement `next`.
   */
  moveLike(move: CompactMove, next: Uint8Array): CompactMove;
  /** The engine move for a compact one; the same from any position. */
  engineMove(move: CompactMove): Move;
}

/**
 * The bytes of one position remembered by the searches over engine positions (its key
 * text in a map): a compact table takes as much memory for the same allowance, and
 * remembers two (a placement of bytes, 72 bytes) to three and a half (packed, 40 bytes)
 * times as many positions. Proofs of loss need them: forgetting makes a depth-first
 * search expand again what it has already searched (public Penelope's Web deal 8: proved
 * lost after 2.3 million positions with room for them all, still searching after 8.7
 * million with room for 2).
 */
const BYTES_PER_ALLOWANCE = 144;

/** How many entries of `bytes` each the memory allowance of the engine's searches holds. */
export const compactCapacity = (memory: number, bytes: number): number =>
  Math.floor((memory * BYTES_PER_ALLOWANCE) / bytes);

/**
 * The table of a compact search from the position of `tableau`, with that position in
 * it, given the memory allowance of the engine's searches.
 */
export function compactTable(tableau: CompactTableau, memory: number): PlacementTable {
  const width = tableau.placement.words.length;
  const table = new PlacementTable(compactCapacity(memory, entryBytes(width)), width);
  table.addIfNew(tableau.placement);
  return table;
}

/**
 * Depth-first search from the position of `tableau`, trying each position's moves in
 * order; `fresh` makes another tableau of the start. `memory` is the allowance of the
 * searches over engine positions.
 *
 * The line holds at most as many positions as the table: every position on it is
 * remembered, so a longer line only comes of forgotten positions met again, and could
 * grow without bound (public Spiderette deal 6, searched alone for ten minutes: a line
 * of tens of millions of positions, until the process ran out of room). The search
 * gives up there; what the line keeps per position is a few numbers in shared arrays.
 */
export function compactDepthFirst(
  tableau: CompactTableau,
  fresh: () => CompactTableau,
  budget: Budget,
  memory: number,
): Outcome {
  if (tableau.won) return { kind: "won", moves: [] };
  if (tableau.deadEnd?.()) return { kind: "exhausted" };
  const table = compactTable(tableau, memory);
  if (!budget.spend()) return { kind: "gave-up" };
  const line = new Line(table.capacity);
  line.enter(tableau.moves());
  while (line.depth > 0) {
    const move = line.nextMove();
    if (move === null) {
      line.leave();
      if (line.depth > 0) tableau.undo(line.lastMove());
      continue;
    }
    tableau.play(move);
    if (tableau.won) {
      const moves = shortened(fresh(), [...line.moves(), move]);
      return { kind: "won", moves: moves.map((step) => tableau.engineMove(step)) };
    }
    if (table.has(tableau.placement) || tableau.deadEnd?.()) {
      tableau.undo(move);
      continue;
    }
    table.add(tableau.placement);
    if (!budget.spend() || line.depth === line.longest) return { kind: "gave-up" };
    line.enter(tableau.moves());
  }
  return { kind: "exhausted" };
}

/**
 * The line of a depth-first search: per position on it, its moves and the next one to
 * try, all in arrays that double as the line grows, up to `longest` positions.
 */
class Line {
  depth = 0;
  /** The moves of every position on the line, one position's after another's. */
  private pending = new Int32Array(1 << 12);
  private length = 0;
  /** Per position: where its moves start in `pending`, and its next move's place. */
  private starts = new Int32Array(1 << 10);
  private nexts = new Int32Array(1 << 10);

  constructor(readonly longest: number) {}

  enter(moves: readonly CompactMove[]): void {
    if (this.depth === this.starts.length) {
      this.starts = grown(this.starts, this.starts.length * 2);
      this.nexts = grown(this.nexts, this.nexts.length * 2);
    }
    while (this.length + moves.length > this.pending.length)
      this.pending = grown(this.pending, this.pending.length * 2);
    this.starts[this.depth] = this.length;
    this.nexts[this.depth] = this.length;
    this.depth++;
    this.pending.set(moves, this.length);
    this.length += moves.length;
  }

  /** The next move to try from the last position, or null when none is left. */
  nextMove(): CompactMove | null {
    const at = this.nexts[this.depth - 1];
    if (at === this.length) return null;
    this.nexts[this.depth - 1] = at + 1;
    return this.pending[at];
  }

  leave(): void {
    this.depth--;
    this.length = this.starts[this.depth];
  }

  /** The move that leads from the next-to-last position to the last one. */
  lastMove(): CompactMove {
    return this.pending[this.nexts[this.depth - 1] - 1];
  }

  /** The moves from the start to the last position. */
  moves(): CompactMove[] {
    return Array.from(this.nexts.subarray(0, this.depth - 1), (next) => this.pending[next - 1]);
  }
}

/**
 * A depth-first win wanders: its line can run to tens of thousands of moves, of no use
 * to a player and heavy for the page that shows it. From each position on the way this
 * takes the move that reaches the latest position of the line, so every position the
 * new line passes through is one of the old line's. Positions are matched by placement,
 * which may ignore pile order, so where no move offered reaches a later position the
 * old line's move is made in its own words (`moveLike`).
 */
function shortened(tableau: CompactTableau, line: readonly CompactMove[]): CompactMove[] {
  const keyOf = () => String.fromCharCode(...tableau.placement.on);
  const keys = [keyOf()];
  for (const move of line) {
    tableau.play(move);
    keys.push(keyOf());
  }
  for (let index = line.length - 1; index >= 0; index--) tableau.undo(line[index]);
  const indexOf = new Map(keys.map((key, index) => [key, index]));
  const moves: CompactMove[] = [];
  for (let at = 0; at < line.length; ) {
    let best: CompactMove | null = null;
    let reach = at;
    for (const move of tableau.moves()) {
      tableau.play(move);
      const index = indexOf.get(keyOf()) ?? -1;
      tableau.undo(move);
      if (index > reach) {
        best = move;
        reach = index;
      }
    }
    if (best === null) {
      const next = Uint8Array.from(keys[at + 1], (code) => code.charCodeAt(0));
      best = tableau.moveLike(line[at], next);
      reach = at + 1;
    }
    tableau.play(best);
    moves.push(best);
    at = reach;
  }
  return moves;
}
