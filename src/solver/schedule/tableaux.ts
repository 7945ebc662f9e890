/**
 * Which tableau each search of a plan runs on: the family's compact tableau where it
 * serves the search (castle/, spider/), else the tableau over engine positions, which
 * serves every search of every game. The castle and Klondike tableaux save no positions,
 * so best-first search and beams run over engine positions there.
 */
import type { Position } from "../../engine/position.js";
import { type CastleSearchOptions, castleTableauOf } from "../castle/tableau.js";
import { suitWasteTableauOf } from "../deuces/tableau.js";
import { klondikeTableauOf } from "../klondike/tableau.js";
import type { Temper } from "../moves/score.js";
import { EngineTableau } from "../search/engine-tableau.js";
import { noveltyTiers } from "../search/novelty.js";
import type { Tableau } from "../search/tableau.js";
import { spiderTableauOf } from "../spider/tableau.js";
import type { LaneTableaux } from "./lanes.js";
import type { Plan } from "./plans.js";

export interface PlanTableaux extends LaneTableaux {
  /**
   * A tableau for the depth-first searches; `options` are the castle tableau's (a loss
   * proof, a random move order), of which the Klondike tableau takes the move order.
   */
  plain(start: Position, options: CastleSearchOptions): Tableau<unknown>;
}

const saving = (start: Position, temper: Temper) => new EngineTableau(start, { temper });

const engine: PlanTableaux = { plain: (start) => new EngineTableau(start), saving };

export const TABLEAUX: Record<Plan["tableau"], PlanTableaux> = {
  engine,
  castle: { plain: castleTableauOf, saving },
  klondike: { plain: (start, { random }) => klondikeTableauOf(start, random ?? null), saving },
  "suit-waste": {
    plain: (start, { random }) => suitWasteTableauOf(start, random ?? null),
    saving: (start) => suitWasteTableauOf(start),
  },
  spider: {
    plain: (start) => spiderTableauOf(start),
    saving: spiderTableauOf,
    novel: (start, temper, novelty) => {
      const tableau = spiderTableauOf(start, temper);
      return { tableau, tiers: noveltyTiers(tableau, novelty) };
    },
  },
};
