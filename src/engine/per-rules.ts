/**
 * What a game's rules imply (its layout, a solver's plan of it) is worked out once per
 * rules object and remembered, as long as the rules object lives.
 */
import type { GameRules } from "./rules.js";

export function perRules<T>(derive: (rules: GameRules) => T): (rules: GameRules) => T {
  const derived = new WeakMap<GameRules, T>();
  return (rules) => {
    const known = derived.get(rules);
    if (known !== undefined || derived.has(rules)) return known as T;
    const value = derive(rules);
    derived.set(rules, value);
    return value;
  };
}
