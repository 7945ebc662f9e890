/**
 * How promising a position looks, for trying the best positions first. It only orders
 * the search (so wins are found sooner); it never decides that anything is lost.
 */
import { canPlace } from "../engine/build.js";
import { suitOf } from "../engine/card.js";
import { layoutOf } from "../engine/layout.js";
import type { Position } from "../engine/position.js";

const HOME = 10;
const FACE_DOWN = -12;
const SPACE = 8;
const FREE_CELL = 3;
const STOCK_CARD = -1;
/** A card lying on one it could not have been built on: it must move again. */
const OUT_OF_ORDER = -3;
/**
 * A card built on another but not of its suit, where that matters: only one-suit runs
 * move together, or only one-suit runs leave for the foundations.
 */
const MIXED_SUITS = -1;

/** Higher is better: cards home, cards turned up, piles in order, spaces free. */
export function progressScore(position: Position): number {
  const layout = layoutOf(position.rules);
  const piles = position.piles;
  let score = 0;
  for (const index of layout.foundations) score += HOME * piles[index].cards.length;
  for (const index of layout.cells) if (piles[index].cards.length === 0) score += FREE_CELL;
  if (layout.stock >= 0) score += STOCK_CARD * piles[layout.stock].cards.length;
  for (const index of layout.tableau) {
    const pile = piles[index];
    const cards = pile.cards;
    if (cards.length === 0) {
      score += SPACE;
      continue;
    }
    score += FACE_DOWN * pile.down;
    const group = layout.groups[index];
    const build = group.build;
    if (!build) continue;
    const suitRuns = group.unit === "suit-run" || position.rules.completedRunsLeave === true;
    for (let i = Math.max(pile.down, 1); i < cards.length; i++) {
      const card = cards[i];
      const below = cards[i - 1];
      if (!canPlace(card, below, build)) score += OUT_OF_ORDER;
      else if (suitRuns && suitOf(card) !== suitOf(below)) score += MIXED_SUITS;
    }
  }
  return score;
}
