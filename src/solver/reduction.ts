/**
 * The open castle family (one deck, every card face up, tableau piles that give up only
 * their top card, foundations that never give cards back) as the searches read it, and
 * its sound reduction: when some card can never go home (dead-ends.ts), the position
 * cannot be won, whatever moves remain, and the search drops it.
 *
 * (Stubborn sets, a partial-order reduction searching only the moves within a closed
 * set of piles, were measured and dropped: they shrank almost no position of
 * these games, 5.34 moves on average to 5.33 in Penelope's Web and none in the positions
 * sampled from the relatives, and cost about a sixth of the compact search's time.)
 */
import { canPlace, fitsSpace } from "../engine/build.js";
import { ACE, cardOf, KING, rankOf } from "../engine/card.js";
import { layoutOf } from "../engine/layout.js";
import type { Move } from "../engine/move.js";
import { perRules } from "../engine/per-rules.js";
import type { Position } from "../engine/position.js";
import type { GameRules } from "../engine/rules.js";
import { CARD_CODES, cardPlaces, DeadEnds, type OpenCastle } from "./dead-ends.js";

/** The open-castle view of `rules`, or null when the game is not of that family. */
export const openCastleOf: (rules: GameRules) => OpenCastle | null = perRules(buildPlan);

function buildPlan(rules: GameRules): OpenCastle | null {
  if (rules.decks !== 1 || rules.base !== ACE || rules.completedRunsLeave) return null;
  if (rules.deal.topCardOnly) return null;
  const tableau = rules.piles.filter((group) => group.kind === "tableau");
  const ofFamily = rules.piles.every(
    (group) =>
      (group.kind === "tableau" &&
        (group.unit ?? "top") === "top" &&
        group.build !== undefined &&
        group.spaceFrom === undefined &&
        group.sendsTo.every((kind) => kind === "tableau" || kind === "foundation")) ||
      (group.kind === "foundation" && group.suitByIndex === true && group.sendsTo.length === 0),
  );
  // The compact moves of castle-search.ts name a pile in four bits, one value kept for home.
  if (!ofFamily || tableau.length !== 1 || tableau[0].count > 15) return null;
  const { build, space } = tableau[0];
  const cards: number[] = [];
  for (let rank = ACE; rank <= KING; rank++) {
    for (let suit = 0; suit < 4; suit++) cards.push(cardOf(rank, suit));
  }
  const onto = Array.from({ length: CARD_CODES }, () => [] as number[]);
  const under = Array.from({ length: CARD_CODES }, () => [] as number[]);
  const fits = new Uint8Array(CARD_CODES * CARD_CODES);
  const fillsSpace = new Uint8Array(CARD_CODES);
  for (const card of cards) {
    if (space !== undefined && fitsSpace(card, space, ACE)) fillsSpace[card] = 1;
    for (const other of cards) {
      if (build && canPlace(card, other, build)) {
        onto[card].push(other);
        under[other].push(card);
        fits[card * CARD_CODES + other] = 1;
      }
    }
  }
  return { layout: layoutOf(rules), onto, under, fits, fillsSpace };
}

const deadEnds = new DeadEnds();

/** Of `moves` (all the search moves of `position`): none when it is a dead end. */
export function reducedMoves(position: Position, moves: Move[]): Move[] {
  const plan = openCastleOf(position.rules);
  if (!plan) return moves;
  const { tableau, foundations } = plan.layout;
  const slots = tableau.map((pile) => position.piles[pile].cards);
  const homeTop = foundations.map((pile) => {
    const home = position.piles[pile].cards;
    return home.length === 0 ? 0 : rankOf(home[home.length - 1]);
  });
  const scene = { plan, slots, homeTop, ...cardPlaces(slots) };
  return deadEnds.someCardNeverHome(scene) ? [] : moves;
}
