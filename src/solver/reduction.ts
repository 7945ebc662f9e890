/**
 * Sound reductions of the search for the open castle family: one deck, every card face
 * up, tableau piles that give up only their top card, and foundations that never give
 * cards back. Both rest on one over-approximation of what may ever happen, a least
 * fixpoint over the tableau computed once per position: a card may come to the top
 * when the card on it may leave; it may leave when it may go home, onto some card that
 * may be a top (not one under it), or into another pile that may empty; it may go home
 * when it may come to the top and the card under it in its suit is home or may go home.
 * Each rule only asks what must have happened before the event, so whatever does
 * happen in play is flagged.
 *
 * 1. Dead ends: when some card may never go home, the position cannot be won, whatever
 *    moves remain; the search drops it.
 *
 * 2. Partial-order reduction (stubborn sets). Moves in far-apart corners of the
 *    tableau commute, and a plain search tries them in every order. Here a set P of
 *    piles is closed until no move outside P can ever change what is possible on P: no
 *    card that may ever be a top fits onto or under a top card of P, no pile outside P
 *    that may empty is wanted by a top of P, and no foundation that P's tops wait for
 *    can be fed from outside P. Then every move touching P commutes with every sequence
 *    of moves outside P, and a move within P stays possible whatever happens outside,
 *    so some move within P lies on every shortest win: searching only the moves within
 *    P (and from P home) loses no win. (Valmari's stubborn sets keep every reachable
 *    dead end, and the won position is one: nothing moves. Recomputing the fixpoint
 *    with P's cards frozen would give smaller sets, but cost more than it saved.)
 */
import { canPlace, fitsSpace } from "../engine/build.js";
import { ACE, cardOf, KING, rankOf, suitOf } from "../engine/card.js";
import { type Layout, layoutOf } from "../engine/layout.js";
import type { Move } from "../engine/move.js";
import type { Position } from "../engine/position.js";
import type { GameRules } from "../engine/rules.js";

/** The parts of the rules the reduction reads, when the game is one it applies to. */
interface OpenCastle {
  readonly layout: Layout;
  /** Per card code: the cards it may be placed on, and the cards that may be placed on it. */
  readonly onto: readonly (readonly number[])[];
  readonly under: readonly (readonly number[])[];
  /** Per card code: 1 when an empty tableau pile takes it. */
  readonly fillsSpace: Uint8Array;
}

const CARD_CODES = 64;
const plans = new WeakMap<GameRules, OpenCastle | null>();

function planOf(rules: GameRules): OpenCastle | null {
  let plan = plans.get(rules);
  if (plan === undefined) {
    plan = buildPlan(rules);
    plans.set(rules, plan);
  }
  return plan;
}

function buildPlan(rules: GameRules): OpenCastle | null {
  if (rules.decks !== 1 || rules.base !== ACE || rules.completedRunsLeave) return null;
  if (rules.deal.topCardOnly) return null;
  const tableau = rules.piles.filter((group) => group.kind === "tableau");
  const fits = rules.piles.every(
    (group) =>
      (group.kind === "tableau" &&
        (group.unit ?? "top") === "top" &&
        group.build !== undefined &&
        group.sendsTo.every((kind) => kind === "tableau" || kind === "foundation")) ||
      (group.kind === "foundation" && group.suitByIndex === true && group.sendsTo.length === 0),
  );
  // Sets of piles are bit masks.
  if (!fits || tableau.length !== 1 || tableau[0].count > 30) return null;
  const { build, space } = tableau[0];
  const cards: number[] = [];
  for (let rank = ACE; rank <= KING; rank++) {
    for (let suit = 0; suit < 4; suit++) cards.push(cardOf(rank, suit));
  }
  const onto = Array.from({ length: CARD_CODES }, () => [] as number[]);
  const under = Array.from({ length: CARD_CODES }, () => [] as number[]);
  const fillsSpace = new Uint8Array(CARD_CODES);
  for (const card of cards) {
    if (space !== undefined && fitsSpace(card, space, ACE)) fillsSpace[card] = 1;
    for (const other of cards) {
      if (build && canPlace(card, other, build)) {
        onto[card].push(other);
        under[other].push(card);
      }
    }
  }
  return { layout: layoutOf(rules), onto, under, fillsSpace };
}

/** True when `reducedMoves` may reduce this game's moves. */
export const reducesMoves = (rules: GameRules): boolean => planOf(rules) !== null;

// Scratch space for one call, reused: per card code its tableau slot (-1 when home)
// and its index in that pile; the flags of the fixpoint; per slot whether it may empty.
const slotOfCard = new Int8Array(CARD_CODES);
const indexOfCard = new Int8Array(CARD_CODES);
const mayTop = new Uint8Array(CARD_CODES);
const mayLeave = new Uint8Array(CARD_CODES);
const mayHome = new Uint8Array(CARD_CODES);
const mayEmpty = new Uint8Array(32);
const homeTop = new Int8Array(4);

/** One position as the reduction reads it. */
interface Scene {
  readonly plan: OpenCastle;
  /** The cards of each tableau slot, bottom first. */
  readonly slots: readonly (readonly number[])[];
}

/**
 * Of `moves` (all the search moves of `position`, none of them a safe foundation move):
 * none when the position is a dead end, else those within the smallest stubborn set of
 * piles found, or all of them.
 */
export function reducedMoves(position: Position, moves: Move[]): Move[] {
  const plan = planOf(position.rules);
  if (!plan) return moves;
  const { tableau, foundations, size } = plan.layout;
  const slotOfPile = new Int8Array(size).fill(-1);
  const slots = tableau.map((pile, slot) => {
    slotOfPile[pile] = slot;
    return position.piles[pile].cards;
  });
  slotOfCard.fill(-1);
  slots.forEach((cards, slot) => {
    cards.forEach((card, index) => {
      slotOfCard[card] = slot;
      indexOfCard[card] = index;
    });
  });
  foundations.forEach((pile, suit) => {
    const home = position.piles[pile].cards;
    homeTop[suit] = home.length === 0 ? 0 : rankOf(home[home.length - 1]);
  });
  const scene: Scene = { plan, slots };
  settle(scene);
  if (slots.some((cards) => cards.some((card) => !mayHome[card]))) return [];
  if (moves.length < 2) return moves;
  let best = moves;
  let tried = 0;
  for (const move of moves) {
    const seed = slotOfPile[move.from];
    if ((tried >> seed) & 1) continue;
    tried |= 1 << seed;
    const inside = closure(scene, seed);
    if (inside === null) continue;
    const within = moves.filter((m) => (inside >> slotOfPile[m.from]) & 1);
    if (within.length < best.length) best = within;
    if (best.length === 1) break;
  }
  return best;
}

/**
 * The stubborn set of tableau slots grown from `seed`, as a bit mask, or null when it
 * grows to every slot (no reduction).
 */
function closure(scene: Scene, seed: number): number | null {
  const all = (1 << scene.slots.length) - 1;
  let inside = 1 << seed;
  while (inside !== all) {
    const wanted = outsideSlotsWanted(scene, inside);
    if (wanted === 0) return inside;
    inside |= wanted;
  }
  return null;
}

/** Whether `card`'s foundation already holds the card below it. */
const predecessorHome = (card: number): boolean => homeTop[suitOf(card)] >= rankOf(card) - 1;

/** Computes mayTop, mayLeave, mayHome and mayEmpty. */
function settle(scene: Scene): void {
  mayTop.fill(0);
  mayLeave.fill(0);
  mayHome.fill(0);
  mayEmpty.fill(0);
  const { slots } = scene;
  for (let slot = 0; slot < slots.length; slot++) {
    const cards = slots[slot];
    if (cards.length === 0) mayEmpty[slot] = 1;
    else mayTop[cards[cards.length - 1]] = 1;
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (let slot = 0; slot < slots.length; slot++) {
      const cards = slots[slot];
      for (let i = cards.length - 1; i >= 0 && mayTop[cards[i]]; i--) {
        const card = cards[i];
        if (!mayHome[card] && (predecessorHome(card) || mayHome[card - 4])) {
          mayHome[card] = 1;
          changed = true;
        }
        if (!mayLeave[card] && canLeave(scene, card)) {
          mayLeave[card] = 1;
          changed = true;
          if (i > 0) mayTop[cards[i - 1]] = 1;
          else mayEmpty[slot] = 1;
        }
      }
    }
  }
}

/** May `card` ever leave its place? */
function canLeave(scene: Scene, card: number): boolean {
  if (mayHome[card]) return true;
  const slot = slotOfCard[card];
  if (scene.plan.fillsSpace[card]) {
    for (let other = 0; other < scene.slots.length; other++) {
      if (other !== slot && mayEmpty[other]) return true;
    }
  }
  for (const target of scene.plan.onto[card]) {
    // A card under this one becomes a top only after this one has left.
    if (
      mayTop[target] &&
      (slotOfCard[target] !== slot || indexOfCard[target] > indexOfCard[card])
    ) {
      return true;
    }
  }
  return false;
}

/**
 * The outside slots whose cards could one day change what is possible on the stubborn
 * set's piles, as a bit mask (0 when the set is closed). The flags cover every slot;
 * those inside are masked off.
 */
function outsideSlotsWanted(scene: Scene, inside: number): number {
  const { plan, slots } = scene;
  let wanted = 0;
  let emptiable = 0;
  for (let slot = 0; slot < slots.length; slot++) if (mayEmpty[slot]) emptiable |= 1 << slot;
  for (let slot = 0; slot < slots.length; slot++) {
    if (!((inside >> slot) & 1)) continue;
    const cards = slots[slot];
    if (cards.length === 0) {
      for (let card = 0; card < CARD_CODES; card++) {
        if (mayTop[card] && plan.fillsSpace[card]) wanted |= 1 << slotOfCard[card];
      }
      continue;
    }
    const top = cards[cards.length - 1];
    if (plan.fillsSpace[top]) wanted |= emptiable;
    // Its foundation may be fed from outside: the card below it may go home there.
    if (!predecessorHome(top) && mayHome[top - 4]) wanted |= 1 << slotOfCard[top - 4];
    for (const card of plan.under[top]) if (mayTop[card]) wanted |= 1 << slotOfCard[card];
    for (const card of plan.onto[top]) if (mayTop[card]) wanted |= 1 << slotOfCard[card];
  }
  return wanted & ~inside;
}
