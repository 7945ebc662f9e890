/**
 * Random input for the fuzz tests of the interchange parsers and the command line:
 * bytes, strings, JSON values, and valid positions and moves of every game, mutated;
 * and what every message they give must be.
 */
import fc from "fast-check";
import { expect } from "vitest";
import {
  dealPosition,
  layoutOf,
  legalMoves,
  moveToJson,
  parsePosition,
  positionToJson,
} from "../../src/engine/index.js";
import { GAME_IDS, GAMES, gameById } from "../../src/games/index.js";

/** Any bytes, read as stdin reads them (UTF-8, broken sequences replaced). */
export const bytesText = fc
  .uint8Array({ maxLength: 300 })
  .map((bytes) => Buffer.from(bytes).toString("utf8"));

/** Any string: lone surrogates, controls and astral characters included. */
export const anyText = fc.string({ unit: "binary", maxLength: 300 });

/** A long string: what a pasted file or a runaway script gives. */
export const hugeText = fc
  .tuple(
    fc.string({ minLength: 1, maxLength: 8, unit: "binary" }),
    fc.integer({ min: 1_000, max: 50_000 }),
  )
  .map(([piece, times]) => piece.repeat(times));

export const jsonValue = fc.jsonValue({ maxDepth: 4 });

/** A dealt position of any game (deal numbers in the small range that most tests share). */
export const dealtJson = fc
  .tuple(fc.constantFrom(...GAMES), fc.integer({ min: 1, max: 2_000 }))
  .map(([rules, deal]) => positionToJson(dealPosition(rules, deal)));

type Json = Record<string, unknown>;
/** Where a card lies in a position's JSON: the array holding it and its index. */
type Slot = [unknown[], number];

function cardSlots(json: Json): Slot[] {
  const lists: unknown[][] = [];
  for (const key of ["tableau", "foundations"]) {
    const piles = json[key];
    if (Array.isArray(piles)) lists.push(...piles.filter(Array.isArray));
  }
  for (const key of ["cells", "stock", "waste"]) {
    const list = json[key];
    if (Array.isArray(list)) lists.push(list);
  }
  return lists.flatMap((list) => list.map((_, i): Slot => [list, i]));
}

function piles(json: Json): unknown[][] {
  const all: unknown[][] = [];
  for (const key of ["tableau", "foundations"]) {
    const list = json[key];
    if (Array.isArray(list)) all.push(...list.filter(Array.isArray));
  }
  for (const key of ["stock", "waste"]) {
    const list = json[key];
    if (Array.isArray(list)) all.push(list);
  }
  return all;
}

const pick = <T>(list: readonly T[], n: number): T | undefined =>
  list.length === 0 ? undefined : list[n % list.length];

/** One change to a position's JSON, with the random choices it needs. */
const mutation = fc.record({
  kind: fc.constantFrom(
    "drop key",
    "add key",
    "retype key",
    "huge game",
    "swap cards",
    "move card",
    "flip card",
    "replace card",
    "copy card",
    "drop pile",
    "other game",
  ),
  a: fc.nat(),
  b: fc.nat(),
  value: fc.oneof(jsonValue, anyText),
  text: fc.oneof(anyText, hugeText),
});

type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

function mutate(json: Json, { kind, a, b, value, text }: Mutation): void {
  const keys = Object.keys(json);
  const slots = cardSlots(json);
  const [fromList, fromIndex] = pick(slots, a) ?? [[], 0];
  const [toList, toIndex] = pick(slots, b) ?? [[], 0];
  switch (kind) {
    case "drop key":
      delete json[pick(keys, a) ?? "format"];
      break;
    case "add key":
      json[text.slice(0, 50)] = value;
      break;
    case "retype key":
      json[pick(keys, a) ?? "game"] = value;
      break;
    case "huge game":
      json.game = text;
      break;
    case "swap cards":
      [fromList[fromIndex], toList[toIndex]] = [toList[toIndex], fromList[fromIndex]];
      break;
    case "move card": {
      const card = fromList.splice(fromIndex, 1)[0];
      pick(piles(json), b)?.push(card ?? null);
      break;
    }
    case "flip card": {
      const card = fromList[fromIndex];
      if (typeof card === "string") {
        fromList[fromIndex] = card === card.toUpperCase() ? card.toLowerCase() : card.toUpperCase();
      }
      break;
    }
    case "replace card":
      fromList[fromIndex] = a % 2 === 0 ? text : value;
      break;
    case "copy card":
      pick(piles(json), b)?.push(fromList[fromIndex] ?? "AS");
      break;
    case "drop pile":
      pick(piles(json), a)?.splice(0);
      if (Array.isArray(json.tableau)) json.tableau.pop();
      break;
    case "other game":
      json.game = pick(GAME_IDS, a);
      break;
  }
}

/** A dealt position of any game with one to three random changes: mostly invalid, some not. */
export const mutatedJson: fc.Arbitrary<unknown> = fc
  .tuple(dealtJson, fc.array(mutation, { minLength: 1, maxLength: 3 }))
  .map(([dealt, changes]) => {
    const json = structuredClone(dealt) as unknown as Json;
    for (const change of changes) mutate(json, change);
    return json;
  });

/** Anything a position reader may be handed, as a parsed value. */
export const positionValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: mutatedJson, weight: 3 },
  { arbitrary: dealtJson, weight: 2 },
  { arbitrary: jsonValue, weight: 1 },
);

/** Anything a position reader may be handed, as text. */
export const positionText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: positionValue.map((value) => JSON.stringify(value) ?? "null"), weight: 4 },
  { arbitrary: bytesText, weight: 1 },
  { arbitrary: anyText, weight: 1 },
  { arbitrary: fc.json({ maxDepth: 3 }), weight: 1 },
);

/**
 * A move as JSON for the position `json`: when it is valid, its legal moves and moves
 * between its own piles (mostly refused by the rules); and moves of any shape.
 */
export function moveValue(json: unknown): fc.Arbitrary<unknown> {
  const pile = fc.oneof(
    fc.constantFrom("stock", "waste", "tableau", "tableau:0", "foundation:0", "cell:0", "cell:9"),
    anyText,
    hugeText,
  );
  const count = fc.oneof(
    fc.integer({ min: -2, max: 30 }),
    fc.constantFrom(1e300, 0.5, Number.MAX_SAFE_INTEGER),
  );
  const options: fc.Arbitrary<unknown>[] = [
    fc.record({ from: pile, to: pile, count }),
    jsonValue,
    fc.record({ from: pile, to: jsonValue, count: jsonValue }),
  ];
  const parsed = parsePosition(json, gameById);
  if (parsed.ok) {
    const { rules } = parsed.value;
    const names = layoutOf(rules).names;
    const own = fc.constantFrom(...names);
    options.push(
      fc.record({
        from: own,
        to: fc.oneof(own, fc.constant("tableau")),
        count: fc.integer({ min: 1, max: 4 }),
      }),
    );
    const legal = legalMoves(parsed.value).map((move) => moveToJson(rules, move));
    if (legal.length > 0) options.push(fc.constantFrom(...legal));
  }
  return fc.oneof(...options);
}

/** A position and a move for it, as `apply --jsonl` takes them. */
export const positionAndMove = positionValue.chain((position) =>
  moveValue(position).map((move) => ({ position, move })),
);

/** The longest message a refusal may give, whatever it was handed. */
export const MESSAGE_BOUND = 200;

/** Characters a terminal acts on or hides: a message quotes them escaped. */
const RAW_HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

/** A reason is short and holds no raw control or invisible character. */
export function expectShortReason(reason: string): void {
  expect(reason.length).toBeLessThanOrEqual(MESSAGE_BOUND);
  expect(RAW_HIDDEN.test(reason), reason).toBe(false);
}
