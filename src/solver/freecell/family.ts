/**
 * The FreeCell family as the compact FreeCell tableau (tableau.ts) models it, told from
 * the rules' data, never the game id: one deck from the Ace, every card face up, no
 * stock or waste; one to eight free cells of one card that give to the tableau and the
 * foundations; tableau piles building down in alternating colours without wrap, any card into a
 * space, runs moving as a unit up to (empty cells + 1) x 2^(empty piles); four suit
 * foundations, Ace up, that never give a card back. A game that differs in any rule the
 * tableau reads, or uses a word of the rules the solver does not know (vocabulary.ts),
 * is not taken: its search would be wrong.
 */
import { perRules } from "../../engine/per-rules.js";
import type { GameRules, PileGroup, PileKind } from "../../engine/rules.js";
import { knownVocabulary } from "../core/vocabulary.js";

/** How many free cells and tableau piles the game has. */
export interface FreecellShape {
  readonly cells: number;
  readonly piles: number;
}

/** The most piles of either kind the tableau holds. */
export const MOST_CELLS = 8;
export const MOST_PILES = 10;

const sendsExactly = (group: PileGroup, kinds: readonly PileKind[]): boolean =>
  group.sendsTo.length === kinds.length && kinds.every((kind) => group.sendsTo.includes(kind));

const isCellGroup = (group: PileGroup): boolean =>
  group.kind === "cell" &&
  group.count >= 1 &&
  group.count <= MOST_CELLS &&
  !group.suitByIndex &&
  group.capacity === 1 &&
  group.space === "any" &&
  group.spaceFrom === undefined &&
  sendsExactly(group, ["tableau", "foundation"]);

const isTableauGroup = (group: PileGroup): boolean =>
  group.kind === "tableau" &&
  group.count >= 1 &&
  group.count <= MOST_PILES &&
  !group.suitByIndex &&
  group.build?.direction === "down" &&
  group.build.suit === "alternate" &&
  !group.build.wrap &&
  !group.build.aceHigh &&
  group.space === "any" &&
  group.spaceFrom === undefined &&
  group.capacity === undefined &&
  group.unit === "run" &&
  group.runLimit === "cells-and-spaces" &&
  sendsExactly(group, ["tableau", "foundation", "cell"]);

const isFoundationGroup = (group: PileGroup): boolean =>
  group.kind === "foundation" &&
  group.count === 4 &&
  group.suitByIndex === true &&
  group.build?.direction === "up" &&
  group.build.suit === "same" &&
  !group.build.wrap &&
  !group.build.aceHigh &&
  group.space === "base" &&
  group.spaceFrom === undefined &&
  group.capacity === 13 &&
  group.sendsTo.length === 0;

/** The game's shape where the FreeCell tableau models its rules exactly, else null. */
export const freecellShapeOf = perRules((rules: GameRules): FreecellShape | null => {
  if (!knownVocabulary(rules)) return null;
  if (rules.decks !== 1 || rules.base !== 1 || rules.completedRunsLeave) return null;
  if (rules.deal.topCardOnly) return null;
  const cells = rules.piles.filter((group) => group.kind === "cell");
  const tableau = rules.piles.filter((group) => group.kind === "tableau");
  const foundations = rules.piles.filter((group) => group.kind === "foundation");
  if (cells.length + tableau.length + foundations.length !== rules.piles.length) return null;
  if (cells.length !== 1 || tableau.length !== 1 || foundations.length !== 1) return null;
  if (!isCellGroup(cells[0]) || !isTableauGroup(tableau[0])) return null;
  if (!isFoundationGroup(foundations[0])) return null;
  return { cells: cells[0].count, piles: tableau[0].count };
});
