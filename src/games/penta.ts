/**
 * The numbered family of a stock turned once onto a waste. Penta Solitaire: three
 * tableau piles fall and three climb, four foundations climb and four fall, all from the
 * Fives and all wrapping; foundation cards may come back. Deuces: foundations by suit
 * from the Twos to the Aces.
 */
import type { Build, GameRules, PileGroup } from "../engine/rules.js";

const up = { direction: "up", suit: "any", wrap: true } as const;
const down = { direction: "down", suit: "any", wrap: true } as const;

const tableau = (build: typeof up | typeof down): PileGroup => ({
  kind: "tableau",
  count: 3,
  build,
  space: "any",
  unit: "top",
  sendsTo: ["tableau", "foundation"],
});

const foundations = (build: typeof up | typeof down): PileGroup => ({
  kind: "foundation",
  count: 4,
  build,
  space: "base",
  capacity: 13,
  sendsTo: ["tableau"],
});

/** A stock turned once, a card at a time, onto a waste whose top card goes into play. */
const STOCK_AND_WASTE: readonly PileGroup[] = [
  { kind: "stock", count: 1, sendsTo: ["waste"] },
  { kind: "waste", count: 1, sendsTo: ["tableau", "foundation"] },
];

export const penta: GameRules = {
  id: "penta",
  name: "Penta Solitaire",
  decks: 2,
  base: 5,
  piles: [...STOCK_AND_WASTE, tableau(down), tableau(up), foundations(up), foundations(down)],
  deal: { foundations: 5, tableau: [1, 1, 1, 1, 1, 1] },
};

/** In suit, the Ace above the King: from the Two up to the Ace, from the Ace down to the Two. */
const inSuitAceHigh = (direction: Build["direction"]): Build => ({
  direction,
  suit: "same",
  wrap: false,
  aceHigh: true,
});

/** The Twos start on eight foundations, two per suit; ten piles; spaces take only the waste's card. */
export const deuces: GameRules = {
  id: "deuces",
  name: "Deuces",
  decks: 2,
  base: 2,
  piles: [
    ...STOCK_AND_WASTE,
    {
      kind: "tableau",
      count: 10,
      build: inSuitAceHigh("down"),
      space: "any",
      spaceFrom: "waste",
      unit: "run",
      sendsTo: ["tableau", "foundation"],
    },
    {
      kind: "foundation",
      count: 8,
      build: inSuitAceHigh("up"),
      space: "base",
      suitByIndex: true,
      capacity: 13,
      sendsTo: [],
    },
  ],
  deal: { foundations: 2, tableau: Array<number>(10).fill(1) },
};
