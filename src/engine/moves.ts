/** The canonical list of legal moves (interchange.md, "The canonical list of legal moves"). */
import { rankOn } from "./build.js";
import { rankOf } from "./card.js";
import { type Layout, layoutOf } from "./layout.js";
import {
  dealRefusal,
  dealSize,
  destinationRefusal,
  movableCount,
  runRoom,
  turnSize,
} from "./legal.js";
import { ALL_TABLEAU, type Move } from "./move.js";
import { isWon, type Position } from "./position.js";

/**
 * Every legal move once, in canonical order (by `from`, `to`, `count`, piles in
 * interchange order). Of several empty piles of one class (layout.ts, `spaceClasses`)
 * that would take the same cards, only the first is listed; `refusal` accepts the
 * others too.
 */
export function legalMoves(position: Position): Move[] {
  const layout = layoutOf(position.rules);
  const moves: Move[] = [];
  if (isWon(position)) return moves;
  for (let from = 0; from < layout.size; from++) {
    if (layout.kinds[from] === "stock") addStockMoves(position, layout, from, moves);
    else addMovesFrom(position, layout, from, moves);
  }
  return moves;
}

function addStockMoves(position: Position, layout: Layout, stock: number, moves: Move[]): void {
  const group = layout.groups[stock];
  if (position.piles[stock].cards.length === 0) return;
  if (group.sendsTo.includes("waste")) {
    moves.push({ from: stock, to: layout.waste, count: turnSize(position, layout) });
  }
  if (group.sendsTo.includes("tableau") && dealRefusal(position, layout) === null) {
    moves.push({ from: stock, to: ALL_TABLEAU, count: dealSize(position, layout) });
  }
}

function addMovesFrom(position: Position, layout: Layout, from: number, moves: Move[]): void {
  const group = layout.groups[from];
  const pile = position.piles[from];
  const length = pile.cards.length;
  if (length === 0) return;
  const most = movableCount(pile, group);
  // The classes of empty pile already offered, so equivalent spaces are listed once.
  let offeredSpaces = 0;
  for (const to of layout.targets[from]) {
    const empty = position.piles[to].cards.length === 0;
    if (layout.kinds[to] === "stock") {
      // The waste turned back over as the stock.
      if (empty) moves.push({ from, to, count: length });
      continue;
    }
    if (empty) {
      const classBit = 1 << layout.spaceClasses[to];
      if (offeredSpaces & classBit) continue;
      offeredSpaces |= classBit;
    }
    const limit =
      layout.kinds[to] === "tableau" ? Math.min(most, runRoom(position, layout, from, to)) : 1;
    const wanted = rankTaken(position, layout, to);
    for (let count = 1; count <= limit; count++) {
      const head = pile.cards[length - count];
      if (wanted !== ANY_RANK && rankOf(head) !== wanted) continue;
      if (destinationRefusal(position, layout, from, to, head, count) === null) {
        moves.push({ from, to, count });
      }
    }
  }
}

const ANY_RANK = 0;
const NO_RANK = -1;

/**
 * The one rank that a pile which builds takes on its top card (NO_RANK when none), or
 * ANY_RANK when it is empty or does not build. `destinationRefusal` refuses a head of
 * any other rank, so checking the rank first spares asking it about every count of a
 * long run (an eighth of a Spider-family search went there).
 */
function rankTaken(position: Position, layout: Layout, to: number): number {
  const build = layout.groups[to].build;
  const cards = position.piles[to].cards;
  if (!build || cards.length === 0) return ANY_RANK;
  return rankOn(rankOf(cards[cards.length - 1]), build) ?? NO_RANK;
}
