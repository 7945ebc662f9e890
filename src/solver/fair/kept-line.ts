/**
 * The line the fair player keeps between decisions. A decision's line wins in one sampled
 * layout of the unseen cards, and it is followed while the cards in sight are the ones
 * that layout foresaw. But after its first move the line was chosen knowing that
 * layout's hidden cards: which pile to uncover, which waste card to play, when to deal.
 * So a few other layouts (the watch) follow the line too, each consistent with what is
 * in sight, and before each move the player asks whether it throws away a win in one of
 * them; where it does, the line is dropped and the player decides afresh. A watched
 * layout whose own winning line goes on with the line's next move is still won after it,
 * by the rest of its line: it needs no solving again.
 */
import { play } from "../../engine/apply.js";
import { refusal } from "../../engine/legal.js";
import { type Move, sameMove } from "../../engine/move.js";
import { isWon, type Position } from "../../engine/position.js";
import { mulberry32 } from "../../engine/random.js";
import { arrangement, type PlayerView, playerView, viewKey } from "./unseen.js";

/** How the watch judges a layout: the solver within the decision's budget per layout. */
export interface Watching {
  /** A line that wins from `position`, found within the budget; null where none was. */
  readonly winningLine: (position: Position) => readonly Move[] | null;
  /** True once the time for watching is up: the line then holds. */
  readonly stop?: () => boolean;
}

/** The line's next move, and what watching it found. */
export interface KeptMove {
  readonly move: Move;
  /** The line from `move` on, and the layout it wins in (a guess). */
  readonly line: readonly Move[];
  readonly layout: Position;
  /** Layouts watching; of those, how many can still be won after `move`. */
  readonly samples: number;
  readonly won: number;
}

/** A line found, the layout it wins in, and the layouts that watch it. */
export class KeptLine {
  private line: readonly Move[] = [];
  /** The layout the line wins in, before each of its moves: `guesses[i]` before move i. */
  private guesses: Position[] = [];
  /** The watched layouts, with the line's first `watchedAt` moves played in them. */
  private watched: Position[] = [];
  /**
   * Per watched layout: a line that wins from where it is, the empty line once won,
   * false where none was found, null where it is not solved yet.
   */
  private wins: (readonly Move[] | false | null)[] = [];
  private watchedAt = 0;
  /** Where the line is expected to go on: the point after the move last given. */
  private cursor = 0;

  /**
   * @param watchers layouts that watch the line (none: the line is followed unwatched)
   * @param seed seeds the watched layouts
   */
  constructor(
    private readonly watchers: number,
    private readonly seed: number,
  ) {}

  /**
   * Follows `line` (its first move already played or about to be) in `layout`, as far
   * as its moves are legal there.
   */
  keep(line: readonly Move[], layout: Position | null): void {
    const moves: Move[] = [];
    this.guesses = [];
    let guess = layout;
    for (const move of line) {
      if (!guess || refusal(guess, move) !== null) break;
      moves.push(move);
      this.guesses.push(guess);
      guess = play(guess, move);
    }
    this.line = moves;
    this.watched = [];
    this.wins = [];
    this.watchedAt = 0;
    this.cursor = 1;
  }

  /**
   * The line's move to play where the player sees `view`: the move at the last point of
   * the line whose view is this one (legal, as the cards in sight are the same), when
   * no watched layout loses its win by it. Null when the line has no such point, or a
   * watched layout would lose its win: a new decision is due.
   */
  next(view: PlayerView, watching: Watching): KeptMove | null {
    const key = viewKey(view);
    const at = this.pointOf(view, key);
    if (at < 0 || !this.watchHolds(view, key, at, watching)) return null;
    const move = this.line[at];
    this.cursor = at + 1;
    const won = this.wins.filter(Boolean).length;
    const line = this.line.slice(at);
    return { move, line, layout: this.guesses[at], samples: this.watched.length, won };
  }

  /**
   * The last point of the line (before one of its moves) whose view is `key`, trying
   * first the point after the move last given; -1 for none.
   */
  private pointOf(view: PlayerView, key: string): number {
    const seenAt = (i: number) => viewKey(playerView(this.guesses[i], view.memory)) === key;
    if (this.cursor < this.line.length && seenAt(this.cursor)) return this.cursor;
    for (let i = this.line.length - 1; i >= 0; i--) if (seenAt(i)) return i;
    return -1;
  }

  /**
   * Does move `at` of the line keep every watched layout that can be won (before it)
   * winnable? When `watching.stop` ends the watch early, the line holds.
   */
  private watchHolds(view: PlayerView, key: string, at: number, watching: Watching): boolean {
    if (this.watchers === 0 || view.unseen.length === 0) return true;
    this.follow(view, key, at);
    const move = this.line[at];
    const winningLine = (position: Position) =>
      isWon(position) ? [] : (watching.winningLine(position) ?? false);
    const after: Position[] = [];
    const wins: (readonly Move[] | false)[] = [];
    for (let i = 0; i < this.watched.length; i++) {
      if (watching.stop?.()) return true;
      const layout = this.watched[i];
      const before = this.wins[i] ?? winningLine(layout);
      this.wins[i] = before;
      after.push(play(layout, move));
      if (!before) {
        wins.push(false);
        continue;
      }
      const goesOn = before.length > 0 && sameMove(before[0], move);
      const won = goesOn ? before.slice(1) : winningLine(after[i]);
      if (!won) return false;
      wins.push(won);
    }
    this.watched = after;
    this.wins = wins;
    this.watchedAt = at + 1;
    return true;
  }

  /**
   * Brings the watched layouts to move `at` of the line: each still consistent with the
   * view is carried along the moves between, and the others are drawn again from it.
   */
  private follow(view: PlayerView, key: string, at: number): void {
    const random = mulberry32((this.seed * 131 + at) >>> 0);
    const ahead = at >= this.watchedAt;
    for (let i = 0; i < this.watchers; i++) {
      let layout: Position | undefined = ahead ? this.watched[i] : undefined;
      for (let step = this.watchedAt; layout && step < at; step++) {
        const move = this.line[step];
        layout = refusal(layout, move) === null ? play(layout, move) : undefined;
        this.wins[i] = null;
      }
      if (layout && viewKey(playerView(layout, view.memory)) === key) {
        this.watched[i] = layout;
        continue;
      }
      this.watched[i] = arrangement(view, random);
      this.wins[i] = null;
    }
    this.watchedAt = at;
  }
}
