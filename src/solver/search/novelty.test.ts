import { describe, expect, it } from "vitest";
import { mulberry32 } from "../../engine/random.js";
import { CARD_CODES, Placement } from "../core/placement-table.js";
import { dealOf, untestedSpiderTableau } from "../referee/fixtures.js";
import { type NoveltyTableau, noveltyTiers, ONE_BAND } from "./novelty.js";

/** A tableau whose cards lie where a test puts them; codes 0 (home), 2 and 3 are out of sight. */
function handTableau() {
  const inSight = Uint8Array.from({ length: CARD_CODES }, (_, on) =>
    on === 0 || on === 2 || on === 3 ? 0 : 1,
  );
  const tableau = {
    placement: new Placement(),
    inSight,
    at: 0,
    /** The progress told pile by pile: by default, as many as `at`. */
    pileAt: 0,
    points: 0,
    progress: () => tableau.at,
    pileProgress: () => tableau.pileAt,
    score: () => tableau.points,
  };
  const lay = (at: number, places: Record<number, number>, points = 0, pileAt = at) => {
    tableau.at = at;
    tableau.pileAt = pileAt;
    tableau.points = points;
    for (const [card, on] of Object.entries(places)) tableau.placement.on[Number(card)] = on;
  };
  return { tableau: tableau as NoveltyTableau, lay };
}

describe("noveltyTiers", () => {
  it("puts a new fact first, then a new pair of facts, then the rest", () => {
    const { tableau, lay } = handTableau();
    const tierOf = noveltyTiers(tableau, { band: ONE_BAND }).of;
    lay(0, { 4: 10, 5: 20 });
    expect(tierOf()).toBe(0);
    expect(tierOf()).toBe(2);
    lay(0, { 4: 11, 5: 21 });
    expect(tierOf()).toBe(0);
    // Both facts seen, never together.
    lay(0, { 4: 10, 5: 21 });
    expect(tierOf()).toBe(1);
    expect(tierOf()).toBe(2);
  });

  it("counts facts per progress", () => {
    const { tableau, lay } = handTableau();
    const tierOf = noveltyTiers(tableau, { band: ONE_BAND }).of;
    lay(0, { 4: 10, 5: 20 });
    tierOf();
    lay(1, {});
    expect(tierOf()).toBe(0);
    lay(0, {});
    expect(tierOf()).toBe(2);
  });

  it("counts facts per progress told pile by pile, given byPile", () => {
    // The same count of hidden cards (progress 0), in other piles (pile progress 7 or 9).
    const { tableau, lay } = handTableau();
    const perPile = noveltyTiers(tableau, { band: ONE_BAND, byPile: true }).of;
    const perCount = noveltyTiers(tableau, { band: ONE_BAND }).of;
    lay(0, { 4: 10, 5: 20 }, 0, 7);
    perPile();
    perCount();
    lay(0, {}, 0, 9);
    expect(perPile()).toBe(0);
    expect(perCount()).toBe(2);
    lay(0, {}, 0, 7);
    expect(perPile()).toBe(2);
  });

  it("ignores cards out of sight and cards home", () => {
    const { tableau, lay } = handTableau();
    const tierOf = noveltyTiers(tableau, { band: ONE_BAND }).of;
    lay(0, { 4: 10, 5: 20, 6: 3 });
    tierOf();
    lay(0, { 6: 2 });
    expect(tierOf()).toBe(2);
    lay(0, { 5: 0 });
    expect(tierOf()).toBe(2);
  });

  it("counts single facts per band of score, pairs per progress only", () => {
    const { tableau, lay } = handTableau();
    const tierOf = noveltyTiers(tableau, { band: 20 }).of;
    lay(0, { 4: 10, 5: 20 }, 5);
    tierOf();
    // The same facts 40 points better: new in that band.
    lay(0, {}, 45);
    expect(tierOf()).toBe(0);
    lay(0, {}, 19);
    expect(tierOf()).toBe(2);
    lay(0, { 4: 11, 5: 21 }, 45);
    tierOf();
    lay(0, { 4: 10, 5: 20 }, 50);
    tierOf();
    lay(0, { 4: 11, 5: 21 }, 5);
    tierOf();
    // Both facts seen in this band, never together.
    lay(0, { 4: 10, 5: 21 }, 55);
    expect(tierOf()).toBe(1);
    // Both facts seen in this band too, and together in the other one: nothing new.
    lay(0, {}, 5);
    expect(tierOf()).toBe(2);
  });

  it("agrees with sets of facts and pairs over hundreds of facts", () => {
    // Far more facts than a search meets, so that the single facts and the triangle of
    // pairs have to grow.
    const { tableau, lay } = handTableau();
    const tierOf = noveltyTiers(tableau, { band: 20 }).of;
    const random = mulberry32(11);
    const seenFacts = new Map<string, Set<number>>();
    const seenPairs = new Map<number, Set<string>>();
    const cards = Array.from({ length: 20 }, (_, index) => 4 + index);
    const tiers = [0, 0, 0];
    for (let step = 0; step < 600; step++) {
      const progress = Math.floor(random() * 3);
      // First anywhere, then only the first three cards move, each between two places,
      // in the lowest band of score.
      const points = Math.floor(random() * (step < 200 ? 60 : 20));
      const places: Record<number, number> = {};
      for (const card of cards) {
        if (step < 200) places[card] = 4 + Math.floor(random() * 56);
        else places[card] = card < 7 ? card + 10 + Math.floor(random() * 2) : card + 20;
      }
      lay(progress, places, points);
      const facts = cards.map((card) => card * CARD_CODES + places[card]);
      const band = `${progress} ${Math.floor(points / 20)}`;
      const factsSeen = seenFacts.get(band) ?? new Set<number>();
      seenFacts.set(band, factsSeen);
      const pairsSeen = seenPairs.get(progress) ?? new Set<string>();
      seenPairs.set(progress, pairsSeen);
      const newFact = facts.some((fact) => !factsSeen.has(fact));
      let newPair = false;
      for (const fact of facts) {
        factsSeen.add(fact);
        for (const other of facts) {
          const pair = `${Math.min(fact, other)} ${Math.max(fact, other)}`;
          if (fact !== other && !pairsSeen.has(pair)) {
            newPair = true;
            pairsSeen.add(pair);
          }
        }
      }
      const tier = tierOf();
      expect(tier).toBe(newFact ? 0 : newPair ? 1 : 2);
      tiers[tier]++;
    }
    expect([...seenFacts.values()].reduce((sum, seen) => sum + seen.size, 0)).toBeGreaterThan(1000);
    expect(Math.min(...tiers)).toBeGreaterThan(5);
  });

  it("tiers a child the same whether or not it is told the parent", () => {
    // Random walks on a Spiderette deal: the tiers told of each expanded position only
    // look at pairs with a card that moved, and must agree with the tiers that look at all.
    for (const seed of [1, 2, 3]) {
      const tableau = untestedSpiderTableau(dealOf("spiderette", seed));
      const told = noveltyTiers(tableau, { band: 20 });
      const counted = noveltyTiers(tableau, { band: 20 });
      const random = mulberry32(seed);
      expect(told.of()).toBe(counted.of());
      for (let step = 0; step < 300; step++) {
        told.expanding?.();
        const moves = tableau.searchMoves();
        if (moves.length === 0) break;
        for (const move of moves) {
          tableau.play(move);
          expect(told.of()).toBe(counted.of());
          tableau.undo(move);
        }
        tableau.play(moves[Math.floor(random() * moves.length)]);
      }
    }
  });
});
