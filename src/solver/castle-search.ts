/**
 * Depth-first search for the open castle family (reduction.ts says which games) on a
 * compact tableau: a move changes a few numbers in place and is taken back as exactly,
 * and the key (placement-table.ts) changes with it, so a position costs next to no
 * allocation. It expands positions about five times as fast as a search over engine
 * positions; proofs of loss need the speed.
 *
 * The moves are the search moves of moves.ts in compact form, derived from the same
 * tables (`OpenCastle`): a safe foundation move alone, none from a dead end, otherwise
 * the moves of a stubborn set, foundation moves first. castle-search.test.ts checks
 * them against `searchMoves` position by position.
 *
 * `exhausted` is sound for the reasons depth-first.ts gives.
 */
import { rankOf, suitOf } from "../engine/card.js";
import type { Move } from "../engine/move.js";
import type { Position } from "../engine/position.js";
import type { GameRules } from "../engine/rules.js";
import type { Budget } from "./budget.js";
import { CARD_CODES, cardPlaces, type OpenCastle } from "./dead-ends.js";
import type { Outcome } from "./outcome.js";
import { ON_FOUNDATION, ON_TABLE, Placement, PlacementTable } from "./placement-table.js";
import { openCastleOf, stubbornMoves } from "./reduction.js";

/** A compact move: `card << 8 | from << 4 | to`, slots numbered in the tableau. */
export type CompactMove = number;
/** The `to` of a compact move that sends the card to its foundation. */
const HOME = 15;

const fromOf = (move: CompactMove) => (move >> 4) & 15;
const toOf = (move: CompactMove) => move & 15;
const cardOfMove = (move: CompactMove) => move >> 8;
const compact = (card: number, from: number, to: number): CompactMove =>
  (card << 8) | (from << 4) | to;

/** An open castle tableau, changed in place by `play` and `undo`. */
export class CompactTableau {
  /** The cards of each tableau slot, bottom first. */
  readonly slots: number[][];
  /** Per suit, the rank on its foundation. */
  readonly homeTop: number[];
  /**
   * What each card lies on: the exact key of the position, since tableau piles are
   * interchangeable and the foundations hold exactly the cards the tableau lacks.
   */
  readonly placement = new Placement();
  readonly slotOfCard: Int8Array;
  readonly indexOfCard: Int8Array;
  private cardsLeft = 0;

  constructor(
    readonly plan: OpenCastle,
    position: Position,
  ) {
    const { tableau, foundations } = plan.layout;
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

  /** The search moves, best first: see the file's comment. */
  moves(): CompactMove[] {
    const { slots, homeTop, plan } = this;
    // In the order they are tried: to the foundations, onto cards, into a space.
    const moves: CompactMove[] = [];
    for (let from = 0; from < slots.length; from++) {
      const cards = slots[from];
      if (cards.length === 0) continue;
      const card = cards[cards.length - 1];
      if (homeTop[suitOf(card)] === rankOf(card) - 1) {
        if (this.safeHome(card)) return [compact(card, from, HOME)];
        moves.push(compact(card, from, HOME));
      }
    }
    const space = slots.findIndex((cards) => cards.length === 0);
    const toSpaces: CompactMove[] = [];
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
    return stubbornMoves(this, moves, fromOf);
  }

  /** No card that could ever be built on `card` is still in play (status.ts's rule). */
  private safeHome(card: number): boolean {
    return this.plan.under[card].every((other) => this.homeTop[suitOf(other)] >= rankOf(other));
  }

  play(move: CompactMove): void {
    const from = fromOf(move);
    const to = toOf(move);
    const card = this.slots[from].pop() as number;
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

  undo(move: CompactMove): void {
    const from = fromOf(move);
    const to = toOf(move);
    const card = cardOfMove(move);
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

  /** The move that puts `card`, a top card, on `on` (a card, `ON_TABLE` or `ON_FOUNDATION`). */
  moveOnto(card: number, on: number): CompactMove {
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
  engineMove(move: CompactMove): Move {
    const { tableau, foundations } = this.plan.layout;
    const to = toOf(move);
    return {
      from: tableau[fromOf(move)],
      to: to === HOME ? foundations[suitOf(cardOfMove(move))] : tableau[to],
      count: 1,
    };
  }
}

/** True when `castleDepthFirst` can search this game. */
export const searchesCompactly = (rules: GameRules): boolean => openCastleOf(rules) !== null;

/**
 * A remembered position here (its placement and its place in the table, about 70
 * bytes) takes about half the memory of one remembered by the searches over engine
 * positions (its key text in a map), so the same allowance remembers twice as many.
 * Proofs of loss need them: forgetting makes a depth-first search expand again what it
 * has already searched (public Penelope's Web deal 8: proved lost after 2.3 million
 * positions with room for them all, still searching after 8.7 million with room for 2).
 */
const ENTRIES_PER_ALLOWANCE = 2;

/**
 * Depth-first search from `start`, a position of a game `searchesCompactly` takes,
 * trying each position's moves in order. `memory` is the allowance of the searches
 * over engine positions.
 */
export function castleDepthFirst(start: Position, budget: Budget, memory: number): Outcome {
  const plan = openCastleOf(start.rules);
  if (!plan) throw new Error(`${start.rules.id} is not searched compactly`);
  const tableau = new CompactTableau(plan, start);
  if (tableau.won) return { kind: "won", moves: [] };
  const table = new PlacementTable(memory * ENTRIES_PER_ALLOWANCE);
  table.addIfNew(tableau.placement);
  if (!budget.spend()) return { kind: "gave-up" };
  // Frame i: the moves of the i-th position on the line and the next one to try;
  // line[i] is the move made from it.
  const movesAt: CompactMove[][] = [tableau.moves()];
  const nextAt: number[] = [0];
  const line: CompactMove[] = [];
  while (movesAt.length > 0) {
    const depth = movesAt.length - 1;
    const moves = movesAt[depth];
    if (nextAt[depth] === moves.length) {
      movesAt.pop();
      nextAt.pop();
      if (depth > 0) tableau.undo(line.pop() as CompactMove);
      continue;
    }
    const move = moves[nextAt[depth]++];
    tableau.play(move);
    if (tableau.won) {
      line.push(move);
      const moves = shortened(new CompactTableau(plan, start), line);
      return { kind: "won", moves: moves.map((step) => tableau.engineMove(step)) };
    }
    if (!table.addIfNew(tableau.placement)) {
      tableau.undo(move);
      continue;
    }
    if (!budget.spend()) return { kind: "gave-up" };
    line.push(move);
    movesAt.push(tableau.moves());
    nextAt.push(0);
  }
  return { kind: "exhausted" };
}

/**
 * A depth-first win wanders: its line can run to tens of thousands of moves, of no use
 * to a player and heavy for the page that shows it. From each position on the way this
 * takes the move that reaches the latest position of the line, so every position the
 * new line passes through is one of the old line's. Positions are matched by placement,
 * which ignores pile order, so a move of the old line is replayed by its card and what
 * the card comes to lie on, not by its piles.
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
      const card = cardOfMove(line[at]);
      best = tableau.moveOnto(card, keys[at + 1].charCodeAt(card));
      reach = at + 1;
    }
    tableau.play(best);
    moves.push(best);
    at = reach;
  }
  return moves;
}
