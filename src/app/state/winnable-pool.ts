/**
 * Deals the solver has proved winnable, kept ready per game for "Winnable deals only".
 * The stored list is checked when read (deal numbers only, a few of them), and every
 * change is made to the list as stored, so tabs searching at once add up.
 */
import {
  excerpt,
  fail,
  type GameRules,
  isDealNumberOf,
  ok,
  type Result,
} from "../../engine/index.js";
import { browserStorage } from "./browser-storage.js";
import { tell } from "./notices.js";
import { KEYS } from "./storage.js";

/** No pool holds more deals than this; the finder stops well short of it. */
export const POOL_LIMIT = 20;

export function parsePool(value: unknown, rules: GameRules): Result<number[]> {
  if (!Array.isArray(value)) return fail("it is not a list of deal numbers");
  if (value.length > POOL_LIMIT) return fail(`it holds more than ${POOL_LIMIT} deals`);
  const bad = value.find((deal) => typeof deal !== "number" || !isDealNumberOf(rules, deal));
  if (bad !== undefined)
    return fail(`${excerpt(String(JSON.stringify(bad)).slice(0, 100))} is not a deal number`);
  return ok(value as number[]);
}

export function readyDeals(rules: GameRules): number[] {
  const loaded = browserStorage.load(
    KEYS.winnable(rules.id),
    (value) => parsePool(value, rules),
    `${rules.name} winnable deals`,
  );
  tell(loaded.problem);
  return loaded.value ?? [];
}

/** Adds a deal found winnable to `rules`' pool (none beyond the limit). */
export function addReadyDeal(rules: GameRules, deal: number): void {
  const deals = readyDeals(rules);
  if (deals.length < POOL_LIMIT && !deals.includes(deal)) {
    browserStorage.writeJson(KEYS.winnable(rules.id), [...deals, deal]);
  }
}

/** The first deal of `rules`' pool, taken out of it; undefined when the pool is empty. */
export function takeReadyDeal(rules: GameRules): number | undefined {
  const [deal, ...rest] = readyDeals(rules);
  if (deal !== undefined) browserStorage.writeJson(KEYS.winnable(rules.id), rest);
  return deal;
}
