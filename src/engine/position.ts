/**
 * A position is a value: moves make new positions and never change old ones,
 * so undo is keeping the previous position and a position can be shared freely.
 */
import type { Card, Rank } from "./card.js";
import { layoutOf } from "./layout.js";
import type { GameRules } from "./rules.js";

export interface Pile {
  /** Bottom to top: the last card is the one that can be seen and taken. */
  readonly cards: readonly Card[];
  /** How many of the bottom cards lie face down (always below the face-up ones). */
  readonly down: number;
}

export interface Position {
  readonly rules: GameRules;
  /** The foundations' first rank for this deal. */
  readonly base: Rank;
  /** Every pile of the game, indexed as in its layout (layout.ts). */
  readonly piles: readonly Pile[];
}

export const EMPTY_PILE: Pile = { cards: [], down: 0 };

export const topCard = (pile: Pile): Card | undefined => pile.cards[pile.cards.length - 1];

/** Every card is on the foundations: the game is won and over. */
export function isWon(position: Position): boolean {
  const layout = layoutOf(position.rules);
  let home = 0;
  for (const index of layout.foundations) home += position.piles[index].cards.length;
  return home === layout.cardCount;
}

/** Same piles, same cards, same faces (the rules object is shared by identity). */
export function samePosition(a: Position, b: Position): boolean {
  if (a.rules !== b.rules || a.base !== b.base) return false;
  return a.piles.every((pile, i) => {
    const other = b.piles[i];
    return (
      pile.down === other.down &&
      pile.cards.length === other.cards.length &&
      pile.cards.every((card, j) => card === other.cards[j])
    );
  });
}
