/**
 * The open castle family: every card face up, no stock, one card moves at a time,
 * tableau builds down regardless of suit.
 */
import { ACE } from "../engine/card.js";
import type { GameRules, PileGroup } from "../engine/rules.js";
import { DOWN_ANY_SUIT, SUIT_FOUNDATIONS } from "./piles.js";

const castleTableau: PileGroup = {
  kind: "tableau",
  count: 8,
  build: DOWN_ANY_SUIT,
  space: "any",
  unit: "top",
  sendsTo: ["tableau", "foundation"],
};

export const streetsAndAlleys: GameRules = {
  id: "streets-and-alleys",
  name: "Streets and Alleys",
  decks: 1,
  base: 1,
  piles: [castleTableau, SUIT_FOUNDATIONS],
  deal: { tableau: [7, 7, 7, 7, 6, 6, 6, 6] },
};

/** Streets and Alleys with its spaces closed to all but Kings. */
export const penelopesWeb: GameRules = {
  ...streetsAndAlleys,
  id: "penelopes-web",
  name: "Penelope's Web",
  piles: [{ ...castleTableau, space: "king" }, SUIT_FOUNDATIONS],
};

/** The Aces start on the foundations; the other 48 cards make eight piles of six. */
export const beleagueredCastle: GameRules = {
  ...streetsAndAlleys,
  id: "beleaguered-castle",
  name: "Beleaguered Castle",
  deal: { foundations: ACE, tableau: [6, 6, 6, 6, 6, 6, 6, 6] },
};

/** Beleaguered Castle whose deal feeds the foundations as it goes. */
export const citadel: GameRules = {
  ...beleagueredCastle,
  id: "citadel",
  name: "Citadel",
  deal: { ...beleagueredCastle.deal, feedsFoundations: true },
};

/** Citadel with its spaces closed to all but Kings. */
export const exiledKings: GameRules = {
  ...citadel,
  id: "exiled-kings",
  name: "Exiled Kings",
  piles: [{ ...castleTableau, space: "king" }, SUIT_FOUNDATIONS],
};
