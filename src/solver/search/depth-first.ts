/**
 * Depth-first search over every search move, each position's moves tried in the
 * tableau's order: the complete search that proves a position lost. It holds only the
 * current line, so it reaches far more positions than best-first in the same memory.
 *
 * Why `exhausted` is sound: a position's key enters the table when the search enters
 * it, and the search enters every position one search move away from any position it
 * enters unless that key is already there, i.e. entered earlier, or a position at least
 * as good was (`dominatedIn`), or the position is a dead end, which cannot be won. So,
 * as in any depth-first search, every reachable position is entered or is no better
 * than one entered; the tableau's moves keep a win whenever its position has one. (Were
 * a won position entered, take the one entered with the shortest line of search moves
 * to a win: the line's first move reaches a position with a shorter one, and that
 * position was entered, or has the key of one entered, or is no better than one
 * entered, which has a line no longer: a shorter line from an entered position.)
 * When the full table forgets keys, positions may be entered again (even along a
 * cycle), which costs budget only; the line never grows longer than the table's
 * `longestLine`, where the search gives up.
 *
 * With `lossOnly` the search seeks a proof of loss alone: a win ends it as `gave-up`,
 * its line never made (a relaxed game's win, which is no line of the game's).
 *
 * Given `shared`, the memory of a table of positions proved lost that searches on
 * another core share (core/proved-table.ts), a tableau that can share (`shareProofs`)
 * adds to it what it proves and leaves out the positions found there, or no better
 * than one there, which are lost; shared-proof.ts has the proof.
 */
import type { Budget } from "../core/budget.js";
import { grown } from "../core/grown.js";
import type { Outcome } from "../core/outcome.js";
import type { KeySet, Tableau, TableauMove } from "./tableau.js";

export function depthFirst<Key>(
  tableau: Tableau<Key>,
  budget: Budget,
  memory: number,
  lossOnly = false,
  shared?: SharedArrayBuffer,
): Outcome {
  if (tableau.won) return lossOnly ? { kind: "gave-up" } : { kind: "won", moves: [] };
  if (tableau.deadEnd?.()) return { kind: "exhausted" };
  // A relaxed game's positions are not this game's: it shares nothing.
  const proof = shared && !lossOnly ? (tableau.shareProofs?.(shared, memory) ?? null) : null;
  const table = proof?.table ?? tableau.table(memory);
  // Sharing, a position no better than one entered is that one met again.
  const betters: KeySet<Key> =
    proof === null ? table : { has: (key: Key) => proof.has(key) || proof.metAgain(key) };
  table.add(tableau.key);
  proof?.enter();
  if (!budget.spend()) return { kind: "gave-up" };
  const line = new Line(table.longestLine);
  line.enter(tableau.moves());
  while (line.depth > 0) {
    const move = line.nextMove();
    if (move === null) {
      line.leave();
      proof?.leave(tableau.key);
      if (line.depth > 0) tableau.undo(line.lastMove());
      continue;
    }
    tableau.play(move);
    if (tableau.won) return lossOnly ? { kind: "gave-up" } : won(tableau, [...line.moves(), move]);
    if (proof ? proof.metAgain(tableau.key) : table.has(tableau.key)) {
      tableau.undo(move);
      continue;
    }
    if (proof?.has(tableau.key) || tableau.dominatedIn?.(betters) || tableau.deadEnd?.()) {
      tableau.undo(move);
      continue;
    }
    table.add(tableau.key);
    proof?.enter();
    if (!budget.spend() || line.depth === line.longest) return { kind: "gave-up" };
    line.enter(tableau.moves());
  }
  return { kind: "exhausted" };
}

/** The win along `line`, played from the search's start: taken back, then shortened. */
function won<Key>(tableau: Tableau<Key>, line: readonly TableauMove[]): Outcome {
  for (let index = line.length - 1; index >= 0; index--) tableau.undo(line[index]);
  return { kind: "won", moves: tableau.shorten(line).map((move) => tableau.engineMove(move)) };
}

/**
 * The line of a depth-first search: per position on it, its moves and the next one to
 * try, all in arrays that double as the line grows, up to `longest` positions. What the
 * line keeps per position is a few numbers in shared arrays.
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

  enter(moves: readonly TableauMove[]): void {
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
  nextMove(): TableauMove | null {
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
  lastMove(): TableauMove {
    return this.pending[this.nexts[this.depth - 1] - 1];
  }

  /** The moves from the start to the last position. */
  moves(): TableauMove[] {
    return Array.from(this.nexts.subarray(0, this.depth - 1), (next) => this.pending[next - 1]);
  }
}
