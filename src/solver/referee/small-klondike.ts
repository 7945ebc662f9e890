/**
 * For the Klondike solver's tests: small positions, with only a few cards off the
 * foundations, so that a plain exhaustive search can check verdicts.
 */
import { ACE, type Card, cardOf, isRed, KING, rankOf } from "../../engine/card.js";
import { layoutOf } from "../../engine/layout.js";
import type { Pile, Position } from "../../engine/position.js";
import { mulberry32 } from "../../engine/random.js";
import type { GameRules } from "../../engine/rules.js";

export interface SmallDeal {
  /** Cards off the foundations. */
  readonly loose: number;
  /** Of those, at most this many in the talon (stock and waste). */
  readonly talon: number;
  /** Face-up cards built into runs (red on black, one rank down) where they can be. */
  readonly runs: boolean;
}

/**
 * A Klondike-family position of `rules` with `loose` cards off the foundations (the top
 * cards of random suits), some in the stock and waste, the others in the tableau with
 * some face down.
 */
export function smallKlondike(rules: GameRules, seed: number, deal: SmallDeal): Position {
  const random = mulberry32(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const layout = layoutOf(rules);
  const heights = [KING, KING, KING, KING];
  const loose: Card[] = [];
  while (loose.length < deal.loose) {
    const suit = pick(4);
    if (heights[suit] === 0) continue;
    loose.push(cardOf(heights[suit], suit));
    heights[suit]--;
  }
  for (let i = loose.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [loose[i], loose[j]] = [loose[j], loose[i]];
  }
  const talon = loose.splice(0, pick(deal.talon + 1));
  const wasteSize = pick(talon.length + 1);
  const piles: Pile[] = Array.from({ length: layout.size }, () => ({ cards: [], down: 0 }));
  piles[layout.waste] = { cards: talon.slice(0, wasteSize), down: 0 };
  piles[layout.stock] = { cards: talon.slice(wasteSize), down: 0 };
  layout.foundations.forEach((index, suit) => {
    piles[index] = {
      cards: Array.from({ length: heights[suit] }, (_, rank) => cardOf(rank + ACE, suit)),
      down: 0,
    };
  });
  const tableau: Card[][] = layout.tableau.map(() => []);
  const downs = layout.tableau.map(() => 0);
  // A few piles, so that cards cover one another.
  const used = 2 + pick(Math.min(3, layout.tableau.length - 1));
  for (let pile = 0; pile < used && loose.length > 0; pile++) {
    const hidden = pick(Math.min(3, loose.length));
    tableau[pile].push(...loose.splice(0, hidden));
    downs[pile] = hidden;
  }
  while (loose.length > 0) {
    const card = loose.shift() as Card;
    const pile = deal.runs ? pileTaking(tableau, downs, card, used) : pick(used);
    tableau[pile < 0 ? pick(used) : pile].push(card);
  }
  layout.tableau.forEach((index, pile) => {
    const cards = tableau[pile];
    // Turning up is automatic: a pile's top card is never face down.
    piles[index] = { cards, down: Math.min(downs[pile], Math.max(cards.length - 1, 0)) };
  });
  return { rules, base: ACE, piles };
}

/** The first of the `used` piles whose face-up top card `card` goes on, or -1. */
function pileTaking(tableau: Card[][], downs: number[], card: Card, used: number): number {
  for (let pile = 0; pile < used; pile++) {
    const cards = tableau[pile];
    const top = cards[cards.length - 1];
    if (cards.length <= downs[pile]) continue;
    if (rankOf(top) === rankOf(card) + 1 && isRed(top) !== isRed(card)) return pile;
  }
  return -1;
}
