/**
 * The moves worth trying first when looking for a win. The win-finding phase of the
 * search expands only these; it may drop moves, because a separate complete phase
 * proves losses. Where nothing is dropped (`isCompleteFilter`) the moves are only
 * reordered, and the win-finding phase is itself complete.
 */
import { play } from "../../engine/apply.js";
import { isRed, suitOf } from "../../engine/card.js";
import { type Layout, layoutOf } from "../../engine/layout.js";
import { movableCount, refusal } from "../../engine/legal.js";
import { ALL_TABLEAU, type Move } from "../../engine/move.js";
import { perRules } from "../../engine/per-rules.js";
import type { Pile, Position } from "../../engine/position.js";
import type { Build, GameRules, PileGroup } from "../../engine/rules.js";
import { Join, joinTable, pairOf } from "./joins.js";

/** How a game's moves are pruned, derived from its rules. */
export type Family = "runs" | "waste" | "order-only";

export const familyOf = perRules((rules): Family => {
  if (rules.completedRunsLeave) return "runs";
  return layoutOf(rules).waste >= 0 ? "waste" : "order-only";
});

/** True when `promisingMoves` keeps every move of this game (it only reorders them). */
export function isCompleteFilter(rules: GameRules): boolean {
  return familyOf(rules) === "order-only";
}

/**
 * The moves of `moves` (the sound search moves of `position`) worth trying in the
 * win-finding phase, best first. Only ever returns moves taken from `moves`.
 */
export function promisingMoves(position: Position, moves: readonly Move[]): Move[] {
  switch (familyOf(position.rules)) {
    case "runs":
      return runMoves(position, moves);
    case "waste":
      return wasteMoves(position, moves);
    case "order-only":
      return byWorth(moves, (move) => orderWorth(position, move));
  }
}

/** The moves of positive worth, highest first, ties in the given order. */
function byWorth(moves: readonly Move[], worthOf: (move: Move) => number): Move[] {
  const rated: { move: Move; worth: number; at: number }[] = [];
  moves.forEach((move, at) => {
    const worth = worthOf(move);
    if (worth > 0) rated.push({ move, worth, at });
  });
  rated.sort((a, b) => b.worth - a.worth || a.at - b.at);
  return rated.map((entry) => entry.move);
}

// --- Open games (castle family, Penguin): every move kept, foundations first.

function orderWorth(position: Position, move: Move): number {
  const layout = layoutOf(position.rules);
  const kind = layout.kinds[move.to];
  if (kind === "foundation") return 4;
  if (kind === "tableau" && position.piles[move.to].cards.length > 0) return 3;
  if (kind === "tableau") return 2;
  return 1;
}

// --- The Spider family: a run moves only when it makes progress.

/** How the card at `at` lies in its pile (see `Join`). */
function joinOnto(pile: Pile, build: Build | undefined, at: number): Join {
  const { cards, down } = pile;
  if (at === 0 || at - 1 < down) return Join.Free;
  if (!build) return Join.Broken;
  return joinTable(build)[pairOf(cards[at], cards[at - 1])];
}

/**
 * A Spider-family tableau as its moves are rated: the piles in order, all of one group.
 * Positions and the compact tableau of spider/tableau.ts both show themselves this way,
 * so the two are rated by this one code.
 */
export interface RunTableau {
  readonly piles: readonly Pile[];
  readonly group: PileGroup;
}

/** `count` cards from pile `from` onto pile `to`, piles numbered in a `RunTableau`. */
export interface RunMove {
  readonly from: number;
  readonly count: number;
  readonly to: number;
}

/** What a tableau-to-tableau move achieves, in worth points; 0 when nothing. */
function runMoveWorth({ piles, group }: RunTableau, move: RunMove): number {
  const source = piles[move.from];
  const cut = source.cards.length - move.count;
  const head = source.cards[cut];
  const target = piles[move.to];
  const before = joinOnto(source, group.build, cut);
  const turnsUp = cut > 0 && cut === source.down;
  if (target.cards.length === 0) {
    // A space is precious: it takes a whole run that turns up a card or lay out of order.
    if (turnsUp) return 80;
    if (cut > 0 && before === Join.Broken) {
      return move.count === movableCount(source, group) ? 30 : 0;
    }
    return 0;
  }
  const onto = target.cards[target.cards.length - 1];
  const after = suitOf(onto) === suitOf(head) ? Join.Suited : Join.Mixed;
  let worth = 0;
  if (turnsUp) worth += 100;
  if (cut === 0) worth += 60;
  if (after > before) worth += 20 * (after - before);
  // Where only runs of one colour move, a run put on its own colour from a card of the
  // other (or one that does not take it) will move on with the cards it now lies on.
  if (
    group.unit === "colour-run" &&
    after === Join.Mixed &&
    isRed(onto) === isRed(head) &&
    (before === Join.Broken || (before === Join.Mixed && !sameColourUnder(source, cut)))
  ) {
    worth += 10;
  }
  return worth;
}

/** The card at `cut` lies on a card of its own colour. */
function sameColourUnder(pile: Pile, cut: number): boolean {
  return isRed(pile.cards[cut]) === isRed(pile.cards[cut - 1]);
}

function runMoves(position: Position, moves: readonly Move[]): Move[] {
  const layout = layoutOf(position.rules);
  const tableau: RunTableau = {
    piles: layout.tableau.map((pile) => position.piles[pile]),
    group: layout.groups[layout.tableau[0]],
  };
  const rated: Move[] = [];
  const asRated: RunMove[] = [];
  let deal: Move | null = null;
  for (const move of moves) {
    if (move.to === ALL_TABLEAU) deal = move;
    // A card taken back from a foundation (Black Widow) undoes a completed run.
    else if (layout.kinds[move.from] === "tableau") {
      rated.push(move);
      const { indexInKind } = layout;
      asRated.push({ from: indexInKind[move.from], count: move.count, to: indexInKind[move.to] });
    }
  }
  const result = promisingRunMoves(tableau, asRated).map((index) => rated[index]);
  if (deal) result.push(deal);
  return result;
}

/**
 * Of `moves` (tableau moves in the order of the search moves), the indices of those
 * worth trying, best first, ties in the given order.
 */
export function promisingRunMoves(tableau: RunTableau, moves: readonly RunMove[]): number[] {
  const rated: { worth: number; at: number }[] = [];
  // Per source pile and cut, the piles that make uncovering that card useful.
  const helpers = new Map<number, number>();
  moves.forEach((move, at) => {
    let worth = runMoveWorth(tableau, move);
    if (worth === 0 && isEnablingShape(tableau, move)) {
      const cut = tableau.piles[move.from].cards.length - move.count;
      const key = move.from * 1024 + cut;
      let mask = helpers.get(key);
      if (mask === undefined) {
        mask = helpingPiles(tableau, move.from, cut);
        helpers.set(key, mask);
      }
      if ((mask & ~(1 << move.to)) !== 0) worth = 5;
    }
    if (worth > 0) rated.push({ worth, at });
  });
  rated.sort((a, b) => b.worth - a.worth || a.at - b.at);
  return rated.map((entry) => entry.at);
}

/**
 * A move that achieves nothing itself may still uncover a card that can then take
 * part in a move that does (a suited join, a turn-up). It must leave a pile behind,
 * not split a run of one suit, and go into a space only as a one-suit run (sorting a
 * mixed run out).
 */
function isEnablingShape({ piles, group }: RunTableau, move: RunMove): boolean {
  const cards = piles[move.from].cards;
  const cut = cards.length - move.count;
  if (cut === 0 || joinOnto(piles[move.from], group.build, cut) === Join.Suited) return false;
  if (piles[move.to].cards.length > 0) return true;
  for (let at = cut + 1; at < cards.length; at++) {
    if (suitOf(cards[at]) !== suitOf(cards[cut])) return false;
  }
  return true;
}

/**
 * The piles (a bit each) that could take part in a useful move once the cards of pile
 * `from` above `cut` are gone: the uncovered card, or the run it ends, goes on to a
 * card of its own suit or leaves a face-down card behind; or a run elsewhere, not yet
 * on its own suit, goes on to the uncovered card.
 */
function helpingPiles({ piles, group }: RunTableau, from: number, cut: number): number {
  const source = piles[from];
  const build = group.build;
  if (!build) return 0;
  const joins = joinTable(build);
  const cards = source.cards;
  const uncovered = cards[cut - 1];
  const suitRuns = group.unit === "suit-run";
  const colourRuns = group.unit === "colour-run";
  let mask = 0;
  for (let at = cut - 1; at >= source.down; at--) {
    const head = cards[at];
    const join = joinOnto(source, build, at);
    const turnsUp = at === source.down && at > 0;
    for (let other = 0; other < piles.length; other++) {
      if (other === from) continue;
      const target = piles[other].cards;
      if (target.length === 0) {
        if (turnsUp) mask |= 1 << other;
        continue;
      }
      const onTop = joins[pairOf(head, target[target.length - 1])];
      if (onTop === Join.Broken) continue;
      if (turnsUp || (join !== Join.Suited && onTop === Join.Suited)) mask |= 1 << other;
    }
    if (join === Join.Broken || (suitRuns && join === Join.Mixed)) break;
    if (colourRuns && join === Join.Mixed && !sameColourUnder(source, at)) break;
  }
  for (let other = 0; other < piles.length; other++) {
    if (other === from) continue;
    const pile = piles[other];
    const most = movableCount(pile, group);
    for (let count = 1; count <= most; count++) {
      const at = pile.cards.length - count;
      if (joins[pairOf(pile.cards[at], uncovered)] !== Join.Suited) continue;
      if (joinOnto(pile, build, at) !== Join.Suited) mask |= 1 << other;
    }
  }
  return mask;
}

// --- Games with a waste (Penta): no pointless hops.

function wasteMoves(position: Position, moves: readonly Move[]): Move[] {
  const layout = layoutOf(position.rules);
  return byWorth(moves, (move) => wasteMoveWorth(position, layout, move));
}

function wasteMoveWorth(position: Position, layout: Layout, move: Move): number {
  const fromKind = layout.kinds[move.from];
  const toKind = layout.kinds[move.to];
  if (toKind === "foundation") return 50;
  if (fromKind === "waste") return position.piles[move.to].cards.length > 0 ? 40 : 30;
  if (fromKind === "stock") return 10;
  // A card taken back from a foundation can unlock a pile or let a waste card in.
  if (fromKind === "foundation") return 5;
  // Tableau to tableau: worth it when the card (or the run it heads) leaves a pile it
  // does not fit, or empties its pile, or uncovers a card that can go home.
  const source = position.piles[move.from];
  const cut = source.cards.length - move.count;
  const before = joinOnto(source, layout.groups[move.from].build, cut);
  const target = position.piles[move.to];
  if (cut === 0) return target.cards.length > 0 ? 35 : 0;
  if (before === Join.Broken) return target.cards.length > 0 ? 25 : 15;
  return uncoversHomeCard(position, layout, move) ? 20 : 0;
}

function uncoversHomeCard(position: Position, layout: Layout, move: Move): boolean {
  const after = play(position, move);
  return layout.foundations.some(
    (to) => refusal(after, { from: move.from, to, count: 1 }) === null,
  );
}
