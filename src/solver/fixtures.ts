/**
 * For the solver's tests: replaying a solution, positions that differ only in what the
 * player cannot see, and positions whose hidden cards cannot be read without an error.
 */
import { tryMove } from "../engine/apply.js";
import type { Card } from "../engine/card.js";
import { layoutOf } from "../engine/layout.js";
import type { Move } from "../engine/move.js";
import type { Pile, Position } from "../engine/position.js";
import { mulberry32 } from "../engine/random.js";

/** Replays `moves` through the engine's checked `tryMove`; returns where they end. */
export function replay(start: Position, moves: readonly Move[]): Position {
  let current = start;
  for (const move of moves) {
    const result = tryMove(current, move);
    if (!result.ok) throw new Error(`refused (${result.refusal}): ${JSON.stringify(move)}`);
    current = result.position;
  }
  return current;
}

/** The position with its hidden cards (face-down and stock) laid out again by `seed`. */
export function reshuffleHidden(position: Position, seed: number): Position {
  const stock = stockIndex(position);
  const hidden: Card[] = [];
  const isHidden = (pileIndex: number, cardIndex: number, pile: Pile) =>
    pileIndex === stock || cardIndex < pile.down;
  position.piles.forEach((pile, p) => {
    pile.cards.forEach((card, c) => {
      if (isHidden(p, c, pile)) hidden.push(card);
    });
  });
  const random = mulberry32(seed);
  for (let i = hidden.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [hidden[i], hidden[j]] = [hidden[j], hidden[i]];
  }
  let next = 0;
  const piles = position.piles.map((pile, p) => ({
    cards: pile.cards.map((card, c) => (isHidden(p, c, pile) ? hidden[next++] : card)),
    down: pile.down,
  }));
  return { ...position, piles };
}

export const stockIndex = (position: Position): number => layoutOf(position.rules).stock;

/** A position whose hidden cards throw when read: only their number may be looked at. */
export function guarded(position: Position): Position {
  const stock = stockIndex(position);
  const piles = position.piles.map((pile, p) => {
    const hiddenBelow = p === stock ? pile.cards.length : pile.down;
    const cards = new Proxy(pile.cards, {
      get(target, property, receiver) {
        if (
          typeof property === "string" &&
          /^\d+$/.test(property) &&
          Number(property) < hiddenBelow
        ) {
          throw new Error(`read a hidden card of pile ${p}`);
        }
        return Reflect.get(target, property, receiver);
      },
    });
    return { cards, down: pile.down };
  });
  return { ...position, piles };
}
