/**
 * Deal numbers: which numbers a game accepts, and the order of the deck each number
 * gives. Frozen: changing anything here changes shared deals (docs/deals.md;
 * tests/vectors guard it).
 */
import type { Card } from "./card.js";
import { MAX_DEAL, MIN_DEAL, shuffle } from "./random.js";
import type { GameRules } from "./rules.js";

export interface DealNumbers {
  readonly first: number;
  readonly last: number;
}

const PROJECT_NUMBERS: DealNumbers = { first: MIN_DEAL, last: MAX_DEAL };
/** Windows FreeCell numbers its deals from 1 to 2^31 - 1. */
const MICROSOFT_NUMBERS: DealNumbers = { first: 1, last: 2 ** 31 - 1 };

/** The deal numbers a game accepts (rules.ts, `DealPlan.numbers`). */
export const dealNumbersOf = (rules: GameRules): DealNumbers =>
  rules.deal.numbers === "microsoft" ? MICROSOFT_NUMBERS : PROJECT_NUMBERS;

export function isDealNumberOf(rules: GameRules, n: number): boolean {
  const { first, last } = dealNumbersOf(rules);
  return Number.isInteger(n) && n >= first && n <= last;
}

/** The cards of `deck` in the order deal `dealNumber` deals them, the first dealt first. */
export const orderOfDeal = (rules: GameRules, deck: readonly Card[], dealNumber: number): Card[] =>
  rules.deal.numbers === "microsoft" ? microsoftOrder(deck, dealNumber) : shuffle(deck, dealNumber);

/**
 * The generator of Microsoft's C library, which Windows FreeCell seeds with the deal
 * number: state = state x 214013 + 2531011 (mod 2^32), each output
 * (state >> 16) & 0x7fff, from 0 to 32767.
 */
export function microsoftRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 214013) + 2531011) >>> 0;
    return (state >>> 16) & 0x7fff;
  };
}

/**
 * Windows FreeCell's deal, from the published description of its generator. The deck
 * lies Ace to King, each rank in the order clubs, diamonds, hearts, spades (card codes
 * in ascending order). For each card dealt, the next output modulo the number of cards
 * left picks a card; it is dealt, and the deck's last card takes its place.
 */
function microsoftOrder(deck: readonly Card[], dealNumber: number): Card[] {
  const cards = deck.slice().sort((a, b) => a - b);
  const random = microsoftRandom(dealNumber);
  const dealt: Card[] = [];
  for (let left = cards.length; left > 0; left--) {
    const chosen = random() % left;
    dealt.push(cards[chosen]);
    cards[chosen] = cards[left - 1];
  }
  return dealt;
}
