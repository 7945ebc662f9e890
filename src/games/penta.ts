/**
 * Penta Solitaire: three tableau piles fall and three climb, four foundations climb
 * and four fall, all from the Fives and all wrapping; foundation cards may come back.
 */
import type { GameRules, PileGroup } from "../engine/rules.js";

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

export const penta: GameRules = {
  id: "penta",
  name: "Penta Solitaire",
  decks: 2,
  base: 5,
  piles: [
    { kind: "stock", count: 1, sendsTo: ["waste"] },
    { kind: "waste", count: 1, sendsTo: ["tableau", "foundation"] },
    tableau(down),
    tableau(up),
    foundations(up),
    foundations(down),
  ],
  deal: { foundations: "fives", tableau: [1, 1, 1, 1, 1, 1] },
};
