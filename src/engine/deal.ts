/**
 * Deal numbers to starting positions. The fresh deck lies deck by deck, suit by suit
 * (C, D, H, S), Ace to King; cards the plan puts on the foundations first are taken out
 * in that order, the rest are put in the deal number's order (deal-numbers.ts) and
 * dealt in rows, and what is left becomes the stock with the next card to deal on top
 * (its last element).
 */
import { ACE, type Card, cardCode, cardOf, KING, rankOf, suitOf } from "./card.js";
import { dealNumbersOf, isDealNumberOf, orderOfDeal } from "./deal-numbers.js";
import { type Layout, layoutOf } from "./layout.js";
import { destinationRefusal } from "./legal.js";
import { EMPTY_PILE, type Pile, type Position } from "./position.js";
import type { GameRules } from "./rules.js";

export function freshDeck(decks: number): Card[] {
  const cards: Card[] = [];
  for (let deck = 0; deck < decks; deck++) {
    for (let suit = 0; suit < 4; suit++) {
      for (let rank = ACE; rank <= KING; rank++) cards.push(cardOf(rank, suit));
    }
  }
  return cards;
}

export function dealPosition(rules: GameRules, dealNumber: number): Position {
  if (!isDealNumberOf(rules, dealNumber)) {
    const { first, last } = dealNumbersOf(rules);
    throw new RangeError(
      `a deal number of ${rules.name} is a whole number from ${first} to ${last}`,
    );
  }
  const layout = layoutOf(rules);
  const plan = rules.deal;
  const piles: Pile[] = Array.from({ length: layout.size }, () => EMPTY_PILE);
  let deck = freshDeck(rules.decks);

  const startRank = plan.foundations;
  if (startRank !== undefined) {
    for (const card of deck.filter((card) => rankOf(card) === startRank)) {
      piles[emptyFoundationOf(layout, piles, card)] = { cards: [card], down: 0 };
    }
    deck = deck.filter((card) => rankOf(card) !== startRank);
  }

  const shuffled = orderOfDeal(rules, deck, dealNumber);
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
  const dealing: Position = { rules, base, piles };
  const tableau: Card[][] = layout.tableau.map(() => []);
  let next = 0;
  const rows = Math.max(...plan.tableau);
  for (let row = 0; row < rows; row++) {
    for (let p = 0; p < tableau.length; p++) {
      if (row >= plan.tableau[p]) continue;
      const card = cards[next++];
      const home = plan.feedsFoundations
        ? foundationTaking(dealing, layout, layout.tableau[p], card)
        : -1;
      if (home >= 0) piles[home] = { cards: [...piles[home].cards, card], down: 0 };
      else tableau[p].push(card);
    }
  }
  tableau.forEach((dealt, p) => {
    const pileCards = plan.kingsToBottom ? kingsFirst(dealt) : dealt;
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

/** The first empty foundation that takes `card`'s suit (any, where foundations are not bound to suits). */
function emptyFoundationOf(layout: Layout, piles: readonly Pile[], card: Card): number {
  const home = layout.foundations.find(
    (index) =>
      piles[index].cards.length === 0 &&
      (layout.suits[index] < 0 || layout.suits[index] === suitOf(card)),
  );
  if (home === undefined) throw new Error(`no foundation is left for ${cardCode(card)}`);
  return home;
}

/** The first foundation that takes `card` as it is dealt to tableau pile `pile`, or -1. */
function foundationTaking(position: Position, layout: Layout, pile: number, card: Card): number {
  return (
    layout.foundations.find(
      (index) => destinationRefusal(position, layout, pile, index, card, 1) === null,
    ) ?? -1
  );
}

/** The pile with its Kings moved to the bottom, each part keeping its order. */
const kingsFirst = (cards: readonly Card[]): Card[] => [
  ...cards.filter((card) => rankOf(card) === KING),
  ...cards.filter((card) => rankOf(card) !== KING),
];
