/**
 * Depth-first search for the open castle family (reduction.ts says which games) on a
 * compact tableau: a move changes two arrays in place and is taken back as exactly,
 * so a position costs little allocation beyond its key. It expands positions about
 * twice as fast as a search over engine positions; proofs of loss need the speed.
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
import type { OpenCastle } from "./dead-ends.js";
import { cardsText } from "./key.js";
import type { Outcome } from "./outcome.js";
import { openCastleOf, stubbornMoves } from "./reduction.js";
import { TranspositionTable } from "./table.js";

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
  private readonly texts: string[];
  private readonly sorted: string[];
  private cardsLeft = 0;

  constructor(
    readonly plan: OpenCastle,
    position: Position,
  ) {
    const { tableau, foundations } = plan.layout;
    this.slots = tableau.map((pile) => position.piles[pile].cards.slice());
    // The family's foundations start from the Ace: a foundation's length is its rank.
    this.homeTop = foundations.map((pile) => position.piles[pile].cards.length);
    this.texts = this.slots.map((cards) => cardsText(cards));
    this.sorted = this.texts.slice();
    for (const cards of this.slots) this.cardsLeft += cards.length;
  }

  get won(): boolean {
    return this.cardsLeft === 0;
  }

  /** The search moves, best first: see the file's comment. */
  moves(): CompactMove[] {
    const { slots, homeTop, plan } = this;
    const home: CompactMove[] = [];
    const onCards: CompactMove[] = [];
    const toSpaces: CompactMove[] = [];
    const space = slots.findIndex((cards) => cards.length === 0);
    for (let from = 0; from < slots.length; from++) {
      const cards = slots[from];
      if (cards.length === 0) continue;
      const card = cards[cards.length - 1];
      if (homeTop[suitOf(card)] === rankOf(card) - 1) {
        if (this.safeHome(card)) return [compact(card, from, HOME)];
        home.push(compact(card, from, HOME));
      }
      const onto = plan.onto[card];
      for (let to = 0; to < slots.length; to++) {
        const target = slots[to];
        if (to !== from && target.length > 0 && onto.includes(target[target.length - 1])) {
          onCards.push(compact(card, from, to));
        }
      }
      // Moving a pile's only card into a space gives the same position up to order.
      if (space >= 0 && plan.fillsSpace[card] && cards.length > 1) {
        toSpaces.push(compact(card, from, space));
      }
    }
    const moves = home.concat(onCards, toSpaces);
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
    this.texts[from] = cardsText(this.slots[from]);
    if (to === HOME) {
      this.homeTop[suitOf(card)]++;
      this.cardsLeft--;
    } else {
      this.slots[to].push(card);
      this.texts[to] = cardsText(this.slots[to]);
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
      this.texts[to] = cardsText(this.slots[to]);
    }
    this.slots[from].push(card);
    this.texts[from] = cardsText(this.slots[from]);
  }

  /**
   * The exact key: the piles' texts in sorted order, since tableau piles are
   * interchangeable. The foundations need no place in it: they hold exactly the
   * cards the tableau lacks.
   */
  key(): string {
    const sorted = this.sorted;
    for (let i = 0; i < sorted.length; i++) {
      const text = this.texts[i];
      let at = i;
      while (at > 0 && sorted[at - 1] > text) {
        sorted[at] = sorted[at - 1];
        at--;
      }
      sorted[at] = text;
    }
    return sorted.join("");
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
 * Depth-first search from `start`, a position of a game `searchesCompactly` takes,
 * trying each position's moves in order.
 */
export function castleDepthFirst(start: Position, budget: Budget, memory: number): Outcome {
  const plan = openCastleOf(start.rules);
  if (!plan) throw new Error(`${start.rules.id} is not searched compactly`);
  const tableau = new CompactTableau(plan, start);
  if (tableau.won) return { kind: "won", moves: [] };
  const table = new TranspositionTable(memory);
  table.add(tableau.key());
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
      return { kind: "won", moves: line.map((step) => tableau.engineMove(step)) };
    }
    const key = tableau.key();
    if (table.has(key)) {
      tableau.undo(move);
      continue;
    }
    table.add(key);
    if (!budget.spend()) return { kind: "gave-up" };
    line.push(move);
    movesAt.push(tableau.moves());
    nextAt.push(0);
  }
  return { kind: "exhausted" };
}
