import { describe, expect, it } from "vitest";
import { play } from "../../engine/apply.js";
import { rankOf, suitOf } from "../../engine/card.js";
import { dealPosition } from "../../engine/deal.js";
import { layoutOf } from "../../engine/layout.js";
import { legalMoves } from "../../engine/moves.js";
import type { Position } from "../../engine/position.js";
import { mulberry32 } from "../../engine/random.js";
import type { GameRules, PileGroup } from "../../engine/rules.js";
import { streetsAndAlleys } from "../../games/castle.js";
import { gameById } from "../../games/index.js";
import { interchangeable, positionKey } from "./key.js";

/** Every pile in full, the piles of interchangeable groups sorted: the key's meaning. */
function fullText(position: Position): string {
  const layout = layoutOf(position.rules);
  const groups = new Map<number, string[]>();
  position.piles.forEach((pile, index) => {
    const texts = groups.get(layout.groupIds[index]) ?? [];
    texts.push(JSON.stringify(pile));
    groups.set(layout.groupIds[index], texts);
  });
  return [...groups]
    .map(([group, texts]) => (interchangeable(position, group) ? texts.sort() : texts).join())
    .join("|");
}

// The games whose keys leave out their foundations or their stock's cards, and those
// whose rules read colours, send cards back to the stock or from the foundations.
const GAMES = [
  "penelopes-web",
  "penguin-tuxedo",
  "spiderette",
  "will-o-the-wisp",
  "spider",
  "freecell",
  "klondike-3",
  "tarantula",
  "deuces",
];

/** Diamonds and Hearts (suits 1 and 2 in C, D, H, S order). */
const isRed = (card: number) => suitOf(card) === 1 || suitOf(card) === 2;

describe("positionKey", () => {
  it.each(GAMES)("tells apart exactly the positions of %s that differ", (game) => {
    const rules = gameById(game);
    if (!rules) throw new Error(game);
    let merged = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const random = mulberry32(seed);
      const textByKey = new Map<string, string>();
      const keyByText = new Map<string, string>();
      let position = dealPosition(rules, seed);
      for (let step = 0; step < 300; step++) {
        const key = positionKey(position);
        const text = fullText(position);
        expect(textByKey.get(key) ?? text).toBe(text);
        expect(keyByText.get(text) ?? key).toBe(key);
        if (textByKey.has(key)) merged++;
        textByKey.set(key, text);
        keyByText.set(text, key);
        const moves = legalMoves(position);
        if (moves.length === 0) break;
        position = play(position, moves[Math.floor(random() * moves.length)]);
      }
    }
    // Random play comes back to positions it has seen: the comparison is not empty.
    expect(merged).toBeGreaterThan(0);
  });

  it.each([
    ["any suit on any suit", {}, true],
    ["alternate colours", { build: { direction: "down", suit: "alternate", wrap: false } }, false],
    ["runs of one colour", { unit: "colour-run" }, false],
    ["runs of one suit", { unit: "suit-run" }, false],
  ])("drops suits where no rule reads one: building %s", (_, change, blind) => {
    // Streets and Alleys with foundations of any suit reads no suit, until `change`.
    const rules: GameRules = {
      ...streetsAndAlleys,
      id: "suit-blind-streets",
      piles: [
        { ...streetsAndAlleys.piles[0], ...change } as PileGroup,
        {
          ...streetsAndAlleys.piles[1],
          build: { direction: "up", suit: "any", wrap: false },
          suitByIndex: undefined,
        },
      ],
    };
    // Two tableau cards of one rank and different colours swap places.
    const start = dealPosition(rules, 1);
    const piles = start.piles.map((pile) => ({ ...pile, cards: pile.cards.slice() }));
    const places = layoutOf(rules).tableau.flatMap((p) =>
      piles[p].cards.map((card, c) => ({ card, p, c })),
    );
    const red = places.find(({ card }) => rankOf(card) === 5 && isRed(card));
    const black = places.find(({ card }) => rankOf(card) === 5 && !isRed(card));
    if (!red || !black) throw new Error("no Fives of both colours");
    piles[red.p].cards[red.c] = black.card;
    piles[black.p].cards[black.c] = red.card;
    expect(positionKey({ ...start, piles }) === positionKey(start)).toBe(blind);
  });

  it("is shorter where the stock and foundations are known from the rest", () => {
    const rules = gameById("will-o-the-wisp");
    if (!rules) throw new Error("will-o-the-wisp");
    const start = dealPosition(rules, 1);
    const cards = start.piles.reduce((count, pile) => count + pile.cards.length, 0);
    const tableau = layoutOf(rules).tableau.length;
    // A character per tableau card and per pile end, two for the stock's length.
    expect(positionKey(start).length).toBe(cards - 31 + tableau + 2);
  });
});
