/**
 * The FreeCell search: best-first over the compact tableau (tableau.ts), greedy by the
 * scores of heuristic.ts, with a table of every position expanded. It finds wins quickly,
 * and as it expands every position it reaches, it is also complete: when its queues run
 * dry with nothing dropped for want of room, no position reachable from the start is
 * won, and the deal is lost. What it leaves out never loses a win:
 * - a move into a space or a free cell is tried into the first empty one only, and a
 *   whole pile is never moved into a space: the positions left out are those reached,
 *   with the piles or the cells in another order, which no rule looks at;
 * - each move is followed by the safe moves home (`safeHome` of tableau.ts, with its
 *   proof), so positions where such a card is still in play are not searched;
 * - a position whose piles all fall in rank from bottom to top is won by sending every
 *   card home (`sorted`), so it is not expanded;
 * - a position is expanded once: its key (tableau.ts) is exact up to the order of the
 *   piles and of the cells, so two positions with one key are won or lost together.
 *
 * A child is scored when its parent is expanded but enters the table only when it is
 * itself taken from the queue: most children never are, and a queue entry (its parent
 * and the move's name) is far smaller than a position.
 */
import type { Move } from "../../engine/move.js";
import type { Position } from "../../engine/position.js";
import type { Budget } from "../core/budget.js";
import { grown } from "../core/grown.js";
import type { Outcome } from "../core/outcome.js";
import { DECK } from "./cards.js";
import type { FreecellShape } from "./family.js";
import { MOST_SCORE, SCORES, Scorer, type Weights } from "./heuristic.js";
import { CELL, countOf, FreecellTableau, fromOf, toOf } from "./tableau.js";

/** The words of a key. */
const WORDS = DECK / 4;
/** The room the arrays start with; they grow as they fill. */
const FIRST_ROOM = 4096;

/** The positions expanded: each one's key, its parent and the name of the move from it. */
class Expanded {
  /** Each key (tableau.ts, `places`) as words, and as bytes. */
  words = new Int32Array(0);
  bytes = new Uint8Array(0);
  parents = new Int32Array(0);
  names = new Int32Array(0);
  private lows = new Int32Array(0);
  private highs = new Int32Array(0);
  size = 0;
  private room = 0;
  /** Per slot, a position's index + 1 (0: free). */
  private slots = new Int32Array(0);
  private mask = 0;

  constructor(readonly capacity: number) {
    this.grow(Math.min(capacity, FIRST_ROOM));
  }

  private grow(room: number): void {
    this.words = grown(this.words, room * WORDS);
    this.bytes = new Uint8Array(this.words.buffer);
    this.parents = grown(this.parents, room);
    this.names = grown(this.names, room);
    this.lows = grown(this.lows, room);
    this.highs = grown(this.highs, room);
    this.room = room;
    let slots = 1024;
    while (slots < room * 2) slots *= 2;
    this.slots = new Int32Array(slots);
    this.mask = slots - 1;
    for (let node = 0; node < this.size; node++) {
      let slot = this.lows[node] & this.mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = node + 1;
    }
  }

  /**
   * Adds the tableau's position unless it is there already: its index; -1 when it was
   * there, -2 when there is no room left.
   */
  addIfNew(tableau: FreecellTableau, parent: number, name: number): number {
    const low = tableau.hashLow;
    const high = tableau.hashHigh;
    const key = tableau.placeWords;
    let slot = low & this.mask;
    for (;;) {
      const held = this.slots[slot];
      if (held === 0) break;
      if (this.highs[held - 1] === high && this.lows[held - 1] === low) {
        const at = (held - 1) * WORDS;
        let same = true;
        for (let i = 0; i < WORDS && same; i++) same = this.words[at + i] === key[i];
        if (same) return -1;
      }
      slot = (slot + 1) & this.mask;
    }
    if (this.size === this.room) {
      if (this.room === this.capacity) return -2;
      this.grow(Math.min(this.capacity, this.room * 2));
      return this.addIfNew(tableau, parent, name);
    }
    const node = this.size++;
    this.words.set(key, node * WORDS);
    this.parents[node] = parent;
    this.names[node] = name;
    this.lows[node] = low;
    this.highs[node] = high;
    this.slots[slot] = node + 1;
    return node;
  }

  /** The names of the moves from the start to `node`. */
  pathTo(node: number): number[] {
    const path: number[] = [];
    for (let at = node; this.parents[at] >= 0; at = this.parents[at]) path.push(this.names[at]);
    return path.reverse();
  }
}

/** Moves waiting to be tried, by score, the last pushed first among equals. */
class Queue {
  parents = new Int32Array(0);
  names = new Int32Array(0);
  private next = new Int32Array(0);
  private size = 0;
  private room = 0;
  /** Entries taken, for use again. */
  private free = -1;
  private readonly heads = new Int32Array(MOST_SCORE).fill(-1);
  private lowest = MOST_SCORE;

  constructor(readonly capacity: number) {
    this.grow(Math.min(capacity, FIRST_ROOM));
  }

  private grow(room: number): void {
    this.parents = grown(this.parents, room);
    this.names = grown(this.names, room);
    this.next = grown(this.next, room);
    this.room = room;
  }

  /** False when there is no room left. */
  push(parent: number, name: number, score: number): boolean {
    let entry = this.free;
    if (entry >= 0) this.free = this.next[entry];
    else {
      if (this.size === this.room) {
        if (this.room === this.capacity) return false;
        this.grow(Math.min(this.capacity, this.room * 2));
      }
      entry = this.size++;
    }
    this.parents[entry] = parent;
    this.names[entry] = name;
    this.next[entry] = this.heads[score];
    this.heads[score] = entry;
    if (score < this.lowest) this.lowest = score;
    return true;
  }

  /** The best entry, or -1 when none is left; read it before the next push. */
  pop(): number {
    while (this.lowest < MOST_SCORE && this.heads[this.lowest] < 0) this.lowest++;
    if (this.lowest === MOST_SCORE) return -1;
    const entry = this.heads[this.lowest];
    this.heads[this.lowest] = this.next[entry];
    this.next[entry] = this.free;
    this.free = entry;
    return entry;
  }
}

/** The most legal moves of a position, with room to spare. */
const MOST_MOVES = 1024;

/** Expansions per turn of a queue. */
const TURN = 1000;

/** A queue entry takes about a sixth of the bytes of an expanded position. */
const ENTRIES_PER_POSITION = 6;

/**
 * A best-first search from `start` with one queue per score (`weights`): the queues take
 * turns of `TURN` expansions, each expanding its best position and queueing the children
 * by its own score. They share the table of expanded positions, so no position is
 * expanded twice; as each expanded position's children are in some queue, the search is
 * complete once every queue is dry. Scores that order well on most deals each miss some
 * that another finds at once, and alternating between them finds those too.
 * `capacity`: the most positions it expands.
 */
export class FreecellSearch {
  private readonly tableau: FreecellTableau;
  private readonly scorers: Scorer[];
  private readonly expanded: Expanded;
  private readonly queues: Queue[];
  private readonly moves = new Int32Array(MOST_MOVES);
  /** A child was left out for want of room: running dry then proves nothing. */
  private dropped = false;
  /** The expanded position the tableau holds. */
  private current = 0;
  /** The queue whose turn it is, and how many expansions its turn has left. */
  private turn = 0;
  private turnLeft = TURN;
  /** The way to a win, once found. */
  private won: number[] | null = null;

  constructor(
    private readonly start: Position,
    private readonly shape: FreecellShape,
    capacity: number,
    weights: readonly Weights[] = SCORES,
  ) {
    this.tableau = FreecellTableau.of(start, shape);
    this.scorers = weights.map((each) => new Scorer(each));
    this.expanded = new Expanded(capacity);
    this.queues = weights.map(() => new Queue(capacity * ENTRIES_PER_POSITION));
    this.tableau.playSafeMoves();
    this.expanded.addIfNew(this.tableau, -1, 0);
    if (this.tableau.won || this.tableau.sorted) this.won = [];
    // Every queue starts from the start's children.
    for (let q = 0; q < this.queues.length && this.won === null; q++) this.won = this.expand(0, q);
  }

  /**
   * Searches on for a win: `won` with the engine moves, `exhausted` when every position
   * reachable was expanded and none is won (only when no move had to be left out for
   * want of room), else `gave-up`, with the budget spent or room lacking.
   */
  run(budget: Budget): Outcome {
    const { tableau, expanded, queues } = this;
    while (this.won === null) {
      if (!budget.spend()) return { kind: "gave-up" };
      let node = -1;
      while (node < 0) {
        const entry = this.nextEntry();
        if (entry < 0) return this.dropped ? { kind: "gave-up" } : { kind: "exhausted" };
        const queue = queues[this.turn];
        const parent = queue.parents[entry];
        const name = queue.names[entry];
        if (parent !== this.current) {
          tableau.readKey(expanded.bytes, parent * DECK);
          this.current = parent;
        }
        tableau.play(tableau.moveNamed(name));
        node = expanded.addIfNew(tableau, parent, name);
        if (node < 0) {
          tableau.undo();
          if (node === -2) this.dropped = true;
        }
      }
      this.current = node;
      this.won = tableau.sorted ? expanded.pathTo(node) : this.expand(node, this.turn);
    }
    return { kind: "won", moves: lineTo(this.start, this.shape, this.won) };
  }

  /**
   * The next entry of the queue whose turn it is (`turn`), passing the turn on when it is
   * over or the queue is dry; -1 when every queue is dry.
   */
  private nextEntry(): number {
    const { queues } = this;
    if (this.turnLeft-- === 0) this.passTurn();
    for (let tried = 0; tried < queues.length; tried++) {
      const entry = queues[this.turn].pop();
      if (entry >= 0) return entry;
      this.passTurn();
    }
    return -1;
  }

  private passTurn(): void {
    this.turn = (this.turn + 1) % this.queues.length;
    this.turnLeft = TURN - 1;
  }

  /** Queues the moves of the tableau's position, expanded as `node`, in queue `q`; a win if one wins. */
  private expand(node: number, q: number): number[] | null {
    const { tableau, moves } = this;
    const scorer = this.scorers[q];
    const queue = this.queues[q];
    const count = tableau.moves(moves, 0);
    scorer.prime(tableau);
    for (let i = 0; i < count; i++) {
      const move = moves[i];
      const from = fromOf(move);
      const to = toOf(move);
      // A whole pile into a space gives the same position, its piles reordered.
      if (from < CELL && to < CELL && tableau.lengths[to] === 0) {
        if (countOf(move) === tableau.lengths[from]) continue;
      }
      const name = tableau.nameOf(move);
      tableau.play(move);
      if (tableau.won) return [...this.expanded.pathTo(node), name];
      const score = scorer.after(tableau, move);
      tableau.undo();
      if (!queue.push(node, name, score)) this.dropped = true;
    }
    return null;
  }
}

/** Searches `start` once with `budget` (see `FreecellSearch`). */
export const freecellBestFirst = (
  start: Position,
  shape: FreecellShape,
  budget: Budget,
  capacity: number,
  weights: readonly Weights[] = SCORES,
): Outcome => new FreecellSearch(start, shape, capacity, weights).run(budget);

/**
 * The engine moves of a line of named moves from `start`: the safe moves home first,
 * each move with the safe moves home after it, and every card home at the end.
 */
function lineTo(start: Position, shape: FreecellShape, path: readonly number[]): Move[] {
  const tableau = FreecellTableau.of(start, shape);
  const line: Move[] = [];
  const record = () => {
    for (const played of tableau.lastPlayed()) line.push(tableau.engineMove(start, played));
  };
  tableau.playSafeMoves();
  record();
  for (const name of path) {
    tableau.play(tableau.moveNamed(name));
    record();
  }
  if (!tableau.won) {
    tableau.finish();
    record();
  }
  return line;
}
