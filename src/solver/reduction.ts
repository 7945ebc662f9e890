/**
 * Sound reductions of the search for the open castle family: one deck, every card face
 * up, tableau piles that give up only their top card, and foundations that never give
 * cards back.
 *
 * 1. Dead ends (dead-ends.ts): when some card can never go home, the position
 *    cannot be won, whatever moves remain; the search drops it.
 *
 * 2. Partial-order reduction (stubborn sets). Moves in far-apart corners of the
 *    tableau commute, and a plain search tries them in every order. Here a set P of
 *    piles is closed until no move outside P can ever change what is possible on P: no
 *    card outside P fits onto or under a top card of P, no pile outside P is wanted by
 *    a top of P that could fill a space, and no foundation that P's tops wait for can
 *    be fed from outside P. Then every move touching P commutes with every sequence of
 *    moves outside P, and a move within P stays possible whatever happens outside, so
 *    some move within P lies on every shortest win: searching only the moves within P
 *    (and from P home) loses no win. (Valmari's stubborn sets keep every reachable dead
 *    end, and the won position is one: nothing moves.)
 */
import { canPlace, fitsSpace } from "../engine/build.js";
import { ACE, cardOf, KING, rankOf, suitOf } from "../engine/card.js";
import { layoutOf } from "../engine/layout.js";
import type { Move } from "../engine/move.js";
import { perRules } from "../engine/per-rules.js";
import type { Position } from "../engine/position.js";
import type { GameRules } from "../engine/rules.js";
import { CARD_CODES, cardPlaces, DeadEnds, type OpenCastle, type Tableau } from "./dead-ends.js";

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
        group.sendsTo.every((kind) => kind === "tableau" || kind === "foundation")) ||
      (group.kind === "foundation" && group.suitByIndex === true && group.sendsTo.length === 0),
  );
  // Sets of piles are bit masks.
  if (!ofFamily || tableau.length !== 1 || tableau[0].count > 30) return null;
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
  const spaceFillers = cards.filter((card) => fillsSpace[card]);
  return { layout: layoutOf(rules), onto, under, fits, fillsSpace, spaceFillers };
}

/** True when `reducedMoves` may reduce this game's moves. */
export const reducesMoves = (rules: GameRules): boolean => openCastleOf(rules) !== null;

const deadEnds = new DeadEnds();

/**
 * Of `moves` (all the search moves of `position`, none of them a safe foundation move):
 * none when the position is a dead end, else those within the smallest stubborn set of
 * piles found, or all of them.
 */
export function reducedMoves(position: Position, moves: Move[]): Move[] {
  const plan = openCastleOf(position.rules);
  if (!plan) return moves;
  const { tableau, foundations, size } = plan.layout;
  const slotOfPile = new Int8Array(size).fill(-1);
  const slots = tableau.map((pile, slot) => {
    slotOfPile[pile] = slot;
    return position.piles[pile].cards;
  });
  const homeTop = foundations.map((pile) => {
    const home = position.piles[pile].cards;
    return home.length === 0 ? 0 : rankOf(home[home.length - 1]);
  });
  const scene = { plan, slots, homeTop, ...cardPlaces(slots) };
  return stubbornMoves(scene, moves, (move) => slotOfPile[move.from]);
}

/**
 * Of `moves` (each leaving the tableau slot `slotOf` gives): none when the tableau is a
 * dead end (unless `testDeadEnd` is false: the caller knows it is not), else those within
 * the smallest stubborn set of slots found, or all of them.
 */
export function stubbornMoves<M>(
  scene: Tableau,
  moves: M[],
  slotOf: (move: M) => number,
  testDeadEnd = true,
): M[] {
  if (testDeadEnd && deadEnds.someCardNeverHome(scene)) return [];
  if (moves.length < 2) return moves;
  const closed = closures(slotsWanted(scene));
  const all = (1 << closed.length) - 1;
  let best = moves;
  let tried = 0;
  for (const move of moves) {
    const seed = slotOf(move);
    if ((tried >> seed) & 1) continue;
    tried |= 1 << seed;
    const inside = closed[seed];
    if (inside === all) continue;
    const within = moves.filter((m) => (inside >> slotOf(m)) & 1);
    if (within.length < best.length) best = within;
    if (best.length === 1) break;
  }
  return best;
}

/**
 * Per slot, the stubborn set of slots grown from it, as a bit mask: the slot and every
 * slot it wants, directly or through others (Warshall's transitive closure).
 */
function closures(wants: readonly number[]): number[] {
  const closed = wants.map((wanted, slot) => wanted | (1 << slot));
  for (let through = 0; through < closed.length; through++) {
    for (let slot = 0; slot < closed.length; slot++) {
      if ((closed[slot] >> through) & 1) closed[slot] |= closed[through];
    }
  }
  return closed;
}

/**
 * Per slot, as a bit mask, the other slots whose cards could one day change what is
 * possible on its pile: a set of slots is closed when it wants none outside itself.
 * Any card elsewhere is taken as one that may come to the top one day, and any pile
 * as one that may empty.
 */
function slotsWanted(scene: Tableau): number[] {
  const { plan, slots, homeTop, slotOfCard } = scene;
  const holdingSpaceFillers = slotsHolding(slotOfCard, plan.spaceFillers);
  return slots.map((cards, slot) => {
    if (cards.length === 0) return holdingSpaceFillers & ~(1 << slot);
    const top = cards[cards.length - 1];
    if (plan.fillsSpace[top]) return ((1 << slots.length) - 1) & ~(1 << slot);
    let wanted =
      slotsHolding(slotOfCard, plan.under[top]) | slotsHolding(slotOfCard, plan.onto[top]);
    // Its foundation may be fed from outside: the card below it in its suit.
    if (homeTop[suitOf(top)] < rankOf(top) - 1 && slotOfCard[top - 4] >= 0) {
      wanted |= 1 << slotOfCard[top - 4];
    }
    return wanted & ~(1 << slot);
  });
}

/** The slots holding any of `cards`, as a bit mask. */
function slotsHolding(slotOfCard: Int8Array, cards: readonly number[]): number {
  let mask = 0;
  for (let i = 0; i < cards.length; i++) {
    const slot = slotOfCard[cards[i]];
    if (slot >= 0) mask |= 1 << slot;
  }
  return mask;
}
