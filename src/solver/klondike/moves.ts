/** The moves of the compact Klondike tableau (tableau.ts), each packed into one number. */

/** The `from` or `to` of a move that takes a card off or onto its foundation. */
export const HOME = 13;
/** The `from` of a move playing a talon card. */
export const TALON = 14;

// A move: `card | from << 6 | to << 10 | count << 14 | turnsUp << 20 | waste << 21 |
// twinPile << 27`. `count`: the cards moved, or, from the talon, the card's index there;
// `turnsUp`: the move turns a face-down card up; `waste`: from the talon, the waste's
// size before; `twinPile`: 0, or 1 + the pile whose top card is the twin of the card the
// move uncovers first, by moving the run on that card there (see tableau.ts).
export const cardOfMove = (move: number) => move & 63;
export const fromOf = (move: number) => (move >> 6) & 15;
export const toOf = (move: number) => (move >> 10) & 15;
export const countOf = (move: number) => (move >> 14) & 63;
export const turnsUpOf = (move: number) => (move >> 20) & 1;
export const wasteOf = (move: number) => (move >> 21) & 63;
/** The pile a move first moves a run to (see `twinPile` above), or -1. */
export const twinPileOf = (move: number) => ((move >> 27) & 15) - 1;

export const TURNS_UP = 1 << 20;
export const pack = (card: number, from: number, to: number, count: number, extra = 0) =>
  card | (from << 6) | (to << 10) | (count << 14) | extra;
export const viaTwin = (pile: number) => (pile + 1) << 27;

/** A card's twin: its rank and colour, the other suit (C with S, D with H). */
export const twinOf = (card: number) => card ^ 3;
