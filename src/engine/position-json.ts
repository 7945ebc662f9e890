/**
 * Positions in the interchange format (shared/spec/interchange.md): reading with
 * validation that names the first problem, and writing.
 */

import { endsWithCompletedRun } from "./apply.js";
import { canPlace } from "./build.js";
import {
  type Card,
  cardCode,
  cardName,
  KING,
  parseCard,
  parseRank,
  RANKS,
  rankOf,
  suitName,
  suitOf,
} from "./card.js";
import { freshDeck } from "./deal.js";
import { excerpt } from "./excerpt.js";
import { layoutOf } from "./layout.js";
import type { Pile, Position } from "./position.js";
import { fail, ok, type Result } from "./result.js";
import type { GameRules, PileGroup } from "./rules.js";

export const FORMAT = 1;

export interface PositionJson {
  format: number;
  game: string;
  base?: string;
  tableau: string[][];
  foundations: string[][];
  cells?: (string | null)[];
  stock?: string[];
  waste?: string[];
}

const faceCode = (card: Card, faceUp: boolean): string =>
  faceUp ? cardCode(card) : cardCode(card).toLowerCase();

export function positionToJson(position: Position): PositionJson {
  const { rules, piles } = position;
  const layout = layoutOf(rules);
  const codes = (index: number) =>
    piles[index].cards.map((card, i) => faceCode(card, i >= piles[index].down));
  // Keys in interchange order: "base" comes before the piles.
  const json: PositionJson = {
    format: FORMAT,
    game: rules.id,
    ...(rules.base === "beak" ? { base: RANKS[position.base - 1] } : {}),
    tableau: layout.tableau.map(codes),
    foundations: layout.foundations.map(codes),
  };
  if (layout.cells.length > 0) json.cells = layout.cells.map((index) => codes(index)[0] ?? null);
  if (layout.stock >= 0) json.stock = codes(layout.stock);
  if (layout.waste >= 0) json.waste = codes(layout.waste);
  return json;
}

export const positionToText = (position: Position): string =>
  JSON.stringify(positionToJson(position));

type Lookup = (id: string) => GameRules | undefined;

/** Reads a position from JSON text. */
export function parsePositionText(text: string, lookup: Lookup): Result<Position> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail("the position is not valid JSON");
  }
  return parsePosition(value, lookup);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** Reads a position from parsed JSON, or says what is first wrong with it. */
export function parsePosition(value: unknown, lookup: Lookup): Result<Position> {
  if (!isObject(value)) return fail("a position must be a JSON object");
  if (!("format" in value)) return fail('the key "format" is missing');
  if (value.format !== FORMAT) return fail(`"format" must be ${FORMAT}`);
  if (typeof value.game !== "string") return fail('"game" must be a game id (a string)');
  const rules = lookup(value.game);
  if (!rules) return fail(`unknown game ${excerpt(value.game)}`);
  const layout = layoutOf(rules);
  const keys = ["format", "game", "tableau", "foundations"];
  if (rules.base === "beak") keys.push("base");
  if (layout.cells.length > 0) keys.push("cells");
  if (layout.stock >= 0) keys.push("stock");
  if (layout.waste >= 0) keys.push("waste");
  for (const key of Object.keys(value)) {
    if (!keys.includes(key)) return fail(`unknown key ${excerpt(key)} for ${rules.name}`);
  }
  for (const key of keys) {
    if (!(key in value)) return fail(`the key "${key}" is missing`);
  }
  let base = typeof rules.base === "number" ? rules.base : 0;
  if (rules.base === "beak") {
    const rank = typeof value.base === "string" ? parseRank(value.base) : null;
    if (rank === null || value.base !== (value.base as string).toUpperCase()) {
      return fail('"base" must be a rank: A, 2-9, T, J, Q or K');
    }
    base = rank;
  }
  const lists: [string, unknown, number][] = [
    ["tableau", value.tableau, layout.tableau.length],
    ["foundations", value.foundations, layout.foundations.length],
  ];
  for (const [key, list, count] of lists) {
    if (!Array.isArray(list) || !list.every(isStringArray)) {
      return fail(`"${key}" must be an array of piles, each an array of card codes`);
    }
    if (list.length !== count) return fail(`"${key}" must have ${count} piles, not ${list.length}`);
  }
  if (layout.cells.length > 0) {
    const cells = value.cells;
    if (
      !Array.isArray(cells) ||
      !cells.every((cell) => cell === null || typeof cell === "string")
    ) {
      return fail('"cells" must be an array of card codes or null');
    }
    if (cells.length !== layout.cells.length) {
      return fail(`"cells" must have ${layout.cells.length} entries, not ${cells.length}`);
    }
  }
  for (const key of ["stock", "waste"] as const) {
    if (key in value && !isStringArray(value[key]))
      return fail(`"${key}" must be an array of card codes`);
  }
  const json = value as unknown as PositionJson;
  return readPiles(json, rules, base);
}

function readPiles(json: PositionJson, rules: GameRules, base: number): Result<Position> {
  const layout = layoutOf(rules);
  const piles: Pile[] = new Array(layout.size);
  const named: [number, string[]][] = [
    ...layout.tableau.map((index, i): [number, string[]] => [index, json.tableau[i]]),
    ...layout.foundations.map((index, i): [number, string[]] => [index, json.foundations[i]]),
    ...layout.cells.map((index, i): [number, string[]] => {
      const cell = json.cells?.[i];
      return [index, typeof cell === "string" ? [cell] : []];
    }),
  ];
  if (layout.stock >= 0) named.push([layout.stock, json.stock ?? []]);
  if (layout.waste >= 0) named.push([layout.waste, json.waste ?? []]);
  named.sort((a, b) => a[0] - b[0]);
  const faceUps: boolean[][] = new Array(layout.size);
  for (const [index, codes] of named) {
    const cards: Card[] = [];
    const faces: boolean[] = [];
    for (const code of codes) {
      const parsed = parseCard(code);
      if (!parsed) return fail(`${excerpt(code)} in ${layout.names[index]} is not a card code`);
      cards.push(parsed.card);
      faces.push(parsed.faceUp);
    }
    faceUps[index] = faces;
    piles[index] = { cards, down: faces.indexOf(true) < 0 ? faces.length : faces.indexOf(true) };
  }
  const counted = checkCards(piles, rules);
  if (counted) return fail(counted);
  for (let index = 0; index < layout.size; index++) {
    const problem = faceProblem(rules, layout.names[index], layout.groups[index], faceUps[index]);
    if (problem) return fail(problem);
  }
  for (const index of layout.foundations) {
    const problem = foundationProblem(
      piles[index].cards,
      layout.groups[index],
      layout.suits[index],
      base,
    );
    if (problem) return fail(`${layout.names[index]}: ${problem}`);
  }
  if (rules.completedRunsLeave) {
    for (const index of layout.tableau) {
      if (holdsCompletedRun(piles[index])) {
        return fail(
          `${layout.names[index]} holds a complete run from King to Ace, which should have left`,
        );
      }
    }
  }
  return ok({ rules, base, piles });
}

/**
 * A finished run among the face-up cards, on top or covered: it would have left the
 * moment it was finished, so no play leads here.
 */
function holdsCompletedRun(pile: Pile): boolean {
  for (let end = pile.cards.length; end - 13 >= pile.down; end--) {
    if (endsWithCompletedRun({ cards: pile.cards.slice(0, end), down: pile.down })) return true;
  }
  return false;
}

/** The cards must be exactly the game's decks. */
function checkCards(piles: readonly Pile[], rules: GameRules): string | null {
  const counts = new Map<Card, number>();
  for (const card of freshDeck(rules.decks)) counts.set(card, (counts.get(card) ?? 0) + 1);
  for (const pile of piles) {
    for (const card of pile.cards) {
      const left = counts.get(card) ?? 0;
      if (left === 0)
        return `${cardCode(card)} appears more often than ${rules.name}'s ${rules.decks === 1 ? "deck holds it" : "two decks hold it"}`;
      counts.set(card, left - 1);
    }
  }
  for (const [card, left] of counts) {
    if (left > 0) return `${cardCode(card)} is missing`;
  }
  return null;
}

function faceProblem(
  rules: GameRules,
  name: string,
  group: PileGroup,
  faceUp: boolean[],
): string | null {
  if (!faceUp.includes(false)) return null;
  if (group.kind !== "tableau")
    return `${name} holds a face-down card; only tableau cards lie face down`;
  if (!rules.deal.topCardOnly)
    return `${name} holds a face-down card, but every card of ${rules.name} lies face up`;
  const firstUp = faceUp.indexOf(true);
  if (firstUp >= 0 && firstUp < faceUp.lastIndexOf(false)) {
    return `${name} has a face-down card above a face-up one`;
  }
  if (!faceUp[faceUp.length - 1])
    return `the top card of ${name} is face down; it would have been turned up`;
  return null;
}

/** What is wrong with a foundation's cards; `suit` is the suit it is bound to, or -1. */
function foundationProblem(
  cards: readonly Card[],
  group: PileGroup,
  suit: number,
  base: number,
): string | null {
  if (cards.length === 0) return null;
  if (group.capacity !== undefined && cards.length > group.capacity)
    return `a foundation holds at most ${group.capacity} cards`;
  if (!group.build) {
    // Spider family: a finished run lies King at the bottom; only where cards may come back can it be short.
    if (group.sendsTo.length === 0 && cards.length !== 13)
      return "a foundation holds only complete runs of 13 cards";
    const runSuit = suitOf(cards[0]);
    for (let i = 0; i < cards.length; i++) {
      if (rankOf(cards[i]) !== KING - i || suitOf(cards[i]) !== runSuit) {
        return "a foundation holds a run of one suit from the King down, King at the bottom";
      }
    }
    return null;
  }
  if (suit >= 0 && cards.some((card) => suitOf(card) !== suit))
    return `this foundation holds only ${suitName(suit)}`;
  if (rankOf(cards[0]) !== base)
    return `a foundation starts with its base rank, not ${cardName(cards[0])}`;
  for (let i = 1; i < cards.length; i++) {
    if (!canPlace(cards[i], cards[i - 1], group.build)) {
      return `${cardName(cards[i])} cannot lie on ${cardName(cards[i - 1])}`;
    }
  }
  return null;
}
