/**
 * The player's gestures turned into engine moves: a tap (click or touch), a double tap,
 * a drop, a key. Legality is never judged here: the move goes to the engine's refusal.
 */
import {
  ALL_TABLEAU,
  dealSize,
  layoutOf,
  legalMoves,
  type Move,
  movableCount,
  type Position,
} from "../../engine/index.js";
import { playSound } from "../sound/sounds.js";
import { playerMove, say } from "../state/game-actions.js";
import { cardsName, pileLabel } from "../state/messages.js";
import { position, selection, settings } from "../state/store.js";
import { doubleClickMove } from "./best-move.js";

/** Plays the move if the rules allow it; a refused move sounds so (when sounds are on). */
function move(wanted: Move): boolean {
  const made = playerMove(wanted);
  if (!made) playSound("refuse");
  return made;
}

/** Two taps on one pile within this many milliseconds make a double tap. */
const DOUBLE_TAP_MS = 400;

/** The last tap, to recognise a double tap; `moved` when that tap made a move. */
let lastTap: { pile: number; time: number; moved: boolean } | null = null;

/** The stock's own move: to the waste, a deal onto the tableau, or the waste turned back over. */
export function stockMove(current: Position): Move {
  const layout = layoutOf(current.rules);
  const stock = layout.stock;
  const dealsToTableau = layout.groups[stock].sendsTo.includes("tableau");
  const listed = legalMoves(current).find((move) => move.from === stock || move.to === stock);
  if (listed) return listed;
  return dealsToTableau
    ? { from: stock, to: ALL_TABLEAU, count: dealSize(current, layout) }
    : { from: stock, to: layout.waste, count: 1 };
}

function deal(current: Position): void {
  selection.value = null;
  move(stockMove(current));
}

/** Picks up `count` cards from `pile`, or says why there is nothing to pick up. */
function pickUp(current: Position, pile: number, count: number): void {
  const cards = current.piles[pile];
  if (cards.cards.length === 0) {
    say(`${pileLabel(current, pile)} is empty.`);
    return;
  }
  if (count > cards.cards.length - cards.down) {
    selection.value = null;
    say("That card is face down: it cannot be moved yet.");
    return;
  }
  selection.value = { pile, count };
  say(`Picked up ${cardsName(current, pile, count)} from ${pileLabel(current, pile)}.`);
}

/**
 * A tap on `pile`; `fromTop` is how many cards from the top the tapped card lies
 * (1 for the top card), or null for the pile itself.
 */
export function tap(pile: number, fromTop: number | null, time: number): void {
  const current = position.value;
  if (!current) return;
  const layout = layoutOf(current.rules);
  if (layout.kinds[pile] === "stock") {
    lastTap = null;
    deal(current);
    return;
  }
  const previous = lastTap;
  const isDouble =
    previous !== null &&
    previous.pile === pile &&
    !previous.moved &&
    time - previous.time < DOUBLE_TAP_MS;
  if (isDouble) {
    lastTap = null;
    sendBest(pile, fromTop ?? 1);
    return;
  }
  const held = selection.value;
  if (held && held.pile !== pile) {
    lastTap = { pile, time, moved: true };
    move({ from: held.pile, to: pile, count: held.count });
    return;
  }
  const count = fromTop ?? 1;
  if (held && held.count === count) {
    lastTap = { pile, time, moved: false };
    selection.value = null;
    say("Put the cards back.");
    return;
  }
  // A foundation's card comes back into play only when asked for, never by a stray tap.
  const tapMoves = settings.value?.tapMoves && !held && layout.kinds[pile] !== "foundation";
  const best = tapMoves ? doubleClickMove(current, pile, count) : null;
  lastTap = { pile, time, moved: best !== null };
  if (best) move(best);
  else pickUp(current, pile, count);
}

/** The double-click: the card's run, or the longest run under it that can go, to the best place. */
export function sendBest(pile: number, fromTop: number): void {
  const current = position.value;
  if (!current) return;
  selection.value = null;
  const best = doubleClickMove(current, pile, fromTop);
  if (best) {
    move(best);
  } else if (current.piles[pile].cards.length > 0) {
    say(`${cardsName(current, pile, 1)} has nowhere to go.`.replace(/^the/, "The"));
  }
}

/** A drag released over pile `to`; whether it made a move. */
export function drop(from: number, count: number, to: number): boolean {
  lastTap = null;
  selection.value = null;
  return from !== to && move({ from, to, count });
}

/** How many cards the keyboard picks up first: the longest run that has somewhere to go. */
function keyboardCount(current: Position, pile: number): number {
  const layout = layoutOf(current.rules);
  const most = movableCount(current.piles[pile], layout.groups[pile]);
  const moves = legalMoves(current).filter((move) => move.from === pile);
  for (let count = most; count > 1; count--) {
    if (moves.some((move) => move.count === count)) return count;
  }
  return 1;
}

/** Enter or Space on a pile: deal, pick up, put back, or drop what is held. */
export function activate(pile: number): void {
  const current = position.value;
  if (!current) return;
  lastTap = null;
  const layout = layoutOf(current.rules);
  if (layout.kinds[pile] === "stock") {
    deal(current);
    return;
  }
  const held = selection.value;
  if (held === null) {
    pickUp(current, pile, keyboardCount(current, pile));
  } else if (held.pile === pile) {
    selection.value = null;
    say("Put the cards back.");
  } else {
    move({ from: held.pile, to: pile, count: held.count });
  }
}

/** + and - while holding cards: take one more or one fewer from the same pile. */
export function changeCount(delta: number): void {
  const current = position.value;
  const held = selection.value;
  if (!current || !held) return;
  const pile = current.piles[held.pile];
  const count = Math.min(Math.max(held.count + delta, 1), pile.cards.length - pile.down);
  pickUp(current, held.pile, count);
}

export function cancel(): void {
  lastTap = null;
  if (selection.value) {
    selection.value = null;
    say("Put the cards back.");
  }
}
