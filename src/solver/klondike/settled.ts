/**
 * The home cards that no win ever needs back on the tableau, and so the foundation moves
 * that can never be regretted.
 *
 * Call a set S of home cards *closed* when, for each card in it, the card under it on its
 * foundation is in S, and so is every card that may be placed on it in the tableau. If a
 * position Q with S home can be won, it can be won without moving a card of S. Take any
 * win L from Q and play L', which is L without the moves that move cards of S (a run is
 * cut to its part below them). Along the way, each tableau pile of L' is the pile of L
 * without a top part made of cards of S (its lowest card may lie face up in L' where L
 * still has it face down), the talon is the same, and every card of S is home:
 * - a card of S never goes into the talon, and in L only cards of S are ever put on a
 *   card of S, so the cards of S in a pile of L lie together on its top;
 * - a move of L whose moving cards start with a card outside S moves, in L', the same
 *   cards less those of S on top of them. Its source shows them; its destination is
 *   the same in both, since in L it is not a card of S (what goes on one is in S) nor,
 *   on a foundation, below a card of S (S holds the bottom of each suit it touches,
 *   so a card outside S going home, or leaving home, is above all of them);
 * - at the end of L every card is home, so every card is home in L'.
 * Nothing here reads the stock or the deal, so it holds for any stock and talon.
 *
 * The greatest closed set of home cards is, per suit, the cards up to a height: with `h`
 * the foundation heights and `buildsOn[s]` the suits whose cards may be placed on suit
 * `s`, the largest `g <= h` with `g[s] <= 1 + min(g[t] : t in buildsOn[s])`. In Klondike
 * (colours alternate) a card of rank r is then in it exactly when both foundations of the
 * other colour hold rank r - 1 and the other one of its colour rank r - 2; the Aces
 * always are.
 *
 * So: a card that may go home, and would then be in that set, is sent home alone, its
 * position won exactly when the one after it is; and a card of the set is never taken
 * back off its foundation. (A weaker rule, the other colour's foundations at rank
 * r - 1 alone, is not sound where foundation cards come back: see settled.test.ts.)
 */
import { rankOf, suitOf } from "../../engine/card.js";

/** Scratch space: the greatest closed heights. */
const closed = [0, 0, 0, 0];

/**
 * Per suit, the height up to which the home cards form the greatest closed set, given
 * the foundation heights `home`; written into `into`.
 */
export function settledHeights(
  home: ArrayLike<number>,
  buildsOn: readonly number[],
  into: number[] = closed,
): number[] {
  for (let suit = 0; suit < 4; suit++) into[suit] = home[suit];
  for (let changed = true; changed; ) {
    changed = false;
    for (let suit = 0; suit < 4; suit++) {
      let lowest = 13;
      for (let other = 0; other < 4; other++) {
        if (buildsOn[suit] & (1 << other) && into[other] < lowest) lowest = into[other];
      }
      if (into[suit] > lowest + 1) {
        into[suit] = lowest + 1;
        changed = true;
      }
    }
  }
  return into;
}

/** Would `card`, the next card of its foundation, be settled once home? */
export function settlesHome(card: number, home: number[], buildsOn: readonly number[]): boolean {
  const suit = suitOf(card);
  const before = home[suit];
  home[suit] = rankOf(card);
  const settled = settledHeights(home, buildsOn)[suit] >= rankOf(card);
  home[suit] = before;
  return settled;
}

/** May the top card of foundation `suit` come back into play, or is it settled? */
export const mayLeaveHome = (suit: number, home: ArrayLike<number>, buildsOn: readonly number[]) =>
  home[suit] > settledHeights(home, buildsOn)[suit];
