/**
 * The tableau over engine positions: any game's position, moved by the engine's own
 * `play` and searched with its search moves (search-moves.ts), so the searches over it
 * are sound for every game the engine knows. Positions are values: `play` keeps the one
 * before to go back to, and a saved position is the position itself. The key is the
 * engine key (key.ts), its pile texts made from the parent's where a pile is unchanged.
 */
import { play } from "../../engine/apply.js";
import { ALL_TABLEAU, type Move } from "../../engine/move.js";
import { isWon, type Position } from "../../engine/position.js";
import { pileTexts, positionKey } from "../core/key.js";
import { TranspositionTable } from "../core/table.js";
import { promisingMoves } from "../moves/promising.js";
import { progressScore, type Temper } from "../moves/score.js";
import { searchMoves } from "../moves/search-moves.js";
import type { PositionStore, SavingTableau, TableauMove } from "./tableau.js";

// A move as a number: `from << 16 | (to + 1) << 8 | count` (`to` is ALL_TABLEAU for a deal).
export const packed = (move: Move): TableauMove =>
  (move.from << 16) | ((move.to + 1) << 8) | move.count;

/** Each move made once and shared, as moves are values: playing one allocates nothing more. */
const moves = new Map<TableauMove, Move>();

export function unpacked(move: TableauMove): Move {
  let made = moves.get(move);
  if (made === undefined) {
    made = { from: move >> 16, to: ((move >> 8) & 255) - 1, count: move & 255 };
    moves.set(move, made);
  }
  return made;
}

export interface EngineTableauOptions {
  /** The weights `score` scores by. */
  readonly temper?: Temper;
  /** The moves searched from a position: the search moves unless told. */
  readonly moves?: (position: Position) => Move[];
}

export class EngineTableau implements SavingTableau<string> {
  private current: Position;
  /** The texts of the piles of `current` (key.ts), made when first asked for. */
  private texts: string[] | null;
  private currentKey: string | null = null;
  /** Per move played, newest last: the position before it, its texts and key. */
  private readonly before: Position[] = [];
  private readonly textsBefore: (string[] | null)[] = [];
  private readonly keysBefore: (string | null)[] = [];

  private readonly temper: Temper;
  private readonly searchMovesOf: (position: Position) => Move[];

  constructor(
    start: Position,
    { temper = "eager", moves = searchMoves }: EngineTableauOptions = {},
  ) {
    this.current = start;
    this.texts = pileTexts(start);
    this.temper = temper;
    this.searchMovesOf = moves;
  }

  get position(): Position {
    return this.current;
  }

  get won(): boolean {
    return isWon(this.current);
  }

  get key(): string {
    this.currentKey ??= positionKey(this.current, this.pileTexts());
    return this.currentKey;
  }

  private pileTexts(): string[] {
    if (this.texts === null) {
      const last = this.before.length - 1;
      const parentTexts = last >= 0 ? this.textsBefore[last] : null;
      this.texts = parentTexts
        ? pileTexts(this.current, this.before[last], parentTexts)
        : pileTexts(this.current);
    }
    return this.texts;
  }

  table(memory: number): TranspositionTable {
    return new TranspositionTable(memory);
  }

  /**
   * The search moves, the one whose position scores best first (ties: the later of the
   * search moves first); a move that wins at once alone.
   */
  moves(): TableauMove[] {
    const scored: { move: Move; score: number }[] = [];
    for (const move of this.searchMovesOf(this.current)) {
      const after = play(this.current, move);
      if (isWon(after)) return [packed(move)];
      scored.push({ move, score: progressScore(after, this.temper) });
    }
    scored.sort((a, b) => a.score - b.score);
    return scored.map((child) => packed(child.move)).reverse();
  }

  promisingMoves(): TableauMove[] {
    return promisingMoves(this.current, this.searchMovesOf(this.current)).map(packed);
  }

  searchMoves(): TableauMove[] {
    return this.searchMovesOf(this.current).map(packed);
  }

  score(): number {
    return progressScore(this.current, this.temper);
  }

  isDeal(move: TableauMove): boolean {
    return unpacked(move).to === ALL_TABLEAU;
  }

  play(move: TableauMove): void {
    this.before.push(this.current);
    this.textsBefore.push(this.texts);
    this.keysBefore.push(this.currentKey);
    this.current = play(this.current, unpacked(move));
    this.texts = null;
    this.currentKey = null;
  }

  undo(): void {
    this.current = this.before.pop() as Position;
    this.texts = this.textsBefore.pop() as string[] | null;
    this.currentKey = this.keysBefore.pop() as string | null;
  }

  engineMove(move: TableauMove): Move {
    return unpacked(move);
  }

  /** The line as it is: engine positions keep no shorter way. */
  shorten(line: readonly TableauMove[]): TableauMove[] {
    return [...line];
  }

  store(): PositionStore {
    return new EngineStore(this);
  }

  /** For `EngineStore`: the position saved, with its texts. */
  saved(): { position: Position; texts: string[] } {
    return { position: this.current, texts: this.pileTexts() };
  }

  /** For `EngineStore`: back to a saved position, with nothing to take back. */
  restoreTo(position: Position, texts: string[]): void {
    this.current = position;
    this.texts = texts;
    this.currentKey = null;
    this.before.length = 0;
    this.textsBefore.length = 0;
    this.keysBefore.length = 0;
  }
}

/** Saved engine positions: the positions themselves, their slots reused once released. */
class EngineStore implements PositionStore {
  private readonly positions: (Position | null)[] = [];
  private readonly texts: (string[] | null)[] = [];
  private readonly free: number[] = [];

  constructor(private readonly tableau: EngineTableau) {}

  save(): number {
    const slot = this.free.pop() ?? this.positions.length;
    const { position, texts } = this.tableau.saved();
    this.positions[slot] = position;
    this.texts[slot] = texts;
    return slot;
  }

  restore(slot: number): void {
    this.tableau.restoreTo(this.positions[slot] as Position, this.texts[slot] as string[]);
  }

  release(slot: number): void {
    this.positions[slot] = null;
    this.texts[slot] = null;
    this.free.push(slot);
  }
}
