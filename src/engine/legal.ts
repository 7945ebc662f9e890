/**
 * Whether a move is legal, and if not, why. Move generation (moves.ts) and the
 * check of a single move share these predicates, so the two can never disagree.
 */
import { canPlace, fitsSpace } from "./build.js";
import { type Card, isRed, suitOf } from "./card.js";
import { type Layout, layoutOf } from "./layout.js";
import { ALL_TABLEAU, type Move } from "./move.js";
import { isWon, type Pile, type Position } from "./position.js";
import type { PileGroup, Unit } from "./rules.js";

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
  | "not-a-colour-run"
  | "run-too-long"
  | "cell-one-card"
  | "foundation-one-card"
  | "cell-full"
  | "foundation-full"
  | "foundation-suit"
  | "runs-only"
  | "space"
  | "never-filled"
  | "space-source"
  | "build"
  | "stock-empty"
  | "turn-count"
  | "stock-not-empty"
  | "redeal-count"
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
    if (unit === "colour-run" && isRed(card) !== isRed(below)) break;
    count++;
  }
  return count;
}

/**
 * The longest run that may move from pile `from` to pile `to` at once where the game
 * limits it by free cells and spaces (rules.ts, `runLimit`); no limit elsewhere.
 */
export function runRoom(position: Position, layout: Layout, from: number, to: number): number {
  if (layout.groups[from].runLimit === undefined) return Number.POSITIVE_INFINITY;
  let cells = 0;
  for (const index of layout.cells) if (position.piles[index].cards.length === 0) cells++;
  let spaces = 0;
  for (const index of layout.tableau) {
    if (index !== to && position.piles[index].cards.length === 0) spaces++;
  }
  return (cells + 1) * 2 ** spaces;
}

/**
 * Whether pile `to` takes `count` cards headed by `head` from pile `from`, judged by
 * the destination alone (and, for an empty pile, where the cards come from).
 */
export function destinationRefusal(
  position: Position,
  layout: Layout,
  from: number,
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
  const suit = layout.suits[to];
  if (suit >= 0 && suitOf(head) !== suit) return "foundation-suit";
  if (pile.cards.length === 0) {
    if (!group.space) return group.kind === "foundation" ? "runs-only" : "never-filled";
    if (group.spaceFrom !== undefined && layout.kinds[from] !== group.spaceFrom) {
      return "space-source";
    }
    return fitsSpace(head, group.space, position.base) ? null : "space";
  }
  if (!group.build) return "runs-only";
  return canPlace(head, pile.cards[pile.cards.length - 1], group.build) ? null : "build";
}

/** Whether the stock may deal a row onto the tableau now. */
export function dealRefusal(position: Position, layout: Layout): Refusal | null {
  if (position.piles[layout.stock].cards.length === 0) return "stock-empty";
  if (layout.groups[layout.stock].dealsOntoSpaces) return null;
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

/** Cards the stock turns onto the waste in one move. */
export function turnSize(position: Position, layout: Layout): number {
  const turns = layout.groups[layout.stock].turns ?? 1;
  return Math.min(position.piles[layout.stock].cards.length, turns);
}

const UNIT_REFUSALS: Record<Unit, Refusal> = {
  top: "one-at-a-time",
  run: "not-a-run",
  "suit-run": "not-a-suit-run",
  "colour-run": "not-a-colour-run",
};

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
  // The waste has no build or space to ask: the stock turns its cards onto it.
  if (fromGroup.kind === "stock") return count === turnSize(position, layout) ? null : "turn-count";
  // The waste turned back over: the whole of it, once the stock is empty.
  if (layout.kinds[to] === "stock") {
    if (position.piles[to].cards.length > 0) return "stock-not-empty";
    return count === pile.cards.length ? null : "redeal-count";
  }
  if (count > pile.cards.length - pile.down) return "face-down";
  if (count > 1) {
    if (layout.kinds[to] !== "tableau") {
      return layout.kinds[to] === "cell" ? "cell-one-card" : "foundation-one-card";
    }
    if (count > movableCount(pile, fromGroup)) return UNIT_REFUSALS[fromGroup.unit ?? "top"];
  }
  const head = pile.cards[pile.cards.length - count];
  const refused = destinationRefusal(position, layout, from, to, head, count);
  if (refused) return refused;
  return count > runRoom(position, layout, from, to) ? "run-too-long" : null;
}

export const isLegal = (position: Position, move: Move): boolean =>
  refusal(position, move) === null;
