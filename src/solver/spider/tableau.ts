/**
 * The compact tableau of the one-deck Spider family (Spiderette, Will o' the Wisp): a
 * position as a few arrays changed in place by `play` and `undo`, for every search on
 * it (search/). A search on it meets the same positions as on the tableau over engine
 * positions, two to seven times as fast, but for the dead ends it finds (dead-ends.ts),
 * which every search on it leaves out (the public Spiderette deals proved lost are
 * proved through an eighth to a sixtieth as many positions).
 *
 * The moves are the search moves of search-moves.ts (here every legal move, with every
 * empty pile while the stock still deals and a whole pile never carried into a space
 * once it is empty), derived from the engine's build rules; tableau.test.ts checks them,
 * and every move's consequences (turning up, completed runs leaving), against the
 * engine position by position.
 *
 * The placement (placement-table.ts) is the exact key here too: a face-down card never
 * moves, so `FACE_DOWN` says where it is; the stock's cards are known from which are
 * still `IN_STOCK`; and while the stock deals, each pile's bottom card says its pile
 * (`PILE_BOTTOM`), since the next deal gives each pile a different card. Once the stock
 * is empty the piles are interchangeable, as the engine's key says, and a bottom card
 * lies just `ON_TABLE`.
 *
 * Each position can be saved whole while it waits in a beam or best-first search
 * (saved-positions.ts). What the tableau needs of the rules is derived in family.ts.
 */
import { ACE, cardOf, KING, suitOf } from "../../engine/card.js";
import { ALL_TABLEAU, type Move } from "../../engine/move.js";
import type { Position } from "../../engine/position.js";
import { CARD_CODES, ON_FOUNDATION, ON_TABLE, Placement } from "../core/placement-table.js";
import { Join, pairOf } from "../moves/joins.js";
import { PileSums } from "../moves/pile-sums.js";
import { promisingRunMoves, type RunTableau } from "../moves/promising.js";
import { type TableauScoring, type Temper, tableauScoring } from "../moves/score.js";
import type { NoveltyTableau } from "../search/novelty.js";
import { PlacedTableau } from "../search/placed-tableau.js";
import { ByteStore, type SavedPositions, type SavingBytes } from "../search/saved-positions.js";
import type { PositionStore, SavingTableau, TableauMove } from "../search/tableau.js";
import { SpiderDeadEnds } from "./dead-ends.js";
import { PILE_BOTTOM, type SpiderPlan, spiderPlanFor } from "./family.js";

const IN_STOCK = 2;
const FACE_DOWN = 3;
/** Codes a card may lie on, 1 where it is in sight: on a card or a pile's bottom. */
const IN_SIGHT = Uint8Array.from({ length: CARD_CODES }, (_, on) =>
  on === ON_FOUNDATION || on === IN_STOCK || on === FACE_DOWN ? 0 : 1,
);
/** Thirteen cards, King to Ace, make a completed run. */
const RUN = KING - ACE + 1;

// A compact move here: `head << 12 | count << 8 | from << 4 | to`, piles numbered in
// the tableau; a deal has `to` = DEAL and the number of cards dealt as its count.
const DEAL = 15;
const headOf = (move: TableauMove) => move >> 12;
const countOf = (move: TableauMove) => (move >> 8) & 15;
const fromOf = (move: TableauMove) => (move >> 4) & 15;
const toOf = (move: TableauMove) => move & 15;
const compact = (head: number, count: number, from: number, to: number): TableauMove =>
  (head << 12) | (count << 8) | (from << 4) | to;

// What a move did, kept to take it back: a card turned up where the run left, a run
// completed where it arrived. A deal keeps how many runs it completed.
const TURNED_UP = 1;
const COMPLETED = 2;

/** A one-deck Spider-family tableau and stock, changed in place by `play` and `undo`. */
export class SpiderTableau
  extends PlacedTableau
  implements SavingTableau<Placement>, NoveltyTableau, SavingBytes
{
  /** The cards of each tableau pile, bottom first, and how many of them lie face down. */
  readonly slots: number[][];
  readonly down: number[];
  readonly placement = new Placement();
  readonly inSight = IN_SIGHT;
  /** The stock as dealt from the end; the first `stockLeft` cards are still there. */
  private readonly stock: readonly number[];
  private stockLeft: number;
  private cardsInPlay: number;
  /** Per move played, newest last: what it did, to take it back (see TURNED_UP). */
  private readonly done: number[] = [];
  /** Per completed run, newest last: `pile | suit << 4 | TURNED_UP << 6`. */
  private readonly completed: number[] = [];
  private readonly scoring: TableauScoring;
  /** The piles' scores, kept as running sums: a move is scored by the joins it changed. */
  private readonly pileSums: PileSums;
  /** Each pile's cards (the same arrays as `slots`) and face-down count, for `runTableau`. */
  private readonly pileViews: { readonly cards: number[]; down: number }[];
  private readonly deadEnds: SpiderDeadEnds;
  /** More than any pile's face-down cards ever are: `pileProgress`'s base. */
  private readonly downBase: number;
  /**
   * The position was reached by a move between piles that can be taken back (the run's
   * head left a card it fits on, and completed no run), from a position that passed the
   * dead-end test. It passes too: in its fixpoint the run may go straight back, and from
   * there on everything is allowed that was allowed before. So the test is skipped (on
   * public Spiderette deals, more than half the positions the depth-first search meets;
   * none of those was ever found dead when tested). Skipping it could only ever prune
   * less, never wrongly.
   */
  private lastMoveUndoable = false;

  /** `temper`: the weights `score` scores by. */
  constructor(
    private readonly plan: SpiderPlan,
    position: Position,
    temper: Temper,
  ) {
    super();
    const { tableau, stock } = plan.layout;
    this.slots = tableau.map((pile) => position.piles[pile].cards.slice());
    this.down = tableau.map((pile) => position.piles[pile].down);
    this.downBase = Math.max(...this.down) + 1;
    this.pileViews = this.slots.map((cards, slot) => ({ cards, down: this.down[slot] }));
    this.scoring = tableauScoring(plan.rules, plan.group.build, temper);
    this.pileSums = new PileSums(this.scoring, tableau.length, plan.layout.cardCount);
    this.deadEnds = new SpiderDeadEnds(plan);
    this.stock = position.piles[stock].cards.slice();
    this.stockLeft = this.stock.length;
    for (const card of this.stock) this.placement.place(card, IN_STOCK);
    this.slots.forEach((cards, slot) => {
      cards.forEach((card, index) => {
        const on =
          index < this.down[slot]
            ? FACE_DOWN
            : index === 0
              ? this.bottomCode(slot)
              : cards[index - 1];
        this.placement.place(card, on);
      });
    });
    this.cardsInPlay = this.stockLeft + this.tableauCards();
  }

  get won(): boolean {
    return this.cardsInPlay === 0;
  }

  store(): PositionStore {
    return new ByteStore(this);
  }

  /** True when some suit can never be completed (spider-dead-ends.ts). */
  deadEnd(): boolean {
    if (this.lastMoveUndoable) return false;
    return this.deadEnds.cannotWin(this.slots, this.down, this.stock, this.stockLeft);
  }

  /** The search moves, the ones that look best first and a deal last. */
  moves(): TableauMove[] {
    const moves: TableauMove[] = [];
    const worths: number[] = [];
    for (const move of this.tableauMoves()) {
      const worth = this.worth(fromOf(move), countOf(move), toOf(move));
      // Insertion by worth, ties in the order offered: lists are short.
      let at = moves.length;
      moves.push(move);
      worths.push(worth);
      while (at > 0 && worths[at - 1] < worth) {
        moves[at] = moves[at - 1];
        worths[at] = worths[at - 1];
        at--;
      }
      moves[at] = move;
      worths[at] = worth;
    }
    const deal = this.dealMove();
    if (deal !== null) moves.push(deal);
    return moves;
  }

  /**
   * The moves worth trying first when looking for a win: those `promisingRunMoves`
   * picks, as for an engine position, and the deal last.
   */
  promisingMoves(): TableauMove[] {
    const moves = this.tableauMoves();
    const rated = moves.map((move) => ({
      from: fromOf(move),
      count: countOf(move),
      to: toOf(move),
    }));
    const promising = promisingRunMoves(this.runTableau(), rated).map((index) => moves[index]);
    const deal = this.dealMove();
    if (deal !== null) promising.push(deal);
    return promising;
  }

  /** The search moves in the order of the engine's: the deal (from the stock, the first pile) first. */
  searchMoves(): TableauMove[] {
    const deal = this.dealMove();
    const moves = this.tableauMoves();
    if (deal !== null) moves.unshift(deal);
    return moves;
  }

  isDeal(move: TableauMove): boolean {
    return toOf(move) === DEAL;
  }

  /** The position's `progressScore`, by the weights the tableau was made with. */
  score(): number {
    const home = this.plan.layout.cardCount - this.cardsInPlay;
    return this.scoring.parts(home, this.stockLeft, this.pileSums.total(this.slots, this.down));
  }

  /** The cards still hidden (face down or in the stock), and a deck's count more per run gone home. */
  progress(): number {
    const { cardCount } = this.plan.layout;
    const hidden = this.down.reduce((sum, down) => sum + down, this.stockLeft);
    return hidden + cardCount * ((cardCount - this.cardsInPlay) / RUN);
  }

  /**
   * Each pile's face-down cards, the stock and the cards in play, as one number: digits
   * of base `downBase` per pile (face-down counts only fall), below the stock and cards.
   */
  pileProgress(): number {
    let progress = this.stockLeft * (this.plan.layout.cardCount + 1) + this.cardsInPlay;
    for (const down of this.down) progress = progress * this.downBase + down;
    return progress;
  }

  /** The piles as `promisingRunMoves` reads them: views kept up to date here. */
  private runTableau(): RunTableau {
    const piles = this.pileViews;
    for (let slot = 0; slot < piles.length; slot++) piles[slot].down = this.down[slot];
    return { piles, group: this.plan.group };
  }

  /**
   * The search moves between tableau piles, in the order of the engine's (search-moves.ts):
   * by pile left, pile reached and count; into the first space only, or, while the
   * stock deals and the piles are not interchangeable, into each space in turn right
   * after it.
   */
  private tableauMoves(): TableauMove[] {
    const { slots } = this;
    const { fits, fillsSpace } = this.plan;
    const interchangeable = this.stockLeft === 0;
    const moves: TableauMove[] = [];
    for (let from = 0; from < slots.length; from++) {
      const cards = slots[from];
      const most = this.movable(from);
      let spaceSeen = false;
      for (let to = 0; to < slots.length; to++) {
        if (to === from) continue;
        const target = slots[to];
        if (target.length > 0) {
          const top = target[target.length - 1];
          for (let count = 1; count <= most; count++) {
            const head = cards[cards.length - count];
            if (fits[head * CARD_CODES + top]) moves.push(compact(head, count, from, to));
          }
          continue;
        }
        if (spaceSeen) continue;
        spaceSeen = true;
        for (let count = 1; count <= most; count++) {
          const head = cards[cards.length - count];
          if (!fillsSpace[head]) continue;
          // Carrying a whole pile into a space gives the same position up to order.
          if (interchangeable) {
            if (count < cards.length) moves.push(compact(head, count, from, to));
            continue;
          }
          for (let space = to; space < slots.length; space++) {
            if (space !== from && slots[space].length === 0) {
              moves.push(compact(head, count, from, space));
            }
          }
        }
      }
    }
    return moves;
  }

  /** The deal, when the stock may deal. */
  private dealMove(): TableauMove | null {
    const { slots } = this;
    if (this.stockLeft === 0) return null;
    if (slots.some((cards) => cards.length === 0) && this.tableauCards() >= slots.length)
      return null;
    return compact(0, Math.min(this.stockLeft, slots.length), 0, DEAL);
  }

  /**
   * Saves what `restore` needs to come back to this position: the stock and cards
   * left, per pile its face-down count, length and cards, the placement and its hash.
   */
  save(into: SavedPositions): number {
    const { slots } = this;
    let size = 2 + CARD_CODES + 4;
    for (const pile of slots) size += 2 + pile.length;
    const bytes = into.reserve(size);
    const start = into.length;
    bytes[start] = this.stockLeft;
    bytes[start + 1] = this.cardsInPlay;
    let at = start + 2;
    for (let slot = 0; slot < slots.length; slot++) {
      const pile = slots[slot];
      bytes[at++] = this.down[slot];
      bytes[at++] = pile.length;
      for (let index = 0; index < pile.length; index++) bytes[at++] = pile[index];
    }
    bytes.set(this.placement.on, at);
    at += CARD_CODES;
    const hash = this.placement.hash;
    for (let byte = 0; byte < 4; byte++) bytes[at++] = hash >>> (8 * byte);
    into.length = at;
    return start;
  }

  restore(from: SavedPositions, start: number): void {
    const bytes = from.bytes;
    this.stockLeft = bytes[start];
    this.cardsInPlay = bytes[start + 1];
    let at = start + 2;
    for (let slot = 0; slot < this.slots.length; slot++) {
      const pile = this.slots[slot];
      this.down[slot] = bytes[at++];
      const length = bytes[at++];
      // Shortened by pops: setting an array's length is much slower.
      while (pile.length > length) pile.pop();
      for (let index = 0; index < length; index++) pile[index] = bytes[at++];
    }
    // A loop: a subarray to copy from would be one more object per position.
    const on = this.placement.on;
    for (let card = 0; card < CARD_CODES; card++) on[card] = bytes[at++];
    let hash = 0;
    for (let byte = 0; byte < 4; byte++) hash |= bytes[at++] << (8 * byte);
    this.placement.hash = hash;
    this.pileSums.forgetAll();
    while (this.done.length > 0) this.done.pop();
    while (this.completed.length > 0) this.completed.pop();
    this.lastMoveUndoable = false;
  }

  play(move: TableauMove): void {
    const to = toOf(move);
    if (to === DEAL) {
      this.lastMoveUndoable = false;
      this.deal(countOf(move));
      return;
    }
    const from = fromOf(move);
    this.carry(from, to, countOf(move));
    const turned = this.turnUp(from) ? TURNED_UP : 0;
    const completed = this.completeRun(to) ? COMPLETED : 0;
    this.done.push(turned | completed);
    const left = this.slots[from];
    this.lastMoveUndoable =
      completed === 0 &&
      left.length > 0 &&
      this.plan.fits[headOf(move) * CARD_CODES + left[left.length - 1]] === 1;
  }

  undo(move: TableauMove): void {
    const to = toOf(move);
    const did = this.done.pop() as number;
    this.lastMoveUndoable = false;
    if (to === DEAL) {
      this.undeal(countOf(move), did);
      return;
    }
    const from = fromOf(move);
    if (did & COMPLETED) this.uncompleteRun();
    if (did & TURNED_UP) this.turnDown(from);
    this.carry(to, from, countOf(move));
  }

  /** Puts the top `count` cards of pile `from`, in order, on pile `to`. */
  private carry(from: number, to: number, count: number): void {
    const source = this.slots[from];
    const target = this.slots[to];
    const cut = source.length - count;
    this.placement.place(source[cut], this.topCode(to));
    this.pileSums.changed(from, cut);
    this.pileSums.changed(to, target.length);
    for (let index = cut; index < source.length; index++) target.push(source[index]);
    while (source.length > cut) source.pop();
  }

  /** The same run onto what its head lies on in `next` (a card or a space), or the deal. */
  moveLike(move: TableauMove, next: Uint8Array): TableauMove {
    if (toOf(move) === DEAL) return move;
    const head = headOf(move);
    const on = next[head];
    const from = this.slots.findIndex((cards) => cards.includes(head));
    const to =
      on === ON_TABLE || on >= PILE_BOTTOM
        ? this.slots.findIndex((cards) => cards.length === 0)
        : this.slots.findIndex((cards) => cards[cards.length - 1] === on);
    return compact(head, countOf(move), from, to);
  }

  engineMove(move: TableauMove): Move {
    const { tableau, stock } = this.plan.layout;
    const to = toOf(move);
    if (to === DEAL) return { from: stock, to: ALL_TABLEAU, count: countOf(move) };
    return { from: tableau[fromOf(move)], to: tableau[to], count: countOf(move) };
  }

  /** How many top cards of the pile move together. */
  private movable(slot: number): number {
    const cards = this.slots[slot];
    const length = cards.length;
    if (length === 0) return 0;
    const { joins } = this.plan;
    let count = 1;
    while (
      count < length - this.down[slot] &&
      joins[cards[length - count] * CARD_CODES + cards[length - count - 1]]
    ) {
      count++;
    }
    return count;
  }

  /**
   * How good a move looks, only to order the search: turning a card up or emptying a
   * pile first, then the run coming to lie on a card of its own suit. Proofs take the
   * same positions in any order, but wins need it: without it the search wins the
   * endgame of its test after 4.2 million positions instead of 8,600.
   */
  private worth(from: number, count: number, to: number): number {
    const cards = this.slots[from];
    const cut = cards.length - count;
    const turnsUp = cut > 0 && cut === this.down[from];
    const target = this.slots[to];
    if (target.length === 0) return turnsUp ? 80 : 0;
    const head = cards[cut];
    const top = target[target.length - 1];
    const { joinKinds } = this.plan;
    const before = cut === 0 || turnsUp ? Join.Free : joinKinds[pairOf(head, cards[cut - 1])];
    const after = joinKinds[pairOf(head, top)];
    return (turnsUp ? 100 : cut === 0 ? 60 : 0) + 20 * (after - before);
  }

  private tableauCards(): number {
    return this.slots.reduce((sum, cards) => sum + cards.length, 0);
  }

  private bottomCode(slot: number): number {
    return this.stockLeft > 0 ? PILE_BOTTOM + slot : ON_TABLE;
  }

  /** What a card put on the pile lies on. */
  private topCode(slot: number): number {
    const cards = this.slots[slot];
    return cards.length === 0 ? this.bottomCode(slot) : cards[cards.length - 1];
  }

  /** Turns up a face-down card left on top; true when there was one. */
  private turnUp(slot: number): boolean {
    const cards = this.slots[slot];
    const length = cards.length;
    if (this.down[slot] === 0 || this.down[slot] < length) return false;
    this.down[slot] = length - 1;
    this.pileSums.changed(slot, 0);
    this.placement.place(
      cards[length - 1],
      length === 1 ? this.bottomCode(slot) : cards[length - 2],
    );
    return true;
  }

  private turnDown(slot: number): void {
    const cards = this.slots[slot];
    this.down[slot] = cards.length;
    this.pileSums.changed(slot, 0);
    this.placement.place(cards[cards.length - 1], FACE_DOWN);
  }

  /** Sends a completed run at the end of the pile home; true when there was one. */
  private completeRun(slot: number): boolean {
    const cards = this.slots[slot];
    const length = cards.length;
    if (length - this.down[slot] < RUN) return false;
    const suit = suitOf(cards[length - 1]);
    for (let index = 0; index < RUN; index++) {
      if (cards[length - 1 - index] !== cardOf(ACE + index, suit)) return false;
    }
    for (let index = length - RUN; index < length; index++) {
      this.placement.place(cards[index], ON_FOUNDATION);
    }
    for (let index = 0; index < RUN; index++) cards.pop();
    this.pileSums.changed(slot, cards.length);
    this.cardsInPlay -= RUN;
    const turned = this.turnUp(slot) ? TURNED_UP : 0;
    this.completed.push(slot | (suit << 4) | (turned << 6));
    return true;
  }

  private uncompleteRun(): void {
    const record = this.completed.pop() as number;
    const slot = record & 15;
    if ((record >> 6) & TURNED_UP) this.turnDown(slot);
    const cards = this.slots[slot];
    this.pileSums.changed(slot, cards.length);
    for (let rank = KING; rank >= ACE; rank--) {
      const card = cardOf(rank, (record >> 4) & 3);
      this.placement.place(card, this.topCode(slot));
      cards.push(card);
    }
    this.cardsInPlay += RUN;
  }

  /** One card onto each of the first `count` piles; the runs completed leave in pile order. */
  private deal(count: number): void {
    const first = this.stockLeft - 1;
    this.stockLeft -= count;
    for (let slot = 0; slot < count; slot++) {
      const card = this.stock[first - slot];
      this.placement.place(card, this.topCode(slot));
      this.pileSums.changed(slot, this.slots[slot].length);
      this.slots[slot].push(card);
    }
    if (this.stockLeft === 0) this.recodeBottoms();
    let completed = 0;
    for (let slot = 0; slot < count; slot++) if (this.completeRun(slot)) completed++;
    this.done.push(completed);
  }

  private undeal(count: number, completed: number): void {
    for (let run = 0; run < completed; run++) this.uncompleteRun();
    const emptied = this.stockLeft === 0;
    this.stockLeft += count;
    if (emptied) this.recodeBottoms();
    for (let slot = count - 1; slot >= 0; slot--) {
      this.placement.place(this.slots[slot].pop() as number, IN_STOCK);
      this.pileSums.changed(slot, this.slots[slot].length);
    }
  }

  /** Face-up bottom cards lie on their pile while the stock deals, on the table after. */
  private recodeBottoms(): void {
    this.slots.forEach((cards, slot) => {
      if (cards.length > 0 && this.down[slot] === 0)
        this.placement.place(cards[0], this.bottomCode(slot));
    });
  }
}
/**
 * The compact tableau of `start`, a position of a game `searchesSpiderCompactly` takes,
 * scored by the weights of `temper`.
 */
export const spiderTableauOf = (start: Position, temper: Temper = "eager"): SpiderTableau =>
  new SpiderTableau(spiderPlanFor(start.rules), start, temper);
