/**
 * The stock and the waste as one sequence, the talon: the waste's cards from the bottom
 * up, then the stock's in the order they will be turned. Turning cards and turning the
 * waste back over only move the boundary between the two (the number of waste cards);
 * playing the waste's top card takes it out of the sequence. So the talon keeps its
 * order for good, and what stock moves can do is which cards they can bring to the top of
 * the waste: the "K+" view of Klondike (Bjarnason, Fern and Tadepalli), where playing
 * any such card, with the stock moves before it, is one move.
 *
 * With N talon cards, `waste` of them in the waste, and `turns` cards turned a move, the
 * waste can come to hold `waste + turns * j` cards (each turn), then all N (the last
 * turn takes what is left), then, turned back over, `turns * j` and N again, and so
 * round: a card may be played when the waste can come to end with it. Every boundary
 * of that second kind (a multiple of `turns`, or N) reaches every other one, and nothing
 * else is reachable from it, so they are one position for the search: the canonical
 * boundary 0. Drawing one card, every boundary is of that kind: the talon is then just
 * the set of its cards, each playable.
 */

/** The canonical number of waste cards of `waste` out of `size` talon cards. */
export const canonicalWaste = (waste: number, size: number, turns: number): number =>
  waste % turns === 0 || waste === size ? 0 : waste;

/**
 * May the talon card at `index` (0 for the waste's bottom card) be played, with `waste`
 * of the `size` talon cards in the waste? It must come to be the waste's top card: the
 * waste must come to hold `index + 1` cards.
 */
export function reachable(index: number, waste: number, size: number, turns: number): boolean {
  const held = index + 1;
  return held === size || held % turns === 0 || (held >= waste && (held - waste) % turns === 0);
}

/**
 * Does the stock bring up from `other` waste cards every talon card it brings up from
 * `waste` (canonical), and more? From a boundary w the waste can come to hold w, w +
 * turns, … then every boundary of the second kind above; so a boundary of the second kind
 * reaches a part of what every other one reaches, and of two boundaries of the first
 * kind that differ by a multiple of `turns`, the lower reaches all the higher reaches.
 * Playing a card leaves the talon as it leaves it from any boundary, so a position with
 * the wider boundary has every move the other has, each reaching the same position or
 * one wider in the same way (tableau.ts, `dominatedIn`): won whenever the other is, by a
 * line no longer.
 */
export function widens(other: number, waste: number, size: number, turns: number): boolean {
  if (other === waste || canonicalWaste(other, size, turns) === 0) return false;
  return waste === 0 || (other < waste && (waste - other) % turns === 0);
}
