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

/** Per object of the rules, its fields, and the values a field of words may take. */
const KNOWN = {
  rules: ["id", "name", "decks", "base", "piles", "deal", "completedRunsLeave"],
  group: ["kind", "count", "build", "space", "suitByIndex", "capacity", "unit", "sendsTo"],
  build: ["direction", "suit", "wrap"],
  deal: ["foundations", "tableau", "topCardOnly"],
} as const;

const WORDS = {
  kind: PILE_KINDS,
  direction: ["down", "up"],
  suit: ["any", "same"],
  space: ["any", "king", "base", "below-base"],
  unit: ["top", "run", "suit-run"],
  foundations: ["aces", "fives"],
} as const;

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
    oneOf(build.suit, WORDS.suit));

/** Is every field and word of `rules` one the solver's shortcuts know? */
export function knownVocabulary(rules: GameRules): boolean {
  const { deal, piles, base } = rules;
  const rankBase = base === "beak" || (Number.isInteger(base) && base >= 1 && base <= 13);
  return (
    onlyFields(rules, KNOWN.rules) &&
    (rules.decks === 1 || rules.decks === 2) &&
    rankBase &&
    onlyFields(deal, KNOWN.deal) &&
    oneOf(deal.foundations, WORDS.foundations) &&
    piles.every(
      (group) =>
        onlyFields(group, KNOWN.group) &&
        oneOf(group.kind, WORDS.kind) &&
        knownBuild(group.build) &&
        oneOf(group.space, WORDS.space) &&
        oneOf(group.unit, WORDS.unit) &&
        group.sendsTo.every((kind) => oneOf(kind, WORDS.kind)),
    )
  );
}
