/**
 * The vocabulary games are written in. A game is data built from these pieces;
 * the engine (moves.ts, apply.ts, deal.ts) is the one interpreter of it.
 */
import type { Rank } from "./card.js";

/** Kinds of piles, in the order the interchange format sorts pile names. */
export const PILE_KINDS = ["stock", "waste", "cell", "tableau", "foundation"] as const;
export type PileKind = (typeof PILE_KINDS)[number];

/** How a card is placed on the top card of a pile. */
export interface Build {
  readonly direction: "down" | "up";
  readonly suit: "any" | "same";
  /** King and Ace count as neighbours. */
  readonly wrap: boolean;
}

/**
 * What an empty pile accepts as its first card (or the head of a run):
 * `base` is the game's foundation base rank, `below-base` the rank under it.
 */
export type Space = "any" | "king" | "base" | "below-base";

/** Which top cards of a pile may leave it together. */
export type Unit =
  /** only the top card */
  | "top"
  /** any run that follows the pile's build */
  | "run"
  /** any run that follows the pile's build and keeps to one suit */
  | "suit-run";

/** A row of piles that follow the same rules, PySolFC's "stack class". */
export interface PileGroup {
  readonly kind: PileKind;
  readonly count: number;
  /** How cards are placed on a non-empty pile; absent when no move places cards here. */
  readonly build?: Build;
  /** What an empty pile accepts; absent when no move fills an empty pile. */
  readonly space?: Space;
  /** Foundation n takes only suit n (C, D, H, S). */
  readonly suitByIndex?: boolean;
  /** The most cards the pile holds. */
  readonly capacity?: number;
  /** What may leave the pile together (default: the top card). */
  readonly unit?: Unit;
  /** Where this pile's cards may be moved to; a stock sending to `tableau` deals a row. */
  readonly sendsTo: readonly PileKind[];
}

/** How a deal lays the shuffled cards out. */
export interface DealPlan {
  /** Cards taken out of the deck before the shuffle and put on the foundations. */
  readonly foundations?: "aces" | "fives";
  /** Cards per tableau pile, dealt in rows from pile 0 rightwards. */
  readonly tableau: readonly number[];
  /** Only the top card of each tableau pile is dealt face up. */
  readonly topCardOnly?: boolean;
}

export interface GameRules {
  /** The interchange game id, such as `penguin-tuxedo`. */
  readonly id: string;
  readonly name: string;
  readonly decks: 1 | 2;
  /**
   * The foundations' first rank; `beak` when each deal sets it (Penguin Original): the
   * first shuffled card is the beak, and its rank-mates start on their foundations.
   */
  readonly base: Rank | "beak";
  /** The piles, grouped, in interchange order: stock, waste, cells, tableau, foundations. */
  readonly piles: readonly PileGroup[];
  readonly deal: DealPlan;
  /** Spider family: a finished King-to-Ace run of one suit leaves the tableau by itself. */
  readonly completedRunsLeave?: boolean;
}
