/**
 * Other readings of the Spider family's rules than rules.md's: what other solvers may
 * have played when they published win rates. They are measured beside ours
 * (scripts/readings.ts, docs/win-rates.md), never offered as games. Each only adds
 * moves, so a deal won under rules.md is won under every reading.
 */
import type { GameRules, PileGroup } from "../engine/rules.js";

export interface Reading {
  readonly name: string;
  /** What the reading allows that rules.md does not. */
  readonly allows: string;
  readonly of: (rules: GameRules) => GameRules;
}

const withGroups = (rules: GameRules, change: (group: PileGroup) => PileGroup): GameRules => ({
  ...rules,
  piles: rules.piles.map(change),
});

export const READINGS: readonly Reading[] = [
  {
    name: "deals onto spaces",
    allows: "the stock deals a row while a pile is empty",
    of: (rules) =>
      withGroups(rules, (group) =>
        group.kind === "stock" ? { ...group, dealsOntoSpaces: true } : group,
      ),
  },
  {
    name: "every card face up",
    allows: "the deal lays every tableau card face up, so runs may reach under the top card",
    of: (rules) => ({ ...rules, deal: { ...rules.deal, topCardOnly: false } }),
  },
  {
    name: "single cards home",
    allows: "any top card goes to its suit's foundation, built up from the Ace",
    of: (rules) => ({
      ...withGroups(rules, (group) => {
        if (group.kind === "tableau")
          return { ...group, sendsTo: [...group.sendsTo, "foundation"] };
        if (group.kind !== "foundation") return group;
        return {
          ...group,
          build: { direction: "up", suit: "same", wrap: false },
          space: "base",
          suitByIndex: true,
        };
      }),
      completedRunsLeave: false,
    }),
  },
];

/** The reading named `name`, or undefined. */
export const readingNamed = (name: string): Reading | undefined =>
  READINGS.find((reading) => reading.name === name);
