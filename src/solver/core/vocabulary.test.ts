import { describe, expect, it } from "vitest";
import type { GameRules } from "../../engine/rules.js";
import { penelopesWeb } from "../../games/castle.js";
import { GAMES } from "../../games/index.js";
import { knownVocabulary } from "./vocabulary.js";

/** Penelope's Web with `change` made to its tableau group. */
const withTableau = (change: object): GameRules => ({
  ...penelopesWeb,
  piles: penelopesWeb.piles.map((group) =>
    group.kind === "tableau" ? ({ ...group, ...change } as typeof group) : group,
  ),
});

describe("knownVocabulary", () => {
  it("knows every word of the games of the collection", () => {
    expect(GAMES.filter((rules) => !knownVocabulary(rules)).map((rules) => rules.id)).toEqual([]);
  });

  it.each([
    ["a field of the rules", { ...penelopesWeb, redeals: 1 }],
    ["a field of the deal", { ...penelopesWeb, deal: { ...penelopesWeb.deal, kingsFirst: true } }],
    [
      "a way of founding the deal",
      { ...penelopesWeb, deal: { ...penelopesWeb.deal, foundations: "twos" } },
    ],
    [
      "a rank founding the deal",
      { ...penelopesWeb, deal: { ...penelopesWeb.deal, foundations: 14 } },
    ],
    ["a base rank", { ...penelopesWeb, base: 14 }],
    ["a field of a pile group", withTableau({ neverFilled: true })],
    ["a suit rule", withTableau({ build: { direction: "down", suit: "colour", wrap: false } })],
    [
      "a build direction",
      withTableau({ build: { direction: "either", suit: "any", wrap: false } }),
    ],
    [
      "a field of a build",
      withTableau({ build: { direction: "down", suit: "any", wrap: false, skips: 1 } }),
    ],
    ["a unit", withTableau({ unit: "rank-run" })],
    ["a run limit", withTableau({ runLimit: "cells" })],
    ["a stock turning no card", withTableau({ turns: 0 })],
    ["spaces filled from a kind of pile", withTableau({ spaceFrom: "reserve" })],
    ["a space rule", withTableau({ space: "never" })],
    ["a pile kind", withTableau({ kind: "reserve" })],
    ["a destination", withTableau({ sendsTo: ["tableau", "reserve"] })],
  ])("does not know %s it has not met", (_, rules) => {
    expect(knownVocabulary(rules as GameRules)).toBe(false);
  });
});
