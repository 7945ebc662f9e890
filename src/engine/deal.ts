/**
 * Deal numbers to starting positions. The fresh deck lies deck by deck, suit by suit
 * (C, D, H, S), Ace to King; cards the plan puts on the foundations first are taken out
 * in that order, the rest are shuffled (random.ts) and dealt in rows, and what is left
 * becomes the stock with the next card to deal on top (its last element).
 */
import { ACE, type Card, cardOf, rankOf, suitOf } from "./card.js";
import { layoutOf } from "./layout.js";
import { EMPTY_PILE, type Pile, type Position } from "./position.js";
import { isDealNumber, shuffle } from "./random.js";
import type { GameRules } from "./rules.js";

const FIVE = 5;

export function freshDeck(decks: number): Card[] {
  const cards: Card[] = [];
  for (let deck = 0; deck < decks; deck++) {
    for (let suit = 0; suit < 4; suit++) {
      for (let rank = ACE; rank <= 13; rank++) cards.push(cardOf(rank, suit));
    }
  }
  return cards;
}

export function dealPosition(rules: GameRules, dealNumber: number): Position {
  if (!isDealNumber(dealNumber))
    throw new RangeError("a deal number is a whole number from 1 to 4294967295");
  const layout = layoutOf(rules);
  const plan = rules.deal;
  const piles: Pile[] = Array.from({ length: layout.size }, () => EMPTY_PILE);
  let deck = freshDeck(rules.decks);

  const startRank = plan.foundations === "aces" ? ACE : plan.foundations === "fives" ? FIVE : null;
  if (startRank !== null) {
    const starters = deck.filter((card) => rankOf(card) === startRank);
    deck = deck.filter((card) => rankOf(card) !== startRank);
    starters.forEach((card, i) => {
      piles[layout.foundations[i]] = { cards: [card], down: 0 };
    });
  }

  const shuffled = shuffle(deck, dealNumber);
  const beak = rules.base === "beak";
  const base = beak ? rankOf(shuffled[0]) : rules.base;
  let cards = shuffled;
  if (beak) {
    // Penguin: the first card is the beak (so it lies at the bottom of pile 0); the
    // other cards of its rank go to their suits' foundations instead of the tableau.
    const [beakCard, ...others] = shuffled;
    for (const card of others) {
      if (rankOf(card) === base)
        piles[layout.foundations[suitOf(card)]] = { cards: [card], down: 0 };
    }
    cards = [beakCard, ...others.filter((card) => rankOf(card) !== base)];
  }
  const tableau: Card[][] = layout.tableau.map(() => []);
  let next = 0;
  const rows = Math.max(...plan.tableau);
  for (let row = 0; row < rows; row++) {
    for (let p = 0; p < tableau.length; p++) {
      if (row < plan.tableau[p]) tableau[p].push(cards[next++]);
    }
  }
  tableau.forEach((pileCards, p) => {
    piles[layout.tableau[p]] = {
      cards: pileCards,
      down: plan.topCardOnly ? pileCards.length - 1 : 0,
    };
  });
  const rest = cards.slice(next).reverse();
  if (layout.stock >= 0) piles[layout.stock] = { cards: rest, down: 0 };
  else if (rest.length > 0)
    throw new Error(`${rules.id}: the deal plan leaves ${rest.length} cards over`);
  return { rules, base, piles };
}
