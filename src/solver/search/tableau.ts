/**
 * What the searches of this folder search: a tableau, one position changed in place by
 * `play` and `undo`, with its exact key kept up to date. Each search is written once,
 * over this interface. The adapter over engine positions (engine-tableau.ts) serves every
 * game; a family's compact tableau (castle/, spider/) searches the same positions several
 * times as fast, where the family's check (castle/family.ts, spider/family.ts) says that
 * it models the game's rules exactly.
 */
import type { Move } from "../../engine/move.js";
import type { Outcome } from "../core/outcome.js";
import { lineOf, type Trail } from "../core/trail.js";

/** A move of a tableau, packed into one number by the tableau that made it. */
export type TableauMove = number;

/** Keys a search looks positions up in. */
export interface KeySet<Key> {
  has(key: Key): boolean;
}

/** The keys of the positions one search has seen, forgetting the oldest when full. */
export interface KeyTable<Key> extends KeySet<Key> {
  /** Adds a key the table does not hold. */
  add(key: Key): void;
  /** Adds the key unless it is there already; true when it was new. */
  addIfNew(key: Key): boolean;
  /** The most positions a depth-first line may hold (see the tables). */
  readonly longestLine: number;
}

/**
 * The positions a depth-first search proves lost, shared with other searches
 * (shared-proof.ts): `has` asks whether one is proved lost.
 */
export interface ProofSharing<Key> extends KeySet<Key> {
  /** The search's own table, which the sharing reads. */
  readonly table: KeyTable<Key>;
  /** The search enters a position, just added to its table. */
  enter(): void;
  /** The search leaves its last position, whose key this is, every move from it searched. */
  leave(key: Key): void;
  /**
   * Has the search entered the position before (it is in its table)? A move from the
   * search's last position reaches it.
   */
  metAgain(key: Key): boolean;
}

export interface Tableau<Key> {
  readonly won: boolean;
  /**
   * The exact key of the position: the same for two positions only when one is the
   * other with interchangeable piles reordered, so that they are won or lost together.
   */
  readonly key: Key;
  /**
   * An empty table for the keys of one search, as large as `memory` positions of the
   * searches over engine positions take.
   */
  table(memory: number): KeyTable<Key>;
  /**
   * The search moves (search-moves.ts), in the order a depth-first search tries them,
   * most promising first. Moves that cannot matter are left out, never a move a win
   * needs: every search that runs dry over them proves the position lost.
   */
  moves(): TableauMove[];
  play(move: TableauMove): void;
  /** Takes back `move`, the last move played. */
  undo(move: TableauMove): void;
  /**
   * True when the position provably cannot be won, by a test cheap enough to run on
   * every new position. The searches neither expand nor keep such a position.
   */
  deadEnd?(): boolean;
  /**
   * True when `table` holds a position at least as good as this one: one that has every
   * move this one has, each reaching the same position or one at least as good in the
   * same way, so that it is won whenever this one is, by a line of search moves no
   * longer. Depth-first search neither expands nor keeps such a position.
   */
  dominatedIn?(table: KeySet<Key>): boolean;
  /**
   * What a depth-first search shares with searches on another core through the table of
   * positions proved lost in `shared` (shared-proof.ts), with a table of its own as
   * large as `table(memory)`; null where the tableau's keys do not fit the shared table.
   */
  shareProofs?(shared: SharedArrayBuffer, memory: number): ProofSharing<Key> | null;
  /**
   * The tableau's start in a game that allows every line of this one and more (Klondike
   * drawing one, for drawing three), or null where it knows of none: a position lost
   * there is lost here, while a win there says nothing of this game.
   */
  relaxed?(): Tableau<Key> | null;
  /** The engine move of a move of this tableau; the same from any position. */
  engineMove(move: TableauMove): Move;
  /**
   * A line from the tableau's position to a win, as short as the tableau can make it
   * through the positions of `line` (a depth-first line wanders; see placed-tableau.ts).
   */
  shorten(line: readonly TableauMove[]): TableauMove[];
}

/** Which moves a search expands: the promising ones (promising.ts), or every search move. */
export type MoveSet = "promising" | "search";

/**
 * A tableau that the searches keeping many positions at once (best-first, beams, stage
 * beams) search: it saves positions to come back to, and scores them.
 */
export interface SavingTableau<Key> extends Tableau<Key> {
  /** The moves `promisingMoves` picks, best first, in the order of the engine's. */
  promisingMoves(): TableauMove[];
  /** The search moves in the order of the engine's (a deal first). */
  searchMoves(): TableauMove[];
  /** How promising the position looks (`progressScore` of score.ts, by the tableau's weights). */
  score(): number;
  /** True when the move deals from the stock onto the tableau. */
  isDeal(move: TableauMove): boolean;
  /** A new, empty store for positions of this tableau. */
  store(): PositionStore;
}

/** Positions a search will come back to, each saved under a number. */
export interface PositionStore {
  /** Saves the tableau's position; returns its number. */
  save(): number;
  /** Brings the tableau back to the position saved under `at`. */
  restore(at: number): void;
  /** The position saved under `at` will never be restored again. */
  release(at: number): void;
}

/** The search's win along `trail`, in engine moves. */
export function wonAlong<Key>(tableau: Tableau<Key>, trail: Trail | null): Outcome {
  return { kind: "won", moves: lineOf(trail).map((move) => tableau.engineMove(move)) };
}
