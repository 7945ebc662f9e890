/**
 * What the player can see of a position. Face-up cards are known; a face-down card or a
 * stock card is only a slot holding one of the unseen cards, and which cards are
 * unseen is known too (the deck less every card in sight), but not their order. A
 * `PlayerView` keeps exactly that, and what the player remembers of cards it has seen
 * (`Memory`), so whatever is computed from it never depends on a card never seen.
 */
import type { Card, Rank } from "../../engine/card.js";
import { freshDeck } from "../../engine/deal.js";
import { layoutOf } from "../../engine/layout.js";
import type { Move } from "../../engine/move.js";
import type { Pile, Position } from "../../engine/position.js";
import type { GameRules } from "../../engine/rules.js";

export interface PileInView {
  /** Slots at the bottom of the pile whose cards the player cannot see. */
  readonly hidden: number;
  /** The pile's `down` count (for the stock it says nothing: every stock card is hidden). */
  readonly down: number;
  /** The cards the player can see, bottom to top. */
  readonly shown: readonly Card[];
}

/**
 * What the player remembers of cards out of sight. Only the stock can hold cards the
 * player has seen: the waste turned back over refills it with cards that lay face up,
 * in an order the player watched go by. The rules turn the waste over only onto an
 * empty stock, and nothing else enters the stock, so from then on the player knows
 * every stock card and its order.
 */
export interface Memory {
  readonly stockSeen: boolean;
}

/** A game's start: nothing out of sight has been seen. */
export const NOTHING_SEEN: Memory = { stockSeen: false };

/** The memory after `move` in a game of `rules`: cards sent into the stock were in sight. */
export function remember(memory: Memory, rules: GameRules, move: Move): Memory {
  if (memory.stockSeen || move.to !== layoutOf(rules).stock) return memory;
  return { stockSeen: true };
}

export interface PlayerView {
  readonly rules: GameRules;
  readonly base: Rank;
  readonly piles: readonly PileInView[];
  /** The cards in the hidden slots, sorted: a multiset, in no particular order. */
  readonly unseen: readonly Card[];
  /** What the view was taken with, to take views of the positions its moves lead to. */
  readonly memory: Memory;
}

/** Every card is face up from the deal on and nothing waits in a stock: nothing is hidden. */
export function isOpenGame(rules: GameRules): boolean {
  return !rules.deal.topCardOnly && rules.piles.every((group) => group.kind !== "stock");
}

function pileInView(pile: Pile, hiddenStock: boolean): PileInView {
  if (hiddenStock) return { hidden: pile.cards.length, down: pile.down, shown: [] };
  return { hidden: pile.down, down: pile.down, shown: pile.cards.slice(pile.down) };
}

/**
 * The player's view of `position`, remembering `memory`: the one place that looks at
 * the real position. A stock the player has seen is shown in its order (a slot it
 * knows is no slot to guess); every other stock card is hidden.
 */
export function playerView(position: Position, memory: Memory = NOTHING_SEEN): PlayerView {
  const layout = layoutOf(position.rules);
  const piles = position.piles.map((pile, i) =>
    pileInView(pile, i === layout.stock && !memory.stockSeen),
  );
  const missing = new Map<Card, number>();
  for (const card of freshDeck(position.rules.decks)) {
    missing.set(card, (missing.get(card) ?? 0) + 1);
  }
  for (const pile of piles) {
    for (const card of pile.shown) missing.set(card, (missing.get(card) ?? 0) - 1);
  }
  const unseen: Card[] = [];
  for (const [card, count] of missing) for (let i = 0; i < count; i++) unseen.push(card);
  return {
    rules: position.rules,
    base: position.base,
    piles,
    unseen: unseen.sort((a, b) => a - b),
    memory,
  };
}

/** Views equal in everything the player sees get the same key. */
export function viewKey(view: PlayerView): string {
  return view.piles.map((pile) => `${pile.hidden}:${pile.shown.join(",")}`).join("|");
}

/** How many of the view's slots are hidden: it drops when a card turns up or leaves the stock. */
export const hiddenCount = (view: PlayerView): number =>
  view.piles.reduce((sum, pile) => sum + pile.hidden, 0);

/**
 * One position consistent with the view: the unseen cards shuffled by `random` and laid
 * into the hidden slots pile by pile. With nothing hidden it is the position itself.
 */
export function arrangement(view: PlayerView, random: () => number): Position {
  const cards = view.unseen.slice();
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  let next = 0;
  const piles = view.piles.map((pile) => {
    const filled = cards.slice(next, next + pile.hidden);
    next += pile.hidden;
    return { cards: [...filled, ...pile.shown], down: pile.down };
  });
  return { rules: view.rules, base: view.base, piles };
}
