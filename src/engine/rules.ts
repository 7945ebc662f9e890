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
  /** `same`: one suit; `alternate`: red on black and black on red; `any`: suit ignored. */
  readonly suit: "any" | "same" | "alternate";
  /** King and Ace count as neighbours. */
  readonly wrap: boolean;
  /** The Ace ranks above the King (Deuces): down, a King goes on an Ace and nothing on a Two. */
  readonly aceHigh?: boolean;
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
  | "suit-run"
  /** any run that follows the pile's build and keeps to one colour */
  | "colour-run";

/** A row of piles that follow the same rules, PySolFC's "stack class". */
export interface PileGroup {
  readonly kind: PileKind;
  readonly count: number;
  /** How cards are placed on a non-empty pile; absent when no move places cards here. */
  readonly build?: Build;
  /**
   * What an empty pile accepts; absent when no move fills an empty pile (a tableau pile
   * that is never filled again, as in Baker's Dozen).
   */
  readonly space?: Space;
  /** An empty pile takes cards only from a pile of this kind (Deuces: the waste). */
  readonly spaceFrom?: PileKind;
  /**
   * Foundations bound to suits by index, in the order C, D, H, S, each suit taking an
   * equal share of consecutive piles: with four, foundation n takes suit n; with eight,
   * foundations 0-1 take clubs.
   */
  readonly suitByIndex?: boolean;
  /** The most cards the pile holds. */
  readonly capacity?: number;
  /** What may leave the pile together (default: the top card). */
  readonly unit?: Unit;
  /**
   * A run moves together only when it is no longer than the player could move one card
   * at a time through the empty free cells and empty tableau piles (FreeCell):
   * (empty cells + 1) x 2^(empty piles), an empty destination not counted.
   */
  readonly runLimit?: "cells-and-spaces";
  /** A stock's cards turned onto the waste per move (default 1; fewer when fewer are left). */
  readonly turns?: number;
  /**
   * A stock that deals a row deals it even onto empty tableau piles. By default a deal is
   * refused while a pile is empty and the tableau holds cards enough to fill every space.
   */
  readonly dealsOntoSpaces?: boolean;
  /**
   * Where this pile's cards may be moved to. A stock sending to `tableau` deals a row;
   * a waste sending to `stock` is turned back over as the new stock once the stock is
   * empty, as often as the player likes (Klondike).
   */
  readonly sendsTo: readonly PileKind[];
}

/** How a deal lays the shuffled cards out. */
export interface DealPlan {
  /** Cards of this rank are taken out of the deck before the shuffle and start on the foundations. */
  readonly foundations?: Rank;
  /** Cards per tableau pile, dealt in rows from pile 0 rightwards. */
  readonly tableau: readonly number[];
  /** Only the top card of each tableau pile is dealt face up. */
  readonly topCardOnly?: boolean;
  /**
   * A card that a foundation accepts as it is dealt goes there instead, and its pile
   * receives nothing in that turn of the deal (Citadel).
   */
  readonly feedsFoundations?: boolean;
  /** Once dealt, every King is moved to the bottom of its pile, the rest keeping their order. */
  readonly kingsToBottom?: boolean;
  /**
   * Whose deal numbers these are (deal-numbers.ts): the project's own (the default), or
   * Windows FreeCell's, with its generator, its deck order and its range.
   */
  readonly numbers?: "microsoft";
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
