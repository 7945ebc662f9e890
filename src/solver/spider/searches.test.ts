import { describe, expect, it } from "vitest";
import { isWon, type Position } from "../../engine/position.js";
import { GAMES } from "../../games/index.js";
import { spiderette } from "../../games/spider.js";
import { Budget } from "../core/budget.js";
import type { Outcome } from "../core/outcome.js";
import type { Temper } from "../moves/score.js";
import {
  dealOf,
  ONE_DECK_SPIDERS,
  replay,
  rulesOf,
  spiderEndgame,
  threePileSpiderette,
  untestedSpiderTableau,
  winnableByBruteForce,
} from "../referee/fixtures.js";
import { beam, beamLevels } from "../search/beam.js";
import { BestFirst } from "../search/best-first.js";
import { depthFirst } from "../search/depth-first.js";
import { EngineTableau } from "../search/engine-tableau.js";
import { type Novelty, noveltyTiers, ONE_BAND } from "../search/novelty.js";
import type { MoveSet } from "../search/tableau.js";
import { searchesSpiderCompactly } from "./family.js";
import { spiderTableauOf } from "./tableau.js";

// The searches on the compact tableau of the one-deck Spider family, and over engine positions.
const spiderDepthFirst = (start: Position, budget: Budget, memory: number) =>
  depthFirst(spiderTableauOf(start), budget, memory);

function spiderBeam(
  start: Position,
  expands: MoveSet,
  budget: Budget,
  width: number,
  memory: number,
  temper: Temper = "eager",
  novelty?: Novelty,
): Outcome {
  const tableau = spiderTableauOf(start, temper);
  const tiers = novelty && noveltyTiers(tableau, novelty);
  return beam(tableau, expands, budget, width, beamLevels(start), memory, tiers);
}

function spiderNoveltySearch(start: Position, memory: number, novelty: Novelty) {
  const tableau = spiderTableauOf(start);
  return new BestFirst(tableau, memory, {
    expands: "search",
    tiers: noveltyTiers(tableau, novelty),
  });
}

const beamSearch = (
  start: Position,
  expands: MoveSet,
  budget: Budget,
  width: number,
  memory: number,
  temper: Temper = "eager",
) => beam(new EngineTableau(start, { temper }), expands, budget, width, beamLevels(start), memory);

describe("spiderDepthFirst", () => {
  it("takes exactly the one-deck Spider family", () => {
    const taken = GAMES.filter(searchesSpiderCompactly).map((rules) => rules.id);
    expect(taken.sort()).toEqual([...ONE_DECK_SPIDERS].sort());
  });

  it("wins or proves lost small Spiderette positions as brute force does, and so do the beams", () => {
    const verdicts = { won: 0, lost: 0 };
    for (let seed = 1; seed <= 30; seed++) {
      const start = spiderEndgame(threePileSpiderette, seed, 1, 3);
      const outcome = spiderDepthFirst(start, new Budget({}), 1e6);
      expect(outcome.kind).not.toBe("gave-up");
      expect(outcome.kind === "won").toBe(winnableByBruteForce(start));
      // Beams over every search move that drop nothing are complete searches too.
      const beam = spiderBeam(start, "search", new Budget({}), 1e6, 1e6);
      const novel = [{ band: 20 }, { band: ONE_BAND }, { band: 20, byPile: true }].map((novelty) =>
        spiderNoveltySearch(start, 1e6, novelty).run(new Budget({})),
      );
      const newFirst = [{ band: 20 }, { band: 20, byPile: true }].map((novelty) =>
        spiderBeam(start, "search", new Budget({}), 1e6, 1e6, "patient", novelty),
      );
      for (const run of [beam, ...novel, ...newFirst]) {
        expect(run.kind).toBe(outcome.kind);
        if (run.kind === "won") expect(isWon(replay(start, run.moves))).toBe(true);
      }
      if (outcome.kind === "won") {
        expect(isWon(replay(start, outcome.moves))).toBe(true);
        verdicts.won++;
      } else verdicts.lost++;
    }
    expect(verdicts.won).toBeGreaterThan(0);
    expect(verdicts.lost).toBeGreaterThan(0);
  });

  it.each([
    ["will-o-the-wisp", 305],
    ["spiderette", 6],
    ["spiderette", 29],
  ])(
    "proves %s deal %i lost through exactly the positions the engine's search does, dead ends left in",
    (game, deal) => {
      const start = dealOf(game, deal);
      const compact = new Budget({});
      const engine = new Budget({});
      expect(depthFirst(untestedSpiderTableau(start), compact, 1e6).kind).toBe("exhausted");
      expect(depthFirst(new EngineTableau(start), engine, 1e6).kind).toBe("exhausted");
      expect(compact.nodes).toBe(engine.nodes);
    },
  );

  it("wins an endgame with a solution that replays through the engine", () => {
    const start = spiderEndgame(spiderette, 1, 2, 7);
    const outcome = spiderDepthFirst(start, new Budget({ budgetNodes: 20_000 }), 1e6);
    expect(outcome.kind).toBe("won");
    if (outcome.kind === "won") expect(isWon(replay(start, outcome.moves))).toBe(true);
  });

  it("respects its budget", () => {
    const budget = new Budget({ budgetNodes: 500 });
    const outcomes = [1, 2, 3].map((deal) =>
      spiderDepthFirst(dealOf("will-o-the-wisp", deal), budget, 1e6),
    );
    expect(budget.nodes).toBeLessThanOrEqual(500);
    expect(outcomes.some((outcome) => outcome.kind === "gave-up")).toBe(true);
  });
});

describe("spiderNoveltySearch", () => {
  it("wins a deal that the same search by score alone does not, with new positions first", () => {
    const start = dealOf("spiderette", 1356);
    const budget = () => new Budget({ budgetNodes: 20_000 });
    const novel = spiderNoveltySearch(start, 1e6, { band: ONE_BAND }).run(budget());
    expect(novel.kind).toBe("won");
    if (novel.kind === "won") expect(isWon(replay(start, novel.moves))).toBe(true);
    const byScore = new BestFirst(untestedSpiderTableau(start), 1e6, { expands: "search" });
    expect(byScore.run(budget()).kind).toBe("gave-up");
  });

  it("wins a deal with facts counted per band of score that it does not per progress alone", () => {
    const start = dealOf("spiderette", 1566);
    const budget = () => new Budget({ budgetNodes: 25_000 });
    const banded = spiderNoveltySearch(start, 1e6, { band: 20 }).run(budget());
    expect(banded.kind).toBe("won");
    if (banded.kind === "won") expect(isWon(replay(start, banded.moves))).toBe(true);
    expect(spiderNoveltySearch(start, 1e6, { band: ONE_BAND }).run(budget()).kind).toBe("gave-up");
  });

  it("goes on where it stopped", () => {
    const start = dealOf("spiderette", 1356);
    const search = spiderNoveltySearch(start, 1e6, { band: ONE_BAND });
    const first = new Budget({ budgetNodes: 4000 });
    expect(search.run(first).kind).toBe("gave-up");
    const second = new Budget({ budgetNodes: 20_000 });
    expect(search.run(second).kind).toBe("won");
    const whole = new Budget({});
    spiderNoveltySearch(start, 1e6, { band: ONE_BAND }).run(whole);
    expect(first.nodes + second.nodes).toBe(whole.nodes);
  });

  it("wins a deal with facts counted per progress told pile by pile that it does not per progress", () => {
    const start = dealOf("spiderette", 1508);
    const budget = () => new Budget({ budgetNodes: 40_000 });
    const byPile = spiderNoveltySearch(start, 1e6, { band: 20, byPile: true }).run(budget());
    expect(byPile.kind).toBe("won");
    if (byPile.kind === "won") expect(isWon(replay(start, byPile.moves))).toBe(true);
    expect(spiderNoveltySearch(start, 1e6, { band: 20 }).run(budget()).kind).toBe("gave-up");
  });
});

describe("spiderBeam", () => {
  it.each([
    ["spiderette", "promising"],
    ["spiderette", "search"],
    ["will-o-the-wisp", "promising"],
    ["will-o-the-wisp", "search"],
  ] as const)(
    "expands exactly the positions the beam over engine positions does, dead ends left in (%s, %s moves)",
    (game, expands) => {
      // Every search move makes many more children: fewer positions do.
      const nodes = expands === "promising" ? 4000 : 1000;
      const kinds = startsOf(game, [1, 2, 3, 4, 5]).map((start) =>
        sameSearch(
          start,
          nodes,
          (budget) =>
            beam(untestedSpiderTableau(start), expands, budget, 60, beamLevels(start), 1e6),
          (budget) => beamSearch(start, expands, budget, 60, 1e6),
        ),
      );
      expect(kinds).toContain("won");
      expect(kinds).toContain("gave-up");
    },
  );

  it("scores by the patient weights as the beam over engine positions does", () => {
    // Spiderette deal 2: beams 20 wide over every search move win it when patient and
    // give up when eager, so a beam that ignored its weights would not match.
    const start = dealOf("spiderette", 2);
    const engineBeam = (temper: Temper) => (budget: Budget) =>
      beamSearch(start, "search", budget, 20, 1e6, temper);
    const kind = sameSearch(
      start,
      5000,
      (budget) =>
        beam(untestedSpiderTableau(start, "patient"), "search", budget, 20, beamLevels(start), 1e6),
      engineBeam("patient"),
    );
    expect(kind).toBe("won");
    expect(engineBeam("eager")(new Budget({ budgetNodes: 5000 })).kind).toBe("gave-up");
  });

  it("keeps new positions first given a band, and wins a deal the beam by score alone does not", () => {
    const start = dealOf("spiderette", 1645);
    const beam = (novelty?: Novelty) =>
      spiderBeam(
        start,
        "search",
        new Budget({ budgetNodes: 20_000 }),
        100,
        1e6,
        "patient",
        novelty,
      );
    const newFirst = beam({ band: 20 });
    expect(newFirst.kind).toBe("won");
    if (newFirst.kind === "won") expect(isWon(replay(start, newFirst.moves))).toBe(true);
    expect(beam().kind).toBe("gave-up");
  });

  it("never says lost once it has turned away a new position, new positions first", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const start = spiderEndgame(threePileSpiderette, seed, 1, 3);
      if (!winnableByBruteForce(start)) continue;
      for (const novelty of [{ band: 20 }, { band: 20, byPile: true }]) {
        const narrow = spiderBeam(start, "search", new Budget({}), 1, 1e6, "patient", novelty);
        expect(narrow.kind).not.toBe("exhausted");
      }
    }
  });

  it("gives up at the same last level as the beam over engine positions", () => {
    // A beam this narrow over every search move wanders far below its last level here.
    const start = dealOf("spiderette", 17);
    const kind = sameSearch(
      start,
      100_000,
      (budget) => beam(untestedSpiderTableau(start), "search", budget, 10, beamLevels(start), 1e6),
      (budget) => beamSearch(start, "search", budget, 10, 1e6),
    );
    expect(kind).toBe("gave-up");
  });

  it.each(ONE_DECK_SPIDERS)(
    "searches best-first through exactly the positions of the search over engine positions, dead ends left in, in %s",
    (game) => {
      const kinds = startsOf(game, [1, 2, 3, 4]).flatMap((start) => {
        // Positions left behind are dropped after every expansion, to check that too.
        const compact = new BestFirst(untestedSpiderTableau(start, "eager", 0), 1e6);
        const engine = new BestFirst(new EngineTableau(start), 1e6);
        // Run twice, as the solver does: the second run goes on where the first stopped.
        const first = sameSearch(
          start,
          500,
          (b) => compact.run(b),
          (b) => engine.run(b),
        );
        if (first !== "gave-up") return [first];
        return [
          first,
          sameSearch(
            start,
            1500,
            (b) => compact.run(b),
            (b) => engine.run(b),
          ),
        ];
      });
      expect(kinds).toContain("won");
      expect(kinds).toContain("gave-up");
    },
  );
});

/** The deals and the two-suit endgames of these seeds. */
function startsOf(game: string, seeds: readonly number[]): Position[] {
  return seeds.flatMap((seed) => [dealOf(game, seed), spiderEndgame(rulesOf(game), seed, 2, 7)]);
}

/**
 * Runs a compact search and its counterpart over engine positions, each with `nodes`
 * positions to spend: the same outcome through the same number of positions, and a
 * win that replays through the engine. Returns the outcome's kind.
 */
function sameSearch(
  start: Position,
  nodes: number,
  compact: (budget: Budget) => Outcome,
  engine: (budget: Budget) => Outcome,
): Outcome["kind"] {
  const compactBudget = new Budget({ budgetNodes: nodes });
  const engineBudget = new Budget({ budgetNodes: nodes });
  const outcome = compact(compactBudget);
  expect(outcome).toEqual(engine(engineBudget));
  expect(compactBudget.nodes).toBe(engineBudget.nodes);
  if (outcome.kind === "won") expect(isWon(replay(start, outcome.moves))).toBe(true);
  return outcome.kind;
}
