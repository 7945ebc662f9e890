import { dealNumbersOf } from "../../src/engine/deal-numbers.js";
import type { GameRules } from "../../src/engine/rules.js";

/** The deal numbers frozen in deals.json: the first few, a round one and the game's last. */
export const vectorDeals = (rules: GameRules): readonly number[] => [
  1,
  2,
  3,
  1000,
  123456789,
  dealNumbersOf(rules).last,
];
