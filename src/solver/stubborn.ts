/**
 * Partial-order reduction (stubborn sets) for the open castle family: one deck, every
 * card face up, tableau piles that give up only their top card, and foundations that
 * never give cards back.
 *
 * Moves in far-apart corners of the tableau commute, and a plain search tries them in
 * every order. Here a set P of piles is closed until no move outside P can ever change
 * what is possible on P: no card that will ever be a top card outside P fits onto or
 * under a top card of P, no pile outside P that could empty is wanted by a top of P,
 * and no foundation that P's tops wait for can be fed from outside P. Then every move
 * touching P commutes with every sequence of moves outside P, and a move within P stays
 * possible whatever happens outside, so some move within P lies on every shortest win:
 * searching only the moves within P (and from P home) loses no win (Valmari's stubborn
 * sets preserve every reachable dead end, and the won position is one: nothing moves).
 *
 * "Will ever be a top card outside P" is over-approximated by a least fixpoint over
 * the piles outside P, with P's cards frozen: a card may come to the top when the
 * card on it may leave, and a card may leave when it may go home, onto some card that
 * may be a top, or into a pile that may empty.
 */
import { canPlace, fitsSpace } from "../engine/build.js";
import { ACE, cardOf, KING, rankOf, suitOf } from "../engine/card.js";
import { type Layout, layoutOf } from "../engine/layout.js";
import type { Move } from "../engine/move.js";
import type { Position } from "../engine/position.js";
import type { Build, GameRules, Space } from "../engine/rules.js";

/** The parts of the rules the reduction reads, when the game is one it applies to. */
interface OpenCastle {
  readonly layout: Layout;
  readonly space: Space | undefined;
  /** Per card code: the cards it may be placed on, and the cards that may be placed on it. */
  readonly onto: readonly (readonly number[])[];
  readonly under: readonly (readonly number[])[];
}

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
  if (!fits || tableau.length !== 1) return null;
  const build = tableau[0].build as Build;
  const cards: number[] = [];
  for (let rank = ACE; rank <= KING; rank++)
    for (let suit = 0; suit < 4; suit++) cards.push(cardOf(rank, suit));
  const onto = Array.from({ length: CARD_CODES }, () => [] as number[]);
  const under = Array.from({ length: CARD_CODES }, () => [] as number[]);
  for (const card of cards) {
    for (const other of cards) {
      if (canPlace(card, other, build)) {
        onto[card].push(other);
        under[other].push(card);
      }
    }
  }
  return { layout: layoutOf(rules), space: tableau[0].space, onto, under };
}

/** True when `stubbornMoves` may reduce this game's moves. */
export const reducesMoves = (rules: GameRules): boolean => planOf(rules) !== null;

const CARD_CODES = 64;
/** Where each card lies in the position: tableau slot (or -1 when home), and its depth. */
const pileOfCard = new Int8Array(CARD_CODES);
const mayTop = new Uint8Array(CARD_CODES);
const mayLeave = new Uint8Array(CARD_CODES);
const mayHome = new Uint8Array(CARD_CODES);

/**
 * The moves of `moves` (all the search moves of `position`, none of them a safe
 * foundation move) within the smallest stubborn set of piles found, or `moves` itself.
 */
export function stubbornMoves(position: Position, moves: Move[]): Move[] {
  const plan = planOf(position.rules);
  if (!plan || moves.length < 2) return moves;
  const tableau = plan.layout.tableau;
  const slotOf = new Int8Array(plan.layout.size).fill(-1);
  tableau.forEach((pile, slot) => {
    slotOf[pile] = slot;
  });
  locateCards(position, plan);
  let best = moves;
  // Seeds swallowed by an earlier set that grew to every pile are not tried again:
  // they would most likely grow the same way (which seeds are tried is only a matter
  // of how much is saved, never of soundness).
  let tried = 0;
  for (const move of moves) {
    const seed = slotOf[move.from];
    if ((tried >> seed) & 1) continue;
    tried |= 1 << seed;
    const inside = closure(position, plan, seed);
    if (inside === null) {
      tried |= swallowed;
      continue;
    }
    const within = moves.filter((m) => (inside >> slotOf[m.from]) & 1);
    if (within.length < best.length) best = within;
    if (best.length === 1) break;
  }
  return best;
}

function locateCards(position: Position, plan: OpenCastle): void {
  pileOfCard.fill(-1);
  plan.layout.tableau.forEach((pile, slot) => {
    for (const card of position.piles[pile].cards) pileOfCard[card] = slot;
  });
}

/** The slots the last closure took in before it grew to every slot. */
let swallowed = 0;

/**
 * The stubborn set of tableau slots grown from `seed`, as a bit mask, or null when it
 * grows to every slot (no reduction).
 */
function closure(position: Position, plan: OpenCastle, seed: number): number | null {
  const slots = plan.layout.tableau.length;
  const all = (1 << slots) - 1;
  let inside = 1 << seed;
  while (inside !== all) {
    settleOutside(position, plan, inside);
    const wanted = outsideSlotsWanted(position, plan, inside);
    if (wanted === 0) return inside;
    inside |= wanted;
  }
  swallowed = inside;
  return null;
}

/** The cards of tableau slot `slot`, bottom first. */
const cardsAt = (position: Position, plan: OpenCastle, slot: number) =>
  position.piles[plan.layout.tableau[slot]].cards;

/** The foundation's top rank for `suit`, 0 when empty. */
function homeRank(position: Position, plan: OpenCastle, suit: number): number {
  const cards = position.piles[plan.layout.foundations[suit]].cards;
  return cards.length === 0 ? 0 : rankOf(cards[cards.length - 1]);
}

/** Whether `card`'s foundation already holds the card below it (it may go home now or later). */
function predecessorHome(position: Position, plan: OpenCastle, card: number): boolean {
  return homeRank(position, plan, suitOf(card)) >= rankOf(card) - 1;
}

/** Computes mayTop / mayLeave / mayHome for the cards outside `inside`. */
function settleOutside(position: Position, plan: OpenCastle, inside: number): void {
  mayTop.fill(0);
  mayLeave.fill(0);
  mayHome.fill(0);
  const slots = plan.layout.tableau.length;
  const mayEmpty = new Uint8Array(slots);
  for (let slot = 0; slot < slots; slot++) {
    if ((inside >> slot) & 1) continue;
    const cards = cardsAt(position, plan, slot);
    if (cards.length === 0) mayEmpty[slot] = 1;
    else mayTop[cards[cards.length - 1]] = 1;
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (let slot = 0; slot < slots; slot++) {
      if ((inside >> slot) & 1) continue;
      const cards = cardsAt(position, plan, slot);
      for (let i = cards.length - 1; i >= 0 && mayTop[cards[i]]; i--) {
        const card = cards[i];
        if (!mayHome[card]) {
          const below = card - 4;
          const ready =
            predecessorHome(position, plan, card) ||
            (pileOfCard[below] >= 0 && mayHome[below] === 1);
          if (ready) {
            mayHome[card] = 1;
            changed = true;
          }
        }
        if (!mayLeave[card] && canLeave(position, plan, inside, slot, i, mayEmpty)) {
          mayLeave[card] = 1;
          changed = true;
          if (i > 0) mayTop[cards[i - 1]] = 1;
          else mayEmpty[slot] = 1;
        }
      }
    }
  }
  spaceMayOpen = mayEmpty.some((flag, slot) => flag === 1 && !((inside >> slot) & 1));
}

/** Whether some pile outside the stubborn set may be (or become) empty; set by settleOutside. */
let spaceMayOpen = false;

/** May the card at `cards[index]` of outside slot `slot` ever leave its place? */
function canLeave(
  position: Position,
  plan: OpenCastle,
  inside: number,
  slot: number,
  index: number,
  mayEmpty: Uint8Array,
): boolean {
  const cards = cardsAt(position, plan, slot);
  const card = cards[index];
  if (mayHome[card]) return true;
  if (plan.space !== undefined && fitsSpace(card, plan.space, position.base)) {
    for (let other = 0; other < mayEmpty.length; other++) {
      if (other !== slot && mayEmpty[other] && !((inside >> other) & 1)) return true;
    }
  }
  for (const target of plan.onto[card]) {
    if (!mayTop[target]) continue;
    if (pileOfCard[target] === slot && cards.indexOf(target) < index) continue;
    return true;
  }
  return false;
}

/**
 * The outside slots whose cards could one day change what is possible on the stubborn
 * set's piles, as a bit mask (0 when the set is closed).
 */
function outsideSlotsWanted(position: Position, plan: OpenCastle, inside: number): number {
  let wanted = 0;
  const slots = plan.layout.tableau.length;
  for (let slot = 0; slot < slots; slot++) {
    if (!((inside >> slot) & 1)) continue;
    const cards = cardsAt(position, plan, slot);
    const top = cards.length > 0 ? cards[cards.length - 1] : -1;
    if (top >= 0 && plan.space !== undefined && fitsSpace(top, plan.space, position.base)) {
      if (spaceMayOpen) wanted |= emptiableOutside(position, plan, inside);
    }
    if (top >= 0 && !predecessorHome(position, plan, top)) {
      const below = top - 4;
      if (pileOfCard[below] >= 0 && !((inside >> pileOfCard[below]) & 1) && mayHome[below]) {
        wanted |= 1 << pileOfCard[below];
      }
    }
    if (top < 0) {
      for (let card = 0; card < CARD_CODES; card++) {
        if (mayTop[card] && fitsSpaceHere(position, plan, card)) wanted |= 1 << pileOfCard[card];
      }
      continue;
    }
    for (const card of plan.under[top]) if (mayTop[card]) wanted |= 1 << pileOfCard[card];
    for (const card of plan.onto[top]) if (mayTop[card]) wanted |= 1 << pileOfCard[card];
  }
  return wanted;
}

function fitsSpaceHere(position: Position, plan: OpenCastle, card: number): boolean {
  return plan.space !== undefined && fitsSpace(card, plan.space, position.base);
}

/** The outside slots that may become empty (recomputed cheaply from the cards' flags). */
function emptiableOutside(position: Position, plan: OpenCastle, inside: number): number {
  let mask = 0;
  const slots = plan.layout.tableau.length;
  for (let slot = 0; slot < slots; slot++) {
    if ((inside >> slot) & 1) continue;
    const cards = cardsAt(position, plan, slot);
    if (cards.length === 0 || mayLeave[cards[0]]) mask |= 1 << slot;
  }
  return mask;
}
