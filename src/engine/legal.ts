/**
 * Whether a move is legal, and if not, why. Move generation (moves.ts) and the
 * check of a single move share these predicates, so the two can never disagree.
 */
import { canPlace, fitsSpace } from "./build.js";
import { type Card, suitOf } from "./card.js";
import { type Layout, layoutOf } from "./layout.js";
import { ALL_TABLEAU, type Move } from "./move.js";
import { isWon, type Pile, type Position } from "./position.js";
import type { PileGroup } from "./rules.js";

/** Why a move is refused; explain.ts turns a refusal into words for the player. */
export type Refusal =
  | "game-won"
  | "no-such-pile"
  | "same-pile"
  | "not-from-here"
  | "not-to-there"
  | "bad-count"
  | "face-down"
  | "one-at-a-time"
  | "not-a-run"
  | "not-a-suit-run"
  | "cell-one-card"
  | "foundation-one-card"
  | "cell-full"
  | "foundation-full"
  | "foundation-suit"
  | "runs-only"
  | "space"
  | "build"
  | "stock-empty"
  | "deal-count"
  | "fill-spaces";

/** How many of the pile's top cards may leave it together, under the group's unit. */
export function movableCount(pile: Pile, group: PileGroup): number {
  const cards = pile.cards;
  const length = cards.length;
  if (length === 0) return 0;
  const unit = group.unit ?? "top";
  if (unit === "top" || !group.build) return 1;
  let count = 1;
  while (count < length - pile.down) {
    const card = cards[length - count];
    const below = cards[length - count - 1];
    if (!canPlace(card, below, group.build)) break;
    if (unit === "suit-run" && suitOf(card) !== suitOf(below)) break;
    count++;
  }
  return count;
}

/** Whether pile `to` takes `count` cards headed by `head`, judged by the destination alone. */
export function destinationRefusal(
  position: Position,
  layout: Layout,
  to: number,
  head: Card,
  count: number,
): Refusal | null {
  const group = layout.groups[to];
  const pile = position.piles[to];
  if (count > 1 && group.kind !== "tableau") {
    return group.kind === "cell" ? "cell-one-card" : "foundation-one-card";
  }
  if (group.capacity !== undefined && pile.cards.length + count > group.capacity) {
    return group.kind === "cell" ? "cell-full" : "foundation-full";
  }
  if (group.suitByIndex && suitOf(head) !== layout.indexInKind[to]) return "foundation-suit";
  if (pile.cards.length === 0) {
    if (!group.space) return "runs-only";
    return fitsSpace(head, group.space, position.base) ? null : "space";
  }
  if (!group.build) return "runs-only";
  return canPlace(head, pile.cards[pile.cards.length - 1], group.build) ? null : "build";
}

/** Whether the stock may deal a row onto the tableau now. */
export function dealRefusal(position: Position, layout: Layout): Refusal | null {
  if (position.piles[layout.stock].cards.length === 0) return "stock-empty";
  let cards = 0;
  let spaces = 0;
  for (const index of layout.tableau) {
    const length = position.piles[index].cards.length;
    cards += length;
    if (length === 0) spaces++;
  }
  // "Fill every space first, if you can": with fewer cards than piles it cannot be done.
  return spaces > 0 && cards >= layout.tableau.length ? "fill-spaces" : null;
}

/** Cards in one stock deal onto the tableau. */
export function dealSize(position: Position, layout: Layout): number {
  return Math.min(position.piles[layout.stock].cards.length, layout.tableau.length);
}

/** Null when `move` is legal in `position`, else the first reason it is not. */
export function refusal(position: Position, move: Move): Refusal | null {
  const layout = layoutOf(position.rules);
  if (isWon(position)) return "game-won";
  const { from, to, count } = move;
  if (!Number.isInteger(count)) return "bad-count";
  if (from < 0 || from >= layout.size || to < ALL_TABLEAU || to >= layout.size) {
    return "no-such-pile";
  }
  if (from === to) return "same-pile";
  const fromGroup = layout.groups[from];
  if (fromGroup.sendsTo.length === 0) return "not-from-here";
  if (to === ALL_TABLEAU) {
    if (fromGroup.kind !== "stock" || !fromGroup.sendsTo.includes("tableau")) return "not-to-there";
    const refused = dealRefusal(position, layout);
    if (refused) return refused;
    return count === dealSize(position, layout) ? null : "deal-count";
  }
  if (fromGroup.kind === "stock" && layout.kinds[to] === "tableau") return "not-to-there";
  if (!fromGroup.sendsTo.includes(layout.kinds[to])) return "not-to-there";
  const pile = position.piles[from];
  if (pile.cards.length === 0) return fromGroup.kind === "stock" ? "stock-empty" : "bad-count";
  if (count < 1 || count > pile.cards.length) return "bad-count";
  // The waste has no build or space to ask: the stock turns its cards onto it one at a time.
  if (fromGroup.kind === "stock") return count === 1 ? null : "one-at-a-time";
  if (count > pile.cards.length - pile.down) return "face-down";
  if (count > 1) {
    if (layout.kinds[to] !== "tableau") {
      return layout.kinds[to] === "cell" ? "cell-one-card" : "foundation-one-card";
    }
    if (count > movableCount(pile, fromGroup)) {
      const unit = fromGroup.unit ?? "top";
      return unit === "top" ? "one-at-a-time" : unit === "run" ? "not-a-run" : "not-a-suit-run";
    }
  }
  const head = pile.cards[pile.cards.length - count];
  return destinationRefusal(position, layout, to, head, count);
}

export const isLegal = (position: Position, move: Move): boolean =>
  refusal(position, move) === null;
