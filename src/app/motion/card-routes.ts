/**
 * Where each card on the board came from, through a change of position made of steps
 * (a move with its autoplay, an undo of one, a deal from the stock, a restart...).
 * Cards are followed by their place, step by step: a pile's cards that are the same
 * before and after a step stayed; the others are matched by card code. Two-deck games
 * hold each card twice, and two equal cards that both moved may be matched either way
 * round: they look the same, so the motion does too.
 */
import { layoutOf, type Position } from "../../engine/index.js";

export interface Slot {
  readonly pile: number;
  readonly index: number;
}

export interface Route {
  /** Where the card is now, and where it was before the change. */
  readonly to: Slot;
  readonly from: Slot;
  /** The step of the change in which it first moved; -1 when it did not move. */
  readonly step: number;
  /**
   * Its turn within that step: cards dealt from the stock, and cards going home
   * together (a finished run), go one after another; a run moved as one shares a turn.
   */
  readonly turn: number;
  /** It was face down before and is face up now, where it lies. */
  readonly turnedUp: boolean;
}

const isFaceUp = (position: Position, slot: Slot) =>
  layoutOf(position.rules).kinds[slot.pile] !== "stock" &&
  slot.index >= position.piles[slot.pile].down;

/** For each card of `after`, by pile and index, the card of `before` it is. */
function matchStep(before: Position, after: Position): Slot[][] {
  const waiting = new Map<number, Slot[]>();
  const kept = before.piles.map((pile, p) => {
    const next = after.piles[p].cards;
    let same = 0;
    while (same < pile.cards.length && same < next.length && pile.cards[same] === next[same]) {
      same++;
    }
    pile.cards.slice(same).forEach((card, i) => {
      const list = waiting.get(card) ?? [];
      list.push({ pile: p, index: same + i });
      waiting.set(card, list);
    });
    return same;
  });
  return after.piles.map((pile, p) =>
    pile.cards.map((card, index) =>
      index < kept[p] ? { pile: p, index } : (waiting.get(card)?.shift() ?? { pile: p, index }),
    ),
  );
}

/**
 * The turns of one step's moved cards: by destination pile; home-going cards one by one,
 * top card first; cards turned onto the waste one by one, in the order they are turned.
 */
function turnsOf(after: Position, moved: readonly Slot[]): number[] {
  const kinds = layoutOf(after.rules).kinds;
  const piles = [...new Set(moved.map((slot) => slot.pile))].sort((a, b) => a - b);
  const lowest = new Map<number, number>();
  for (const slot of moved)
    lowest.set(slot.pile, Math.min(lowest.get(slot.pile) ?? slot.index, slot.index));
  return moved.map((slot) => {
    const wave = piles.indexOf(slot.pile);
    const fromTop = after.piles[slot.pile].cards.length - 1 - slot.index;
    if (kinds[slot.pile] === "foundation") return wave + fromTop;
    if (kinds[slot.pile] === "waste") return wave + slot.index - (lowest.get(slot.pile) ?? 0);
    return wave;
  });
}

/** `path`: the positions of the change, first to last (at least one). */
export function cardRoutes(path: readonly Position[]): Route[] {
  const first = path[0];
  // For each card of the current position: its origin in `first`, first step moved, turn.
  let origin: Slot[][] = first.piles.map((pile, p) =>
    pile.cards.map((_, index) => ({ pile: p, index })),
  );
  let moved: { step: number; turn: number }[][] = first.piles.map((pile) =>
    pile.cards.map(() => ({ step: -1, turn: 0 })),
  );
  for (let step = 1; step < path.length; step++) {
    const before = path[step - 1];
    const after = path[step];
    const matched = matchStep(before, after);
    const changed = matched.flatMap((cards, p) =>
      cards.flatMap((from, index) =>
        from.pile !== p || from.index !== index ? [{ pile: p, index }] : [],
      ),
    );
    const turns = turnsOf(after, changed);
    const turnAt = new Map(changed.map((slot, i) => [`${slot.pile}:${slot.index}`, turns[i]]));
    origin = matched.map((cards) => cards.map((from) => origin[from.pile][from.index]));
    moved = matched.map((cards, p) =>
      cards.map((from, index) => {
        const earlier = moved[from.pile][from.index];
        const turn = turnAt.get(`${p}:${index}`);
        return earlier.step >= 0 || turn === undefined ? earlier : { step: step - 1, turn };
      }),
    );
  }
  const last = path[path.length - 1];
  return last.piles.flatMap((pile, p) =>
    pile.cards.map((_, index) => {
      const to = { pile: p, index };
      const from = origin[p][index];
      return {
        to,
        from,
        step: moved[p][index].step,
        turn: moved[p][index].turn,
        turnedUp: isFaceUp(last, to) && !isFaceUp(first, from),
      };
    }),
  );
}
