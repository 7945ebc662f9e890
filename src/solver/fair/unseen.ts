/**
 * What the player can see of a position. Face-up cards are known; a face-down card or a
 * stock card is only a slot holding one of the unseen cards, and which cards are
 * unseen is known too (the deck less every card in sight), but not their order. A
 * `PlayerView` keeps exactly that, so whatever is computed from it never depends on a
 * hidden card.
 */
import type { Card, Rank } from "../../engine/card.js";
import { freshDeck } from "../../engine/deal.js";
import { layoutOf } from "../../engine/layout.js";
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

export interface PlayerView {
  readonly rules: GameRules;
  readonly base: Rank;
  readonly piles: readonly PileInView[];
  /** The cards in the hidden slots, sorted: a multiset, in no particular order. */
  readonly unseen: readonly Card[];
}

/** Every card is face up from the deal on and nothing waits in a stock: nothing is hidden. */
export function isOpenGame(rules: GameRules): boolean {
  return !rules.deal.topCardOnly && rules.piles.every((group) => group.kind !== "stock");
}

function pileInView(pile: Pile, isStock: boolean): PileInView {
  if (isStock) return { hidden: pile.cards.length, down: pile.down, shown: [] };
  return { hidden: pile.down, down: pile.down, shown: pile.cards.slice(pile.down) };
}

/** The player's view of `position`: the one place that looks at the real position. */
export function playerView(position: Position): PlayerView {
  const layout = layoutOf(position.rules);
  const piles = position.piles.map((pile, i) => pileInView(pile, i === layout.stock));
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
