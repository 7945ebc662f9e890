/** Moves in the interchange format: `{"from": "tableau:3", "to": "foundation:0", "count": 1}`. */
import { excerpt } from "./excerpt.js";
import { layoutOf } from "./layout.js";
import { ALL_TABLEAU, type Move } from "./move.js";
import { fail, ok, type Result } from "./result.js";
import type { GameRules } from "./rules.js";

export interface MoveJson {
  from: string;
  to: string;
  count: number;
}

export function moveToJson(rules: GameRules, move: Move): MoveJson {
  const names = layoutOf(rules).names;
  return {
    from: names[move.from],
    to: move.to === ALL_TABLEAU ? "tableau" : names[move.to],
    count: move.count,
  };
}

/** Reads a move for a game; a pile the game does not have is malformed input. */
export function parseMove(value: unknown, rules: GameRules): Result<Move> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return fail(
      'a move must be a JSON object such as {"from": "tableau:0", "to": "foundation:0", "count": 1}',
    );
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (key !== "from" && key !== "to" && key !== "count")
      return fail(`unknown key ${excerpt(key)} in the move`);
  }
  const { from, to, count } = record;
  if (typeof from !== "string" || typeof to !== "string")
    return fail('a move needs "from" and "to" pile names');
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1) {
    return fail('a move needs "count", a whole number of cards of at least 1');
  }
  const names = layoutOf(rules).names;
  const fromIndex = names.indexOf(from);
  if (fromIndex < 0) return fail(`${rules.name} has no pile ${excerpt(from)}`);
  const toIndex = to === "tableau" ? ALL_TABLEAU : names.indexOf(to);
  if (toIndex < 0 && to !== "tableau") return fail(`${rules.name} has no pile ${excerpt(to)}`);
  return ok({ from: fromIndex, to: toIndex, count });
}
