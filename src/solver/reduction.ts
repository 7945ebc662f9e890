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
  const slotCount = scene.slots.length;
  const all = (1 << slotCount) - 1;
  // Moves per slot they leave, so each candidate set is counted without a list.
  const leaving = movesLeaving.fill(0, 0, slotCount);
  for (const move of moves) leaving[slotOf(move)]++;
  // The slots whose `slotsWanted` is in `wantedBy`: asked for only when a set reaches them.
  let known = 0;
  let best = all;
  let bestCount = moves.length;
  let tried = 0;
  for (let index = 0; index < moves.length && bestCount > 1; index++) {
    const seed = slotOf(moves[index]);
    if ((tried >> seed) & 1) continue;
    tried |= 1 << seed;
    // The set grown from the seed, slot by slot, until closed; given up as soon as it
    // holds as many moves as the best set so far, since it only grows.
    let inside = 1 << seed;
    let ungrown = inside;
    let count = leaving[seed];
    while (ungrown !== 0 && count < bestCount) {
      const slot = lowestBit(ungrown);
      ungrown &= ungrown - 1;
      if (((known >> slot) & 1) === 0) {
        wantedBy[slot] = slotsWanted(scene, slot);
        known |= 1 << slot;
      }
      const added = wantedBy[slot] & ~inside;
      for (let rest = added; rest !== 0; rest &= rest - 1) count += leaving[lowestBit(rest)];
      ungrown |= added;
      inside |= added;
    }
    if (ungrown === 0 && count < bestCount) {
      best = inside;
      bestCount = count;
    }
  }
  return best === all ? moves : moves.filter((move) => (best >> slotOf(move)) & 1);
}

/** Scratch space of `stubbornMoves`, reused from position to position. */
const movesLeaving = new Int32Array(32);
const wantedBy = new Int32Array(32);

/** The index of the lowest set bit of a nonzero mask. */
const lowestBit = (mask: number): number => 31 - Math.clz32(mask & -mask);

/**
 * As a bit mask, the other slots whose cards could one day change what is possible on
 * pile `slot`: a set of slots is closed when it wants none outside itself. Any card
 * elsewhere is taken as one that may come to the top one day, and any pile as one that
 * may empty.
 */
function slotsWanted(scene: Tableau, slot: number): number {
  const { plan, slots, homeTop, slotOfCard } = scene;
  const cards = slots[slot];
  const others = ((1 << slots.length) - 1) & ~(1 << slot);
  if (cards.length === 0) return slotsHolding(slotOfCard, plan.spaceFillers) & others;
  const top = cards[cards.length - 1];
  if (plan.fillsSpace[top]) return others;
  let wanted = slotsHolding(slotOfCard, plan.under[top]) | slotsHolding(slotOfCard, plan.onto[top]);
  // Its foundation may be fed from outside: the card below it in its suit.
  if (homeTop[suitOf(top)] < rankOf(top) - 1 && slotOfCard[top - 4] >= 0) {
    wanted |= 1 << slotOfCard[top - 4];
  }
  return wanted & others;
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
