/**
 * Cards are small integers, `rank * 4 + suit`, so that rules compare them with
 * arithmetic and positions stay cheap to copy. Two-deck games hold each code twice.
 */
export type Card = number;
/** 1 (Ace) to 13 (King). */
export type Rank = number;
/** 0 clubs, 1 diamonds, 2 hearts, 3 spades: the order of suit-bound foundations. */
export type Suit = number;

export const SUITS = ["C", "D", "H", "S"] as const;
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"] as const;
export const KING: Rank = 13;
export const ACE: Rank = 1;

const RANK_NAMES = [
  "Ace",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Jack",
  "Queen",
  "King",
] as const;
const SUIT_NAMES = ["Clubs", "Diamonds", "Hearts", "Spades"] as const;

export const cardOf = (rank: Rank, suit: Suit): Card => rank * 4 + suit;
export const rankOf = (card: Card): Rank => card >> 2;
export const suitOf = (card: Card): Suit => card & 3;
export const isRed = (card: Card): boolean => (card & 3) === 1 || (card & 3) === 2;

/** The rank after `rank` going up (or down), wrapping from King to Ace when asked. */
export function nextRank(rank: Rank, direction: 1 | -1, wrap: boolean): Rank | null {
  const next = rank + direction;
  if (next >= ACE && next <= KING) return next;
  if (!wrap) return null;
  return next > KING ? ACE : KING;
}

/** Interchange code of a card, upper case: rank then suit, `TS` for the ten of spades. */
export const cardCode = (card: Card): string => RANKS[rankOf(card) - 1] + SUITS[suitOf(card)];

export const rankName = (rank: Rank): string => RANK_NAMES[rank - 1];
export const suitName = (suit: Suit): string => SUIT_NAMES[suit];
/** "the Jack of Diamonds", for messages to players. */
export const cardName = (card: Card): string =>
  `the ${rankName(rankOf(card))} of ${suitName(suitOf(card))}`;

/** Reads a rank character (`T` or `10` for the ten, either case); null when it is none. */
export function parseRank(text: string): Rank | null {
  const upper = text.toUpperCase();
  if (upper === "10") return 10;
  const index = (RANKS as readonly string[]).indexOf(upper);
  return index < 0 ? null : index + 1;
}

export interface ParsedCard {
  readonly card: Card;
  readonly faceUp: boolean;
}

/**
 * Reads an interchange card code: upper case is face up, lower case face down,
 * mixed case is malformed. Returns null for anything that is not a card.
 */
export function parseCard(code: string): ParsedCard | null {
  if (code.length < 2 || code.length > 3) return null;
  const letters = code.replace(/[0-9]/g, "");
  const faceUp = letters === letters.toUpperCase();
  if (!faceUp && letters !== letters.toLowerCase()) return null;
  const rank = parseRank(code.slice(0, -1));
  const suit = (SUITS as readonly string[]).indexOf(code.slice(-1).toUpperCase());
  if (rank === null || suit < 0) return null;
  return { card: cardOf(rank, suit), faceUp };
}
