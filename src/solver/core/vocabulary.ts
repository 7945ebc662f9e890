/**
 * The rule vocabulary (engine/rules.ts) the solver's shortcuts were written for. A
 * shortcut that rests on reading the rules (a family's compact tableau, dead-end test and
 * rank game; the key's dropping of suits and of pile order) asks first whether every
 * word of a game's rules is one it knows. A field or a value it has not met, added to the
 * engine since, may change what a move does, so the shortcut is not taken: the searches
 * over engine positions then decide the game, sound for any rules the engine plays, since
 * they use the engine's own moves.
 *
 * Adding a word to the engine's vocabulary adds nothing here: a game that uses it is
 * searched over engine positions until someone checks what the shortcuts assume of it
 * and adds it below (docs/solver.md, "Adding a game").
 */

import type { GameRules } from "../../engine/rules.js";
import { PILE_KINDS } from "../../engine/rules.js";

/**
 * Per object of the rules, its fields, and the values a field of words may take. What
 * the shortcuts assume of each word is checked: the key sorts the piles of a group (no
 * legal move depends on a pile's index but for suit-bound foundations and the piles a
 * stock deals onto), drops suits only where no build, run or foundation reads one
 * (not `alternate`, `suit-run`, `colour-run`), keeps a stock by its length only where
 * nothing is sent back to it (a waste turned over is), and drops foundations only where
 * they never give a card back; the search moves are the engine's. `spaceFrom`,
 * `runLimit`, `turns` and `aceHigh` change which moves are legal, never a pile's
 * index; the fields of the deal beyond the tableau and `topCardOnly` change only the
 * deal, which the solver never makes.
 */
const KNOWN = {
  rules: ["id", "name", "decks", "base", "piles", "deal", "completedRunsLeave"],
  group: [
    "kind",
    "count",
    "build",
    "space",
    "spaceFrom",
    "suitByIndex",
    "capacity",
    "unit",
    "runLimit",
    "turns",
    "sendsTo",
  ],
  build: ["direction", "suit", "wrap", "aceHigh"],
  deal: ["foundations", "tableau", "topCardOnly", "feedsFoundations", "kingsToBottom", "numbers"],
} as const;

const WORDS = {
  kind: PILE_KINDS,
  direction: ["down", "up"],
  suit: ["any", "same", "alternate"],
  space: ["any", "king", "base", "below-base"],
  unit: ["top", "run", "suit-run", "colour-run"],
  runLimit: ["cells-and-spaces"],
  numbers: ["microsoft"],
} as const;

const isRank = (value: unknown): boolean =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 13;

const onlyFields = (value: object, fields: readonly string[]): boolean =>
  Object.keys(value).every((field) => fields.includes(field));

const oneOf = (value: unknown, words: readonly string[]): boolean =>
  value === undefined || (typeof value === "string" && words.includes(value));

const knownBuild = (build: object | undefined): boolean =>
  build === undefined ||
  (onlyFields(build, KNOWN.build) &&
    "direction" in build &&
    oneOf(build.direction, WORDS.direction) &&
    "suit" in build &&
    oneOf(build.suit, WORDS.suit) &&
    (!("aceHigh" in build) || typeof build.aceHigh === "boolean"));

/** Is every field and word of `rules` one the solver's shortcuts know? */
export function knownVocabulary(rules: GameRules): boolean {
  const { deal, piles, base } = rules;
  return (
    onlyFields(rules, KNOWN.rules) &&
    (rules.decks === 1 || rules.decks === 2) &&
    (base === "beak" || isRank(base)) &&
    onlyFields(deal, KNOWN.deal) &&
    (deal.foundations === undefined || isRank(deal.foundations)) &&
    oneOf(deal.numbers, WORDS.numbers) &&
    piles.every(
      (group) =>
        onlyFields(group, KNOWN.group) &&
        oneOf(group.kind, WORDS.kind) &&
        knownBuild(group.build) &&
        oneOf(group.space, WORDS.space) &&
        oneOf(group.spaceFrom, WORDS.kind) &&
        oneOf(group.unit, WORDS.unit) &&
        oneOf(group.runLimit, WORDS.runLimit) &&
        (group.turns === undefined || (Number.isInteger(group.turns) && group.turns >= 1)) &&
        group.sendsTo.every((kind) => oneOf(kind, WORDS.kind)),
    )
  );
}
