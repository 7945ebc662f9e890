import { describe, expect, it } from "vitest";
import type { GameRules } from "../../engine/rules.js";
import { GAMES } from "../../games/index.js";
import { openCastleOf } from "../castle/family.js";
import { suitWastePlanOf } from "../deuces/family.js";
import { freecellShapeOf } from "../freecell/family.js";
import { klondikePlanOf } from "../klondike/family.js";
import { isCompleteFilter } from "../moves/promising.js";
import { spiderPlanOf } from "../spider/family.js";
import {
  type Lane,
  PLANS,
  type Plan,
  type PlanName,
  planNameOf,
  planOf,
  SEARCHES,
  type Step,
  searchesBeside,
} from "./plans.js";
import { TABLEAUX } from "./tableaux.js";

const plans = Object.entries(PLANS) as [PlanName, Plan][];
const gamesOf = (name: PlanName): GameRules[] =>
  GAMES.filter((rules) => planNameOf(rules) === name);

describe("the plans", () => {
  it("give each game of the collection its family's plan", () => {
    const names = Object.fromEntries(GAMES.map((rules) => [rules.id, planNameOf(rules)]));
    expect(names).toEqual({
      "penelopes-web": "castle",
      "streets-and-alleys": "castle, any card in a space",
      "beleaguered-castle": "castle, any card in a space",
      spiderette: "spider",
      "will-o-the-wisp": "spider",
      spider: "runs",
      "black-widow": "runs",
      "penguin-tuxedo": "order-only",
      "penguin-original": "order-only",
      penta: "waste",
      klondike: "klondike",
      "klondike-3": "klondike",
      freecell: "freecell",
      "bakers-dozen": "castle, many piles",
      "portuguese-solitaire": "castle, many piles",
      citadel: "castle, any card in a space",
      "exiled-kings": "castle",
      tarantula: "runs of one colour",
      deuces: "suit-waste",
    });
  });

  it("gives a family's compact tableau only to the games whose rules it models", () => {
    for (const rules of GAMES) {
      const { tableau } = planOf(rules);
      expect(tableau === "castle").toBe(openCastleOf(rules) !== null);
      expect(tableau === "spider").toBe(spiderPlanOf(rules) !== null);
      expect(tableau === "klondike").toBe(klondikePlanOf(rules) !== null);
      expect(tableau === "suit-waste").toBe(suitWastePlanOf(rules) !== null);
    }
  });

  it.each(plans)(
    "%s: names only searches that exist, on a tableau that serves them",
    (name, plan) => {
      for (const step of [...plan.solver, ...plan.beside]) {
        expect(SEARCHES).toContain(step.search);
        // Restarts order the moves at random, which only the castle, Klondike and
        // suit-built waste tableaux
        // take; rank games read the castle family's rules.
        if (step.search === "restarts")
          expect(["castle", "klondike", "suit-waste"]).toContain(plan.tableau);
        if (["rank-game", "finer-rank-games"].includes(step.search)) {
          expect(plan.tableau).toBe("castle");
        }
        // The FreeCell search runs on its own tableau, which models only its family.
        if (step.search === "freecell") {
          for (const rules of gamesOf(name)) expect(freecellShapeOf(rules)).not.toBeNull();
        }
        // The Klondike tableau's moves stand for several engine moves each: only the
        // depth-first searches, which win through its `shorten`, run on it.
        if (plan.tableau === "klondike") {
          expect(["depth-first", "restarts", "relaxed-depth-first"]).toContain(step.search);
        }
      }
      for (const lane of plan.lanes) {
        expect(["beams", "stage-beams", "novelty"]).toContain(lane.search);
        if (lane.search === "novelty" || (lane.search === "beams" && lane.novelty)) {
          expect(TABLEAUX[plan.tableau].novel).toBeDefined();
        }
      }
      const namesLanes = [...plan.solver, ...plan.beside].some((step) => step.search === "lanes");
      expect(namesLanes).toBe(plan.lanes.length > 0);
    },
  );

  it.each(plans)(
    "%s: spends the whole budget, each step a share of what is left, the last all of it",
    (_, plan) => {
      const shares = (step: Step) =>
        step.search === "lanes" ? [step.share, step.dryShare] : [step.share];
      for (const steps of [plan.solver, plan.beside]) {
        for (const share of steps.flatMap(shares)) {
          expect(share).toBeGreaterThan(0);
          expect(share).toBeLessThanOrEqual(1);
        }
        if (steps.length > 0) expect(steps[steps.length - 1].share).toBe(1);
      }
      // Paired, the solver leaves out its steps marked `alone`: the last is never one.
      const last = plan.solver[plan.solver.length - 1];
      expect("alone" in last && last.alone).toBeFalsy();
    },
  );

  it.each(plans)(
    "%s: ends on the solver with a search that can prove a deal lost",
    (name, plan) => {
      const last = plan.solver[plan.solver.length - 1];
      if (last.search === "best-first") {
        // Best-first search is complete only where the promising moves keep every move.
        for (const rules of gamesOf(name)) expect(isCompleteFilter(rules)).toBe(true);
      } else {
        expect(["depth-first", "restarts", "freecell"]).toContain(last.search);
      }
    },
  );

  it.each(plans)(
    "%s: runs a best-first search again only after another search came between",
    (_, plan) => {
      // A best-first step goes on with the search before it: two in a row are one step.
      for (const steps of [plan.solver, plan.beside]) {
        steps.forEach((step, index) => {
          if (index > 0 && step.search === "best-first") {
            expect(steps[index - 1].search).not.toBe("best-first");
          }
        });
      }
    },
  );

  it.each(plans)(
    "%s: gives each lane widths where it runs, growing from a positive one",
    (_, plan) => {
      const widths = (lane: Lane) =>
        lane.search === "novelty" ? [] : [lane.alone, lane.paired, lane.beside];
      for (const lane of plan.lanes) {
        expect(lane.alone ?? lane.paired ?? lane.beside).toBeDefined();
        for (const width of widths(lane)) {
          if (!width) continue;
          expect(width.from).toBeGreaterThan(0);
          expect(width.below ?? Number.POSITIVE_INFINITY).toBeGreaterThan(width.from);
        }
      }
    },
  );

  it("has a second core search beside the solver exactly where a plan has steps beside", () => {
    const beside = GAMES.filter(searchesBeside).map((rules) => rules.id);
    expect(beside.sort()).toEqual(
      [
        "bakers-dozen",
        "beleaguered-castle",
        "black-widow",
        "deuces",
        "citadel",
        "exiled-kings",
        "freecell",
        "klondike",
        "klondike-3",
        "penelopes-web",
        "portuguese-solitaire",
        "spider",
        "spiderette",
        "streets-and-alleys",
        "tarantula",
        "will-o-the-wisp",
      ].sort(),
    );
  });
});
