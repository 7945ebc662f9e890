/**
 * The compact tableau of the open castle family (family.ts says which games), for the
 * depth-first searches (search/depth-first.ts, search/restarts.ts). It expands positions
 * about five times as fast as the tableau over engine positions; proofs of loss need the
 * speed.
 *
 * The moves are the search moves of search-moves.ts in compact form, derived from the
 * same tables (`OpenCastle`): a safe foundation move alone, otherwise foundation moves
 * first and then those uncovering a card nearest home; dead ends are found by `deadEnd`,
 * before the search remembers a position. tableau.test.ts checks them against
 * `searchMoves` position by position.
 */
import { rankOf, suitOf } from "../../engine/card.js";
import type { Move } from "../../engine/move.js";
import { perRules } from "../../engine/per-rules.js";
import type { Position } from "../../engine/position.js";
import type { GameRules } from "../../engine/rules.js";
import {
  CARD_CODES,
  ON_FOUNDATION,
  ON_TABLE,
  Placement,
  type PlacementCodes,
} from "../core/placement-table.js";
import { sortByKey } from "../moves/order.js";
import { PlacedTableau } from "../search/placed-tableau.js";
import type { TableauMove } from "../search/tableau.js";
import { cardPlaces, DeadEnds } from "./dead-ends.js";
import { type CastlePiles, type OpenCastle, openCastleOf, safeHome } from "./family.js";

// A compact move here: `card << 8 | from << 4 | to`, slots numbered in the tableau.
/** The `to` of a compact move that sends the card to its foundation. */
const HOME = 15;

const fromOf = (move: TableauMove) => (move >> 4) & 15;
const toOf = (move: TableauMove) => move & 15;
const cardOfMove = (move: TableauMove) => move >> 8;
const compact = (card: number, from: number, to: number): TableauMove =>
  (card << 8) | (from << 4) | to;

/** Scratch space of `uncoveringFirst`: room for every move among fifteen piles. */
const uncoveringKeys = new Int32Array(256);
const deadEnds = new DeadEnds();

/** The original place of a card that lies on a card it does not fit on. */
const ORIGINAL = 2;
/**
 * The placement codes of a castle game: a card lies on its foundation, on the table, on
 * a card it fits on (one of at most five), or where it was at the start of the search:
 * moves only ever put a card on a card it fits on, so a card lying on any other lies
 * where it started. Null where some card fits on more than five.
 */
const codesOf = perRules((rules: GameRules): PlacementCodes | null => {
  const plan = openCastleOf(rules);
  if (!plan || plan.onto.some((targets) => targets.length > 5)) return null;
  const codes = new Uint8Array(CARD_CODES * CARD_CODES);
  for (let card = 0; card < CARD_CODES; card++) {
    const row = card * CARD_CODES;
    codes.fill(ORIGINAL, row + ON_TABLE + 1, row + CARD_CODES);
    codes[row + ON_FOUNDATION] = 0;
    codes[row + ON_TABLE] = 1;
    plan.onto[card].forEach((target, index) => {
      codes[row + target] = ORIGINAL + 1 + index;
    });
  }
  return codes;
});

/** A test that proves some positions of one search lost (the rank game's verdicts, rank-game.ts). */
export interface LossProof {
  provesLost(piles: CastlePiles): boolean;
}

/** How a search orders the tableau's moves, and what else drops positions in it. */
export interface CastleSearchOptions {
  /** Proves positions of the search lost besides the dead-end test. */
  readonly lossProof?: LossProof | null;
  /** Where set, the moves come in a random order drawn from it (search/restarts.ts). */
  readonly random?: (() => number) | null;
}

/** An open castle tableau, changed in place by `play` and `undo`. */
export class CastleTableau extends PlacedTableau implements CastlePiles {
  /** The cards of each tableau slot, bottom first. */
  readonly slots: number[][];
  /** Per suit, the rank on its foundation. */
  readonly homeTop: number[];
  /**
   * What each card lies on: the exact key of the position, since tableau piles are
   * interchangeable and the foundations hold exactly the cards the tableau lacks.
   */
  readonly placement: Placement;
  readonly slotOfCard: Int8Array;
  readonly indexOfCard: Int8Array;
  private cardsLeft = 0;
  /**
   * The position was reached by a tableau move that can be taken back, from a position
   * whose moves were asked for, which therefore passed the dead-end test. It passes too:
   * the moved card may go straight back, and from there on the test allows everything
   * it allowed before, so the test is skipped (the Penelope's Web deals measured were
   * searched through exactly the same positions, about 1.4 times as fast). Skipping it
   * could only ever prune less, never wrongly.
   */
  private lastMoveUndoable = false;
  private readonly lossProof: LossProof | null;
  private readonly random: (() => number) | null;

  constructor(
    readonly plan: OpenCastle,
    position: Position,
    { lossProof = null, random = null }: CastleSearchOptions = {},
  ) {
    super();
    this.lossProof = lossProof;
    this.random = random;
    const { tableau, foundations } = plan.layout;
    this.placement = new Placement(codesOf(position.rules) ?? undefined);
    this.slots = tableau.map((pile) => position.piles[pile].cards.slice());
    // The family's foundations start from the Ace: a foundation's length is its rank.
    this.homeTop = foundations.map((pile) => position.piles[pile].cards.length);
    ({ slotOfCard: this.slotOfCard, indexOfCard: this.indexOfCard } = cardPlaces(this.slots));
    for (const cards of this.slots) {
      cards.forEach((card, index) => {
        this.placement.place(card, index === 0 ? ON_TABLE : cards[index - 1]);
      });
      this.cardsLeft += cards.length;
    }
  }

  get won(): boolean {
    return this.cardsLeft === 0;
  }

  /**
   * Does the loss proof (the rank game) prove the position lost, or is there a card that
   * can never go home (dead-ends.ts)? The rank verdict, a lookup, is asked first: with
   * the verdicts the fixpoint takes about a third of the search (a Penelope's Web deal
   * won in 8.2 s was won in 6.5 s). Neither is asked after a move that can be taken back:
   * see `lastMoveUndoable` (the rank game too prunes the same positions without asking
   * there, on the deals compared).
   */
  deadEnd(): boolean {
    if (this.lastMoveUndoable) return false;
    return this.lossProof?.provesLost(this) === true || deadEnds.someCardNeverHome(this);
  }

  /** The search moves, best first: see the file's comment. */
  moves(): TableauMove[] {
    const { slots, homeTop, plan } = this;
    // To the foundations, onto cards, into a space, then ordered by `uncoveringFirst`.
    const moves: TableauMove[] = [];
    for (let from = 0; from < slots.length; from++) {
      const cards = slots[from];
      if (cards.length === 0) continue;
      const card = cards[cards.length - 1];
      if (homeTop[suitOf(card)] === rankOf(card) - 1) {
        if (safeHome(plan, homeTop, card)) return [compact(card, from, HOME)];
        moves.push(compact(card, from, HOME));
      }
    }
    const space = slots.findIndex((cards) => cards.length === 0);
    const toSpaces: TableauMove[] = [];
    for (let from = 0; from < slots.length; from++) {
      const cards = slots[from];
      if (cards.length === 0) continue;
      const card = cards[cards.length - 1];
      const fitsFrom = card * CARD_CODES;
      for (let to = 0; to < slots.length; to++) {
        const target = slots[to];
        if (to !== from && target.length > 0 && plan.fits[fitsFrom + target[target.length - 1]]) {
          moves.push(compact(card, from, to));
        }
      }
      // Moving a pile's only card into a space gives the same position up to order.
      if (space >= 0 && plan.fillsSpace[card] && cards.length > 1) {
        toSpaces.push(compact(card, from, space));
      }
    }
    for (const move of toSpaces) moves.push(move);
    return this.random ? this.shuffled(moves, this.random) : this.uncoveringFirst(moves);
  }

  private shuffled(moves: TableauMove[], random: () => number): TableauMove[] {
    for (let index = moves.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      const move = moves[index];
      moves[index] = moves[other];
      moves[other] = move;
    }
    return moves;
  }

  /**
   * Reorders the moves onto cards (which follow the foundation moves) so that those
   * uncovering a card nearest its foundation come first, an emptied pile first of all.
   * Only wins need it, and only in depth-first search: proofs take the same positions in
   * any order. On the public Penelope's Web deals, compact search alone within a
   * million positions each won 26 deals instead of 23; one deal was won after 1.1
   * million positions instead of 11.6 million.
   */
  private uncoveringFirst(moves: TableauMove[]): TableauMove[] {
    return sortByKey(moves, uncoveringKeys, this.uncoveringKey);
  }

  private readonly uncoveringKey = (move: TableauMove): number =>
    toOf(move) === HOME ? -2 : this.uncoveredDistance(move);

  /**
   * How many cards of its suit must go home before the card `move` uncovers can: -1
   * when the move empties its pile; moves into a space last.
   */
  private uncoveredDistance(move: TableauMove): number {
    const cards = this.slots[fromOf(move)];
    if (this.slots[toOf(move)].length === 0) return CARD_CODES;
    if (cards.length < 2) return -1;
    const uncovered = cards[cards.length - 2];
    return rankOf(uncovered) - this.homeTop[suitOf(uncovered)] - 1;
  }

  play(move: TableauMove): void {
    const from = fromOf(move);
    const to = toOf(move);
    const left = this.slots[from];
    const card = left.pop() as number;
    this.lastMoveUndoable =
      to !== HOME &&
      (left.length === 0
        ? this.plan.fillsSpace[card] === 1
        : this.plan.fits[card * CARD_CODES + left[left.length - 1]] === 1);
    if (to === HOME) {
      this.placement.place(card, ON_FOUNDATION);
      this.slotOfCard[card] = -1;
      this.homeTop[suitOf(card)]++;
      this.cardsLeft--;
    } else {
      this.placement.place(card, this.topOf(to));
      this.put(card, to);
    }
  }

  undo(move: TableauMove): void {
    const from = fromOf(move);
    const to = toOf(move);
    const card = cardOfMove(move);
    this.lastMoveUndoable = false;
    if (to === HOME) {
      this.homeTop[suitOf(card)]--;
      this.cardsLeft++;
    } else {
      this.slots[to].pop();
    }
    this.placement.place(card, this.topOf(from));
    this.put(card, from);
  }

  private put(card: number, slot: number): void {
    this.slotOfCard[card] = slot;
    this.indexOfCard[card] = this.slots[slot].length;
    this.slots[slot].push(card);
  }

  /** Moves the same card onto what it lies on in `next`: a card, the table or its foundation. */
  moveLike(move: TableauMove, next: Uint8Array): TableauMove {
    const card = cardOfMove(move);
    const on = next[card];
    const from = this.slotOfCard[card];
    if (on === ON_FOUNDATION) return compact(card, from, HOME);
    if (on !== ON_TABLE) return compact(card, from, this.slotOfCard[on]);
    return compact(
      card,
      from,
      this.slots.findIndex((cards) => cards.length === 0),
    );
  }

  /** What a card put on `slot` lies on. */
  private topOf(slot: number): number {
    const cards = this.slots[slot];
    return cards.length === 0 ? ON_TABLE : cards[cards.length - 1];
  }

  /** The engine move for a compact one. */
  engineMove(move: TableauMove): Move {
    const { tableau, foundations } = this.plan.layout;
    const to = toOf(move);
    return {
      from: tableau[fromOf(move)],
      to: to === HOME ? foundations[suitOf(cardOfMove(move))] : tableau[to],
      count: 1,
    };
  }
}

/**
 * The compact tableau of `start`, a position of a game of the family (`openCastleOf`),
 * ordered and pruned as `options` say.
 */
export function castleTableauOf(start: Position, options: CastleSearchOptions = {}): CastleTableau {
  const plan = openCastleOf(start.rules);
  if (!plan) throw new Error(`${start.rules.id} is not of the open castle family`);
  return new CastleTableau(plan, start, options);
}
